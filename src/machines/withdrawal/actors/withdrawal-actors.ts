import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Withdrawal } from '../../../api/schemas/money';
import type { WithdrawalRequest, WithdrawalSetup } from '../withdrawal.types';

type Api = Pick<ApiClient, 'call'>;

/** GET settings, payout accounts, security info and wallet balances, together. */
export function createLoadWithdrawal(api: Api) {
  return fromPromise<WithdrawalSetup>(async ({ signal }) => {
    const [settings, accounts, security, wallets] = await Promise.all([
      api.call('withdrawalSettings', { signal }),
      api.call('payoutAccounts', { signal }),
      api.call('security', { signal }),
      api.call('walletBalance', { signal }),
    ]);
    const main = wallets.wallets.find((w) => w.code === 'MAIN');
    return { settings, accounts, hasPaymentPassword: security.hasPaymentPassword, balance: main?.balance ?? wallets.sumBalance };
  });
}

/** POST /wps/withdrawal (token, encrypted). */
export function createSubmitWithdrawal(api: Api) {
  return fromPromise<Withdrawal, WithdrawalRequest>(({ input, signal }) => api.call('withdraw', { body: input, signal }));
}
