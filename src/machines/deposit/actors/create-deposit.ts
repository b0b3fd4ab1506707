import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Deposit, DepositRequest } from '../deposit.types';

/** POST /wps/deposit: a pending deposit request with the reference and where to pay (idempotent by requestId). */
export function createCreateDeposit(api: Pick<ApiClient, 'call'>) {
  return fromPromise<Deposit, DepositRequest>(({ input, signal }) => api.call('deposit', { body: input, signal }));
}
