import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { redeemResultFixture, redeemSetupFixture } from './redeem.fixtures';
import { redeemMachine } from './redeem.machine';
import type { RedeemContext, RedeemEvent } from './redeem.types';

/** Two of the recharge voucher (1,000 of the member's 1,570 points). */
export const redeemModel: ChartModel<typeof redeemMachine> = {
  id: 'redeem',
  machine: redeemMachine,
  events: (s) => {
    const c = s.context as RedeemContext;
    return [
      { type: 'xstate.done.actor.loadRedeem', output: redeemSetupFixture, label: 'ready' } as never,
      { type: 'xstate.done.actor.loadRedeem', output: { ...redeemSetupFixture, hasPaymentPassword: false }, label: 'no payment password' } as never,
      { type: 'xstate.error.actor.loadRedeem', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
      { type: 'redeem.choose', rewardId: 'r_recharge' },
      ...(c.values.quantity !== '2' ? [{ type: 'redeem.change', field: 'quantity', value: '2' } as RedeemEvent] : []),
      ...(c.values.paymentPassword === '' ? [{ type: 'redeem.change', field: 'paymentPassword', value: '135790' } as RedeemEvent] : []),
      { type: 'redeem.review' },
      { type: 'redeem.back' },
      { type: 'redeem.confirm' },
      { type: 'redeem.retry' },
      { type: 'redeem.cancel' },
      { type: 'redeem.reload' },
      { type: 'redeem.again' },
      { type: 'xstate.done.actor.submitRedeem', output: redeemResultFixture } as never,
      {
        type: 'xstate.error.actor.submitRedeem',
        error: new ApiError('server', 'money.payment_password.wrong', { status: 400 }),
        label: 'wrong payment password',
      } as never,
      { type: 'xstate.error.actor.submitRedeem', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as RedeemContext;
    return JSON.stringify({
      v: s.value,
      q: c.values.quantity,
      p: c.values.paymentPassword !== '',
      e: Object.keys(c.errors).sort(),
      ek: c.errorKey,
      pp: c.setup?.hasPaymentPassword,
      r: c.reward?.id ?? null,
      done: c.result !== null,
    });
  },
};
