import type { ChartModel } from '../graph/paths';
import { customerServiceMachine } from './customer-service.machine';

export const customerServiceModel: ChartModel<typeof customerServiceMachine> = {
  id: 'customer-service',
  machine: customerServiceMachine,
  events: () => [
    { type: 'cs.open' },
    { type: 'xstate.done.actor.openWindow', output: 'opened', label: 'opened' } as never,
    { type: 'xstate.done.actor.openWindow', output: 'blocked', label: 'blocked' } as never,
    { type: 'xstate.done.actor.openWindow', output: 'failed', label: 'failed' } as never,
    { type: 'xstate.done.actor.openWindow', output: 'unavailable', label: 'unavailable' } as never,
    { type: 'xstate.error.actor.openWindow', error: new Error('cipher did not load'), label: 'error' } as never,
  ],
  serialize: (s) => JSON.stringify(s.value),
};
