import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { PayoutAccount } from '../../../api/schemas/money';
import type { AddPayoutAccountRequest, PayoutSetup } from '../payout-account.types';

type Api = Pick<ApiClient, 'call'>;

/** The member's payout accounts and the providers of the withdrawal settings. */
export function createLoadPayoutAccounts(api: Api) {
  return fromPromise<PayoutSetup>(async ({ signal }) => {
    const [accounts, settings] = await Promise.all([api.call('payoutAccounts', { signal }), api.call('withdrawalSettings', { signal })]);
    return { accounts, providers: settings.providers };
  });
}

/** PUT /wps/member/payout-accounts (token, encrypted). */
export function createAddPayoutAccount(api: Api) {
  return fromPromise<PayoutAccount, AddPayoutAccountRequest>(({ input, signal }) => api.call('addPayoutAccount', { body: input, signal }));
}
