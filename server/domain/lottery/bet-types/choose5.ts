import { type BetTypeDef, GROUPS, HIGH_ODDS_STAKE, STAKE, wonIf } from './common';

/**
 * 11X5 (5 distinct of 01–11, in draw order). "Pick N any order" wins when all N picks are among
 * the five drawn; "first two/three in order" wins when the picks are the first two/three drawn,
 * in that order (the pick order is the order).
 */
const ANY_ODDS = [2.1, 5.2, 15.7, 62, 440];
const BN_DIGITS = ['১', '২', '৩', '৪', '৫'];
const nums = (xs: string[]) => xs.map(Number);

export const CHOOSE5_BET_TYPES: BetTypeDef[] = [
  ...ANY_ODDS.map(
    (odds, i): BetTypeDef => ({
      code: `ANY_${i + 1}`,
      name: { bn: `যেকোনো ক্রমে ${BN_DIGITS[i]}টি`, en: `Pick ${i + 1} any order` },
      group: GROUPS.anyOrder,
      odds,
      ...(odds >= 100 ? HIGH_ODDS_STAKE : STAKE),
      pick: { kind: 'numbers', from: 1, to: 11, pad: 2, count: i + 1 },
      settle: (n, b) => {
        const drawn = new Set(nums(n));
        return wonIf(nums(b.picks).every((p) => drawn.has(p)));
      },
    }),
  ),
  ...[2, 3].map(
    (count): BetTypeDef => ({
      code: `FRONT${count}`,
      name: count === 2 ? { bn: 'প্রথম দুটি ক্রমানুসারে', en: 'First two in order' } : { bn: 'প্রথম তিনটি ক্রমানুসারে', en: 'First three in order' },
      group: GROUPS.inOrder,
      odds: count === 2 ? 104 : 940,
      ...HIGH_ODDS_STAKE,
      pick: { kind: 'numbers', from: 1, to: 11, pad: 2, count },
      settle: (n, b) => wonIf(nums(b.picks).every((p, i) => Number(n[i]) === p)),
    }),
  ),
];
