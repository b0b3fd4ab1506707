import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { announceBalanceChanged } from '../balance/balance-signal';
import type { PromotionPage } from '../../api/schemas/promotions';
import { actionOf, canAct, findPromotion, newRequestId, withOutcome } from './promotions.rules';
import type { PromotionAction, PromotionOutcome, PromotionsContext, PromotionsEvent, PromotionsInput } from './promotions.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const promotionsMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as PromotionsInput,
      context: {} as PromotionsContext,
      events: {} as PromotionsEvent,
    },
    actors: {
      loadPromotions: fromPromise<PromotionPage, PromotionsInput>(async () => {
        throw new Error('loadPromotions not provided');
      }),
      actOnPromotion: fromPromise<PromotionOutcome, { promotionId: string; action: PromotionAction; requestId: string }>(async () => {
        throw new Error('actOnPromotion not provided');
      }),
    },
    guards: {
      canAct: ({ context, event }) => event.type === 'promo.act' && canAct(context, event.promotionId),
    },
    actions: {
      storeError: assign({ errorKey: ({ event }) => errorKeyOf(errorOf(event)) }),
      /** A claim or a draw paid money: the header's balance refreshes (balance-signal.ts). */
      announceBalanceChanged: () => announceBalanceChanged(),
    },
  }).createMachine({
    id: 'promotions',
    description:
      'The promotions page (SPEC §2 /promotions): the list by category (newbie, limited, special offer, daily, high rebate, VIP) with each promotion’s status (SPEC §4), and the card actions claim, draw (claim raffle) and join. A visitor’s list sent with the page starts the chart in ready with it: the first drawing shows the cards.',
    context: ({ input }) => ({ ...input, page: null, category: 'all', acting: null, outcome: null, actionError: null, errorKey: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        invoke: {
          id: 'loadPromotions',
          src: 'loadPromotions',
          input: ({ context }) => ({ signedIn: context.signedIn }),
          onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, errorKey: null }) },
          onError: { target: 'failed', actions: 'storeError' },
        },
      },
      failed: {
        tags: ['state:error'],
        on: { 'promo.retry': 'loading' },
      },
      ready: {
        tags: ['state:ready'],
        on: {
          'promo.category': { description: 'Another tab: the last card message goes.', actions: assign({ category: ({ event }) => event.category, outcome: null, actionError: null }) },
          'promo.act': {
            guard: 'canAct',
            target: 'acting',
            description: 'Claim, draw or join, by the promotion’s kind; a fresh requestId (idempotency key) per press.',
            actions: assign(({ context, event }) => ({
              acting: { promotionId: event.promotionId, action: actionOf(findPromotion(context, event.promotionId)!)!, requestId: newRequestId() },
              outcome: null,
              actionError: null,
            })),
          },
          'promo.dismiss': { actions: assign({ outcome: null, actionError: null }) },
          'promo.reload': { target: 'loading', description: 'After a refusal that says the status changed meanwhile.', actions: assign({ outcome: null, actionError: null }) },
        },
      },
      acting: {
        tags: ['state:busy'],
        invoke: {
          id: 'actOnPromotion',
          src: 'actOnPromotion',
          input: ({ context }) => context.acting!,
          onDone: {
            target: 'ready',
            actions: [
              assign(({ context, event }) => ({ page: withOutcome(context.page, event.output), outcome: event.output, acting: null })),
              'announceBalanceChanged',
            ],
          },
          onError: {
            target: 'ready',
            description: 'Refused or not sent: the card shows why; nothing changed.',
            actions: assign(({ context, event }) => ({ actionError: { promotionId: context.acting!.promotionId, key: errorKeyOf(errorOf(event)) }, acting: null })),
          },
        },
      },
    },
  }),
);
