import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLoginHistoryActor } from '../../machines/login-history/use-login-history';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useSession } from '../../machines/session/use-session';
import { useAccountsNavigation } from '../accounts/navigation';
import { AuthenticatorSection } from './authenticator-section';
import { LoginHistoryPanel } from './login-history-section';
import { PasskeysSection } from './passkeys-section';

/** The security center's account protection (issue #19): the authenticator app, passkeys and the login history, each its own chart. */
export function AccountProtectionSections() {
  const { t } = useLingui();
  const ids = { factor: useId(), passkeys: useId(), history: useId() };
  const session = useSession();
  const modal = useModalIntents();
  const nav = useAccountsNavigation();
  // "This wasn't me" ended every session on the server: sign out here as the exclusion does.
  const history = useLoginHistoryActor(() => {
    session.end();
    modal.closeAll();
    nav.goHome();
  });
  return (
    <>
      <section aria-labelledby={ids.factor}>
        <h3 id={ids.factor} className="section-title">
          {t`Authenticator app`}
        </h3>
        <AuthenticatorSection />
      </section>
      <section aria-labelledby={ids.passkeys}>
        <h3 id={ids.passkeys} className="section-title">
          {t`Passkeys`}
        </h3>
        <PasskeysSection />
      </section>
      <section aria-labelledby={ids.history}>
        <h3 id={ids.history} className="section-title">
          {t`Login history`}
        </h3>
        <LoginHistoryPanel actor={history} />
      </section>
    </>
  );
}
