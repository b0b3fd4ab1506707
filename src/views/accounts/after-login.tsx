import { useLingui } from '@lingui/react/macro';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';

/** After-login modal (SPEC §4): a welcome, with the first-login greeting on a first login. */
export function AfterLoginBody({ firstTimeLogin }: { firstTimeLogin: boolean }) {
  const { t } = useLingui();
  const { info } = useSession();
  const { closeAll } = useModalIntents();
  const name = info?.nickname ?? info?.account ?? '';
  return (
    <div className="after-login">
      <p>{firstTimeLogin ? t`Welcome to the site, ${name}! Your account is ready.` : t`Welcome back, ${name}!`}</p>
      <button type="button" className="btn btn--primary" onClick={closeAll}>
        {t`Start playing`}
      </button>
    </div>
  );
}
