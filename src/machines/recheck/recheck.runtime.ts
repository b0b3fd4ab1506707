import type { ApiClient } from '../../api/client';
import { createCheckIdentity, createLoadFactors } from './actors/recheck-calls';
import { recheckMachine } from './recheck.machine';

export interface RecheckDeps {
  api: Pick<ApiClient, 'call'>;
}

/** The recheck chart with its calls: the flows that change something sensitive invoke it as `recheck`. */
export function createRecheckLogic({ api }: RecheckDeps) {
  return recheckMachine.provide({ actors: { loadFactors: createLoadFactors(api), checkIdentity: createCheckIdentity(api) } });
}
