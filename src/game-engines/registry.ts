import type { FixtureOdds, RoundOutcome, SportsConfig, SportsOutcome, VerifyRequest, VerifyResult } from '../vendor/api';
import { baccarat } from './baccarat';
import { cockfight } from './cockfight';
import { dice } from './dice';
import { EngineInputError, type GameEngine, isRecord } from './engine';
import { type FairHmac, FloatStream, outcomeBytes } from './fair';
import { fish } from './fish';
import { roulette } from './roulette';
import { slot } from './slot';
import { playFixture, sportsConfig, sportsRtp } from './sports';
import { teenpatti } from './teenpatti';

/** The engines played round by round (POST round); sports and e-sports are fixture boards. */
export const INSTANT_ENGINES = { slot, dice, baccarat, roulette, cockfight, teenpatti, fish } as const;
export type InstantEngineName = keyof typeof INSTANT_ENGINES;
export type FixtureEngineName = 'sports' | 'esports';

type AnyEngine = GameEngine<unknown, unknown, RoundOutcome>;

export const isInstantEngine = (e: string): e is InstantEngineName => Object.hasOwn(INSTANT_ENGINES, e);
export const isFixtureEngine = (e: string): e is FixtureEngineName => e === 'sports' || e === 'esports';

export function instantEngine(name: InstantEngineName): AnyEngine {
  return INSTANT_ENGINES[name] as unknown as AnyEngine;
}

/** The full config of any engine from a catalogue row's engine_config and RTP (percent). */
export function resolveEngineConfig(engine: string, raw: unknown, rtpPercent: number | null): unknown {
  if (isInstantEngine(engine)) return instantEngine(engine).config(raw, rtpPercent);
  if (isFixtureEngine(engine)) return sportsConfig(raw, engine);
  throw new EngineInputError('engine', 'unknown engine');
}

/** The engine's exact theoretical RTP (fraction) for a full config. */
export function theoreticalRtp(engine: string, config: unknown): number {
  if (isInstantEngine(engine)) return instantEngine(engine).rtp(config);
  if (isFixtureEngine(engine)) return sportsRtp(config as SportsConfig);
  throw new EngineInputError('engine', 'unknown engine');
}

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** One instant round: the outcome bytes of (serverSeed, clientSeed, nonce) through the engine. */
export async function playInstant(h: FairHmac, engine: InstantEngineName, config: unknown, choice: unknown, fair: FairInput): Promise<RoundOutcome> {
  const e = instantEngine(engine);
  const bytes = await outcomeBytes(h, fair.serverSeed, fair.clientSeed, fair.nonce, e.floats(config));
  return e.play(new FloatStream(bytes), config, choice);
}

/** A fixture's result from its revealed seed (clientSeed = fixtureId, nonce 0). */
export async function playFixtureResult(h: FairHmac, kind: FixtureEngineName, odds: FixtureOdds, resultSeed: string, fixtureId: string): Promise<SportsOutcome> {
  const bytes = await outcomeBytes(h, resultSeed, fixtureId, 0, 1);
  return playFixture(new FloatStream(bytes), kind, odds);
}

/**
 * Recompute a round (the verify page and POST verify): validates config and choice like a
 * live round would. For fixtures `config` carries `{ odds }` and `clientSeed` the fixture id.
 */
export async function verifyRound(h: FairHmac, req: VerifyRequest): Promise<VerifyResult> {
  const serverSeedHash = await h.sha256Hex(req.serverSeed);
  if (!Number.isSafeInteger(req.nonce) || req.nonce < 0) throw new EngineInputError('nonce', 'integer >= 0');
  if (isInstantEngine(req.engine)) {
    const e = instantEngine(req.engine);
    const config = e.config(req.config, null);
    const choice = e.choice(req.choice ?? {}, config);
    const outcome = await playInstant(h, req.engine, config, choice, req);
    return { serverSeedHash, outcome, multiplier: outcome.multiplier };
  }
  if (isFixtureEngine(req.engine)) {
    const odds = isRecord(req.config) ? (req.config.odds as FixtureOdds | undefined) : undefined;
    if (!odds || typeof odds.home !== 'number' || typeof odds.away !== 'number') throw new EngineInputError('config.odds', 'the fixture odds');
    const bytes = await outcomeBytes(h, req.serverSeed, req.clientSeed, req.nonce, 1);
    const outcome = playFixture(new FloatStream(bytes), req.engine, odds);
    return { serverSeedHash, outcome, multiplier: odds[outcome.result] ?? 0 };
  }
  throw new EngineInputError('engine', 'unknown engine');
}
