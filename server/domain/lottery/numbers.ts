import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LotteryType } from '../../../src/api/schemas/lottery';

/**
 * Draw numbers (docs/lottery.md "Numbers and commitment"): drawn from node:crypto's CSPRNG when
 * the draw is scheduled, committed by a hash published at once, revealed at the draw.
 *
 * SSC 5 digits "0"–"9"; PK10 the order of the ten cars "01"–"10"; 11X5 5 distinct of "01"–"11"
 * in draw order; LHC 7 distinct of "01"–"49", the last the special number; VNN 27 and VNS 18
 * numbers of independent digits, special prize (DB) first, then G1, G2, … (VN_PRIZES).
 */

/** A uniform integer in [min, max): crypto.randomInt by default, injectable for tests of the statistics. */
export type RandomInt = (min: number, max: number) => number;

export interface PrizeSpec {
  name: string;
  count: number;
  digits: number;
}

/** The prize table of the Vietnamese draws: 27 numbers in the north, 18 in the south. */
export const VN_PRIZES: Record<'VNN' | 'VNS', PrizeSpec[]> = {
  VNN: [
    { name: 'DB', count: 1, digits: 5 },
    { name: 'G1', count: 1, digits: 5 },
    { name: 'G2', count: 2, digits: 5 },
    { name: 'G3', count: 6, digits: 5 },
    { name: 'G4', count: 4, digits: 4 },
    { name: 'G5', count: 6, digits: 4 },
    { name: 'G6', count: 3, digits: 3 },
    { name: 'G7', count: 4, digits: 2 },
  ],
  VNS: [
    { name: 'DB', count: 1, digits: 6 },
    { name: 'G1', count: 1, digits: 5 },
    { name: 'G2', count: 1, digits: 5 },
    { name: 'G3', count: 2, digits: 5 },
    { name: 'G4', count: 7, digits: 5 },
    { name: 'G5', count: 1, digits: 4 },
    { name: 'G6', count: 3, digits: 4 },
    { name: 'G7', count: 1, digits: 3 },
    { name: 'G8', count: 1, digits: 2 },
  ],
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` distinct integers of from..to in draw order (a partial Fisher–Yates shuffle). */
function distinct(rnd: RandomInt, from: number, to: number, count: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (let i = 0; i < count; i++) {
    const j = rnd(i, pool.length);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

export function drawNumbers(type: LotteryType, rnd: RandomInt = randomInt): string[] {
  switch (type) {
    case 'SSC':
      return Array.from({ length: 5 }, () => String(rnd(0, 10)));
    case 'PK10':
      return distinct(rnd, 1, 10, 10).map((n) => pad(n, 2));
    case '11X5':
      return distinct(rnd, 1, 11, 5).map((n) => pad(n, 2));
    case 'LHC':
      return distinct(rnd, 1, 49, 7).map((n) => pad(n, 2));
    case 'VNN':
    case 'VNS':
      return VN_PRIZES[type].flatMap((p) => Array.from({ length: p.count }, () => pad(rnd(0, 10 ** p.digits), p.digits)));
  }
}

/** Do these numbers have the shape of a draw of the type (count, digits, range, distinctness)? */
export function isDrawShape(type: LotteryType, numbers: readonly string[]): boolean {
  const all = (count: number, re: RegExp, from: number, to: number, unique: boolean) =>
    numbers.length === count && numbers.every((x) => re.test(x) && Number(x) >= from && Number(x) <= to) && (!unique || new Set(numbers).size === count);
  switch (type) {
    case 'SSC':
      return all(5, /^\d$/, 0, 9, false);
    case 'PK10':
      return all(10, /^\d\d$/, 1, 10, true);
    case '11X5':
      return all(5, /^\d\d$/, 1, 11, true);
    case 'LHC':
      return all(7, /^\d\d$/, 1, 49, true);
    case 'VNN':
    case 'VNS': {
      const widths = VN_PRIZES[type].flatMap((p) => Array<number>(p.count).fill(p.digits));
      return numbers.length === widths.length && numbers.every((x, i) => x.length === widths[i] && /^\d+$/.test(x));
    }
  }
}

/** The numbers grouped by prize (VNN/VNS), as the wire's `prizes`. */
export function vnPrizes(type: 'VNN' | 'VNS', numbers: string[]): { name: string; numbers: string[] }[] {
  let i = 0;
  return VN_PRIZES[type].map((p) => {
    const group = numbers.slice(i, i + p.count);
    i += p.count;
    return { name: p.name, numbers: group };
  });
}

/** 128-bit salt, hex. */
export const newSalt = () => randomBytes(16).toString('hex');

/** sha256(numbers.join(',') + '|' + salt), hex: published before the draw, checkable after it. */
export const commitmentOf = (numbers: readonly string[], salt: string) => createHash('sha256').update(`${numbers.join(',')}|${salt}`).digest('hex');
