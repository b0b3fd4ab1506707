import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatRate } from './contract-format';

describe('contract figures are written as every figure of the site', () => {
  it('grouped Latin digits, two decimals, the sign before the symbol, in every language', () => {
    expect(formatMoney(123_456_789, 'P')).toBe('P 1,234,567.89');
    expect(formatMoney(-200_000, 'P')).toBe('-P 2,000.00');
    expect(formatRate(150)).toBe('1.5%');
    expect(formatRate(1)).toBe('0.01%');
    expect(formatCount(12_000)).toBe('12,000');
  });
});
