import { CATEGORY_PATHS } from '../../../src/pages/first-reads';

/**
 * The pages players open every day (issue #21): home, each category lobby, the lottery lobbies,
 * the promotions and one promotion's detail, VIP, the points mall, help, download and join.
 * `npm run bench:web` measures them, layout-shift.e2e opens them, tests/api/first-view.test.ts has
 * the server draw them. `/promoDetail` needs a real promotion: `addressOf`.
 */
export const PLAYER_ROUTES: readonly string[] = [
  '/',
  ...CATEGORY_PATHS.map(([path]) => path),
  '/lottery',
  '/Vnlottery',
  '/promotions',
  '/promoDetail',
  '/vip',
  '/pointMall',
  '/help',
  '/down',
  '/join',
];

/** The address of a route, `/promoDetail` with the id of a promotion the site has. */
export const addressOf = (route: string, promotionId: string): string => (route === '/promoDetail' ? `${route}?id=${encodeURIComponent(promotionId)}` : route);
