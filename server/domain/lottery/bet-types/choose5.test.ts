import { describe, expect, it } from 'vitest';
import { CHOOSE5_BET_TYPES } from './choose5';

const type = (code: string) => CHOOSE5_BET_TYPES.find((b) => b.code === code)!;
const DRAW = ['03', '11', '07', '01', '09'];
const settle = (code: string, picks: string[]) => type(code).settle(DRAW, { position: null, picks }).result;

describe('11X5 settlement', () => {
  it('pick N any order wins when all N picks are among the five drawn', () => {
    expect(settle('ANY_1', ['07'])).toBe('won');
    expect(settle('ANY_1', ['02'])).toBe('lost');
    expect(settle('ANY_2', ['09', '03'])).toBe('won');
    expect(settle('ANY_2', ['09', '10'])).toBe('lost');
    expect(settle('ANY_3', ['01', '03', '09'])).toBe('won');
    expect(settle('ANY_3', ['01', '03', '02'])).toBe('lost');
    expect(settle('ANY_4', ['11', '07', '01', '09'])).toBe('won');
    expect(settle('ANY_4', ['11', '07', '01', '08'])).toBe('lost');
    expect(settle('ANY_5', ['09', '01', '07', '11', '03'])).toBe('won');
    expect(settle('ANY_5', ['09', '01', '07', '11', '04'])).toBe('lost');
  });

  it('first two / first three win only in the drawn order', () => {
    expect(settle('FRONT2', ['03', '11'])).toBe('won');
    expect(settle('FRONT2', ['11', '03'])).toBe('lost');
    expect(settle('FRONT3', ['03', '11', '07'])).toBe('won');
    expect(settle('FRONT3', ['03', '07', '11'])).toBe('lost');
  });

  it('pick N picks exactly N numbers of 01–11', () => {
    expect(CHOOSE5_BET_TYPES.map((b) => [b.code, b.pick.kind === 'numbers' && b.pick.count])).toEqual([
      ['ANY_1', 1], ['ANY_2', 2], ['ANY_3', 3], ['ANY_4', 4], ['ANY_5', 5], ['FRONT2', 2], ['FRONT3', 3],
    ]);
  });
});
