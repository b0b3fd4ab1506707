import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';
import type { ApiClient } from '../../api/client';
import { createBalanceLogic, readBalanceHidden } from '../balance/balance.runtime';
import { createContractLogic } from '../contract/contract.runtime';
import { selectPopupOpen } from '../contract/use-contract';
import { createLogoutLogic } from '../logout/logout.runtime';
import { createRealityCheckLogic } from '../reality-check/reality-check.runtime';
import type { AppEvent, MemberParts } from './app.types';

// Its own chunk (loaded by the app chart's member.loading state): a visitor's page carries none of this code.

/**
 * The charts a signed-in account runs, bound to the API client. Logout and the reality check
 * report "signed out" to the app chart, which ends the session, closes overlays and goes home.
 */
export function createMemberParts({ api, app }: { api: Pick<ApiClient, 'call'>; app: { send(event: AppEvent): void } }): MemberParts {
  const signOut = () => app.send({ type: 'app.signOut' });
  return {
    balance: createBalanceLogic({ api }),
    balanceInput: { hidden: readBalanceHidden() },
    logout: createLogoutLogic({ api, signOut }),
    contractWatch: createContractLogic({ api }),
    contractRelay: fromCallback<EventObject, { contract: AnyActorRef }>(({ input, sendBack }) => {
      let open = false;
      const sub = input.contract.subscribe((s) => {
        const now = selectPopupOpen(s as Parameters<typeof selectPopupOpen>[0]);
        if (now === open) return;
        open = now;
        sendBack({ type: 'app.contractOffer.changed', open: now });
      });
      return () => sub.unsubscribe();
    }),
    realityCheck: createRealityCheckLogic({ api, signedOut: signOut }),
  };
}
