import type { ApiClient } from '../../api/client';
import { createFetchCheck, createLoadInterval, createLogout, createSaveInterval } from './actors/reality-check-actors';
import { realityCheckMachine } from './reality-check.machine';

export interface RealityCheckDeps {
  api: Pick<ApiClient, 'call'>;
  signedOut: () => void;
}

export function createRealityCheckImplementations({ api, signedOut }: RealityCheckDeps) {
  return {
    actors: { loadInterval: createLoadInterval(api), saveInterval: createSaveInterval(api), fetchCheck: createFetchCheck(api), logout: createLogout(api) },
    actions: { signedOut: () => signedOut() },
  };
}

export function createRealityCheckLogic(deps: RealityCheckDeps) {
  return realityCheckMachine.provide(createRealityCheckImplementations(deps));
}
