import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import { uplineSetup } from '../upline-transfer.rules';
import type { UplineSetup } from '../upline-transfer.types';

/** GET /wps/transfer/info (the upline, toUpline) with the balance (currency, what the main wallet holds). */
export function createLoadUpline(api: Pick<ApiClient, 'call'>) {
  return fromPromise<UplineSetup>(async ({ signal }) => {
    const [info, balance] = await Promise.all([api.call('transferInfo', { signal }), api.call('walletBalance', { signal })]);
    return uplineSetup(info, balance);
  });
}
