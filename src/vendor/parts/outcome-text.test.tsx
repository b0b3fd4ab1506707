import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundOutcome } from '../api';
import { useVendorLocale, WithVendorI18n } from '../testing/vendor-i18n';
import { useOutcomeText } from './outcome-text';

afterEach(() => useVendorLocale('en'));

const slotWith = (lines: number): RoundOutcome => ({
  engine: 'slot',
  stops: [0, 0, 0, 0, 0],
  grid: [],
  wins: Array.from({ length: lines }, (_, line) => ({ line, symbol: 'cherry', count: 3, pays: 8 })),
  multiplier: 1.5,
});

function textOf(o: RoundOutcome) {
  return renderHook(() => useOutcomeText(), { wrapper: WithVendorI18n }).result.current(o);
}

describe('a slot round’s result line', () => {
  it('counts winning lines with the right plural in English: 1 winning line, 2 winning lines', () => {
    useVendorLocale('en');
    expect(textOf(slotWith(1))).toBe('1 winning line, ×1.5');
    expect(textOf(slotWith(2))).toBe('2 winning lines, ×1.5');
    expect(textOf(slotWith(0))).toBe('No winning line');
  });

  it('counts them in Bengali too, in Bengali digits as the plural formats them', () => {
    useVendorLocale('bn');
    expect(textOf(slotWith(1))).toBe('১টি জয়ী লাইন, ×1.5');
    expect(textOf(slotWith(3))).toBe('৩টি জয়ী লাইন, ×1.5');
  });
});
