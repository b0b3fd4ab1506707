import type { ApiClient } from '../../api/client';
import { createExclude } from './actors/exclude';
import { exclusionMachine } from './exclusion.machine';

export interface ExclusionDeps {
  api: Pick<ApiClient, 'call'>;
  signedOut: () => void;
}

export function createExclusionLogic({ api, signedOut }: ExclusionDeps) {
  return exclusionMachine.provide({ actors: { exclude: createExclude(api) }, actions: { signedOut: () => signedOut() } });
}
