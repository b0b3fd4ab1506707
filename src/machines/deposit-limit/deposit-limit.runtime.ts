import type { ApiClient } from '../../api/client';
import { createLoadCareStatus, createSaveDepositLimit } from './actors/care-actors';
import { depositLimitMachine } from './deposit-limit.machine';

export interface DepositLimitDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createDepositLimitImplementations({ api }: DepositLimitDeps) {
  return { actors: { loadCareStatus: createLoadCareStatus(api), saveDepositLimit: createSaveDepositLimit(api) } };
}

export function createDepositLimitLogic(deps: DepositLimitDeps) {
  return depositLimitMachine.provide(createDepositLimitImplementations(deps));
}
