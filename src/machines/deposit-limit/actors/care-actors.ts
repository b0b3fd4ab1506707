import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { CareStatus, DepositLimitChange, DepositLimitRequest } from '../deposit-limit.types';

/** GET /wps/care/status: limits, reality check, exclusion. */
export function createLoadCareStatus(api: Pick<ApiClient, 'call'>) {
  return fromPromise<CareStatus>(({ signal }) => api.call('careStatus', { signal }));
}

/** POST /wps/care/deposit-limit. */
export function createSaveDepositLimit(api: Pick<ApiClient, 'call'>) {
  return fromPromise<DepositLimitChange, DepositLimitRequest>(({ input, signal }) => api.call('careDepositLimit', { body: input, signal }));
}
