import { is } from 'superstruct';
import { CockfightChoice, CockfightConfig, type CockfightOutcome } from '../vendor/api';
import { EngineInputError, type GameEngine, isRecord, rtpFraction } from './engine';
import { oddsRtp, pickByOdds } from './odds';
import { floorTo } from './payout';

/**
 * Cockfight (sabong): Meron, Wala or Draw at configured decimal odds; the result is drawn with
 * the probabilities the odds imply (./odds.ts), one float. Each side wins only its own bet.
 * Without configured odds: base probabilities 0.46 / 0.46 / 0.08 and odds = floor2(rtp / p).
 */
const SIDES = ['meron', 'wala', 'draw'] as const;
const BASE = { meron: 0.46, wala: 0.46, draw: 0.08 };

export const cockfight: GameEngine<CockfightConfig, CockfightChoice, CockfightOutcome> = {
  config(raw, rtpPercent) {
    if (is(raw, CockfightConfig)) {
      if (SIDES.some((s) => !(raw.odds[s] > 1))) throw new EngineInputError('config.odds', 'decimal odds above 1');
      return raw;
    }
    const rtp = isRecord(raw) && typeof raw.rtp === 'number' ? raw.rtp : rtpFraction(rtpPercent, 0.95);
    return { odds: { meron: floorTo(rtp / BASE.meron, 2), wala: floorTo(rtp / BASE.wala, 2), draw: floorTo(rtp / BASE.draw, 2) } };
  },
  choice(raw) {
    if (!is(raw, CockfightChoice)) throw new EngineInputError('choice.side', 'meron, wala or draw');
    return { side: raw.side };
  },
  floats: () => 1,
  play(rng, c, { side }) {
    const result = SIDES[pickByOdds(rng.next(), SIDES.map((s) => c.odds[s]))]!;
    return { engine: 'cockfight', result, side, multiplier: result === side ? c.odds[side] : 0 };
  },
  rtp: (c) => oddsRtp(SIDES.map((s) => c.odds[s])),
};
