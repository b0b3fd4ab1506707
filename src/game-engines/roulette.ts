import { is } from 'superstruct';
import { RouletteChoice, RouletteConfig, type RouletteOutcome } from '../vendor/api';
import { EngineInputError, type GameEngine } from './engine';

/**
 * European roulette, single zero (docs/demo-vendor.md "Roulette"): pocket = floor(float × 37).
 * Multipliers (stake included): straight 36, dozen and column 3, even-money bets 2; zero loses
 * every outside bet.
 */
export const POCKETS = 37;
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export function pocketColor(c: RouletteConfig, pocket: number): 'red' | 'black' | 'green' {
  return pocket === 0 ? 'green' : c.red.includes(pocket) ? 'red' : 'black';
}

/** Multiplier of a bet on a pocket. */
export function rouletteMultiplier(c: RouletteConfig, choice: RouletteChoice, pocket: number): number {
  const n = choice.number ?? 0;
  if (choice.bet === 'straight') return pocket === n ? 36 : 0;
  if (pocket === 0) return 0;
  switch (choice.bet) {
    case 'red':
      return pocketColor(c, pocket) === 'red' ? 2 : 0;
    case 'black':
      return pocketColor(c, pocket) === 'black' ? 2 : 0;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
    case 'even':
      return pocket % 2 === 0 ? 2 : 0;
    case 'low':
      return pocket <= 18 ? 2 : 0;
    case 'high':
      return pocket >= 19 ? 2 : 0;
    case 'dozen':
      return Math.ceil(pocket / 12) === n ? 3 : 0;
    case 'column':
      return ((pocket - 1) % 3) + 1 === n ? 3 : 0;
  }
}

export const roulette: GameEngine<RouletteConfig, RouletteChoice, RouletteOutcome> = {
  config(raw) {
    if (is(raw, RouletteConfig) && raw.red.length === 18) return raw;
    return { red: RED };
  },
  choice(raw) {
    if (!is(raw, RouletteChoice)) throw new EngineInputError('choice.bet', 'a roulette bet');
    const n = raw.number;
    if (raw.bet === 'straight') {
      if (n === undefined || !Number.isInteger(n) || n < 0 || n > 36) throw new EngineInputError('choice.number', 'pocket 0..36');
      return { bet: raw.bet, number: n };
    }
    if (raw.bet === 'dozen' || raw.bet === 'column') {
      if (n === undefined || !Number.isInteger(n) || n < 1 || n > 3) throw new EngineInputError('choice.number', '1..3');
      return { bet: raw.bet, number: n };
    }
    return { bet: raw.bet };
  },
  floats: () => 1,
  play(rng, c, choice) {
    const pocket = rng.int(POCKETS);
    const multiplier = rouletteMultiplier(c, choice, pocket);
    return { engine: 'roulette', pocket, color: pocketColor(c, pocket), win: multiplier > 0, multiplier };
  },
  /** Every bet: (winning pockets × multiplier) / 37 = 36/37. */
  rtp(c) {
    let sum = 0;
    for (let p = 0; p < POCKETS; p++) sum += rouletteMultiplier(c, { bet: 'red' }, p);
    return sum / POCKETS;
  },
};
