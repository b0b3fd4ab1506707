import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { withdrawalFixture, withdrawalSetupFixture } from './withdrawal.fixtures';
import { withdrawalMachine } from './withdrawal.machine';
import type { WithdrawalContext, WithdrawalEvent, WithdrawalField } from './withdrawal.types';

/** P 1,000.00 to the first (preselected) account. */
const VALUES: Partial<Record<WithdrawalField, string>> = { amount: '1000', paymentPassword: '135790' };
const ORDER: WithdrawalField[] = ['amount', 'paymentPassword'];

export const withdrawalModel: ChartModel<typeof withdrawalMachine> = {
  id: 'withdrawal',
  // 27 paths instead of 21: each way back to the form is followed to the next screen, where a stale alert would show.
  pairPaths: true,
  equivalentMutants: {
    'remove-action:withdrawal.loadFailed:withdraw.retry#0:0':
      'loading shows no alert (the loading check asserts none), and every way out of loading sets errorKey itself: storeSetup to null (all three onDone branches), storeLoadError to the new failure; so the old failure never reaches the form or the confirm screen (withdrawal.test.ts: "a retry after a failed load carries no stale failure")',
  },
  machine: withdrawalMachine,
  events: (s) => {
    const c = s.context as WithdrawalContext;
    const next = ORDER.find((f) => !c.values[f]);
    return [
      { type: 'xstate.done.actor.loadWithdrawal', output: withdrawalSetupFixture, label: 'ready' } as never,
      { type: 'xstate.done.actor.loadWithdrawal', output: { ...withdrawalSetupFixture, hasPaymentPassword: false }, label: 'no payment password' } as never,
      { type: 'xstate.done.actor.loadWithdrawal', output: { ...withdrawalSetupFixture, accounts: [] }, label: 'no payout account' } as never,
      { type: 'xstate.error.actor.loadWithdrawal', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
      ...(next ? [{ type: 'withdraw.change', field: next, value: VALUES[next]!, label: next } as WithdrawalEvent] : []),
      { type: 'withdraw.review' },
      { type: 'withdraw.back' },
      { type: 'withdraw.confirm' },
      { type: 'withdraw.retry' },
      { type: 'withdraw.reload' },
      { type: 'withdraw.again' },
      { type: 'xstate.done.actor.submitWithdrawal', output: withdrawalFixture } as never,
      {
        type: 'xstate.error.actor.submitWithdrawal',
        error: new ApiError('server', 'money.payment_password.wrong', { status: 400 }),
        label: 'wrong payment password',
      } as never,
      { type: 'xstate.error.actor.submitWithdrawal', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as WithdrawalContext;
    return JSON.stringify({
      v: s.value,
      f: ORDER.filter((f) => c.values[f]),
      e: Object.keys(c.errors).sort(),
      ek: c.errorKey,
      pp: c.setup?.hasPaymentPassword,
      pa: c.setup?.accounts.length,
      w: c.withdrawal !== null,
    });
  },
};
