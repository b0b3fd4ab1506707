import type { GameMenus } from '../../api/schemas/games';
import { UI } from '../../config/constants';

/** A category's dropdown is centered under its item only when it is short enough (SPEC §2). */
export function dropdownAlignment(vendorCount: number): 'center' | 'start' {
  return vendorCount <= UI.navDropdownCenterMaxVendors ? 'center' : 'start';
}

/** Categories shown in the nav: those that have vendors. */
export function navCategories(menus: GameMenus): GameMenus {
  return menus.filter((m) => m.vendors.length > 0);
}
