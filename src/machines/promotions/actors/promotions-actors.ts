import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { PromotionPage } from '../../../api/schemas/promotions';
import type { PromotionAction, PromotionOutcome, PromotionsInput } from '../promotions.types';

type Api = Pick<ApiClient, 'call'>;

/** GET /wps/promotion/mine for a member, /wps/promotion/list for a visitor. */
export function createLoadPromotions(api: Api) {
  return fromPromise<PromotionPage, PromotionsInput>(({ input, signal }) => api.call(input.signedIn ? 'promotionsMine' : 'promotions', { signal }));
}

/** claim: POST /wps/promotion/claim; draw: the claim-raffle relay; join: POST /wps/promotion/join. */
export function createActOnPromotion(api: Api) {
  return fromPromise<PromotionOutcome, { promotionId: string; action: PromotionAction; requestId: string }>(async ({ input, signal }) => {
    const { promotionId, action, requestId } = input;
    if (action === 'join') {
      const r = await api.call('promotionJoin', { body: { promotionId }, signal });
      return { promotionId, action, status: r.status, bonus: null };
    }
    const r = await api.call(action === 'claim' ? 'promotionClaim' : 'claimRaffle', { body: { promotionId, requestId }, signal });
    return { promotionId, action, status: r.status, bonus: r.bonus };
  });
}
