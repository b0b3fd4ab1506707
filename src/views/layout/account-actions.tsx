import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSession } from '../../machines/session/use-session';
import { lazyComponent } from '../common/lazy-component';
import { VisitorActions } from './visitor-actions';

/*
 * The logged-in block (with the logout chart) and the session notice load only when needed:
 * a first visit to the home page is anonymous, and its initial JavaScript has a budget.
 */
const MemberActions = lazyComponent(() => import('./member-actions').then((m) => m.MemberActions));
const SessionNotice = lazyComponent(() => import('../accounts/session-notice').then((m) => m.SessionNotice));

/** The header's account area: the login block for a visitor, the logged-in block otherwise. */
export function AccountActions() {
  const { t } = useLingui();
  const session = useSession();
  const signingIn = (
    <span className="account-actions__loading" role="status">
      {t`Signing in…`}
    </span>
  );
  return (
    <>
      {session.loading ? (
        signingIn
      ) : session.kind === 'anonymous' ? (
        <VisitorActions />
      ) : (
        <Suspense fallback={signingIn}>
          <MemberActions />
        </Suspense>
      )}
      {session.noticeKey && (
        <Suspense fallback={null}>
          <SessionNotice />
        </Suspense>
      )}
    </>
  );
}
