import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { realityCheckMachine } from './reality-check.machine';
import type { RealityCheck, RealityCheckContext, RealityCheckEvent } from './reality-check.types';

const network = new ApiError('network', 'network.abnormal');

export const realityCheckFixture: RealityCheck = { minutes: 30, sessionStartedAt: '2026-03-01T04:00:00.000Z', sessionMinutes: 30, netResult: -12_550, stakes: 40_000 };

/** A member without a reality check turns one on (30 minutes), sees it, continues, turns it off, or logs out from it. */
export const realityCheckModel: ChartModel<typeof realityCheckMachine> = {
  id: 'reality-check',
  machine: realityCheckMachine,
  events: (s) => {
    const c = s.context as RealityCheckContext;
    if (s.matches('loading')) {
      return [
        { type: 'xstate.done.actor.loadInterval', output: null, label: 'off' } as never,
        { type: 'xstate.done.actor.loadInterval', output: 30, label: 'every 30 minutes' } as never,
        { type: 'xstate.error.actor.loadInterval', error: network } as never,
      ];
    }
    if (s.matches('saving')) {
      return [
        { type: 'xstate.done.actor.saveInterval', output: 30, label: 'on' } as never,
        { type: 'xstate.done.actor.saveInterval', output: null, label: 'off' } as never,
        { type: 'xstate.error.actor.saveInterval', error: network } as never,
      ];
    }
    if (s.matches('fetching')) return [{ type: 'xstate.done.actor.fetchCheck', output: realityCheckFixture } as never, { type: 'xstate.error.actor.fetchCheck', error: network } as never];
    if (s.matches('loggingOut')) return [{ type: 'xstate.done.actor.logout', output: undefined } as never, { type: 'xstate.error.actor.logout', error: network } as never];
    const set = (minutes: number | null) => ({ type: 'realityCheck.set', minutes, label: minutes === null ? 'off' : `${minutes} minutes` }) as RealityCheckEvent;
    return [c.minutes === null ? set(30) : set(null), { type: 'realityCheck.continue' }, { type: 'realityCheck.logout' }];
  },
  serialize: (s) => {
    const c = s.context as RealityCheckContext;
    return JSON.stringify({ v: s.value, m: c.minutes, k: c.errorKey, c: c.check !== null });
  },
};
