import { assign, fromPromise, setup } from 'xstate';
import { LOTTERY } from '../../config/lottery';
import { ensureRequestId, outcomeUnknown } from '../money/money-form';
import {
  betRefusal,
  betTypeOf,
  draftErrors,
  emptyDraft,
  isBetRefusal,
  isDrawClosed,
  itemOf,
  placeRequest,
  reviewError,
  SLIP_KEYS,
  togglePick,
  withBetType,
  withPosition,
} from './lottery-slip.rules';
import type { LotterySlipContext, LotterySlipEvent, LotterySlipInput, PlacedLotteryBets, PlaceLotteryBets } from './lottery-slip.types';
import { errorKeyOf } from '../../api/errors';
import { lazyChart } from '../lazy-chart';

/** A change to the slip's bets or draw is a new intent: the next review makes a new key. */
const newIntent = { requestId: null, errorKey: null, refusal: null } as const;
type WithError = { error: unknown };
const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const lotterySlipMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as LotterySlipContext,
      events: {} as LotterySlipEvent,
      input: {} as LotterySlipInput,
    },
    actors: {
      placeBets: fromPromise<PlacedLotteryBets, PlaceLotteryBets>(async () => {
        throw new Error('placeBets not provided');
      }),
    },
    guards: {
      draftValid: ({ context }) => Object.keys(draftErrors(context)).length === 0,
      readyToPlace: ({ context }) => reviewError(context) === null,
      nextDrawOpen: ({ context }) => context.openNumero !== null && context.openNumero !== context.numero,
      outcomeUnknown: (_, params: WithError) => outcomeUnknown(params.error),
      drawClosed: (_, params: WithError) => isDrawClosed(params.error),
      betRefused: (_, params: WithError) => isBetRefusal(params.error),
    },
    actions: {
      chooseType: assign(({ context }, params: { code: string }) =>
        betTypeOf(context.betTypes, params.code) ? { draft: withBetType(context.draft, params.code), errors: {} } : {},
      ),
      choosePosition: assign(({ context }, params: { value: string }) => {
        const { position: _cleared, ...errors } = context.errors;
        return { draft: withPosition(betTypeOf(context.betTypes, context.draft.betType), context.draft, params.value), errors };
      }),
      togglePick: assign(({ context }, params: { value: string }) => {
        const { picks: _cleared, ...errors } = context.errors;
        const picks = togglePick(betTypeOf(context.betTypes, context.draft.betType), context.draft.picks, params.value);
        return { draft: { ...context.draft, picks }, errors };
      }),
      setStake: assign(({ context }, params: { value: string }) => {
        const { stake: _cleared, ...errors } = context.errors;
        return { draft: { ...context.draft, stake: params.value }, errors };
      }),
      /** The bet joins the slip; the same type and stake stay for the next one. */
      addItem: assign(({ context }) => ({
        items: [...context.items, itemOf(context.draft)],
        draft: { ...context.draft, picks: [] },
        errors: {},
        ...newIntent,
      })),
      showDraftErrors: assign(({ context }) => ({ errors: draftErrors(context) })),
      removeItem: assign(({ context }, params: { index: number }) => ({
        items: context.items.filter((_, i) => i !== params.index),
        errors: {},
        ...newIntent,
      })),
      clearItems: assign({ items: [], errors: {}, ...newIntent }),
      /** The page saw another draw open (or sales close): an empty slip follows it. */
      setOpenDraw: assign(({ context }, params: { numero: string | null }) => ({
        openNumero: params.numero,
        numero: context.items.length === 0 && context.placed === null ? params.numero : context.numero,
      })),
      moveToOpenDraw: assign(({ context }) => ({ numero: context.openNumero, ...newIntent })),
      startReview: assign(({ context }) => ({ requestId: ensureRequestId(context.requestId), errorKey: null, refusal: null })),
      showReviewError: assign(({ context }) => ({ errorKey: reviewError(context) })),
      storePlaced: assign((_, params: { placed: PlacedLotteryBets }) => ({ placed: params.placed, requestId: null, errorKey: null })),
      /** A definite answer: nothing was placed, so the key may go. */
      storeRefusal: assign((_, params: WithError) => ({ errorKey: errorKeyOf(params.error), requestId: null })),
      storeBetRefusal: assign((_, params: WithError) => ({ errorKey: errorKeyOf(params.error), refusal: betRefusal(params.error), requestId: null })),
      /** Sales closed for the slip's draw: the page is no longer showing an open draw for it. */
      storeDrawClosed: assign(({ context }) => ({
        errorKey: SLIP_KEYS.drawClosed,
        openNumero: context.openNumero === context.numero ? null : context.openNumero,
        requestId: null,
      })),
      storeUnknown: assign((_, params: WithError) => ({ errorKey: errorKeyOf(params.error) })),
      clearAlert: assign({ errorKey: null }),
      startOver: assign(({ context }) => ({
        items: [],
        draft: { ...context.draft, picks: [] },
        numero: context.openNumero,
        placed: null,
        errors: {},
        ...newIntent,
      })),
      /** Tell the header balance (balance-signal.ts). */
      announceBalanceChanged: () => {
        throw new Error('announceBalanceChanged not provided');
      },
      /** The page reloads the member's open bets. */
      betsPlaced: () => {
        throw new Error('betsPlaced not provided');
      },
      /** The page reads the game again to learn the next draw. */
      drawClosed: () => {
        throw new Error('drawClosed not provided');
      },
    },
  }).createMachine({
    id: 'lotterySlip',
    description:
      'Lottery bet slip (issue #5): pick a bet type, its position and numbers or option, a stake; add bets to the slip; confirm the total; placed all or nothing on the open draw from the main wallet.',
    context: ({ input }) => ({
      gameCode: input.gameCode,
      betTypes: input.betTypes,
      maxBets: input.maxBets ?? LOTTERY.slipMaxBets,
      numero: input.numero,
      openNumero: input.numero,
      draft: emptyDraft(),
      errors: {},
      items: [],
      errorKey: null,
      refusal: null,
      requestId: null,
      placed: null,
    }),
    on: {
      'slip.draw': {
        actions: { type: 'setOpenDraw', params: ({ event }) => ({ numero: event.numero }) },
        description: 'The page saw the open draw change (the countdown ended, the next draw opened).',
      },
    },
    initial: 'editing',
    states: {
      editing: {
        meta: { spec: ['§1 Lottery'] },
        tags: ['slip:editing'],
        on: {
          'slip.type': { actions: { type: 'chooseType', params: ({ event }) => ({ code: event.code }) } },
          'slip.position': { actions: { type: 'choosePosition', params: ({ event }) => ({ value: event.value }) } },
          'slip.pick': { actions: { type: 'togglePick', params: ({ event }) => ({ value: event.value }) } },
          'slip.stake': { actions: { type: 'setStake', params: ({ event }) => ({ value: event.value }) } },
          'slip.add': [
            { guard: 'draftValid', actions: 'addItem' },
            { actions: 'showDraftErrors', description: 'Blocked: no bet type, position, the wrong number of picks, a stake outside the type’s limits, or a full slip.' },
          ],
          'slip.remove': { actions: { type: 'removeItem', params: ({ event }) => ({ index: event.index }) } },
          'slip.clear': { actions: 'clearItems' },
          'slip.move': {
            guard: 'nextDrawOpen',
            actions: 'moveToOpenDraw',
            description: 'The slip’s draw closed: its bets move to the draw open now, on the member’s request.',
          },
          'slip.review': [
            { guard: 'readyToPlace', target: 'confirming', actions: 'startReview' },
            { actions: 'showReviewError', description: 'Blocked: an empty slip, or its draw no longer takes bets.' },
          ],
        },
      },
      confirming: {
        meta: { spec: ['§1 Lottery'] },
        tags: ['slip:review'],
        description: 'The total stake and potential win of every bet, before any money moves (no payment password for lottery bets).',
        on: {
          'slip.back': 'editing',
          'slip.confirm': 'submitting',
        },
      },
      submitting: {
        tags: ['state:loading', 'slip:review'],
        description: 'POST /lgw/lotto/bets with the slip’s request id.',
        invoke: {
          id: 'placeBets',
          src: 'placeBets',
          input: ({ context }) => placeRequest(context),
          onDone: {
            target: 'placed',
            actions: [{ type: 'storePlaced', params: ({ event }) => ({ placed: event.output }) }, 'announceBalanceChanged', 'betsPlaced'],
          },
          onError: [
            {
              guard: { type: 'outcomeUnknown', params: withError },
              target: 'failed',
              actions: { type: 'storeUnknown', params: withError },
              description: 'No definite answer (network, time-out, 5xx): the bets may have been placed.',
            },
            {
              guard: { type: 'drawClosed', params: withError },
              target: 'drawClosed',
              actions: ['storeDrawClosed', 'drawClosed'],
              description: 'lottery.draw.closed: sales ended before the slip arrived; nothing was placed.',
            },
            {
              guard: { type: 'betRefused', params: withError },
              target: 'editing',
              actions: { type: 'storeBetRefusal', params: withError },
              description: 'lottery.bet.invalid / lottery.bet.stake: the bet and field the server refused are marked in the slip.',
            },
            {
              target: 'editing',
              actions: { type: 'storeRefusal', params: withError },
              description: 'Another refusal (insufficient balance, trial account…): shown in the slip’s alert.',
            },
          ],
        },
      },
      failed: {
        tags: ['state:error', 'slip:review'],
        description: 'Outcome unknown: a retry sends the same requestId, so the slip is placed at most once.',
        on: {
          'slip.retry': { target: 'submitting', actions: 'clearAlert' },
          'slip.edit': { target: 'editing', actions: 'clearAlert', description: 'Back to the slip; changing its bets starts a new intent.' },
        },
      },
      drawClosed: {
        meta: { spec: ['§1 Lottery'] },
        tags: ['state:error'],
        description: 'Sales for the slip’s draw are closed: the slip waits for the member to move it to the next draw.',
        on: {
          'slip.move': {
            guard: 'nextDrawOpen',
            target: 'editing',
            actions: 'moveToOpenDraw',
            description: 'The next draw is open: the same bets go to it (a new request id).',
          },
          'slip.edit': { target: 'editing', actions: 'clearAlert' },
        },
      },
      placed: {
        meta: { spec: ['§1 Lottery'] },
        tags: ['state:done'],
        description: 'Placed: the balance and the open bets were refreshed.',
        on: { 'slip.again': { target: 'editing', actions: 'startOver' } },
      },
    },
  }),
);
