import type { Draw, LotteryGame, LotteryGameDetail } from '../../api/schemas/lottery';
import { bigSmallType, digitType } from '../lottery-slip/lottery-slip.fixtures';

/**
 * One SSC game around an hour from now, so no real timer of a test fires before the test sends
 * its delayed events itself: draw 0721 takes bets, 0722 follows, 0720 is the last result.
 */
const BASE = Date.now() + 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const N0 = '20261120-0720';
export const N1 = '20261120-0721';
export const N2 = '20261120-0722';

/** Draw `k` of the minute games: closes at BASE + k minutes, drawn 10 s later. */
export function gameDraw(numero: string, status: Draw['status'] = 'open'): Draw {
  const k = Number(numero.slice(-1)) - 1;
  const close = BASE + k * 60_000;
  const drawn = status === 'drawn' || status === 'settled';
  return {
    gameCode: 'SSC1',
    numero,
    openAt: iso(close - 60_000),
    closeAt: iso(close),
    drawAt: iso(close + 10_000),
    status,
    commitment: 'c'.repeat(64),
    numbers: drawn ? ['3', '0', '7', '1', '9'] : null,
    salt: drawn ? '5f1c9a0e7b2d4c68' : null,
    prizes: null,
  };
}

/** The SSC 1-minute game (60 s draws, sales close 10 s before) with the given current and last draws. */
export function sscOneMinute(current: Draw | null, last: Draw | null): LotteryGame {
  return {
    gameCode: 'SSC1',
    gameName: 'SSC 1 minute',
    lotteryType: 'SSC',
    prizeMode: 'Lott',
    area: 'GLOBAL',
    category: 'LOTT',
    intervalSeconds: 60,
    closeSeconds: 10,
    current,
    last,
  };
}

/** The game as read: its current draw (or none), its last result. */
export function gameDetail(current: Draw | null, last: Draw | null = gameDraw(N0, 'settled')): LotteryGameDetail {
  return { game: sscOneMinute(current, last), betTypes: [bigSmallType, digitType] };
}
