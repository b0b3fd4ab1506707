import type { Localized } from '../../../db/database';

/**
 * Bet types in code (docs/lottery.md "Bet types"): what a bet selects, how it is labelled (bn,
 * en) and how it settles against the drawn numbers. Odds and stake bounds here are the
 * defaults the seed writes per merchant (lottery_bet_types); operators change them there.
 */
export type Label = Localized & { bn: string; en: string };

export interface OptionDef {
  value: string;
  label: Label;
  /** Its own odds where they differ from the type's. */
  odds?: number;
}

export type PickDef = { kind: 'option'; options: OptionDef[] } | { kind: 'numbers'; from: number; to: number; pad: number; count: number };

export interface BetInput {
  position: string | null;
  picks: string[];
}

/** A settled bet: won (paid stake × odds × hits), lost, or void (the stake comes back). */
export type Outcome = { result: 'won'; hits: number } | { result: 'lost' } | { result: 'void' };

export interface BetTypeDef {
  code: string;
  name: Label;
  group: Label;
  odds: number;
  minStake: number;
  maxStake: number;
  /** When present the bet names one of them. */
  positions?: OptionDef[];
  pick: PickDef;
  /** `numbers` are the draw's numbers; the bet is valid for the type (checked at placement). */
  settle(numbers: string[], bet: BetInput): Outcome;
}

export const WON: Outcome = { result: 'won', hits: 1 };
export const LOST: Outcome = { result: 'lost' };
export const VOID: Outcome = { result: 'void' };
export const wonIf = (c: boolean): Outcome => (c ? WON : LOST);

/** Default stake bounds (minor units): P 1.00 – P 10,000.00; types paying 100× or more: P 1,000.00. */
export const STAKE = { minStake: 100, maxStake: 1_000_000 } as const;
export const HIGH_ODDS_STAKE = { minStake: 100, maxStake: 100_000 } as const;

const BN_ORDINALS = ['১ম', '২য়', '৩য়', '৪র্থ', '৫ম', '৬ষ্ঠ', '৭ম', '৮ম', '৯ম', '১০ম'];
const EN_ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

/** Positions "1"…"n" labelled 1st…nth (+ a noun: "1st digit", "১ম ঘর"). */
export function ordinalPositions(n: number, noun: Label): OptionDef[] {
  return Array.from({ length: n }, (_, i) => ({
    value: String(i + 1),
    label: { bn: `${BN_ORDINALS[i]} ${noun.bn}`, en: `${EN_ORDINALS[i]} ${noun.en}` },
  }));
}

export const ordinal = (i: number): Label => ({ bn: BN_ORDINALS[i - 1]!, en: EN_ORDINALS[i - 1]! });

export const BIG = 'BIG';
export const SMALL = 'SMALL';
export const ODD = 'ODD';
export const EVEN = 'EVEN';

export const BIG_SMALL: OptionDef[] = [
  { value: BIG, label: { bn: 'বড়', en: 'Big' } },
  { value: SMALL, label: { bn: 'ছোট', en: 'Small' } },
];
export const ODD_EVEN: OptionDef[] = [
  { value: ODD, label: { bn: 'বিজোড়', en: 'Odd' } },
  { value: EVEN, label: { bn: 'জোড়', en: 'Even' } },
];

export const GROUPS = {
  positions: { bn: 'অবস্থান', en: 'Positions' },
  bigSmall: { bn: 'বড়/ছোট', en: 'Big/Small' },
  oddEven: { bn: 'বিজোড়/জোড়', en: 'Odd/Even' },
  sum: { bn: 'যোগফল', en: 'Sum' },
  dragonTiger: { bn: 'ড্রাগন/টাইগার', en: 'Dragon/Tiger' },
  three: { bn: 'তিন অঙ্ক', en: 'Three digits' },
  anyOrder: { bn: 'যেকোনো ক্রম', en: 'Any order' },
  inOrder: { bn: 'ক্রমানুসারে', en: 'In order' },
  special: { bn: 'বিশেষ নম্বর', en: 'Special number' },
  de: { bn: 'দে', en: 'Đề' },
  baoLo: { bn: 'বাও লো', en: 'Bao lô' },
} satisfies Record<string, Label>;

/** Big/small and odd/even of a value: `bigFrom` and up is big. */
export const bigSmall = (v: number, bigFrom: number) => (v >= bigFrom ? BIG : SMALL);
export const oddEven = (v: number) => (v % 2 === 1 ? ODD : EVEN);

/**
 * The big/small and odd/even bets on one value of the draw (a position's digit or car, a sum, the
 * special number): `bigFrom` and up is big; `voidAt` (LHC 49) refunds both.
 */
export function sideTypes(o: {
  codes: [bigSmall: string, oddEven: string];
  names: [Label, Label];
  groups?: [Label, Label];
  value: (numbers: string[], position: string | null) => number;
  bigFrom: number;
  odds: number;
  positions?: OptionDef[];
  voidAt?: number;
}): [BetTypeDef, BetTypeDef] {
  const side = (of: (v: number) => string): BetTypeDef['settle'] => (n, b) => {
    const v = o.value(n, b.position);
    return v === o.voidAt ? VOID : wonIf(of(v) === b.picks[0]);
  };
  const common = { odds: o.odds, ...STAKE, ...(o.positions ? { positions: o.positions } : {}) };
  return [
    { code: o.codes[0], name: o.names[0], group: o.groups?.[0] ?? GROUPS.bigSmall, ...common, pick: { kind: 'option', options: BIG_SMALL }, settle: side((v) => bigSmall(v, o.bigFrom)) },
    { code: o.codes[1], name: o.names[1], group: o.groups?.[1] ?? GROUPS.oddEven, ...common, pick: { kind: 'option', options: ODD_EVEN }, settle: side(oddEven) },
  ];
}
