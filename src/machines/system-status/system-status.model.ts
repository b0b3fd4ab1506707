import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { systemFixtures } from './system-status.fixtures';
import { systemStatusMachine } from './system-status.machine';

/** Event variants for path generation: each status the server can answer, and both failure kinds. */
export const systemStatusModel: ChartModel<typeof systemStatusMachine> = {
  id: 'system-status',
  machine: systemStatusMachine,
  events: () => [
    { type: 'xstate.done.actor.loadSystem', output: systemFixtures.normal, label: 'status 0' } as never,
    { type: 'xstate.done.actor.loadSystem', output: systemFixtures.maintenance, label: 'status 1' } as never,
    { type: 'xstate.done.actor.loadSystem', output: systemFixtures.regionRestricted, label: 'status 2' } as never,
    { type: 'xstate.error.actor.loadSystem', error: new ApiError('network', 'network.abnormal'), label: 'network' } as never,
    { type: 'system.retry' },
    { type: 'system.refresh' },
  ],
  // The failure count only tunes the back-off; states differ by value and which page is shown.
  serialize: (s) => JSON.stringify({ v: s.value, status: s.context.status?.status ?? null, err: s.context.errorKey }),
};
