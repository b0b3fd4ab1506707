import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { recheckFlowEvents } from '../recheck/recheck.model';
import { payoutAccountFixtures, withdrawalSettingsFixture } from '../withdrawal/withdrawal.fixtures';
import { payoutAccountMachine } from './payout-account.machine';
import type { PayoutAccountContext, PayoutAccountEvent, PayoutField } from './payout-account.types';

const VALUES: Partial<Record<PayoutField, string>> = { provider: 'NAGAD', accountNo: '01712345678', paymentPassword: '135790' };
const ORDER: PayoutField[] = ['provider', 'accountNo', 'paymentPassword'];

const added = {
  id: 'pa_3',
  kind: 'ewallet' as const,
  provider: 'NAGAD',
  providerName: 'Nagad',
  accountNoMasked: '****5678',
  payeeName: 'Rahim Uddin',
  createdAt: '2026-11-15T04:00:00.000Z',
};

/** A member with a payment password, a registered payee name and one bKash account. */
export const payoutAccountModel: ChartModel<typeof payoutAccountMachine> = {
  id: 'payout-account',
  machine: payoutAccountMachine,
  input: { payeeName: 'Rahim Uddin', hasPaymentPassword: true },
  events: (s) => {
    const c = s.context as PayoutAccountContext;
    const next = ORDER.find((f) => !c.values[f]);
    return [
      { type: 'xstate.done.actor.loadPayoutAccounts', output: { accounts: payoutAccountFixtures.slice(0, 1), providers: withdrawalSettingsFixture.providers } } as never,
      { type: 'xstate.error.actor.loadPayoutAccounts', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
      { type: 'payout.retry' },
      // One account added is enough to see it listed; the limit is a unit test.
      ...(c.added === null ? [{ type: 'payout.add' } as PayoutAccountEvent] : []),
      ...(next ? [{ type: 'payout.change', field: next, value: VALUES[next]!, label: next } as PayoutAccountEvent] : []),
      { type: 'payout.submit' },
      { type: 'payout.cancel' },
      { type: 'xstate.done.actor.addPayoutAccount', output: added } as never,
      {
        type: 'xstate.error.actor.addPayoutAccount',
        error: new ApiError('server', 'money.payment_password.wrong', { status: 400 }),
        label: 'wrong payment password',
      } as never,
      {
        type: 'xstate.error.actor.addPayoutAccount',
        error: new ApiError('server', 'money.payout_account.limit', { status: 409 }),
        label: 'limit reached',
      } as never,
      ...recheckFlowEvents('addPayoutAccount', s.matches('rechecking')),
    ];
  },
  serialize: (s) => {
    const c = s.context as PayoutAccountContext;
    return JSON.stringify({
      v: s.value,
      n: c.accounts.length,
      f: ORDER.filter((f) => c.values[f]),
      e: Object.keys(c.errors).sort(),
      ek: c.errorKey,
      a: c.added !== null,
    });
  },
};
