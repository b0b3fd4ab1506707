import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Exclusion, ExclusionRequest } from '../exclusion.types';

/** POST /wps/care/exclusion: in force at once; the server ends the session. */
export function createExclude(api: Pick<ApiClient, 'call'>) {
  return fromPromise<Exclusion, ExclusionRequest>(({ input, signal }) => api.call('careExclusion', { body: input, signal }));
}
