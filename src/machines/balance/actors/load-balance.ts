import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { WalletBalance } from '../../../api/schemas/money';

/** GET /wps/v2/wallets/balance (token): sumBalance and every wallet (SPEC §3, §7). */
export function createLoadBalance(api: Pick<ApiClient, 'call'>) {
  return fromPromise<WalletBalance>(({ signal }) => api.call('walletBalance', { signal }));
}
