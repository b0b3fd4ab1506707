import { describe, expect, it } from 'vitest';
import { linePay, SLOT_PAYTABLES, slot, slotVariant } from './slot';

describe('slot', () => {
  const c = slotVariant('classic');

  it('a line pays left to right from reel 1; the wild substitutes; the better of wild run and symbol run pays', () => {
    expect(linePay(c, ['bar', 'bar', 'bar', 'lemon', 'bar'])).toEqual({ symbol: 'bar', count: 3, pays: 40 });
    expect(linePay(c, ['wild', 'bar', 'wild', 'bar', 'plum'])).toEqual({ symbol: 'bar', count: 4, pays: 150 });
    expect(linePay(c, ['lemon', 'bar', 'bar', 'bar', 'bar'])).toBeNull();
    expect(linePay(c, ['wild', 'wild', 'wild', 'cherry', 'plum'])).toEqual({ symbol: 'wild', count: 3, pays: 95 });
    expect(linePay(c, ['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'wild', count: 5, pays: 4000 });
    expect(linePay(c, ['cherry', 'cherry', 'plum', 'cherry', 'cherry'])).toBeNull();
  });

  it('a spin shows rows strip[stop], strip[stop+1], strip[stop+2] (wrapping) and sums its line pays × scale ÷ lines', () => {
    const len = c.reels[0]!.length;
    const floats = [0, 0.5, (len - 1 + 0.5) / len, 0.25, 0.75];
    let k = 0;
    const o = slot.play({ next: () => floats[k++]!, int: (n) => Math.floor(floats[k++]! * n) }, c, {});
    expect(o.stops[2]).toBe(len - 1);
    expect(o.grid[1]![2]).toBe(c.reels[2]![0]);
    const total = o.wins.reduce((s, w) => s + w.pays, 0);
    expect(o.multiplier).toBeCloseTo(Math.floor((total * c.scale * 10_000) / c.paylines.length) / 10_000, 10);
  });

  it('the exact RTP of every paytable meets each configured RTP of the catalogue (94–97%) within 0.5%', () => {
    for (const variant of Object.keys(SLOT_PAYTABLES)) {
      for (const rtp of [94, 94.5, 95, 95.5, 96, 96.08, 96.5, 96.81, 96.95, 97]) {
        const exact = slot.rtp(slot.config({ paytable: variant }, rtp));
        expect(Math.abs(exact * 100 - rtp), `${variant} at ${rtp}%: ${exact}`).toBeLessThan(0.5);
      }
    }
  });

  it('the exact RTP is the enumeration of symbol frequencies: a one-symbol strip pays its 5-of-a-kind', () => {
    const one = { ...c, reels: c.reels.map(() => ['bell', 'bell', 'bell']), scale: 1 };
    expect(slot.rtp(one)).toBe(300);
  });

  it('takes no choice (no auto-play: one spin per request)', () => {
    expect(slot.choice({}, c)).toEqual({});
    expect(() => slot.choice({ auto: 10 }, c)).toThrow();
  });
});
