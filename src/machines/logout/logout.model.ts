import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { logoutMachine } from './logout.machine';

export const logoutModel: ChartModel<typeof logoutMachine> = {
  id: 'logout',
  equivalentMutants: {
    'remove-action:logout.idle:logout.request#0:0': 'nothing reads errorKey: no view or selector shows it (the member is signed out locally either way)',
    'remove-action:logout.loggingOut:xstate.error.actor.deleteSession#0:0': 'nothing reads errorKey: no view or selector shows it (the member is signed out locally either way)',
  },
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
