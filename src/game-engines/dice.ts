import { is } from 'superstruct';
import { DiceChoice, DiceConfig, type DiceOutcome } from '../vendor/api';
import { EngineInputError, type GameEngine, isRecord, rtpFraction } from './engine';
import { floorTo } from './payout';

/**
 * Dice, roll under (docs/demo-vendor.md "Dice"): roll = floor(float × 10000), 0–9999 (shown as
 * 0.00–99.99); a bet on target t (hundredths) wins when roll < t, paying
 * floor4((1 − houseEdge) × 10000 / t) times the stake.
 */
export const DICE_ROLLS = 10_000;

export function diceMultiplier(c: DiceConfig, target: number): number {
  return floorTo(((1 - c.houseEdge) * DICE_ROLLS) / target, 4);
}

export const dice: GameEngine<DiceConfig, DiceChoice, DiceOutcome> = {
  config(raw, rtpPercent) {
    if (is(raw, DiceConfig)) {
      if (!(raw.houseEdge >= 0 && raw.houseEdge < 1)) throw new EngineInputError('config.houseEdge', '0 <= edge < 1');
      if (!(Number.isInteger(raw.minTarget) && Number.isInteger(raw.maxTarget) && raw.minTarget >= 1 && raw.maxTarget < DICE_ROLLS && raw.minTarget <= raw.maxTarget)) {
        throw new EngineInputError('config.target', 'bounds 1..9999');
      }
      return raw;
    }
    const r = isRecord(raw) ? raw : {};
    return {
      houseEdge: typeof r.houseEdge === 'number' ? r.houseEdge : Math.round((1 - rtpFraction(rtpPercent, 0.99)) * 10_000) / 10_000,
      minTarget: typeof r.minTarget === 'number' ? r.minTarget : 200,
      maxTarget: typeof r.maxTarget === 'number' ? r.maxTarget : 9500,
    };
  },
  choice(raw, c) {
    if (!is(raw, DiceChoice) || !Number.isInteger(raw.target) || raw.target < c.minTarget || raw.target > c.maxTarget) {
      throw new EngineInputError('choice.target', `integer ${c.minTarget}..${c.maxTarget}`);
    }
    return { target: raw.target };
  },
  floats: () => 1,
  play(rng, c, { target }) {
    const roll = rng.int(DICE_ROLLS);
    const win = roll < target;
    return { engine: 'dice', roll, target, win, multiplier: win ? diceMultiplier(c, target) : 0 };
  },
  /** At the middle target (5000): P(win) × multiplier, exact up to the 4-decimal floor of the multiplier. */
  rtp(c) {
    const t = Math.min(c.maxTarget, Math.max(c.minTarget, 5000));
    return (t / DICE_ROLLS) * diceMultiplier(c, t);
  },
};
