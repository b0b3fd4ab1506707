import { describe, expect, it } from 'vitest';
import { groupThousands } from './grouping';

const intl = new Intl.NumberFormat('en-US');

describe('groupThousands', () => {
  it('writes integers as en-US does: a comma every three digits', () => {
    for (const n of [0, 7, 12, 123, 1234, 12345, 123456, 1234567, 1_000_000, 90_071_992_547_409, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1234567]) {
      expect(groupThousands(n)).toBe(intl.format(n));
    }
  });

  it('keeps at most three decimals, rounded, as en-US does', () => {
    for (const n of [0.5, 1234.5, 1234.56, 1234.567, 1234.5678, 0.0004, -1234.25, 1.1]) {
      expect(groupThousands(n)).toBe(intl.format(n));
    }
  });

  it('writes a number past the safe range in plain digits, not exponent notation', () => {
    expect(groupThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('writes zero without a sign, also a negative zero or what rounds to zero (en-US would write "-0")', () => {
    expect(groupThousands(-0)).toBe('0');
    expect(groupThousands(-0.0001)).toBe('0');
  });

  it('leaves what is not a finite number as it is', () => {
    expect(groupThousands(Number.NaN)).toBe('NaN');
    expect(groupThousands(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('matches en-US on a spread of values', () => {
    for (let i = 0; i < 2000; i++) {
      const n = Math.round((Math.random() - 0.3) * 10 ** (1 + (i % 15))) || 0;
      expect(groupThousands(n)).toBe(intl.format(n));
    }
  });
});
