import type { EndpointName } from '../api/endpoints';
import type { GameVendor } from '../api/schemas/lobby';
import { chooseSlotVendor, rngGameListQuery } from './slot-vendor';

/** The element of index.html the server writes its answers for the page into (server/static/boot-answers.ts). */
export const BOOT_ANSWERS_ID = 'boot-answers';

/** One public read as a view makes it: the endpoint and its query (absent values are not sent). */
export interface FirstRead {
  name: EndpointName;
  query?: Record<string, string | number | undefined>;
}

/** The game category pages (SPEC §2 routes) and the category each shows. */
export const CATEGORY_PATHS = [
  ['/elott', 'ELOTT'],
  ['/rng', 'RNG'],
  ['/live', 'LIVE'],
  ['/fish', 'FISH'],
  ['/pvp', 'PVP'],
  ['/sports', 'SPORTS'],
  ['/esports', 'ESPORTS'],
  ['/cockfight', 'COCKFIGHT'],
  ['/mini', 'MINI'],
] as const;

/** A page's path as its route matches it: a trailing slash is the same page. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The category a path shows, if it is a category page. */
export function categoryOfPath(pathname: string): string | undefined {
  const path = pagePath(pathname);
  return CATEGORY_PATHS.find(([p]) => p === path)?.[1];
}

/** `?vendor=` and `?page=` of a category page's address, as its route reads them. */
function searchOf(search: string): { vendor?: string; page?: string } {
  const params = new URLSearchParams(search);
  const text = (k: string) => params.get(k) || undefined;
  return { vendor: text('vendor'), page: text('page') };
}

/**
 * The public reads a page opened at this address makes before anything else, exactly as its
 * views make them (same endpoint, same query): the header's game menus on every page, and on a
 * category page its vendor lanes. The boot prefetch asks them at once (src/router.tsx), and the
 * server answers them inside the page it serves (server/static/boot-answers.ts).
 */
export function firstReads(location: { pathname: string; search: string }): FirstRead[] {
  const reads: FirstRead[] = [{ name: 'gameMenus' }];
  const category = categoryOfPath(location.pathname);
  if (category) reads.push({ name: 'gameVendor', query: { gameCategory: category } });
  return reads;
}

/**
 * What a page asks next once one of its first reads answered: on /rng, the chosen vendor's
 * game-type tabs and the first page of its games (rng-lobby.tsx). The vendor is the one the
 * address names, else the stored choice (none on the server), else the first lane.
 */
export function readsAfter(read: FirstRead, value: unknown, location: { search: string }): FirstRead[] {
  if (read.name !== 'gameVendor' || read.query?.gameCategory !== 'RNG') return [];
  const search = searchOf(location.search);
  const vendor = chooseSlotVendor((value as GameVendor).data.lanes, search.vendor);
  if (!vendor) return [];
  return [
    { name: 'vassGameTypes', query: { vassalage: vendor.vassalage } },
    { name: 'gameList', query: rngGameListQuery(vendor.vassalage, search.page) },
  ];
}
