import type { ApiClient } from '../../api/client';
import { createBalanceSignalListener } from './actors/balance-signal-listener';
import { createLoadBalance } from './actors/load-balance';
import { balanceMachine } from './balance.machine';

/**
 * Hiding the balance is remembered in sessionStorage under `balanceHidden`: it survives a
 * reload and the member center opening, like the rest of the session (SPEC §2 keeps the token
 * there too), and is forgotten when the browser session ends. Not in the spec; a member who
 * hides the amount in a public place expects it to stay hidden after a refresh.
 */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

type HiddenStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): HiddenStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: hiding still works for this page
  }
}

export function readBalanceHidden(store: HiddenStore | null = sessionStore()): boolean {
  try {
    return store?.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export interface BalanceDeps {
  api: Pick<ApiClient, 'call'>;
  store?: HiddenStore | null;
}

export function createBalanceImplementations({ api, store = sessionStore() }: BalanceDeps) {
  return {
    actors: { loadBalance: createLoadBalance(api), balanceSignal: createBalanceSignalListener() },
    actions: {
      persistHidden: (_: unknown, { hidden }: { hidden: boolean }) => {
        try {
          store?.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
        } catch {
          // quota or privacy mode: the choice lasts for this page only
        }
      },
    },
  };
}

export function createBalanceLogic(deps: BalanceDeps) {
  return balanceMachine.provide(createBalanceImplementations(deps));
}
