import { useLingui } from '@lingui/react/macro';
import { usePreviousSignIn } from '../../machines/popups/use-sign-in-notice';
import { formatSiteDateTimeZoned } from '../common/site-time';

/**
 * "Your previous sign-in was …" after a login, while the popups chart says it is due
 * (src/views/modals/previous-sign-in-notice.tsx loads this part then). Time in the header clock's zone.
 */
export function PreviousSignInLine({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui();
  const { data } = usePreviousSignIn();
  const previous = data?.previous;
  if (!previous) return null;
  const place = previous.country ? `${previous.ip} (${previous.country})` : previous.ip;
  const when = formatSiteDateTimeZoned(previous.at);
  const device = previous.device ?? t`an unknown device`;
  return (
    <section className="sign-in-notice" aria-label={t`Previous sign-in`}>
      <p role="status">{t`Your previous sign-in was ${when} from ${place} on ${device}. Not you? Open My account → Login history.`}</p>
      <button type="button" className="btn btn--small btn--outline" onClick={onDismiss}>
        {t`Dismiss`}
      </button>
    </section>
  );
}
