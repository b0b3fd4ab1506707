import type { ActivityStatus, PromoBonus, PromotionCategory, PromotionPage } from '../../api/schemas/promotions';

/** What a card's button does, by the promotion's kind: claim a bonus, draw the raffle, join an award promotion. */
export type PromotionAction = 'claim' | 'draw' | 'join';

export interface PromotionsInput {
  /** A member's statuses (GET /wps/promotion/mine) or a visitor's (GET /wps/promotion/list). */
  signedIn: boolean;
}

export interface PromotionOutcome {
  promotionId: string;
  action: PromotionAction;
  status: ActivityStatus;
  bonus: PromoBonus | null;
}

export interface PromotionsContext extends PromotionsInput {
  page: PromotionPage | null;
  category: PromotionCategory | 'all';
  /** The action in flight; its requestId is the idempotency key of a claim or draw. */
  acting: { promotionId: string; action: PromotionAction; requestId: string } | null;
  outcome: PromotionOutcome | null;
  actionError: { promotionId: string; key: string } | null;
  errorKey: string | null;
}

export type PromotionsEvent =
  | { type: 'promo.category'; category: PromotionCategory | 'all' }
  | { type: 'promo.act'; promotionId: string }
  | { type: 'promo.dismiss' }
  | { type: 'promo.reload' }
  | { type: 'promo.retry' };
