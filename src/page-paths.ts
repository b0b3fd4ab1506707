import { CATEGORY_PATHS, pagePath } from './pages/first-reads';

/**
 * Every page address the SPA's router has (src/router.tsx, SPEC §2 routes), as the server needs
 * them: an address not in this list is answered with the SPA's not-found page and HTTP 404
 * (server/static/spa.ts). src/page-paths.test.tsx holds it equal to the router's tree.
 */
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/login',
  '/vip',
  ...CATEGORY_PATHS.map(([path]) => path),
  '/promotions',
  '/promoDetail',
  '/help',
  '/down',
  '/download',
  '/join',
  '/reset-password',
  '/pointMall',
  '/lottery',
  '/Vnlottery',
  '/seamless',
  '/game',
  '/helpmc',
  '/flows',
];

const known = new Set(PAGE_PATHS.map((p) => p.toLowerCase()));

/** Whether the router has a page at this address: a trailing slash is the same page, and letter case does not matter (as the router matches). */
export function isKnownPagePath(pathname: string): boolean {
  return known.has(pagePath(pathname).toLowerCase());
}
