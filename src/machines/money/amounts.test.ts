import { describe, expect, it } from 'vitest';
import { MONEY } from '../../config/constants';
import { newRequestId, parseAmount } from './amounts';
import { formatAmount } from '../../views/money/format';

describe('money format', () => {
  it('formats minor units with the symbol, grouping and scale', () => {
    expect(formatAmount(123456, 'P')).toBe('P 1,234.56');
    expect(formatAmount(5, 'P')).toBe('P 0.05');
    expect(formatAmount(-500, '¥')).toBe('-¥ 5.00');
    expect(formatAmount(0, 'P')).toBe('P 0.00');
    expect(formatAmount(1234, 'P', 0)).toBe('P 1,234');
  });

  it('parses typed amounts into minor units and refuses the rest', () => {
    expect(parseAmount('1,234.5')).toBe(123450);
    expect(parseAmount(' 20 ')).toBe(2000);
    expect(parseAmount('0.01')).toBe(1);
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e5', '12345678901234']) expect(parseAmount(bad)).toBeNull();
  });

  it('makes request ids the server accepts', () => {
    const a = newRequestId();
    expect(a).toMatch(MONEY.requestIdPattern);
    expect(newRequestId()).not.toBe(a);
  });
});
