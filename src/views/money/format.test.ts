import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

describe('formatAmount', () => {
  it('groups the whole part in thousands and keeps two decimals of minor units', () => {
    expect(formatAmount(123456, 'P')).toBe('P 1,234.56');
    expect(formatAmount(100_000_000_05, '৳')).toBe('৳ 100,000,000.05');
    expect(formatAmount(7, 'P')).toBe('P 0.07');
  });

  it('puts the sign of a negative amount before the symbol', () => {
    expect(formatAmount(-500, 'P')).toBe('-P 5.00');
  });

  it('writes a scale of 0 without decimals, and the largest safe amount digit for digit', () => {
    expect(formatAmount(1234567, 'P', 0)).toBe('P 1,234,567');
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 'P')).toBe('P 90,071,992,547,409.91');
  });
});
