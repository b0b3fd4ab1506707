import { type BetTypeDef, GROUPS, type Label, LOST, STAKE, wonIf } from './common';

/**
 * Vietnamese lotteries (VNN: 27 prize numbers, VNS: 18; the special prize DB first).
 * Đề: the last two digits of the special prize. Bao lô 2 digits: the last two digits of every
 * prize number, paid per hit (stake × odds × hits: two prizes ending in the pick pay twice).
 * Bao lô 3 digits: the last three digits of every prize number of three digits or more
 * (the north's G7 and the south's G8 have two digits and do not count). Odds follow each
 * draw's count of numbers.
 */
const tail = (x: string, k: number) => x.slice(-k);
const hits = (numbers: string[], pick: string, k: number) => numbers.filter((x) => x.length >= k && tail(x, k) === pick).length;

/** Bao lô of the last `k` digits of every prize number (of k digits or more), paid per hit. */
function baoLo(k: 2 | 3, name: Label, odds: number): BetTypeDef {
  return {
    code: `LO${k}`,
    name,
    group: GROUPS.baoLo,
    odds,
    ...STAKE,
    pick: { kind: 'numbers', from: 0, to: 10 ** k - 1, pad: k, count: 1 },
    settle: (n, b) => {
      const h = hits(n, b.picks[0]!, k);
      return h > 0 ? { result: 'won', hits: h } : LOST;
    },
  };
}

function vnBetTypes(odds: { de: number; lo2: number; lo3: number }): BetTypeDef[] {
  return [
    {
      code: 'DE',
      name: { bn: 'দে (বিশেষ পুরস্কারের শেষ দুই অঙ্ক)', en: 'Đề (last two of the special prize)' },
      group: GROUPS.de,
      odds: odds.de,
      ...STAKE,
      pick: { kind: 'numbers', from: 0, to: 99, pad: 2, count: 1 },
      settle: (n, b) => wonIf(tail(n[0]!, 2) === b.picks[0]),
    },
    baoLo(2, { bn: 'বাও লো ২ অঙ্ক', en: 'Bao lô 2 digits' }, odds.lo2),
    baoLo(3, { bn: 'বাও লো ৩ অঙ্ক', en: 'Bao lô 3 digits' }, odds.lo3),
  ];
}

/** Fair odds: đề 100; bao lô 2 digits 100/27 (north), 100/18 (south); 3 digits 1000/23, 1000/17. */
export const VNN_BET_TYPES = vnBetTypes({ de: 90, lo2: 3.5, lo3: 40 });
export const VNS_BET_TYPES = vnBetTypes({ de: 90, lo2: 5.3, lo3: 55 });
