import { assign, setup } from 'xstate';
import { UI } from '../../config/constants';
import { lazyChart } from '../lazy-chart';

export interface ClockContext {
  /** The instant the clock shows (ms since the epoch), read at its last tick. */
  now: number;
}

/**
 * The header clock (SPEC §2: platform time, GMT+8, to the second). It reads the device's clock
 * only when it ticks; the zone is the view's formatter's (src/views/common/site-time.ts).
 */
export const clockMachine = lazyChart(() =>
  setup({
    types: { context: {} as ClockContext },
    actions: { tick: assign({ now: () => Date.now() }) },
    // To the next whole second of the device's clock, not a second after the last tick: a timer
    // that fires late (a busy or backgrounded tab) would otherwise drift and skip a second.
    delays: { tick: ({ context }) => UI.clockTickMs - (context.now % UI.clockTickMs) },
  }).createMachine({
    id: 'clock',
    description:
      'The header clock: it shows the platform time to the second and moves to each new second on its boundary, so no second is skipped or shown twice.',
    context: () => ({ now: Date.now() }),
    initial: 'running',
    states: {
      running: {
        description: 'It shows the second read at its last tick.',
        after: { tick: { target: 'running', reenter: true, actions: 'tick', description: 'The next second has begun: the clock is read again.' } },
      },
    },
  }),
);
