import { describe, expect, it } from 'vitest';
import type { BetTypeDef } from './common';
import { PK10_BET_TYPES, SUM2_ODDS } from './pk10';

const type = (code: string) => PK10_BET_TYPES.find((b) => b.code === code)!;
const cars = (...n: number[]) => n.map((x) => String(x).padStart(2, '0'));
const ORDER = cars(3, 7, 10, 1, 5, 6, 2, 9, 4, 8);
const settle = (def: BetTypeDef, numbers: string[], position: string | null, pick: string) => def.settle(numbers, { position, picks: [pick] }).result;

describe('PK10 settlement', () => {
  it('place car wins when the car at the place is the pick', () => {
    expect(settle(type('POS_CAR'), ORDER, '3', '10')).toBe('won');
    expect(settle(type('POS_CAR'), ORDER, '3', '09')).toBe('lost');
    expect(settle(type('POS_CAR'), ORDER, '10', '08')).toBe('won');
  });

  it('place big/small: 06–10 big, 01–05 small', () => {
    const t = type('POS_BS');
    expect(settle(t, ORDER, '1', 'SMALL')).toBe('won');
    expect(settle(t, ORDER, '2', 'BIG')).toBe('won');
    expect(settle(t, ORDER, '5', 'SMALL')).toBe('won');
    expect(settle(t, ORDER, '6', 'BIG')).toBe('won');
    expect(settle(t, ORDER, '6', 'SMALL')).toBe('lost');
  });

  it('place odd/even', () => {
    expect(settle(type('POS_OE'), ORDER, '1', 'ODD')).toBe('won');
    expect(settle(type('POS_OE'), ORDER, '3', 'EVEN')).toBe('won');
    expect(settle(type('POS_OE'), ORDER, '3', 'ODD')).toBe('lost');
  });

  it('dragon/tiger compares place i with place 11 − i (never a tie)', () => {
    const t = type('DT');
    expect(settle(t, ORDER, '1', 'TIGER')).toBe('won'); // 03 vs 08
    expect(settle(t, ORDER, '1', 'DRAGON')).toBe('lost');
    expect(settle(t, ORDER, '2', 'DRAGON')).toBe('won'); // 07 vs 04
    expect(settle(t, ORDER, '5', 'TIGER')).toBe('won'); // 05 vs 06
    expect(t.positions?.map((p) => p.label.en)).toEqual(['1st vs 10th', '2nd vs 9th', '3rd vs 8th', '4th vs 7th', '5th vs 6th']);
  });

  it('sum of the first two wins on its exact value, each value at its own odds', () => {
    const t = type('SUM2');
    expect(settle(t, ORDER, null, '10')).toBe('won');
    expect(settle(t, ORDER, null, '11')).toBe('lost');
    expect(settle(t, cars(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), null, '3')).toBe('won');
    expect(settle(t, cars(10, 9, 1, 2, 3, 4, 5, 6, 7, 8), null, '19')).toBe('won');
    const options = t.pick.kind === 'option' ? t.pick.options : [];
    expect(options.map((o) => o.value)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 3)));
    // Every value pays less than its fair odds (90 ordered pairs / pairs with that sum).
    const pairs: Record<number, number> = {};
    for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) pairs[a + b] = (pairs[a + b] ?? 0) + 1;
    for (const [v, odds] of Object.entries(SUM2_ODDS)) expect(odds).toBeLessThan(90 / pairs[Number(v)]!);
  });

  it('sum of the first two: 12–19 big, 3–11 small; odd/even', () => {
    const bs = type('SUM2_BS');
    expect(settle(bs, ORDER, null, 'SMALL')).toBe('won');
    expect(settle(bs, cars(5, 6, 1, 2, 3, 4, 7, 8, 9, 10), null, 'SMALL')).toBe('won');
    expect(settle(bs, cars(5, 7, 1, 2, 3, 4, 6, 8, 9, 10), null, 'BIG')).toBe('won');
    expect(settle(bs, cars(5, 7, 1, 2, 3, 4, 6, 8, 9, 10), null, 'SMALL')).toBe('lost');
    const oe = type('SUM2_OE');
    expect(settle(oe, ORDER, null, 'EVEN')).toBe('won');
    expect(settle(oe, cars(5, 6, 1, 2, 3, 4, 7, 8, 9, 10), null, 'ODD')).toBe('won');
    expect(settle(oe, cars(5, 6, 1, 2, 3, 4, 7, 8, 9, 10), null, 'EVEN')).toBe('lost');
  });
});
