import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { exclusionMachine } from './exclusion.machine';
import type { ExclusionContext, ExclusionEvent } from './exclusion.types';

/** A member takes a 3-day time-out or a 6-month self-exclusion, going back once and failing once. */
export const exclusionModel: ChartModel<typeof exclusionMachine> = {
  id: 'exclusion',
  machine: exclusionMachine,
  events: (s) => {
    const c = s.context as ExclusionContext;
    if (s.matches('submitting')) {
      return [
        { type: 'xstate.done.actor.exclude', output: { kind: c.kind, startsAt: '2026-03-01T04:00:00.000Z', endsAt: c.kind === 'timeout' ? '2026-03-04T04:00:00.000Z' : '2026-09-01T04:00:00.000Z' } } as never,
        { type: 'xstate.error.actor.exclude', error: new ApiError('network', 'network.abnormal') } as never,
      ];
    }
    const events: ExclusionEvent[] = [];
    if (s.matches('choosing')) {
      if (c.kind === 'timeout') {
        events.push({ type: 'exclusion.kind', kind: 'selfExclusion' });
        if (c.duration === 1) events.push({ type: 'exclusion.duration', duration: 3 });
      }
      events.push({ type: 'exclusion.review' });
    }
    if (s.matches('reviewing')) {
      if (!c.understood) events.push({ type: 'exclusion.understood', value: true });
      events.push({ type: 'exclusion.back' }, { type: 'exclusion.confirm' });
    }
    events.push({ type: 'exclusion.close' });
    return events;
  },
  serialize: (s) => {
    const c = s.context as ExclusionContext;
    return JSON.stringify({ v: s.value, k: c.kind, d: c.duration, u: c.understood, e: c.errorKey });
  },
};
