/** `area` of the menu call: /lottery shows GLOBAL games, /Vnlottery the Vietnamese ones. */
export type LotteryArea = 'GLOBAL' | 'VN';

/** Search params of /lottery and /Vnlottery (the launch's `lottoView`: betting or lobby). */
export interface LotterySearch {
  game?: string;
  view?: 'betting' | 'lobby';
}

/** How the lottery views change the page's search params without knowing the router. */
export interface LotteryNavigation {
  href: (search: LotterySearch) => string;
  go: (search: LotterySearch) => void;
}

/** What the page shows: the lobby unless a game is chosen and the betting view asked for. */
export function lotteryView(search: LotterySearch): 'betting' | 'lobby' {
  return search.game && search.view !== 'lobby' ? 'betting' : 'lobby';
}

export function lotteryHref(path: string, search: LotterySearch): string {
  const params = new URLSearchParams();
  if (search.game) params.set('game', search.game);
  if (search.view) params.set('view', search.view);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
