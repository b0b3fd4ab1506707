import type { ApiClient } from '../../api/client';
import { createWithdrawalConfirmationLogic } from '../withdrawal-confirmation/withdrawal-confirmation.runtime';
import { createLoadWithdrawals, createMoneySignalListener } from './actors/withdrawal-list-actors';
import { withdrawalListMachine } from './withdrawal-list.machine';

export interface WithdrawalListDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createWithdrawalListImplementations({ api }: WithdrawalListDeps) {
  return {
    actors: {
      loadWithdrawals: createLoadWithdrawals(api),
      moneySignal: createMoneySignalListener(),
      confirmation: createWithdrawalConfirmationLogic({ api }),
    },
  };
}

export function createWithdrawalListLogic(deps: WithdrawalListDeps) {
  return withdrawalListMachine.provide(createWithdrawalListImplementations(deps));
}
