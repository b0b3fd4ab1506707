import type { EndpointName } from '../api/endpoints';
import type { GameVendor } from '../api/schemas/lobby';
import type { Brand, Whitelabel } from '../api/schemas/system';
import { GAMES } from '../config/constants';
import { chooseSlotVendor, readSlotVendor, rngGameListQuery } from './slot-vendor';

// The page's element ids: a module of their own, which the build's configuration reads too.
export { BOOT_ANSWERS_ID, PAGE_MODULES_ID } from './page-ids';


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

/** The addresses of the home page (SPEC §2 routes). */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index', '/index.html', '/home']);

/** Home notice call of SPEC §7: banners, player, popup and promotion notices for the web. */
export const HOME_NOTICE_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;

/**
 * The home page's game sections' reads (SPEC §7 parameters): hot games, popular lottery and the
 * winner board, for the white-label's brand in a wire language (`BN`, `EN`…). The sections ask
 * exactly these (src/machines/game-reads/use-home-game-reads.ts), so an answer sent with the page is theirs.
 */
export function homeSectionReads(brand: Pick<Brand, 'merchantCode' | 'lotteryType' | 'device'> | undefined, language: string) {
  return {
    hot: {
      name: 'hotGames',
      query: { merchantCode: brand?.merchantCode ?? '', isPlatform: GAMES.hotGamesIsPlatform, platform: GAMES.hotGamesPlatform, language },
    },
    popular: { name: 'popularLottery', query: { count: GAMES.popularCount, prizeMode: brand?.lotteryType, device: brand?.device, language } },
    ranks: { name: 'rankList', query: { gameCategory: 'ALL', language, limitNum: GAMES.winnerBoardLimit } },
  } as const satisfies Record<string, FirstRead>;
}

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
 * named read hooks make them (same endpoint, same query; src/machines/game-reads, content-reads):
 * the header's game menus on every page, the home notices on the home page, and on a category
 * page its vendor lanes. The boot prefetch asks them at once (src/router.tsx), and the
 * server answers them inside the page it serves (server/static/boot-answers.ts).
 */
export function firstReads(location: { pathname: string; search: string }): FirstRead[] {
  const reads: FirstRead[] = [{ name: 'gameMenus' }];
  const path = pagePath(location.pathname);
  if (HOME_PATHS.has(path)) reads.push({ name: 'homeNotices', query: HOME_NOTICE_QUERY });
  const category = categoryOfPath(path);
  if (category) reads.push({ name: 'gameVendor', query: { gameCategory: category } });
  reads.push(...(PAGE_READS[path]?.(location.search) ?? []));
  return reads;
}

/**
 * The other pages' first public reads, as their charts make them: the lottery lobby's game menu
 * of its area (lottery-lobby/actors/read-menu.ts), a visitor's promotions list (a member's is
 * their own, asked with their token), a promotion's detail by `?id=` with the list (its status and
 * action come from the promotions chart), the VIP levels and the
 * help centre (named reads in src/machines/*-reads).
 */
const PAGE_READS: Record<string, (search: string) => FirstRead[]> = {
  '/lottery': () => [{ name: 'lotteryMenu', query: { area: 'GLOBAL' } }],
  '/Vnlottery': () => [{ name: 'lotteryMenu', query: { area: 'VN' } }],
  '/promotions': () => [{ name: 'promotions' }],
  '/promoDetail': (search) => {
    const id = new URLSearchParams(search).get('id');
    return [...(id ? [{ name: 'promotionDetail', query: { id } } as const] : []), { name: 'promotions' }];
  },
  '/vip': () => [{ name: 'vipLevels' }],
  '/help': () => [{ name: 'helpCenter' }],
};

/**
 * What a page asks next once one of its first reads answered: on the home page, once the
 * white-label tree names the brand, its game sections' reads in the page's language; on /rng,
 * the chosen vendor's game-type tabs and the first page of its games (use-slot-lobby-reads.ts). The vendor
 * is the one the address names, else the stored choice (none on the server), else the first lane.
 */
export function readsAfter(read: FirstRead, value: unknown, location: { pathname: string; search: string }, language?: string): FirstRead[] {
  if (read.name === 'whitelabel') {
    if (!HOME_PATHS.has(pagePath(location.pathname)) || !language) return [];
    return Object.values(homeSectionReads((value as Whitelabel).info.brand, language.toUpperCase()));
  }
  if (read.name !== 'gameVendor' || read.query?.gameCategory !== 'RNG') return [];
  const search = searchOf(location.search);
  const vendor = chooseSlotVendor((value as GameVendor).data.lanes, search.vendor ?? readSlotVendor());
  if (!vendor) return [];
  return [
    { name: 'vassGameTypes', query: { vassalage: vendor.vassalage } },
    { name: 'gameList', query: rngGameListQuery(vendor.vassalage, search.page) },
  ];
}
