import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { RealityCheck } from '../reality-check.types';

/** GET /wps/care/status: only the interval is read here. */
export function createLoadInterval(api: Pick<ApiClient, 'call'>) {
  return fromPromise<number | null>(async ({ signal }) => (await api.call('careStatus', { signal })).realityCheckMinutes);
}

/** POST /wps/care/reality-check. */
export function createSaveInterval(api: Pick<ApiClient, 'call'>) {
  return fromPromise<number | null, { minutes: number | null }>(async ({ input, signal }) => (await api.call('careRealityCheckSet', { body: input, signal })).minutes);
}

/** GET /wps/care/reality-check: the session's time and net result. */
export function createFetchCheck(api: Pick<ApiClient, 'call'>) {
  return fromPromise<RealityCheck>(({ signal }) => api.call('careRealityCheck', { signal }));
}

/** DELETE /wps/session/logout (a failure still signs out locally). */
export function createLogout(api: Pick<ApiClient, 'call'>) {
  return fromPromise<void>(async ({ signal }) => {
    await api.call('logout', { signal });
  });
}
