import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { resourceMachine } from './resource.machine';

export const resourceFixture = { text: 'Help article' };

export const resourceModel: ChartModel<typeof resourceMachine> = {
  id: 'resource',
  machine: resourceMachine,
  events: () => [
    { type: 'xstate.done.actor.load', output: resourceFixture } as never,
    { type: 'xstate.error.actor.load', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
    { type: 'resource.retry' },
    { type: 'resource.reload' },
  ],
  serialize: (s) => JSON.stringify({ v: s.value, d: s.context.data !== null, e: s.context.errorKey }),
};
