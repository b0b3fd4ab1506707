import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createCreateDeposit } from './actors/create-deposit';
import { createDepositStatus } from './actors/deposit-status';
import { createLoadChannels } from './actors/load-channels';
import { depositMachine } from './deposit.machine';

export interface DepositDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createDepositImplementations({ api }: DepositDeps) {
  return {
    actors: { loadChannels: createLoadChannels(api), createDeposit: createCreateDeposit(api), depositStatus: createDepositStatus(api) },
    actions: { announceBalanceChanged: () => announceBalanceChanged() },
  };
}

export function createDepositLogic(deps: DepositDeps) {
  return depositMachine.provide(createDepositImplementations(deps));
}
