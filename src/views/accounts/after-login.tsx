import { useLingui } from '@lingui/react/macro';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';

/** After-login modal (SPEC §4): the welcome, shown on an account's first login only (src/machines/popups). */
export function AfterLoginBody() {
  const { t } = useLingui();
  const { info } = useSession();
  const { closeAll } = useModalIntents();
  const name = info?.nickname ?? info?.account ?? '';
  return (
    <div className="after-login">
      <p>{t`Welcome to the site, ${name}! Your account is ready.`}</p>
      <button type="button" className="btn btn--primary" onClick={closeAll}>
        {t`Start playing`}
      </button>
    </div>
  );
}
