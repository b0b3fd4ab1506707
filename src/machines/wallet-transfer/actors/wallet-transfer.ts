import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { TransferResult, WalletTransferRequest } from '../wallet-transfer.types';

/** POST GCS_walletTransfer (token): MAIN ↔ one vendor wallet, idempotent by requestId. */
export function createWalletTransfer(api: Pick<ApiClient, 'call'>) {
  return fromPromise<TransferResult, WalletTransferRequest>(({ input, signal }) => api.call('walletTransfer', { body: input, signal }));
}
