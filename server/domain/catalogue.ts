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

export const ESPORTS = 'ESPORTS';
export const SPORTS = 'SPORTS';

/**
 * The category a vendor (and its games) is shown under: SPORTS vendors on the merchant's
 * esports vassalage list are ESPORTS (SPEC §2); everything else keeps its stored category.
 */
export function effectiveCategory(stored: string, vassalage: string, esportsVassalages: readonly string[]): string {
  return stored === SPORTS && esportsVassalages.includes(vassalage) ? ESPORTS : stored;
}

/** Categories whose vendors allow trial (type 4) play unless the vendor row says otherwise (docs/games.md "Trial"). */
export const TRIAL_CATEGORIES: readonly string[] = ['RNG', 'MINI', 'FISH'];

/** vendors.trial_allowed: null means the category's default. */
export function vendorAllowsTrial(storedCategory: string, trialAllowed: boolean | null): boolean {
  return trialAllowed ?? TRIAL_CATEGORIES.includes(storedCategory);
}

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
    const target = effectiveCategory(r.code, r.vassalage, esportsVassalages);
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
