import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';

/** DELETE /wps/session/logout (token). */
export function createDeleteSession(api: Pick<ApiClient, 'call'>) {
  return fromPromise<void>(async ({ signal }) => {
    await api.call('logout', { signal });
  });
}
