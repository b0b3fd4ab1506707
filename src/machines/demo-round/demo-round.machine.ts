import { assign, fromPromise, setup } from 'xstate';
import { VENDOR } from '../../vendor/vendor-constants';
import { errorValueOf, newRequestId, outcomeUnknown, sessionEnded, stakeRefusal } from './demo-round.rules';
import type { DemoRoundContext, DemoRoundEvent, DemoRoundInput, PlayInput, PlayOutput } from './demo-round.types';
import { errorKeyOf } from '../../api/errors';
import { lazyChart } from '../lazy-chart';

type ErrorParams = { error: unknown };
const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const withStake = ({ event }: { event: DemoRoundEvent }) => ({
  stake: event.type === 'round.play' ? event.stake : NaN,
  choice: event.type === 'round.play' ? event.choice : null,
});

/** `round.play` wherever a new intent may start: checked here first, then sent with a new key. */
const play = [
  {
    guard: { type: 'stakeAllowed' as const, params: withStake },
    target: '#demoRound.playing',
    actions: { type: 'startPlay' as const, params: withStake },
  },
  {
    target: '#demoRound.failed.refused',
    actions: { type: 'refuseStake' as const, params: withStake },
    description: 'Stake outside the game’s bounds or above the balance: refused before any request.',
  },
];

export const demoRoundMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as DemoRoundContext,
      events: {} as DemoRoundEvent,
      input: {} as DemoRoundInput,
    },
    actors: {
      play: fromPromise<PlayOutput, PlayInput>(async () => {
        throw new Error('play not provided');
      }),
      loadBalance: fromPromise<number>(async () => {
        throw new Error('loadBalance not provided');
      }),
    },
    guards: {
      stakeAllowed: ({ context }, params: { stake: number }) => stakeRefusal(context, params.stake) === null,
      outcomeUnknown: (_, params: ErrorParams) => outcomeUnknown(params.error),
      sessionEnded: (_, params: ErrorParams) => sessionEnded(params.error),
    },
    actions: {
      startPlay: assign((_, params: { stake: number; choice: unknown }) => ({
        request: { stake: params.stake, choice: params.choice },
        requestId: newRequestId(),
        errorKey: null,
        errorValue: null,
      })),
      refuseStake: assign(({ context }, params: { stake: number }) => {
        const refusal = stakeRefusal(context, params.stake);
        return { request: null, requestId: null, errorKey: refusal?.key ?? null, errorValue: refusal?.value ?? null };
      }),
      storePlayed: assign(({ context }, params: { output: PlayOutput }) => ({
        last: params.output.played,
        history: [params.output.played, ...context.history].slice(0, VENDOR.historySize),
        balance: params.output.balance,
        requestId: null,
        errorKey: null,
        errorValue: null,
      })),
      /** No answer: the key stays, so a retry cannot play the round twice. */
      storeUnknown: assign((_, params: ErrorParams) => ({ errorKey: errorKeyOf(params.error), errorValue: null })),
      /** A definite refusal stores nothing on the server: the key goes with it. */
      storeRefusal: assign((_, params: ErrorParams) => ({
        errorKey: errorKeyOf(params.error),
        errorValue: errorValueOf(params.error),
        requestId: null,
      })),
      clearIntent: assign({ request: null, requestId: null, errorKey: null, errorValue: null }),
      setBalance: assign((_, params: { balance: number }) => ({ balance: params.balance })),
      /** Tell the site around the game page that the balance moved (postMessage to the parent). */
      announceBalance: () => {
        throw new Error('announceBalance not provided');
      },
    },
  }).createMachine({
    id: 'demoRound',
    description: 'One play on the demo vendor’s game page (src/vendor): an instant round (POST round) or a fixture bet (POST bet), idempotent by requestId.',
    context: ({ input }) => ({
      ...input,
      request: null,
      requestId: null,
      last: null,
      history: [],
      errorKey: null,
      errorValue: null,
    }),
    on: {
      'balance.set': {
        actions: { type: 'setBalance', params: ({ event }) => ({ balance: event.balance }) },
        description: 'The page read the balance again (fixture bets settle later, out of this chart).',
      },
    },
    initial: 'idle',
    states: {
      idle: {
        tags: ['round:ready'],
        on: { 'round.play': play },
      },
      playing: {
        tags: ['round:busy'],
        invoke: {
          id: 'play',
          src: 'play',
          input: ({ context }) => ({ requestId: context.requestId!, stake: context.request!.stake, choice: context.request!.choice }),
          onDone: {
            target: 'result',
            actions: [{ type: 'storePlayed', params: ({ event }) => ({ output: event.output }) }, 'announceBalance'],
          },
          onError: [
            {
              guard: { type: 'sessionEnded', params: withError },
              target: 'expired',
              actions: { type: 'storeRefusal', params: withError },
              description: 'The game session expired or was closed: nothing more can be played here.',
            },
            {
              guard: { type: 'outcomeUnknown', params: withError },
              target: 'failed.unknown',
              actions: { type: 'storeUnknown', params: withError },
              description: 'No definite answer (network, time-out, 5xx): the round may have been played.',
            },
            {
              target: 'failed.refused',
              actions: { type: 'storeRefusal', params: withError },
              description: 'Refused (insufficient balance, stake out of bounds, betting closed…): nothing was played.',
            },
          ],
        },
      },
      result: {
        tags: ['round:ready'],
        description: 'The round is shown; the next play starts from here (a new intent, a new key).',
        on: { 'round.play': play },
      },
      failed: {
        tags: ['round:error'],
        initial: 'refused',
        states: {
          refused: {
            tags: ['round:ready'],
            on: {
              'round.play': play,
              'round.dismiss': { target: '#demoRound.idle', actions: 'clearIntent' },
            },
          },
          unknown: {
            description: 'Outcome unknown: only a retry with the same requestId (answered from the server’s record) or giving up.',
            on: {
              'round.retry': '#demoRound.playing',
              'round.dismiss': {
                target: '#demoRound.syncing',
                actions: ['clearIntent', 'announceBalance'],
                description: 'Giving up: the balance is read again, as the round may have been played.',
              },
            },
          },
        },
      },
      syncing: {
        tags: ['round:busy'],
        invoke: {
          id: 'loadBalance',
          src: 'loadBalance',
          onDone: { target: 'idle', actions: { type: 'setBalance', params: ({ event }) => ({ balance: event.output }) } },
          onError: [
            { guard: { type: 'sessionEnded', params: withError }, target: 'expired', actions: { type: 'storeRefusal', params: withError } },
            { target: 'idle' },
          ],
        },
      },
      expired: {
        tags: ['round:ended'],
        description: 'The session is over: the page offers to close the game.',
      },
    },
  }),
);
