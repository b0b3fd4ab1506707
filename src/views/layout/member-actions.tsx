import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useAppDeps } from '../../machines/app-deps';
import { createLogoutLogic } from '../../machines/logout/logout.runtime';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useMemberGate, useSession } from '../../machines/session/use-session';
import { LogoutControl } from '../accounts/logout-control';
import { useAccountsNavigation } from '../accounts/navigation';

/**
 * Balance (SPEC §2): click toggles hiding as ***, the refresh icon reloads it.
 * TODO(money): the wallet chart provides the amount (GET /wps/v2/wallets/balance); until then
 * this seam shows a placeholder.
 */
function BalanceSeam() {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(false);
  return (
    <span className="balance">
      <button type="button" className="btn btn--link" aria-pressed={hidden} aria-label={t`Hide balance`} onClick={() => setHidden((h) => !h)}>
        {hidden ? '***' : '—'}
      </button>
      <button type="button" className="btn btn--link" aria-label={t`Refresh balance`} disabled>
        <span aria-hidden="true">⟳</span>
      </button>
    </span>
  );
}

/** The logged-in block of the header top bar (SPEC §2). */
export function MemberActions() {
  const { t } = useLingui();
  const session = useSession();
  const gate = useMemberGate();
  const modal = useModalIntents();
  const { api } = useAppDeps();
  const nav = useAccountsNavigation();
  const logout = useActorRef(
    createLogoutLogic({
      api,
      signOut: () => {
        session.end();
        modal.closeAll();
        nav.goHome();
      },
    }),
  );
  return (
    <div className="member-actions">
      <BalanceSeam />
      <button type="button" className="btn btn--link member-actions__nickname" onClick={() => gate.openForMember('memberCenter', { page: 'securityCenter' })}>
        {session.info?.nickname ?? session.info?.account ?? ''}
      </button>
      <button type="button" className="btn btn--primary btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'depositv2' })}>
        {t`Deposit`}
      </button>
      <button type="button" className="btn btn--outline btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'withdraw' })}>
        {t`Withdraw`}
      </button>
      {session.kind === 'agent' && (
        <button type="button" className="btn btn--outline btn--small" onClick={() => modal.open('agentCenter', { page: 'agentTeamOverview' })}>
          {t`Agent`}
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'personalHistoryCopy' })}>
        {t`Betting record`}
      </button>
      <LogoutControl actor={logout} />
    </div>
  );
}
