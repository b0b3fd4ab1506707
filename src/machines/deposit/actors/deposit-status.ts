import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Deposit } from '../deposit.types';

/** GET /wps/deposit/status?reference=: one deposit as it is now. */
export function createDepositStatus(api: Pick<ApiClient, 'call'>) {
  return fromPromise<Deposit, { reference: string }>(({ input, signal }) => api.call('depositStatus', { query: { reference: input.reference }, signal }));
}
