import { assign, setup } from 'xstate';
import { msUntil, nextTickMs } from '../../time/countdown';
import { lazyChart } from '../lazy-chart';

export interface CountdownContext {
  /** The instant counted down to, as on the wire. */
  to: string;
  /** What is left of it at the last tick (never negative). */
  leftMs: number;
}

/**
 * A lottery draw's time left until its sales close, as a lobby card or the home page's popular
 * lottery shows it. The game page's own countdown is the lottery-game chart's; when a lobby reads
 * its games again is the lottery-lobby chart's.
 */
export const countdownMachine = lazyChart(() =>
  setup({
    types: { input: {} as { to: string }, context: {} as CountdownContext },
    actions: {
      tick: assign({ leftMs: ({ context }) => msUntil(context.to, Date.now()) }),
      end: assign({ leftMs: 0 }),
    },
    delays: {
      tick: ({ context }) => nextTickMs(context.leftMs),
      end: ({ context }) => msUntil(context.to, Date.now()),
    },
  }).createMachine({
    id: 'countdown',
    description:
      'A draw’s time left until its sales close, shown as MM:SS (H:MM:SS from an hour): it shows each new second on its boundary, so no second is skipped, and stops at zero.',
    context: ({ input }) => ({ to: input.to, leftMs: msUntil(input.to, Date.now()) }),
    initial: 'running',
    states: {
      running: {
        description: 'Time is left: it shows the seconds still to go.',
        after: {
          end: { target: 'ended', actions: 'end', description: 'The instant has come: zero, and the count stops.' },
          tick: { target: 'running', reenter: true, actions: 'tick', description: 'The next second of the time left.' },
        },
      },
      ended: {
        type: 'final',
        tags: ['countdown:ended'],
        description: 'No time is left: the card says sales closed until its lobby reads the next draw.',
      },
    },
  }),
);
