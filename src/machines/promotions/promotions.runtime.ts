import type { ApiClient } from '../../api/client';
import { createActOnPromotion, createLoadPromotions } from './actors/promotions-actors';
import { promotionsMachine } from './promotions.machine';

export interface PromotionsDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createPromotionsImplementations({ api }: PromotionsDeps) {
  return { actors: { loadPromotions: createLoadPromotions(api), actOnPromotion: createActOnPromotion(api) } };
}

export function createPromotionsLogic(deps: PromotionsDeps) {
  return promotionsMachine.provide(createPromotionsImplementations(deps));
}
