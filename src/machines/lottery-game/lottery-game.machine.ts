import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { LOTTERY } from '../../config/lottery';
import { lotterySlipMachine } from '../lottery-slip/lottery-slip.machine';
import { errorKeyOf } from '../../api/errors';
import { msUntil, nextTickMs } from '../../time/countdown';
import { resultCancelled, resultSettled, sellableDraw } from './lottery-game.rules';
import type { LotteryGameContext, LotteryGameDetail, LotteryGameEvent, LotteryGameInput, ResultRead } from './lottery-game.types';
import { lazyChart } from '../lazy-chart';

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const gameInput = ({ context }: { context: LotteryGameContext }): LotteryGameInput => ({ gameCode: context.gameCode });

export const lotteryGameMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as LotteryGameContext,
      events: {} as LotteryGameEvent,
      input: {} as LotteryGameInput,
    },
    actors: {
      readGame: fromPromise<LotteryGameDetail, LotteryGameInput>(async () => {
        throw new Error('readGame not provided');
      }),
      readResult: fromPromise<ResultRead, LotteryGameInput>(async () => {
        throw new Error('readResult not provided');
      }),
      slip: lotterySlipMachine,
    },
    delays: {
      /** To the selling draw's closeAt (at once for a draw the clock says has closed). */
      untilClose: ({ context }) => (context.selling ? msUntil(context.selling.closeAt, Date.now()) : 0),
      tick: ({ context }) => nextTickMs(context.leftMs),
      drawPoll: LOTTERY.drawPollMs,
      /** To the awaited draw's drawAt: its numbers are revealed then. */
      untilDrawn: ({ context }) => (context.awaited ? msUntil(context.awaited.drawAt, Date.now()) : 0),
      /** LOTTERY.resultWaitMs after the awaited draw's drawAt. */
      resultWait: ({ context }) => (context.awaited ? msUntil(context.awaited.drawAt, Date.now()) : 0) + LOTTERY.resultWaitMs,
    },
    guards: {
      drawSellable: ({ context }) => sellableDraw(context.detail, context.closed) !== null,
      resultCancelled: ({ context, event }) => resultCancelled(outputOf<ResultRead>(event), context.awaited),
      resultSettled: ({ context, event }) => resultSettled(outputOf<ResultRead>(event), context.awaited),
    },
    actions: {
      storeGame: assign(({ event }) => ({ detail: outputOf<LotteryGameDetail>(event), errorKey: null })),
      storeError: assign(({ event }) => ({ errorKey: errorKeyOf(errorOf(event)) })),
      spawnSlip: assign({
        slip: ({ context, spawn }) =>
          spawn('slip', { id: 'slip', input: { gameCode: context.gameCode, betTypes: context.detail!.betTypes, numero: null } }),
      }),
      startSelling: assign(({ context }) => {
        const selling = sellableDraw(context.detail, context.closed)!;
        return { selling, leftMs: msUntil(selling.closeAt, Date.now()) };
      }),
      tick: assign(({ context }) => ({ leftMs: context.selling ? msUntil(context.selling.closeAt, Date.now()) : 0 })),
      tellSlipOpen: sendTo('slip', ({ context }) => ({ type: 'slip.draw' as const, numero: context.selling!.numero })),
      tellSlipClosed: sendTo('slip', { type: 'slip.draw' as const, numero: null }),
      closeSales: assign(({ context }) => ({ closed: context.selling, awaited: context.selling, selling: null, leftMs: 0 })),
      awaitResult: raise({ type: 'result.await' }),
      countBets: assign(({ context }) => ({ betsVersion: context.betsVersion + 1 })),
      storeResultRead: assign(({ event }) => ({ detail: outputOf<ResultRead>(event).detail })),
      /** The awaited draw is done with: the bets table and the history read again. */
      recordOutcome: assign(({ context }, params: { kind: 'settled' | 'cancelled' | 'overdue' }) => ({
        outcome: { numero: context.awaited!.numero, kind: params.kind },
        awaited: null,
        betsVersion: context.betsVersion + (params.kind === 'overdue' ? 0 : 1),
        resultsVersion: context.resultsVersion + (params.kind === 'overdue' ? 0 : 1),
      })),
      /** Tell the header balance (balance-signal.ts): winnings were paid or stakes refunded. */
      announceBalanceChanged: () => {
        throw new Error('announceBalanceChanged not provided');
      },
    },
  }).createMachine({
    id: 'lotteryGame',
    description:
      'One lottery game’s draw cycle (issue #17): a draw takes bets until its closeAt (a countdown), sales close, the next draw is read, and the closed draw’s result is awaited from its drawAt until its bets are settled (or it was cancelled, or is late). The bet slip is a child chart told which draw is open.',
    context: ({ input }) => ({
      gameCode: input.gameCode,
      detail: null,
      errorKey: null,
      selling: null,
      leftMs: 0,
      closed: null,
      awaited: null,
      outcome: null,
      betsVersion: 0,
      resultsVersion: 0,
      slip: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /lgw/lotto/game: the game, its current draw, its last result and its bet types.',
        invoke: {
          id: 'loadGame',
          src: 'readGame',
          input: gameInput,
          onDone: { target: 'live', actions: ['storeGame', 'spawnSlip'] },
          onError: { target: 'loadFailed', actions: 'storeError' },
        },
      },
      loadFailed: {
        tags: ['state:error'],
        description: 'The game could not be read: the reason and Try again.',
        on: { 'game.retry': 'loading' },
      },
      live: {
        type: 'parallel',
        description: 'The game is shown: the sales of the current draw and the result of the last closed one run side by side.',
        on: {
          'game.betsPlaced': {
            actions: 'countBets',
            description: 'The slip placed bets: the member’s open bets read again.',
          },
        },
        states: {
          sales: {
            description: 'Which draw takes bets, as the server’s times and the local clock say.',
            initial: 'between',
            states: {
              selling: {
                tags: ['lottery:selling'],
                description: 'The draw takes bets; the countdown shows the time left until its closeAt. The slip is told the open draw.',
                entry: ['startSelling', 'tellSlipOpen'],
                after: {
                  untilClose: {
                    target: 'closing',
                    actions: ['closeSales', 'awaitResult'],
                    description: 'closeAt: sales close; its result is awaited from its drawAt.',
                  },
                },
                on: {
                  'game.drawClosed': {
                    target: 'closing',
                    actions: ['closeSales', 'awaitResult'],
                    description: 'The server refused a slip with lottery.draw.closed before the countdown ended: sales are closed.',
                  },
                },
                initial: 'ticking',
                states: {
                  ticking: {
                    description: 'The countdown shows the next second on each second boundary of the time left.',
                    after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
                  },
                },
              },
              closing: {
                tags: ['lottery:closed', 'state:loading'],
                description: 'Sales closed (the slip is told): the game is read again to learn the next draw.',
                entry: 'tellSlipClosed',
                invoke: {
                  id: 'readNextDraw',
                  src: 'readGame',
                  input: gameInput,
                  onDone: { target: 'between', actions: 'storeGame', description: 'The game read: its current draw is judged in between.' },
                  onError: { target: 'offline', actions: 'storeError' },
                },
              },
              between: {
                tags: ['lottery:closed'],
                description:
                  'No draw takes bets (between draws, paused, or the server still shows the one seen closing): the game is read again every LOTTERY.drawPollMs until one does.',
                always: {
                  guard: 'drawSellable',
                  target: 'selling',
                  description: 'The game as read has an open current draw (not the one seen closing): it takes bets.',
                },
                after: { drawPoll: { target: 'closing', description: 'Read again for the next draw.' } },
              },
              offline: {
                tags: ['lottery:closed', 'state:error'],
                description: 'The read for the next draw failed: the reason and Try again; it also tries again by itself after LOTTERY.drawPollMs.',
                on: { 'game.retry': 'closing' },
                after: { drawPoll: { target: 'closing', description: 'Tries again by itself.' } },
              },
            },
          },
          result: {
            description: 'The result of the last draw whose sales closed while the page showed it.',
            initial: 'idle',
            on: {
              'result.await': {
                target: '.awaiting',
                description: 'Sales closed on a draw: its result is awaited.',
              },
            },
            states: {
              idle: { description: 'No result is awaited.' },
              awaiting: {
                tags: ['lottery:awaiting'],
                description: 'The closed draw’s result is awaited; after LOTTERY.resultWaitMs past its drawAt it is called late.',
                on: {
                  'result.await': {
                    target: 'awaiting',
                    reenter: true,
                    description: 'Another draw closed before this result came: the newer one is awaited (its result settles the older one too).',
                  },
                },
                after: {
                  resultWait: {
                    target: 'overdue',
                    actions: { type: 'recordOutcome', params: { kind: 'overdue' } },
                    description: 'No result LOTTERY.resultWaitMs after drawAt: stop asking; the history shows it when it comes.',
                  },
                },
                initial: 'due',
                states: {
                  due: {
                    description: 'Before the draw’s drawAt: nothing to read yet.',
                    after: { untilDrawn: { target: 'reading', description: 'drawAt: the numbers are revealed; read the result.' } },
                  },
                  reading: {
                    description: 'GET /lgw/lotto/game and the first page of /lgw/lotto/draws: the game’s last result and the draw’s status.',
                    invoke: {
                      id: 'readResult',
                      src: 'readResult',
                      input: gameInput,
                      onDone: [
                        {
                          guard: 'resultCancelled',
                          target: '#lotteryGame.live.result.cancelled',
                          actions: ['storeResultRead', { type: 'recordOutcome', params: { kind: 'cancelled' } }, 'announceBalanceChanged'],
                          description: 'The draw was cancelled: its bets are refunded; the bets, the history and the balance read again.',
                        },
                        {
                          guard: 'resultSettled',
                          target: '#lotteryGame.live.result.settled',
                          actions: ['storeResultRead', { type: 'recordOutcome', params: { kind: 'settled' } }, 'announceBalanceChanged'],
                          description: 'The draw is settled (or a later one is drawn): the result shows; the bets, the history and the balance read again.',
                        },
                        {
                          target: 'pending',
                          actions: 'storeResultRead',
                          description: 'Not drawn yet, or drawn and its bets still settling.',
                        },
                      ],
                      onError: { target: 'failed', description: 'No answer (network): the result line says so, and the next poll tries again.' },
                    },
                  },
                  pending: {
                    description: 'The result is not in yet: read again after LOTTERY.drawPollMs.',
                    after: { drawPoll: 'reading' },
                  },
                  failed: {
                    tags: ['state:error'],
                    description: 'The result read failed (network): the next poll tries again after LOTTERY.drawPollMs.',
                    after: { drawPoll: 'reading' },
                  },
                },
              },
              settled: { tags: ['state:done'], description: 'The draw’s result is in and its bets are settled.' },
              cancelled: { tags: ['state:done'], description: 'The draw was cancelled; its bets were refunded.' },
              overdue: { description: 'The result did not come in time; the page stopped asking.' },
            },
          },
        },
      },
    },
  }),
);
