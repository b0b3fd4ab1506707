import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { balanceFixture } from './balance.fixtures';
import { balanceMachine } from './balance.machine';

export const balanceModel: ChartModel<typeof balanceMachine> = {
  id: 'balance',
  machine: balanceMachine,
  input: { hidden: false },
  events: () => [
    { type: 'balance.refresh' },
    { type: 'balance.toggle' },
    { type: 'balance.changed', label: 'money moved elsewhere' } as never,
    { type: 'xstate.done.actor.loadBalance', output: balanceFixture } as never,
    { type: 'xstate.error.actor.loadBalance', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
  ],
  serialize: (s) => JSON.stringify({ v: s.value, h: s.context.hidden, b: s.context.balance !== null, e: s.context.errorKey }),
};
