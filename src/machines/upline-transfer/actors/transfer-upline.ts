import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { TransferResult, UplineTransferRequest } from '../upline-transfer.types';

/** POST /wps/transfer/upline (token, encrypted: it carries the payment password). */
export function createTransferUpline(api: Pick<ApiClient, 'call'>) {
  return fromPromise<TransferResult, UplineTransferRequest>(({ input, signal }) => api.call('transferUpline', { body: input, signal }));
}
