import { BIG, BIG_SMALL, type BetTypeDef, EVEN, GROUPS, type Label, ODD, ODD_EVEN, ordinal, ordinalPositions, sideTypes, SMALL, STAKE, wonIf } from './common';

/**
 * PK10 (the order of ten cars 01–10). A car 06–10 is big. Dragon/tiger compares place i with
 * place 11 − i (1st vs 10th … 5th vs 6th): cars are distinct, so there is no tie. The sum of
 * the first two places is 3–19 (per-value odds, since the values are not equally likely); its
 * big/small splits at 12 (12–19 big, 3–11 small) and its odd/even is likewise uneven, so the
 * two sides pay differently.
 */
const PLACE: Label = { bn: 'স্থান', en: 'place' };
const POSITIONS = ordinalPositions(10, PLACE);
const car = (numbers: string[], position: string | null) => Number(numbers[Number(position) - 1]);
const sum2 = (numbers: string[]) => Number(numbers[0]) + Number(numbers[1]);

/** Odds of each sum of the first two places (ordered pairs of distinct cars: 2, 2, 4, 4, … 10 … of 90). */
export const SUM2_ODDS: Record<number, number> = {
  3: 42, 4: 42, 5: 21, 6: 21, 7: 14, 8: 14, 9: 10.5, 10: 10.5, 11: 8.5,
  12: 10.5, 13: 10.5, 14: 14, 15: 14, 16: 21, 17: 21, 18: 42, 19: 42,
};

export const PK10_BET_TYPES: BetTypeDef[] = [
  {
    code: 'POS_CAR',
    name: { bn: 'স্থানের গাড়ি', en: 'Place car' },
    group: GROUPS.positions,
    odds: 9.8,
    ...STAKE,
    positions: POSITIONS,
    pick: { kind: 'numbers', from: 1, to: 10, pad: 2, count: 1 },
    settle: (n, b) => wonIf(car(n, b.position) === Number(b.picks[0])),
  },
  ...sideTypes({
    codes: ['POS_BS', 'POS_OE'],
    names: [
      { bn: 'স্থান বড়/ছোট', en: 'Place big/small' },
      { bn: 'স্থান বিজোড়/জোড়', en: 'Place odd/even' },
    ],
    value: car,
    bigFrom: 6,
    odds: 1.98,
    positions: POSITIONS,
  }),
  {
    code: 'DT',
    name: { bn: 'ড্রাগন/টাইগার', en: 'Dragon/Tiger' },
    group: GROUPS.dragonTiger,
    odds: 1.98,
    ...STAKE,
    positions: [1, 2, 3, 4, 5].map((i) => ({
      value: String(i),
      label: { bn: `${ordinal(i).bn} বনাম ${ordinal(11 - i).bn}`, en: `${ordinal(i).en} vs ${ordinal(11 - i).en}` },
    })),
    pick: {
      kind: 'option',
      options: [
        { value: 'DRAGON', label: { bn: 'ড্রাগন', en: 'Dragon' } },
        { value: 'TIGER', label: { bn: 'টাইগার', en: 'Tiger' } },
      ],
    },
    settle: (n, b) => {
      const i = Number(b.position);
      return wonIf((car(n, String(i)) > car(n, String(11 - i)) ? 'DRAGON' : 'TIGER') === b.picks[0]);
    },
  },
  {
    code: 'SUM2',
    name: { bn: 'প্রথম দুইয়ের যোগফল', en: 'Sum of first two' },
    group: GROUPS.sum,
    odds: SUM2_ODDS[11]!,
    ...STAKE,
    pick: {
      kind: 'option',
      options: Object.entries(SUM2_ODDS).map(([v, odds]) => ({ value: v, label: { bn: v, en: v }, ...(odds === SUM2_ODDS[11] ? {} : { odds }) })),
    },
    settle: (n, b) => wonIf(sum2(n) === Number(b.picks[0])),
  },
  {
    code: 'SUM2_BS',
    name: { bn: 'প্রথম দুইয়ের যোগফল বড়/ছোট', en: 'Sum of first two big/small' },
    group: GROUPS.sum,
    odds: 1.7,
    ...STAKE,
    pick: { kind: 'option', options: [{ ...BIG_SMALL[0]!, odds: 2.1 }, BIG_SMALL[1]!] },
    settle: (n, b) => wonIf((sum2(n) >= 12 ? BIG : SMALL) === b.picks[0]),
  },
  {
    code: 'SUM2_OE',
    name: { bn: 'প্রথম দুইয়ের যোগফল বিজোড়/জোড়', en: 'Sum of first two odd/even' },
    group: GROUPS.sum,
    odds: 1.7,
    ...STAKE,
    pick: { kind: 'option', options: [ODD_EVEN[0]!, { ...ODD_EVEN[1]!, odds: 2.1 }] },
    settle: (n, b) => wonIf((sum2(n) % 2 === 1 ? ODD : EVEN) === b.picks[0]),
  },
];
