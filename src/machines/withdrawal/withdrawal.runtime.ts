import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createLoadWithdrawal, createSubmitWithdrawal } from './actors/withdrawal-actors';
import { withdrawalMachine } from './withdrawal.machine';

export interface WithdrawalDeps {
  api: Pick<ApiClient, 'call'>;
  /** Defaults to the module-level balance signal. */
  announceBalanceChanged?: () => void;
}

export function createWithdrawalImplementations({ api, announceBalanceChanged: announce = announceBalanceChanged }: WithdrawalDeps) {
  return {
    actors: { loadWithdrawal: createLoadWithdrawal(api), submitWithdrawal: createSubmitWithdrawal(api) },
    actions: { announceBalanceChanged: () => announce() },
  };
}

export function createWithdrawalLogic(deps: WithdrawalDeps) {
  return withdrawalMachine.provide(createWithdrawalImplementations(deps));
}
