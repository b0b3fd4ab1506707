import { describe, expect, it } from 'vitest';
import type { RouletteChoice } from '../vendor/api';
import { EngineInputError } from './engine';
import { POCKETS, pocketColor, roulette, rouletteMultiplier } from './roulette';

const c = roulette.config({}, null);
const winners = (choice: RouletteChoice) => Array.from({ length: POCKETS }, (_, p) => p).filter((p) => rouletteMultiplier(c, choice, p) > 0);
const pays = (choice: RouletteChoice, pocket: number) => rouletteMultiplier(c, choice, pocket);

describe('European roulette payouts per bet', () => {
  it('straight pays 36× on its pocket only, zero included', () => {
    expect(winners({ bet: 'straight', number: 17 })).toEqual([17]);
    expect(pays({ bet: 'straight', number: 17 }, 17)).toBe(36);
    expect(winners({ bet: 'straight', number: 0 })).toEqual([0]);
  });

  it('red/black, odd/even, low/high pay 2× on their 18 pockets; zero loses them all', () => {
    expect(winners({ bet: 'red' })).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(winners({ bet: 'black' })).toEqual([2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35]);
    expect(winners({ bet: 'odd' })).toEqual(Array.from({ length: 18 }, (_, i) => 2 * i + 1));
    expect(winners({ bet: 'even' })).toEqual(Array.from({ length: 18 }, (_, i) => 2 * i + 2));
    expect(winners({ bet: 'low' })).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(winners({ bet: 'high' })).toEqual(Array.from({ length: 18 }, (_, i) => i + 19));
    for (const bet of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(pays({ bet }, 0)).toBe(0);
      expect(Math.max(...winners({ bet }).map((p) => pays({ bet }, p)))).toBe(2);
    }
    expect(pocketColor(c, 0)).toBe('green');
  });

  it('dozens and columns pay 3× on their 12 pockets', () => {
    expect(winners({ bet: 'dozen', number: 1 })).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(winners({ bet: 'dozen', number: 3 })).toEqual(Array.from({ length: 12 }, (_, i) => i + 25));
    expect(winners({ bet: 'column', number: 1 })).toEqual(Array.from({ length: 12 }, (_, i) => 3 * i + 1));
    expect(winners({ bet: 'column', number: 3 })).toEqual(Array.from({ length: 12 }, (_, i) => 3 * i + 3));
    expect(pays({ bet: 'column', number: 2 }, 35)).toBe(3);
    expect(pays({ bet: 'dozen', number: 2 }, 0)).toBe(0);
  });

  it('every bet returns 36/37', () => {
    const bets: RouletteChoice[] = [
      { bet: 'straight', number: 5 },
      { bet: 'red' },
      { bet: 'even' },
      { bet: 'high' },
      { bet: 'dozen', number: 2 },
      { bet: 'column', number: 1 },
    ];
    for (const b of bets) expect(winners(b).reduce((s, p) => s + pays(b, p), 0) / POCKETS).toBeCloseTo(36 / 37, 12);
    expect(roulette.rtp(c)).toBeCloseTo(36 / 37, 12);
  });

  it('refuses a straight without a pocket, or a dozen outside 1–3', () => {
    expect(() => roulette.choice({ bet: 'straight' }, c)).toThrow(EngineInputError);
    expect(() => roulette.choice({ bet: 'straight', number: 37 }, c)).toThrow(EngineInputError);
    expect(() => roulette.choice({ bet: 'dozen', number: 0 }, c)).toThrow(EngineInputError);
    expect(roulette.choice({ bet: 'red', number: 3 }, c)).toEqual({ bet: 'red' });
  });
});
