import type { GameMenus, VendorCard } from '../../src/api/schemas/games';
import type { Localized } from '../db/database';
import { pick } from './localize';

export interface CatalogueRow {
  code: string;
  title: Localized;
  vassalage: string | null;
  display_name: string | null;
  is_hot: boolean | null;
  account_type_id: number | null;
  game_type: string | null;
}

const ESPORTS = 'ESPORTS';
const SPORTS = 'SPORTS';

/**
 * Game menus of the bottom nav: categories in order with their vendors; e-sports vendors are
 * moved out of SPORTS into ESPORTS by the merchant's vassalage list (SPEC §2); categories
 * left without vendors are not listed.
 */
export function buildGameMenus(rows: CatalogueRow[], esportsVassalages: string[], lang: string, fallback: string): GameMenus {
  const order: string[] = [];
  const titles = new Map<string, Localized>();
  const vendors = new Map<string, VendorCard[]>();
  for (const r of rows) {
    if (!titles.has(r.code)) {
      order.push(r.code);
      titles.set(r.code, r.title);
      vendors.set(r.code, []);
    }
    if (r.vassalage === null) continue;
    const target = r.code === SPORTS && esportsVassalages.includes(r.vassalage) ? ESPORTS : r.code;
    if (!vendors.has(target)) {
      // Merchant without an ESPORTS category row: list it right after SPORTS.
      order.splice(order.indexOf(SPORTS) + 1, 0, target);
      titles.set(target, { en: 'E-Sports', bn: 'ই-স্পোর্টস' });
      vendors.set(target, []);
    }
    vendors.get(target)!.push({
      vassalage: r.vassalage,
      isHot: r.is_hot ? 1 : 0,
      displayName: r.display_name ?? r.vassalage,
      accountTypeId: r.account_type_id ?? 0,
      gameType: r.game_type ?? target,
    });
  }
  return order
    .filter((code) => vendors.get(code)!.length > 0)
    .map((code) => ({ gameCategory: code, title: pick(titles.get(code), lang, fallback), vendors: vendors.get(code)! }));
}
