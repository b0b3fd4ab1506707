import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOTTERY_TYPES } from '../../../src/api/schemas/lottery';
import { commitmentOf, drawNumbers, isDrawShape, newSalt, VN_PRIZES, vnPrizes } from './numbers';

const SAMPLE = 2000;
const draws = (type: (typeof LOTTERY_TYPES)[number]) => Array.from({ length: SAMPLE }, () => drawNumbers(type));
const ints = (xs: string[]) => xs.map(Number);

describe('draw numbers have their lottery’s shape', () => {
  it('SSC: 5 digits "0"–"9"', () => {
    for (const d of draws('SSC')) {
      expect(d).toHaveLength(5);
      for (const x of d) expect(x).toMatch(/^\d$/);
    }
  });

  it('PK10: an order of the ten cars "01"–"10"', () => {
    for (const d of draws('PK10')) {
      expect(d.every((x) => /^\d\d$/.test(x))).toBe(true);
      expect(ints(d).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('11X5: 5 distinct of "01"–"11"', () => {
    for (const d of draws('11X5')) {
      expect(d).toHaveLength(5);
      expect(new Set(d).size).toBe(5);
      expect(d.every((x) => /^\d\d$/.test(x) && Number(x) >= 1 && Number(x) <= 11)).toBe(true);
    }
  });

  it('LHC: 7 distinct of "01"–"49" (the 7th the special)', () => {
    for (const d of draws('LHC')) {
      expect(d).toHaveLength(7);
      expect(new Set(d).size).toBe(7);
      expect(d.every((x) => /^\d\d$/.test(x) && Number(x) >= 1 && Number(x) <= 49)).toBe(true);
    }
  });

  it('VN north: 27 numbers, VN south: 18, each prize with its digits', () => {
    for (const [type, count] of [['VNN', 27], ['VNS', 18]] as const) {
      const widths = VN_PRIZES[type].flatMap((p) => Array<number>(p.count).fill(p.digits));
      expect(widths).toHaveLength(count);
      for (const d of draws(type)) {
        expect(d).toHaveLength(count);
        d.forEach((x, i) => expect(x).toMatch(new RegExp(`^\\d{${widths[i]}}$`)));
      }
    }
  });

  it('VN prizes group the numbers: special (DB) first, then G1…', () => {
    const d = drawNumbers('VNN');
    const prizes = vnPrizes('VNN', d);
    expect(prizes.map((p) => [p.name, p.numbers.length])).toEqual([['DB', 1], ['G1', 1], ['G2', 2], ['G3', 6], ['G4', 4], ['G5', 6], ['G6', 3], ['G7', 4]]);
    expect(prizes.flatMap((p) => p.numbers)).toEqual(d);
    expect(vnPrizes('VNS', drawNumbers('VNS')).map((p) => p.name)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
  });
});

describe('a draw’s shape is checked before it settles', () => {
  it('accepts generated draws and refuses wrong counts, ranges and repeats', () => {
    for (const t of LOTTERY_TYPES) expect(isDrawShape(t, drawNumbers(t)), t).toBe(true);
    expect(isDrawShape('SSC', ['1', '2', '3', '4'])).toBe(false);
    expect(isDrawShape('PK10', ['01', '01', '03', '04', '05', '06', '07', '08', '09', '10'])).toBe(false);
    expect(isDrawShape('11X5', ['01', '02', '03', '04', '12'])).toBe(false);
    expect(isDrawShape('LHC', ['01', '02', '03', '04', '05', '06', '50'])).toBe(false);
    expect(isDrawShape('VNN', drawNumbers('VNS'))).toBe(false);
    expect(isDrawShape('SSC', [])).toBe(false);
  });
});

describe('commitment', () => {
  it('is sha256 of the numbers joined by commas, a bar and the salt', () => {
    const expected = createHash('sha256').update('1,2,3,4,5|00112233445566778899aabbccddeeff').digest('hex');
    expect(commitmentOf(['1', '2', '3', '4', '5'], '00112233445566778899aabbccddeeff')).toBe(expected);
  });

  it('a salt is 128 random bits in hex', () => {
    const a = newSalt();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSalt()).not.toBe(a);
  });
});
