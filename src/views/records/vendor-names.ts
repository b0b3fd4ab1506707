import type { GameMenus } from '../../api/schemas/games';
import { useLanguage } from '../../machines/language/use-language';
import { useApiResource } from '../../machines/resource/use-resource';

/**
 * A bet names its vendor by code ("PG"); the player knows the vendor by the name the catalogue
 * (the header's game menus, the wallet list) shows ("PG Soft"). The name of the bet's category
 * first (JILI is "JILI Slots" in slots and "JILI Fishing" in fishing), else of any category, else
 * the code.
 */
export function vendorNameOf(menus: GameMenus | null, category: string, code: string): string {
  const named = (m: GameMenus[number]) => m.vendors.find((v) => v.vassalage === code)?.displayName;
  const menu = menus?.find((m) => m.gameCategory === category);
  return (menu && named(menu)) ?? menus?.map(named).find(Boolean) ?? code;
}

/** Vendor code → display name from the game menus the header reads too (same endpoint and language). */
export function useVendorNames(): (category: string, code: string) => string {
  const { locale } = useLanguage();
  const menus = useApiResource('gameMenus', undefined, locale ?? '');
  return (category, code) => vendorNameOf(menus.data, category, code);
}
