import { type BetTypeDef, GROUPS, type Label, type OptionDef, ordinalPositions, sideTypes, STAKE, wonIf } from './common';

/**
 * SSC (5 digits 0–9). Big is 5–9 for a digit and 23–45 for the sum of the five. Dragon/tiger
 * compares the 1st digit with the 5th: equal is a tie, which loses dragon and tiger bets and
 * pays the tie option (the usual rule of SSC books: the tie is an option with its own odds).
 * Three digits (front = 1st–3rd, middle = 2nd–4th, back = 3rd–5th) names the shape of the three:
 * leopard (all equal), straight (three consecutive, 9-0 adjacent: 890, 901 count), pair
 * (exactly two equal), half straight (distinct, exactly one adjacent pair), misc (the rest).
 */
const DIGIT: Label = { bn: 'অঙ্ক', en: 'digit' };
const POSITIONS = ordinalPositions(5, DIGIT);
const digits = (numbers: string[]) => numbers.map(Number);
const at = (numbers: string[], position: string | null) => Number(numbers[Number(position) - 1]);
const sum = (numbers: string[]) => digits(numbers).reduce((a, b) => a + b, 0);

export const SUM_BIG_FROM = 23;

export type ThreeShape = 'LEOPARD' | 'STRAIGHT' | 'PAIR' | 'HALF' | 'MISC';

/** Shape of three digits (order does not matter). */
export function threeShape(a: number, b: number, c: number): ThreeShape {
  if (a === b && b === c) return 'LEOPARD';
  if (a === b || b === c || a === c) return 'PAIR';
  const adjacent = (x: number, y: number) => (x - y + 10) % 10 === 1 || (y - x + 10) % 10 === 1;
  const pairs = Number(adjacent(a, b)) + Number(adjacent(b, c)) + Number(adjacent(a, c));
  return pairs === 2 ? 'STRAIGHT' : pairs === 1 ? 'HALF' : 'MISC';
}

const THREE_POSITIONS: OptionDef[] = [
  { value: 'FRONT', label: { bn: 'প্রথম তিন', en: 'Front three' } },
  { value: 'MIDDLE', label: { bn: 'মাঝের তিন', en: 'Middle three' } },
  { value: 'BACK', label: { bn: 'শেষ তিন', en: 'Back three' } },
];
const THREE_START: Record<string, number> = { FRONT: 0, MIDDLE: 1, BACK: 2 };

export const SSC_BET_TYPES: BetTypeDef[] = [
  {
    code: 'POS_DIGIT',
    name: { bn: 'অবস্থানের অঙ্ক', en: 'Position digit' },
    group: GROUPS.positions,
    odds: 9.8,
    ...STAKE,
    positions: POSITIONS,
    pick: { kind: 'numbers', from: 0, to: 9, pad: 1, count: 1 },
    settle: (n, b) => wonIf(at(n, b.position) === Number(b.picks[0])),
  },
  ...sideTypes({
    codes: ['POS_BS', 'POS_OE'],
    names: [
      { bn: 'অবস্থান বড়/ছোট', en: 'Position big/small' },
      { bn: 'অবস্থান বিজোড়/জোড়', en: 'Position odd/even' },
    ],
    value: at,
    bigFrom: 5,
    odds: 1.98,
    positions: POSITIONS,
  }),
  ...sideTypes({
    codes: ['SUM_BS', 'SUM_OE'],
    names: [
      { bn: 'মোট যোগফল বড়/ছোট', en: 'Sum big/small' },
      { bn: 'মোট যোগফল বিজোড়/জোড়', en: 'Sum odd/even' },
    ],
    groups: [GROUPS.sum, GROUPS.sum],
    value: sum,
    bigFrom: SUM_BIG_FROM,
    odds: 1.98,
  }),
  {
    code: 'DT',
    name: { bn: 'ড্রাগন/টাইগার (১ম বনাম ৫ম)', en: 'Dragon/Tiger (1st vs 5th)' },
    group: GROUPS.dragonTiger,
    odds: 1.98,
    ...STAKE,
    pick: {
      kind: 'option',
      options: [
        { value: 'DRAGON', label: { bn: 'ড্রাগন', en: 'Dragon' } },
        { value: 'TIGER', label: { bn: 'টাইগার', en: 'Tiger' } },
        { value: 'TIE', label: { bn: 'টাই', en: 'Tie' }, odds: 9 },
      ],
    },
    settle: (n, b) => {
      const [first, fifth] = [Number(n[0]), Number(n[4])];
      return wonIf((first > fifth ? 'DRAGON' : first < fifth ? 'TIGER' : 'TIE') === b.picks[0]);
    },
  },
  {
    code: 'THREE',
    name: { bn: 'তিন অঙ্কের ধরন', en: 'Three-digit shape' },
    group: GROUPS.three,
    odds: 3.2,
    ...STAKE,
    positions: THREE_POSITIONS,
    pick: {
      kind: 'option',
      options: [
        { value: 'LEOPARD', label: { bn: 'লেপার্ড (তিনটি সমান)', en: 'Leopard (all three equal)' }, odds: 80 },
        { value: 'STRAIGHT', label: { bn: 'স্ট্রেইট (ক্রমিক)', en: 'Straight' }, odds: 16 },
        { value: 'PAIR', label: { bn: 'জোড়া', en: 'Pair' }, odds: 3.6 },
        { value: 'HALF', label: { bn: 'আধা স্ট্রেইট', en: 'Half straight' }, odds: 2.7 },
        { value: 'MISC', label: { bn: 'মিশ্র', en: 'Misc' } },
      ],
    },
    settle: (n, b) => {
      const s = THREE_START[b.position ?? ''] ?? 0;
      const [x, y, z] = digits(n.slice(s, s + 3)) as [number, number, number];
      return wonIf(threeShape(x, y, z) === b.picks[0]);
    },
  },
];
