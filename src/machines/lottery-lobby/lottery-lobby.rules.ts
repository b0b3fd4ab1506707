import type { LotteryGame } from './lottery-lobby.types';

/** A game whose card shows no draw taking bets: none current, not open, or one the lobby saw close. */
export function takesNoBets(game: LotteryGame, closed: readonly string[]): boolean {
  const current = game.current;
  return !current || current.status !== 'open' || closed.includes(`${game.gameCode}:${current.numero}`);
}

/** The earliest closeAt of the draws taking bets (ms), or null. */
export function nextClose(games: readonly LotteryGame[]): number | null {
  const closes = games.flatMap((g) => (g.current?.status === 'open' ? [Date.parse(g.current.closeAt)] : []));
  return closes.length ? Math.min(...closes) : null;
}

/** The draws whose closeAt has come by `now`, as `game:numero`. */
export function closedBy(games: readonly LotteryGame[], now: number): string[] {
  return games.flatMap((g) => (g.current && Date.parse(g.current.closeAt) <= now ? [`${g.gameCode}:${g.current.numero}`] : []));
}
