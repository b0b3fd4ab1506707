import { describe, expect, it } from 'vitest';
import type { BetTypeDef } from './common';
import { SSC_BET_TYPES, SUM_BIG_FROM, threeShape } from './ssc';

const type = (code: string) => SSC_BET_TYPES.find((b) => b.code === code)!;
const settle = (def: BetTypeDef, numbers: string, position: string | null, pick: string) => def.settle(numbers.split(''), { position, picks: [pick] }).result;

describe('SSC settlement', () => {
  it('position digit wins when the digit at the position is the pick', () => {
    const t = type('POS_DIGIT');
    expect(settle(t, '31415', '3', '4')).toBe('won');
    expect(settle(t, '31415', '3', '1')).toBe('lost');
    expect(settle(t, '31415', '5', '5')).toBe('won');
  });

  it('position big/small: 5–9 big, 0–4 small', () => {
    const t = type('POS_BS');
    expect(settle(t, '45000', '1', 'SMALL')).toBe('won');
    expect(settle(t, '45000', '1', 'BIG')).toBe('lost');
    expect(settle(t, '45000', '2', 'BIG')).toBe('won');
  });

  it('position odd/even', () => {
    const t = type('POS_OE');
    expect(settle(t, '70000', '1', 'ODD')).toBe('won');
    expect(settle(t, '70000', '2', 'EVEN')).toBe('won');
    expect(settle(t, '70000', '2', 'ODD')).toBe('lost');
  });

  it(`sum of the five is big from ${SUM_BIG_FROM}: 22 is small, 23 big`, () => {
    const t = type('SUM_BS');
    expect(settle(t, '99400', null, 'SMALL')).toBe('won');
    expect(settle(t, '99400', null, 'BIG')).toBe('lost');
    expect(settle(t, '99500', null, 'BIG')).toBe('won');
    expect(settle(t, '99999', null, 'BIG')).toBe('won');
    expect(settle(t, '00000', null, 'SMALL')).toBe('won');
  });

  it('sum odd/even', () => {
    const t = type('SUM_OE');
    expect(settle(t, '12000', null, 'ODD')).toBe('won');
    expect(settle(t, '12100', null, 'EVEN')).toBe('won');
    expect(settle(t, '12100', null, 'ODD')).toBe('lost');
  });

  it('dragon/tiger compares the 1st and 5th digits; a tie loses dragon and tiger and pays the tie', () => {
    const t = type('DT');
    expect(settle(t, '70003', null, 'DRAGON')).toBe('won');
    expect(settle(t, '70003', null, 'TIGER')).toBe('lost');
    expect(settle(t, '20008', null, 'TIGER')).toBe('won');
    expect(settle(t, '20008', null, 'TIE')).toBe('lost');
    expect(settle(t, '51235', null, 'DRAGON')).toBe('lost');
    expect(settle(t, '51235', null, 'TIGER')).toBe('lost');
    expect(settle(t, '51235', null, 'TIE')).toBe('won');
    expect(t.pick.kind === 'option' && t.pick.options.find((o) => o.value === 'TIE')?.odds).toBe(9);
  });

  it('three-digit shapes: leopard, straight (9-0 adjacent), pair, half straight, misc', () => {
    expect(threeShape(7, 7, 7)).toBe('LEOPARD');
    expect(threeShape(1, 2, 3)).toBe('STRAIGHT');
    expect(threeShape(3, 1, 2)).toBe('STRAIGHT');
    expect(threeShape(8, 9, 0)).toBe('STRAIGHT');
    expect(threeShape(9, 0, 1)).toBe('STRAIGHT');
    expect(threeShape(1, 1, 2)).toBe('PAIR');
    expect(threeShape(5, 0, 5)).toBe('PAIR');
    expect(threeShape(1, 2, 4)).toBe('HALF');
    expect(threeShape(0, 9, 5)).toBe('HALF');
    expect(threeShape(1, 3, 5)).toBe('MISC');
    expect(threeShape(0, 2, 8)).toBe('MISC');
  });

  it('three-digit shapes split the 1000 combinations 10 / 60 / 270 / 360 / 300', () => {
    const n: Record<string, number> = {};
    for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) n[threeShape(a, b, c)] = (n[threeShape(a, b, c)] ?? 0) + 1;
    expect(n).toEqual({ LEOPARD: 10, STRAIGHT: 60, PAIR: 270, HALF: 360, MISC: 300 });
  });

  it('front, middle and back three read digits 1–3, 2–4 and 3–5', () => {
    const t = type('THREE');
    expect(settle(t, '77712', 'FRONT', 'LEOPARD')).toBe('won');
    expect(settle(t, '77712', 'MIDDLE', 'PAIR')).toBe('won');
    expect(settle(t, '77712', 'BACK', 'HALF')).toBe('won');
    expect(settle(t, '77712', 'BACK', 'STRAIGHT')).toBe('lost');
    expect(settle(t, '01234', 'BACK', 'STRAIGHT')).toBe('won');
  });
});
