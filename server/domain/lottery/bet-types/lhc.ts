import { type BetTypeDef, GROUPS, sideTypes, STAKE, wonIf } from './common';

/**
 * LHC (Mark Six: 7 of 01–49, the 7th drawn is the special number). Bets are on the special
 * number: the number itself, its colour wave (the standard table below), big (25–48) / small
 * (1–24) and odd/even — for the last two, 49 is neither side and those bets are refunded (void),
 * as Mark Six books do.
 */
export const WAVES: Record<'RED' | 'BLUE' | 'GREEN', number[]> = {
  RED: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  BLUE: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  GREEN: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

const special = (numbers: string[]) => Number(numbers[6]);
export const waveOf = (n: number) => (Object.keys(WAVES) as (keyof typeof WAVES)[]).find((w) => WAVES[w].includes(n))!;

export const LHC_BET_TYPES: BetTypeDef[] = [
  {
    code: 'SPECIAL_NUM',
    name: { bn: 'বিশেষ নম্বর', en: 'Special number' },
    group: GROUPS.special,
    odds: 47,
    ...STAKE,
    pick: { kind: 'numbers', from: 1, to: 49, pad: 2, count: 1 },
    settle: (n, b) => wonIf(special(n) === Number(b.picks[0])),
  },
  {
    code: 'SPECIAL_COLOR',
    name: { bn: 'বিশেষ নম্বরের রং', en: 'Special colour' },
    group: GROUPS.special,
    odds: 2.9,
    ...STAKE,
    pick: {
      kind: 'option',
      options: [
        { value: 'RED', label: { bn: 'লাল', en: 'Red' }, odds: 2.7 },
        { value: 'BLUE', label: { bn: 'নীল', en: 'Blue' } },
        { value: 'GREEN', label: { bn: 'সবুজ', en: 'Green' } },
      ],
    },
    settle: (n, b) => wonIf(waveOf(special(n)) === b.picks[0]),
  },
  ...sideTypes({
    codes: ['SPECIAL_BS', 'SPECIAL_OE'],
    names: [
      { bn: 'বিশেষ নম্বর বড়/ছোট', en: 'Special big/small' },
      { bn: 'বিশেষ নম্বর বিজোড়/জোড়', en: 'Special odd/even' },
    ],
    value: special,
    bigFrom: 25,
    odds: 1.96,
    voidAt: 49,
  }),
];
