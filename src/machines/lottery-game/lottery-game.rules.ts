import type { Draw, LotteryGameDetail, ResultRead } from './lottery-game.types';

/**
 * The draw the page may sell: the game's current draw while the server says it is open, unless it
 * is the draw whose sales the page has just seen close (a clock a little ahead of the server's).
 */
export function sellableDraw(detail: LotteryGameDetail | null, closed: Draw | null): Draw | null {
  const current = detail?.game.current ?? null;
  if (!current || current.status !== 'open') return null;
  return closed && closed.numero === current.numero ? null : current;
}

/** The awaited draw as the history lists it (drawn, settled or cancelled), if it is there yet. */
function listed(read: ResultRead, numero: string): Draw | undefined {
  return read.draws.find((d) => d.numero === numero);
}

/**
 * The awaited draw's bets are settled: the history says so, or the game's last result is that draw
 * settled or a later one (numeros sort by time).
 */
export function resultSettled(read: ResultRead, awaited: Draw | null): boolean {
  if (!awaited) return false;
  if (listed(read, awaited.numero)?.status === 'settled') return true;
  const last = read.detail.game.last;
  return last !== null && (last.numero > awaited.numero || (last.numero === awaited.numero && last.status === 'settled'));
}

/** The awaited draw was cancelled (it never becomes the game's last result): its bets are refunded. */
export function resultCancelled(read: ResultRead, awaited: Draw | null): boolean {
  return awaited !== null && listed(read, awaited.numero)?.status === 'cancelled';
}
