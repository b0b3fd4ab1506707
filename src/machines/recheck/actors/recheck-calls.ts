import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { RecheckRequest } from '../recheck.types';

type Api = Pick<ApiClient, 'call'>;

/** GET /wps/member/protection: whether a code may be offered beside the password. */
export const createLoadFactors = (api: Api) =>
  fromPromise<{ totpEnabled: boolean }>(async ({ signal }) => {
    const status = await api.call('protectionStatus', { signal });
    return { totpEnabled: status.totpEnabled };
  });

/** POST /wps/member/recheck (encrypted: the password travels in it). */
export const createCheckIdentity = (api: Api) =>
  fromPromise<void, RecheckRequest>(async ({ input, signal }) => {
    await api.call('recheck', { body: input, signal });
  });
