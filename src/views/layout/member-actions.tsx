import { useLingui } from '@lingui/react/macro';
import { useAppAccount, useMemberActor, useMemberParts } from '../../machines/app/use-app';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useMemberGate, useSession } from '../../machines/session/use-session';
import { LogoutControl } from '../accounts/logout-control';
// This file is itself a lazy chunk (account-actions.tsx): the balance's money code stays off the home route.
import { BalancePlaceholder, BalanceView } from './header-balance';
import { MessagesButton } from './messages-button';
import { lazyPart } from '../common/lazy-page';

/** Reality check (issue #7; docs/engagement.md): its dialog is its own chunk; the app chart runs its chart. */
// The dialog's words are in the care catalog part: the chunk draws once both are in; the chart runs meanwhile.
const RealityCheckHost = lazyPart(
  () => Promise.all([import('../care/reality-check-host'), import('../care/care-catalog').then((m) => m.loadCareCatalog())]).then(([m]) => m.RealityCheckHost),
  <></>,
);

/**
 * The logged-in block of the header top bar (SPEC §2). Its balance, logout and reality check are
 * charts the app chart runs while the account is signed in (src/machines/app); until their code
 * has arrived the balance shows a placeholder.
 */
export function MemberActions() {
  const { t } = useLingui();
  const session = useSession();
  const gate = useMemberGate();
  const modal = useModalIntents();
  const parts = useMemberParts();
  const { kind } = useAppAccount();
  const balance = useMemberActor('balance');
  const logout = useMemberActor('logout');
  const realityCheck = useMemberActor('realityCheck');
  return (
    <div className="member-actions">
      {balance ? <BalanceView actor={balance} /> : <BalancePlaceholder />}
      {parts.failed && (
        <button type="button" className="btn btn--link btn--small" onClick={parts.retry}>
          {t`Account tools did not load. Retry`}
        </button>
      )}
      <button type="button" className="btn btn--link member-actions__nickname" onClick={() => gate.openForMember('memberCenter', { page: 'securityCenter' })}>
        {session.info?.nickname ?? session.info?.account ?? ''}
      </button>
      <button type="button" className="btn btn--primary btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'depositv2' })}>
        {t`Deposit`}
      </button>
      <button type="button" className="btn btn--outline btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'withdraw' })}>
        {t`Withdraw`}
      </button>
      {kind === 'agent' && (
        <button type="button" className="btn btn--outline btn--small" onClick={() => modal.open('agentCenter', { page: 'agentTeamOverview' })}>
          {t`Agent`}
        </button>
      )}
      {(kind === 'member' || kind === 'agent') && <MessagesButton />}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'personalHistoryCopy' })}>
        {t`Betting record`}
      </button>
      {logout && <LogoutControl actor={logout} />}
      {realityCheck && <RealityCheckHost actor={realityCheck} />}
    </div>
  );
}
