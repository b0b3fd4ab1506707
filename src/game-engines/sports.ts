import { is } from 'superstruct';
import { type FixtureOdds, type FixtureResult, SportsConfig, type SportsOutcome } from '../vendor/api';
import { DEMO_VENDOR } from '../config/demo-vendor';
import { EngineInputError, isRecord } from './engine';
import type { Floats } from './fair';
import { oddsRtp, pickByOdds } from './odds';
import { floorTo } from './payout';

/**
 * Sports (1X2) and e-sports (match winner) fixtures (docs/demo-vendor.md "Fixtures"). The
 * result is committed before kickoff: a fixture's result seed is hashed and published; at
 * settlement the seed is revealed and result = the pick chosen by one float of
 * HMAC(resultSeed, `${fixtureId}:0:0`) with the probabilities the published odds imply,
 * in the order home, draw, away.
 */
/**
 * One board per kind: every fixture is priced at the board's margin (DEMO_VENDOR.fixtureMargin),
 * whatever game shows it, since a fixture has one result for everyone.
 */
export const sportsConfig = (raw: unknown, kind: 'sports' | 'esports'): SportsConfig => {
  if (is(raw, SportsConfig)) return raw;
  const margin = DEMO_VENDOR.fixtureMargin;
  if (isRecord(raw) && raw.margin !== undefined && raw.margin !== margin) throw new EngineInputError('config.margin', 'the board margin');
  return { margin, kind };
};

/** Published odds from true probabilities (home, draw?, away): floor2(1 / (p × (1 + margin))), at least 1.01. */
export function fixtureOdds(p: { home: number; draw?: number; away: number }, margin: number): FixtureOdds {
  const o = (x: number) => Math.max(1.01, floorTo(1 / (x * (1 + margin)), 2));
  return p.draw === undefined ? { home: o(p.home), away: o(p.away) } : { home: o(p.home), draw: o(p.draw), away: o(p.away) };
}

export function picksOf(odds: FixtureOdds): FixtureResult[] {
  return odds.draw === undefined ? ['home', 'away'] : ['home', 'draw', 'away'];
}

const oddsList = (odds: FixtureOdds) => picksOf(odds).map((p) => odds[p]!);

export function fixtureResult(rng: Floats, odds: FixtureOdds): FixtureResult {
  return picksOf(odds)[pickByOdds(rng.next(), oddsList(odds))]!;
}

export function playFixture(rng: Floats, kind: 'sports' | 'esports', odds: FixtureOdds): SportsOutcome {
  return { engine: kind, result: fixtureResult(rng, odds) };
}

/** RTP of every pick of a fixture: 1 / Σ 1/odds. */
export const fixtureRtp = (odds: FixtureOdds) => oddsRtp(oddsList(odds));

/** The game's nominal RTP: 1 / (1 + margin) (each fixture's floored odds come slightly under it). */
export const sportsRtp = (c: SportsConfig) => 1 / (1 + c.margin);
