import type { Draw, DrawPage, LotteryBetPage, LotteryGame, LotteryGameDetail } from '../../api/schemas/lottery';
import { sscOneMinute } from '../../machines/lottery-game/lottery-game.fixtures';
import { bigSmallType, deType, digitType, lo3Type, openBetFixture, pickThreeType } from '../../machines/lottery-slip/lottery-slip.fixtures';

/**
 * Lottery page fixtures, built around a given "now" so countdowns run in the future whatever the
 * test clock says. lottery-page.test.tsx checks them against the wire schemas.
 */
const iso = (ms: number) => new Date(ms).toISOString();

/** SSC draw 0720: numbers and salt revealed; the commitment is their real SHA-256. */
export const SSC_LAST_NUMBERS = ['3', '0', '7', '1', '9'];
export const SSC_LAST_SALT = '5f1c9a0e7b2d4c68';
export const SSC_LAST_COMMITMENT = '72ad9b03f2d836e041492d025f84d1f2bba89f6a4b1db29137d3eea984313cf2';

/** VN north draw: 27 numbers, special prize first (its real commitment). */
const VN_PRIZES = [
  { name: 'DB', numbers: ['12345'] },
  { name: 'G1', numbers: ['67890'] },
  { name: 'G2', numbers: ['11111', '22222'] },
  { name: 'G3', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
  { name: 'G4', numbers: ['1234', '2345', '3456', '4567'] },
  { name: 'G5', numbers: ['5678', '6789', '7890', '8901', '9012', '0123'] },
  { name: 'G6', numbers: ['456', '567', '678'] },
  { name: 'G7', numbers: ['12', '34', '56', '78'] },
];
const VN_SALT = '9d3e7a1c0b5f2468';
const VN_COMMITMENT = '8ad7bbd81794f04a8e14867c6c9469d402816046c5a3efc757c147ca79d00bb8';

/** A draw taking bets: sales close `closeIn` seconds after `now`, the draw 10 s later. */
export function openDraw(gameCode: string, numero: string, now: number, closeIn = 90): Draw {
  const close = now + closeIn * 1000;
  return {
    gameCode,
    numero,
    openAt: iso(close - 60_000),
    closeAt: iso(close),
    drawAt: iso(close + 10_000),
    status: 'open',
    commitment: 'c'.repeat(64),
    numbers: null,
    salt: null,
    prizes: null,
  };
}

export function sscLastDraw(now: number, overrides: Partial<Draw> = {}): Draw {
  return {
    gameCode: 'SSC1',
    numero: '20261120-0720',
    openAt: iso(now - 120_000),
    closeAt: iso(now - 60_000),
    drawAt: iso(now - 50_000),
    status: 'settled',
    commitment: SSC_LAST_COMMITMENT,
    numbers: SSC_LAST_NUMBERS,
    salt: SSC_LAST_SALT,
    prizes: null,
    ...overrides,
  };
}

export function sscGame(now: number, current: Draw | null = openDraw('SSC1', '20261120-0721', now)): LotteryGame {
  return sscOneMinute(current, sscLastDraw(now));
}

export function x5Game(now: number): LotteryGame {
  return {
    gameCode: 'GD11X5',
    gameName: 'Guangdong 11 pick 5',
    lotteryType: '11X5',
    prizeMode: 'Lott',
    area: 'GLOBAL',
    category: 'LOTT',
    intervalSeconds: 600,
    closeSeconds: 60,
    current: openDraw('GD11X5', '20261120-042', now, 400),
    last: null,
  };
}

export function vnLastDraw(now: number): Draw {
  return {
    gameCode: 'MB',
    numero: '20261119',
    openAt: iso(now - 86_400_000),
    closeAt: iso(now - 3_600_000),
    drawAt: iso(now - 3_000_000),
    status: 'settled',
    commitment: VN_COMMITMENT,
    numbers: VN_PRIZES.flatMap((p) => p.numbers),
    salt: VN_SALT,
    prizes: VN_PRIZES,
  };
}

export function vnGame(now: number): LotteryGame {
  return {
    gameCode: 'MB',
    gameName: 'Miền Bắc',
    lotteryType: 'VNN',
    prizeMode: 'Lott',
    area: 'VN',
    category: 'LOTT',
    intervalSeconds: 86_400,
    closeSeconds: 900,
    current: openDraw('MB', '20261120', now, 5 * 3600),
    last: vnLastDraw(now),
  };
}

export const sscDetail = (now: number, current?: Draw | null): LotteryGameDetail => ({ game: sscGame(now, current), betTypes: [bigSmallType, digitType] });
export const x5Detail = (now: number): LotteryGameDetail => ({ game: x5Game(now), betTypes: [pickThreeType] });
export const vnDetail = (now: number): LotteryGameDetail => ({ game: vnGame(now), betTypes: [deType, lo3Type] });

/** 25 drawn SSC draws, 10 a page, newest first. */
export function sscHistory(now: number, page = 1): DrawPage {
  const list = Array.from({ length: page < 3 ? 10 : 5 }, (_, i) => {
    const n = 720 - (page - 1) * 10 - i;
    return sscLastDraw(now - (720 - n) * 60_000, { numero: `20261120-0${n}` });
  });
  return { list, page, size: 10, total: 25 };
}

export const betPage = (status: 'open' | 'settled'): LotteryBetPage => ({
  list:
    status === 'open'
      ? [openBetFixture]
      : [{ ...openBetFixture, reference: 'LB-0', numero: '20261120-0720', status: 'won', payout: 19_80, settledAt: '2026-11-20T11:59:10.000Z' }],
  page: 1,
  size: 10,
  total: 1,
});
