import { describe, expect, it } from 'vitest';
import { outcomeOf, payoutOf } from './settle';

describe('payouts', () => {
  it('pay stake × odds × hits, rounded down to a minor unit', () => {
    expect(payoutOf(1000, '1.9800', 1)).toBe(1980);
    expect(payoutOf(333, 1.98, 1)).toBe(659);
    expect(payoutOf(1000, '3.5000', 3)).toBe(10_500);
    expect(payoutOf(100_000, '940.0000', 1)).toBe(94_000_000);
  });

  it('a bet of a type the code no longer knows is refunded', () => {
    expect(outcomeOf('SSC', ['1', '2', '3', '4', '5'], { bet_type: 'GONE', position: null, picks: ['1'] })).toEqual({ result: 'void' });
    expect(outcomeOf('SSC', ['1', '2', '3', '4', '5'], { bet_type: 'POS_DIGIT', position: '2', picks: ['2'] })).toEqual({ result: 'won', hits: 1 });
  });
});
