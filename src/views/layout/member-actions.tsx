import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useAppDeps } from '../../machines/app-deps';
import { createLogoutLogic } from '../../machines/logout/logout.runtime';
import { useModalIntents } from '../../machines/modal/use-modal';
import { useMemberGate, useSession } from '../../machines/session/use-session';
import { LogoutControl } from '../accounts/logout-control';
import { useAccountsNavigation } from '../accounts/navigation';
// This file is itself a lazy chunk (account-actions.tsx): the balance's money code stays off the home route.
import { HeaderBalance } from './header-balance';
import { MessagesButton } from './messages-button';
import { lazyPart } from '../common/lazy-page';

/** Contract offers (issue #6): watched while a real account is signed in; its own chunk, the popup another. */
const ContractOfferWatch = lazyPart(() => import('../contracts/contract-offer-watch').then((m) => m.ContractOfferWatch), <></>);
/** Reality check (issue #7; docs/engagement.md): runs while a real account is signed in; its own chunk. */
const RealityCheckHost = lazyPart(() => import('../care/reality-check-host').then((m) => m.RealityCheckHost), <></>);

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
      <HeaderBalance />
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
      {(session.kind === 'member' || session.kind === 'agent') && <MessagesButton />}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => gate.openForMember('memberCenter', { page: 'personalHistoryCopy' })}>
        {t`Betting record`}
      </button>
      <LogoutControl actor={logout} />
      {(session.kind === 'member' || session.kind === 'agent') && <ContractOfferWatch />}
      {(session.kind === 'member' || session.kind === 'agent') && <RealityCheckHost />}
    </div>
  );
}
