import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { WalletBalance } from '../wallet-transfer.types';

/** GET /wps/v2/wallets/balance: every wallet with its balance, and whether the merchant has one. */
export function createLoadWallets(api: Pick<ApiClient, 'call'>) {
  return fromPromise<WalletBalance>(({ signal }) => api.call('walletBalance', { signal }));
}
