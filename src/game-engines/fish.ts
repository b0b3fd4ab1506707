import { is } from 'superstruct';
import { FishChoice, FishConfig, type FishOutcome } from '../vendor/api';
import { EngineInputError, type GameEngine, isRecord, rtpFraction } from './engine';

/**
 * Fish shooter (docs/demo-vendor.md "Fish"): a shot of stake s at a species of multiplier m
 * hits when float < rtp / m and then pays s × m; so every species returns exactly rtp.
 */
export const DEFAULT_SPECIES = [
  { id: 'clownfish', multiplier: 2 },
  { id: 'pufferfish', multiplier: 3 },
  { id: 'turtle', multiplier: 5 },
  { id: 'lobster', multiplier: 8 },
  { id: 'octopus', multiplier: 10 },
  { id: 'shark', multiplier: 20 },
  { id: 'whale', multiplier: 50 },
  { id: 'dragon', multiplier: 100 },
];

export const fish: GameEngine<FishConfig, FishChoice, FishOutcome> = {
  config(raw, rtpPercent) {
    if (is(raw, FishConfig)) {
      if (!(raw.rtp > 0 && raw.rtp < 1)) throw new EngineInputError('config.rtp', 'a fraction between 0 and 1');
      if (!raw.species.length || raw.species.some((s) => !(s.multiplier > raw.rtp))) throw new EngineInputError('config.species', 'multipliers above the rtp');
      return raw;
    }
    const r = isRecord(raw) ? raw : {};
    return {
      rtp: typeof r.rtp === 'number' ? r.rtp : rtpFraction(rtpPercent, 0.96),
      species: is(r.species, FishConfig.schema.species) ? r.species : DEFAULT_SPECIES,
    };
  },
  choice(raw, c) {
    if (!is(raw, FishChoice) || !c.species.some((s) => s.id === raw.species)) throw new EngineInputError('choice.species', 'a species of this game');
    return { species: raw.species };
  },
  floats: () => 1,
  play(rng, c, { species }) {
    const m = c.species.find((s) => s.id === species)!.multiplier;
    const hit = rng.next() < c.rtp / m;
    return { engine: 'fish', species, speciesMultiplier: m, hit, multiplier: hit ? m : 0 };
  },
  rtp: (c) => c.rtp,
};
