import { useLingui } from '@lingui/react/macro';
import { useAppAccount } from '../../machines/app/use-app';
import { useSession } from '../../machines/session/use-session';
import { withAccountsCatalog } from '../accounts/accounts-catalog';
import { lazyPart } from '../common/lazy-page';
import { VisitorActions } from './visitor-actions';

/*
 * The logged-in block (with the logout chart) and the session notice load only when needed:
 * a first visit to the home page is anonymous, and its initial JavaScript has a budget.
 */
const MemberActions = lazyPart(withAccountsCatalog(() => import('./member-actions').then((m) => m.MemberActions)), <SigningIn />);
const SessionNotice = lazyPart(withAccountsCatalog(() => import('../accounts/session-notice').then((m) => m.SessionNotice)), <></>);

function SigningIn() {
  const { t } = useLingui();
  return (
    <span className="account-actions__loading" role="status">
      {t`Signing in…`}
    </span>
  );
}

/**
 * The header's account area: the login block for a visitor, the logged-in block while the app chart
 * has an account signed in. Between the session knowing the account and the app chart taking it
 * up (the site's first drawing can come after the account's answer), still "Signing in…": a
 * member is never offered Login, and the header keeps the member block's size.
 */
export function AccountActions() {
  const session = useSession();
  const account = useAppAccount();
  const signingIn = session.loading || (session.kind !== 'anonymous' && !account.signedIn);
  return (
    <>
      {signingIn ? <SigningIn /> : account.signedIn ? <MemberActions /> : <VisitorActions />}
      {session.noticeKey && <SessionNotice />}
    </>
  );
}
