import type { GameMenu, GameMenus, VendorCard } from '../../api/schemas/games';
import { GAMES, UI } from '../../config/constants';
import { vendorTarget } from '../../machines/game-launch/game-launch.targets';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.types';
import { type CategoryPath, categoryMeta } from '../categories';

/** A category's dropdown is centered under its item only when it is short enough (SPEC §2). */
export function dropdownAlignment(vendorCount: number): 'center' | 'start' {
  return vendorCount <= UI.navDropdownCenterMaxVendors ? 'center' : 'start';
}

/** Categories shown in the nav: those that have vendors. */
export function navCategories(menus: GameMenus): GameMenus {
  return menus.filter((m) => m.vendors.length > 0);
}

/** What choosing a vendor in the nav does (SPEC §2 "Vendor routing"). */
export type VendorRoute =
  /** TCG_LOTTO_VN: the Vietnamese lottery page. */
  | { kind: 'vnLottery' }
  /** A slot vendor: kept in sessionStorage `gameVendor`, then /rng showing it. */
  | { kind: 'slot'; vassalage: string }
  /** Straight into the game (window vendors, categories without a page, single-vendor categories). */
  | { kind: 'launch'; target: LaunchTarget }
  /** The category page, at the vendor's lane. */
  | { kind: 'page'; path: CategoryPath; vassalage: string };

const includes = (list: readonly string[], value: string) => list.includes(value);

export function vendorRoute(category: string, vendor: Pick<VendorCard, 'vassalage' | 'displayName'>): VendorRoute {
  const code = category.toUpperCase();
  const path = categoryMeta(code)?.path ?? null;
  if (includes(GAMES.vnLotteryVendors, vendor.vassalage)) return { kind: 'vnLottery' };
  if (includes(GAMES.windowVendors, vendor.vassalage) || path === null) return { kind: 'launch', target: vendorTarget(code, vendor) };
  if (code === 'RNG') return { kind: 'slot', vassalage: vendor.vassalage };
  return { kind: 'page', path, vassalage: vendor.vassalage };
}

/**
 * A category whose only vendor the category button itself opens (SPEC §2 "Single-vendor
 * categories (except ESPORTS) launch directly"): null when it has a dropdown instead.
 */
export function directRoute(menu: GameMenu): VendorRoute | null {
  const [only, ...others] = menu.vendors;
  if (!only || others.length || includes(GAMES.noDirectLaunchCategories, menu.gameCategory.toUpperCase())) return null;
  const route = vendorRoute(menu.gameCategory, only);
  return route.kind === 'page' ? { kind: 'launch', target: vendorTarget(menu.gameCategory.toUpperCase(), only) } : route;
}

/**
 * The nav is a menu behind one button where its items do not fit in one row (issue #16): at a
 * phone's width always, at a laptop's when the language's labels are long. `needed` is the width
 * the row of items takes (null: not measured yet, the row shows so it can be measured).
 */
export function navNeedsMenu(available: number, needed: number | null): boolean {
  return needed !== null && needed > available;
}

/** The least width of one item of the nav's row, in px (styles.css `.game-nav__item`). */
export const NAV_ITEM_MIN_WIDTH = 48;

/**
 * The width below which a row of `items` cannot fit, known without measuring it: each item is
 * at least NAV_ITEM_MIN_WIDTH wide. A viewport narrower than this (a phone's, with the seeded
 * twelve items) gets the menu at once, and React's commit does not force the page's first
 * layout to measure a row it will not show (issue #21: blocking time).
 */
export function navRowFloor(items: number): number {
  return items * NAV_ITEM_MIN_WIDTH;
}

/** The margin an open dropdown keeps from the viewport's edges, in px. */
export const DROPDOWN_EDGE_MARGIN = 8;

/**
 * How far an open dropdown moves left so that it stays inside the viewport (vendor dropdowns of the
 * last categories were cut at the right edge at 1366 px; a centred one under the first category can
 * start left of it): negative moves it right. Its start is kept in view first.
 */
export function dropdownShift(left: number, width: number, viewportWidth: number, margin = DROPDOWN_EDGE_MARGIN): number {
  if (left < margin) return left - margin;
  const overRight = left + width - (viewportWidth - margin);
  return Math.max(0, Math.min(overRight, left - margin));
}
