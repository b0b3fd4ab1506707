import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createLoadUpline } from './actors/load-upline';
import { createTransferUpline } from './actors/transfer-upline';
import { uplineTransferMachine } from './upline-transfer.machine';

export interface UplineTransferDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createUplineTransferImplementations({ api }: UplineTransferDeps) {
  return {
    actors: { loadUpline: createLoadUpline(api), transferUpline: createTransferUpline(api) },
    actions: { announceBalanceChanged: () => announceBalanceChanged() },
  };
}

export function createUplineTransferLogic(deps: UplineTransferDeps) {
  return uplineTransferMachine.provide(createUplineTransferImplementations(deps));
}
