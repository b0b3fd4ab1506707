import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { logoutMachine } from './logout.machine';

export const logoutModel: ChartModel<typeof logoutMachine> = {
  id: 'logout',
  machine: logoutMachine,
  events: () => [
    { type: 'logout.request' },
    { type: 'logout.confirm' },
    { type: 'logout.cancel' },
    { type: 'xstate.done.actor.deleteSession', output: undefined } as never,
    { type: 'xstate.error.actor.deleteSession', error: new ApiError('network', 'network.abnormal'), label: 'network' } as never,
  ],
  serialize: (s) => JSON.stringify({ v: s.value, e: s.context.errorKey }),
};
