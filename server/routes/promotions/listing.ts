import type { PromotionCategory, PromotionDetail, PromotionPage } from '../../../src/api/schemas/promotions';
import { PROMOTIONS } from '../../../src/config/promotions';
import { pick } from '../../domain/localize';
import { activityStatus, findPromotion, listPromotionRows, memberStates, toPromotion, vipLevelNames } from '../../domain/promotions/catalog';
import { promotionUnknown } from '../../domain/promotions/errors';
import type { Services } from '../../services';
import { type C, merchant } from '../../wire/money-context';

const fallbackOf = (c: C) => c.get('merchant').profile.brand.defaultLanguage.toLowerCase();

/** GET /wps/promotion/list (userId null: as a visitor sees it) and /wps/promotion/mine (the member's statuses). */
export async function listPromotions(s: Services, c: C, userId: string | null, category: PromotionCategory | null): Promise<PromotionPage> {
  const at = s.clock.now();
  const rows = await listPromotionRows(s.db, c.get('merchant').code, category);
  const [states, names] = await Promise.all([
    userId ? memberStates(s.db, userId, rows, at) : null,
    rows.some((r) => r.min_vip_level > 0) ? vipLevelNames(s.db, c.get('merchant').code) : new Map(),
  ]);
  return {
    currency: merchant(c).currency,
    categories: [...PROMOTIONS.categories],
    list: rows.map((r) => {
      const state = states?.get(r.id) ?? null;
      return toPromotion(r, activityStatus(r, state, at), c.get('lang'), fallbackOf(c), { names, member: state });
    }),
  };
}

/** GET /wps/promotion/detail?id= (a visitor's status; the page asks /mine for the member's). */
export async function promotionDetail(s: Services, c: C, id: string): Promise<PromotionDetail> {
  const row = id ? await findPromotion(s.db, c.get('merchant').code, id) : undefined;
  if (!row) throw promotionUnknown();
  const at = s.clock.now();
  return {
    currency: merchant(c).currency,
    promotion: toPromotion(row, activityStatus(row, null, at), c.get('lang'), fallbackOf(c), {
      names: row.min_vip_level > 0 ? await vipLevelNames(s.db, row.merchant_code) : new Map(),
      member: null,
    }),
    content: pick(row.content, c.get('lang'), fallbackOf(c)),
  };
}
