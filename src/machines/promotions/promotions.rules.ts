import type { Promotion, PromotionPage } from '../../api/schemas/promotions';
import type { PromotionAction, PromotionOutcome, PromotionsContext } from './promotions.types';

/** The card action of a promotion's kind; apply promotions open their page (the apply form) instead. */
export function actionOf(p: Pick<Promotion, 'kind'>): PromotionAction | null {
  return p.kind === 'claim' ? 'claim' : p.kind === 'raffle' ? 'draw' : p.kind === 'award' ? 'join' : null;
}

export function findPromotion(c: Pick<PromotionsContext, 'page'>, id: string): Promotion | undefined {
  return c.page?.list.find((p) => p.id === id);
}

/** A member may act on a card when the server says its status is actionable and the kind has a card action. */
export function canAct(c: Pick<PromotionsContext, 'page' | 'signedIn'>, id: string): boolean {
  const p = findPromotion(c, id);
  return c.signedIn && !!p && p.actionable && actionOf(p) !== null;
}

/** The list as shown: one category or all. */
export function visiblePromotions(c: Pick<PromotionsContext, 'page' | 'category'>): Promotion[] {
  const list = c.page?.list ?? [];
  return c.category === 'all' ? list : list.filter((p) => p.category === c.category);
}

/** The page after an action: the card takes the status the server answered. */
export function withOutcome(page: PromotionPage | null, o: PromotionOutcome): PromotionPage | null {
  if (!page) return page;
  return { ...page, list: page.list.map((p) => (p.id === o.promotionId ? { ...p, status: o.status, actionable: false } : p)) };
}

export function newRequestId(): string {
  return `promo_${crypto.randomUUID().replace(/-/g, '')}`;
}
