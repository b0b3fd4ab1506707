import type { ApiClient } from '../../api/client';
import type { PayoutAccount } from '../../api/schemas/money';
import { createRecheckLogic } from '../recheck/recheck.runtime';
import { createAddPayoutAccount, createLoadPayoutAccounts } from './actors/payout-actors';
import { payoutAccountMachine } from './payout-account.machine';

export interface PayoutAccountDeps {
  api: Pick<ApiClient, 'call'>;
  added: (account: PayoutAccount) => void;
}

export function createPayoutAccountImplementations({ api, added }: PayoutAccountDeps) {
  return {
    actors: { loadPayoutAccounts: createLoadPayoutAccounts(api), addPayoutAccount: createAddPayoutAccount(api), recheck: createRecheckLogic({ api }) },
    actions: { accountAdded: (_: unknown, account: PayoutAccount) => added(account) },
  };
}

export function createPayoutAccountLogic(deps: PayoutAccountDeps) {
  return payoutAccountMachine.provide(createPayoutAccountImplementations(deps));
}
