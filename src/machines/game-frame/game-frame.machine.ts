import { fromCallback, setup } from 'xstate';
import { lazyChart } from '../lazy-chart';

export interface GameFrameInput {
  /** The stored game's address on a launch CDN (null: no game is open). */
  src: string | null;
  /** The game's name, kept at launch ('' when unknown). */
  name: string;
}

export type GameFrameContext = GameFrameInput;

export type GameFrameEvent = { type: 'game.close' } | { type: 'frame.balance' } | { type: 'frame.close' };

/**
 * /game (SPEC §3 iframeUrl): the launched game in its frame, and what the frame may ask by
 * postMessage (from that frame only: game-frame.runtime.ts).
 */
export const gameFrameMachine = lazyChart(() =>
  setup({
    types: { input: {} as GameFrameInput, context: {} as GameFrameContext, events: {} as GameFrameEvent },
    actors: {
      /** The frame's messages (origin and source checked): `frame.balance`, `frame.close`. */
      watchFrame: fromCallback<GameFrameEvent>(() => {
        throw new Error('watchFrame not provided');
      }),
    },
    actions: {
      /** The header balance reads again (balance-signal.ts). */
      announceBalance: () => {
        throw new Error('announceBalance not provided');
      },
      /** Forgets the stored game (its one-use ticket is spent) and goes back, or home with nowhere to go back to. */
      leave: () => {
        throw new Error('leave not provided');
      },
    },
    guards: {
      hasGame: ({ context }) => context.src !== null,
    },
  }).createMachine({
    id: 'gameFrame',
    description:
      'The game page: the stored game plays in a sandboxed frame; the frame may ask for the balance to be read again or to close, and the page’s one close control leaves the game too. Leaving forgets the game: a reload would only show a spent ticket.',
    context: ({ input }) => ({ ...input }),
    initial: 'starting',
    states: {
      starting: {
        always: [
          { guard: 'hasGame', target: 'playing', description: 'A launched game is stored.' },
          { target: 'empty', description: 'Nothing launched (or the stored address is not a launch address).' },
        ],
      },
      empty: {
        tags: ['game:none'],
        description: '“No game is open. Choose a game to play.” with a way home.',
      },
      playing: {
        description: 'The game in its frame, named by the game, under a bar with “Close game”.',
        invoke: { src: 'watchFrame' },
        on: {
          'frame.balance': { actions: 'announceBalance', description: 'The game moved money: the header balance reads again.' },
          'frame.close': { target: 'left', description: 'The game asks to close.' },
          'game.close': { target: 'left', description: 'The player presses “Close game”.' },
        },
      },
      left: {
        type: 'final',
        entry: 'leave',
        description: 'The game is forgotten; the page goes back where the player came from (or home). The frame stays until the page has gone.',
      },
    },
  }),
);
