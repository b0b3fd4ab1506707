import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { bonusFixture, promotionPageFixture } from './promotions.fixtures';
import { promotionsMachine } from './promotions.machine';
import type { PromotionsContext } from './promotions.types';

export const promotionsModel: ChartModel<typeof promotionsMachine> = {
  id: 'promotions',
  machine: promotionsMachine,
  input: { signedIn: true },
  events: (s) => {
    const c = s.context as PromotionsContext;
    const acting = c.acting;
    const done = acting
      ? acting.action === 'join'
        ? [{ type: 'xstate.done.actor.actOnPromotion', output: { promotionId: acting.promotionId, action: 'join', status: 'joined', bonus: null }, label: 'joined' }]
        : [
            {
              type: 'xstate.done.actor.actOnPromotion',
              output: { promotionId: acting.promotionId, action: acting.action, status: 'process', bonus: { ...bonusFixture, promotionId: acting.promotionId, source: acting.action === 'draw' ? 'raffle' : 'claim' } },
              label: acting.action === 'draw' ? 'prize drawn' : 'bonus paid',
            },
          ]
      : [];
    return [
      { type: 'promo.retry' },
      // The message under a card offers these two.
      ...(c.outcome || c.actionError ? [{ type: 'promo.dismiss' }] : []),
      ...(c.actionError ? [{ type: 'promo.reload' }] : []),
      ...(c.category === 'all' ? [{ type: 'promo.category', category: 'daily' }] : [{ type: 'promo.category', category: 'all' }]),
      // Only untried cards: after an action (or a refusal) the same card is not pressed again.
      ...['p-welcome', 'p-raffle', 'p-club', 'p-festival']
        .filter((id) => !c.outcome && !c.actionError && (c.category === 'all' || id === 'p-raffle'))
        .map((promotionId) => ({ type: 'promo.act', promotionId })),
      { type: 'xstate.done.actor.loadPromotions', output: promotionPageFixture },
      { type: 'xstate.error.actor.loadPromotions', error: new ApiError('network', 'network.abnormal'), label: 'offline' },
      ...done,
      { type: 'xstate.error.actor.actOnPromotion', error: new ApiError('server', 'promotion.already', { status: 409 }), label: 'already taken part' },
    ] as never[];
  },
  serialize: (s) => {
    const c = s.context as PromotionsContext;
    return JSON.stringify({
      v: s.value,
      cat: c.category,
      loaded: c.page !== null,
      st: c.page?.list.map((p) => p.status).join(','),
      a: c.acting?.promotionId,
      o: c.outcome?.promotionId,
      e: c.actionError?.key,
      ek: c.errorKey,
    });
  },
};
