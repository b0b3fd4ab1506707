import { describe, expect, it } from 'vitest';
import { cockfight } from './cockfight';
import { dice, diceMultiplier } from './dice';
import { fish } from './fish';
import { impliedProbabilities, oddsRtp, pickByOdds } from './odds';
import { payoutOf } from './payout';
import { fixtureOdds, fixtureRtp } from './sports';

const one = (f: number) => ({ next: () => f, int: (n: number) => Math.floor(f * n) });

describe('dice, fish, cockfight, fixtures, payouts', () => {
  it('dice: roll under target wins (1 − edge) × 10000 / target, floored to 4 decimals', () => {
    const c = dice.config({}, 99);
    expect(c.houseEdge).toBe(0.01);
    expect(diceMultiplier(c, 5000)).toBe(1.98);
    expect(diceMultiplier(c, 3333)).toBe(2.9702);
    expect(dice.play(one(0.49995), c, { target: 5000 })).toMatchObject({ roll: 4999, win: true, multiplier: 1.98 });
    expect(dice.play(one(0.5), c, { target: 5000 })).toMatchObject({ roll: 5000, win: false, multiplier: 0 });
    expect(dice.rtp(c)).toBeCloseTo(0.99, 10);
    expect(() => dice.choice({ target: 9999 }, c)).toThrow();
  });

  it('fish: a species of multiplier m hits with probability rtp / m', () => {
    const c = fish.config({}, 96);
    expect(fish.play(one(0.96 / 20 - 1e-9), c, { species: 'shark' })).toMatchObject({ hit: true, multiplier: 20 });
    expect(fish.play(one(0.96 / 20), c, { species: 'shark' })).toMatchObject({ hit: false, multiplier: 0 });
    expect(fish.rtp(c)).toBe(0.96);
    expect(() => fish.choice({ species: 'kraken' }, c)).toThrow();
  });

  it('odds imply normalised probabilities; every pick returns 1 / Σ 1/odds', () => {
    expect(impliedProbabilities([2, 2])).toEqual([0.5, 0.5]);
    expect(pickByOdds(0.4999, [2, 2])).toBe(0);
    expect(pickByOdds(0.5, [2, 2])).toBe(1);
    expect(oddsRtp([1.9, 1.9])).toBeCloseTo(0.95, 12);
  });

  it('cockfight: configured odds pay their own side only; default odds from the RTP', () => {
    const c = cockfight.config({ odds: { meron: 1.9, wala: 1.9, draw: 9 } }, null);
    expect(cockfight.play(one(0.1), c, { side: 'meron' })).toMatchObject({ result: 'meron', multiplier: 1.9 });
    expect(cockfight.play(one(0.1), c, { side: 'draw' })).toMatchObject({ result: 'meron', multiplier: 0 });
    expect(cockfight.play(one(0.99), c, { side: 'draw' })).toMatchObject({ result: 'draw', multiplier: 9 });
    const d = cockfight.config({ arena: 'x' }, 95);
    expect(Math.abs(cockfight.rtp(d) - 0.95)).toBeLessThan(0.005);
  });

  it('fixture odds from probabilities and margin: floor2(1 / (p × (1 + margin)))', () => {
    const o = fixtureOdds({ home: 0.5, draw: 0.25, away: 0.25 }, 0.05);
    expect(o).toEqual({ home: 1.9, draw: 3.8, away: 3.8 });
    expect(fixtureRtp(o)).toBeCloseTo(0.95, 12);
    expect(fixtureOdds({ home: 0.6, away: 0.4 }, 0.05)).toEqual({ home: 1.58, away: 2.38 });
  });

  it('payout = floor(stake × multiplier) in integers, even for huge stakes', () => {
    expect(payoutOf(100, 1.95)).toBe(195);
    expect(payoutOf(333, 2.9702)).toBe(989);
    expect(payoutOf(1_000_000_000_000, 36)).toBe(36_000_000_000_000);
    expect(payoutOf(1_000_000_000_001, 1.9999)).toBe(1_999_900_000_001);
    expect(payoutOf(500, 0)).toBe(0);
  });
});
