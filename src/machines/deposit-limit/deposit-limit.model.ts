import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { careStatusFixture, loweredFixture, raisedFixture, removedFixture } from './deposit-limit.fixtures';
import { depositLimitMachine } from './deposit-limit.machine';
import type { DepositLimitContext, DepositLimitEvent } from './deposit-limit.types';

const network = new ApiError('network', 'network.abnormal');

/** A member with a 24 h limit: lowers it (at once), raises it (cooling-off), removes it (cooling-off). */
export const depositLimitModel: ChartModel<typeof depositLimitMachine> = {
  id: 'deposit-limit',
  machine: depositLimitMachine,
  events: (s) => {
    const c = s.context as DepositLimitContext;
    if (s.matches('loading')) {
      return [{ type: 'xstate.done.actor.loadCareStatus', output: careStatusFixture } as never, { type: 'xstate.error.actor.loadCareStatus', error: network } as never];
    }
    if (s.matches({ saving: 'setting' })) {
      return [
        { type: 'xstate.done.actor.saveDepositLimit', output: c.amount === '500' ? loweredFixture : raisedFixture, label: c.amount === '500' ? 'lowered' : 'raised' } as never,
        { type: 'xstate.error.actor.saveDepositLimit', error: new ApiError('server', 'money.amount.invalid', { status: 400, value: { field: 'amount' } }), label: 'amount refused' } as never,
        { type: 'xstate.error.actor.saveDepositLimit', error: network, label: 'network' } as never,
      ];
    }
    if (s.matches({ saving: 'removing' })) {
      return [{ type: 'xstate.done.actor.removeDepositLimit', output: removedFixture } as never, { type: 'xstate.error.actor.removeDepositLimit', error: network } as never];
    }
    const events: DepositLimitEvent[] = [{ type: 'depositLimit.retry' }, { type: 'depositLimit.again' }];
    if (s.matches('editing') && c.period === 'week') return [{ type: 'depositLimit.period', period: 'day', label: 'back to 24 hours' } as DepositLimitEvent];
    if (s.matches('editing')) {
      if (!c.amount) events.push({ type: 'depositLimit.amount', value: '500', label: 'lower to 500' } as DepositLimitEvent, { type: 'depositLimit.amount', value: '2000', label: 'raise to 2000' } as DepositLimitEvent);
      events.push({ type: 'depositLimit.submit' }, { type: 'depositLimit.remove' });
      if (c.period === 'day' && !c.amount) events.push({ type: 'depositLimit.period', period: 'week' });
    }
    return events;
  },
  serialize: (s) => {
    const c = s.context as DepositLimitContext;
    return JSON.stringify({ v: s.value, p: c.period, a: c.amount, e: Object.keys(c.errors), k: c.errorKey, r: c.result?.outcome ?? null, st: c.status ? c.status.limits[0]!.amount : null });
  },
};
