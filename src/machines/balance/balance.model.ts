import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { balanceFixture } from './balance.fixtures';
import { balanceMachine } from './balance.machine';

export const balanceModel: ChartModel<typeof balanceMachine> = {
  id: 'balance',
  machine: balanceMachine,
  equivalentMutants: {
    'swap-event:balance.idle:balance.refresh⇄balance.changed': 'both go to refreshing with no action: only their descriptions trade places',
    'swap-event:balance.failed:balance.refresh⇄balance.changed': 'both go to loading with no action: only their descriptions trade places',
  },
  input: { hidden: false },
  events: (s) => [
    { type: 'balance.refresh' },
    { type: 'balance.toggle' },
    { type: 'balance.changed', label: 'money moved elsewhere' } as never,
    // A refresh reads a balance that moved: the amount shown must be the new one.
    s.matches('refreshing')
      ? ({ type: 'xstate.done.actor.loadBalance', output: { ...balanceFixture, sumBalance: 2_000_00 }, label: 'moved' } as never)
      : ({ type: 'xstate.done.actor.loadBalance', output: balanceFixture } as never),
    { type: 'xstate.error.actor.loadBalance', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
  ],
  serialize: (s) => JSON.stringify({ v: s.value, h: s.context.hidden, b: s.context.balance?.sumBalance ?? null, e: s.context.errorKey }),
};
