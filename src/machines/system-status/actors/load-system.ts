import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { SystemSnapshotData } from '../system-status.types';

/** Status and the white-label permission tree are loaded together: every page needs both. */
export function createLoadSystem(api: Pick<ApiClient, 'call'>, host: () => string) {
  return fromPromise<SystemSnapshotData>(async ({ signal }) => {
    const [status, whitelabel] = await Promise.all([
      api.call('systemStatus', { query: { url: host() }, signal }),
      api.call('whitelabel', { signal }),
    ]);
    return { status, whitelabel };
  });
}
