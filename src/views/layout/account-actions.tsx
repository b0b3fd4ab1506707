import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../machines/session/use-session';
import { SessionNotice } from '../accounts/session-notice';
import { MemberActions } from './member-actions';
import { VisitorActions } from './visitor-actions';

/** The header's account area: the login block for a visitor, the logged-in block otherwise. */
export function AccountActions() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <>
      {session.loading ? (
        <span className="account-actions__loading" role="status">
          {t`Signing in…`}
        </span>
      ) : session.kind === 'anonymous' ? (
        <VisitorActions />
      ) : (
        <MemberActions />
      )}
      <SessionNotice />
    </>
  );
}
