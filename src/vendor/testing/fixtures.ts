import { webcrypto } from 'node:crypto';
import { create } from 'superstruct';
import { type Fixture, FixtureBet, type RoundOutcome, RoundRecord, type SessionResult, SessionResult as SessionStruct } from '../api';
import { webHmac } from '../../game-engines/hmac-web';
import { type InstantEngineName, playInstant, resolveEngineConfig } from '../../game-engines/registry';

/**
 * Schema-valid answers of the demo vendor for the game page's tests. Configs and outcomes come
 * from the real engines, so the pages render what a real session shows.
 */
export const hmac = webHmac(webcrypto.subtle as SubtleCrypto);
export const SERVER_SEED = 'c0ffee'.repeat(10) + 'c0ff';
export const SERVER_SEED_HASH = 'b'.repeat(64);
export const CLIENT_SEED = 'lucky-seed';

export function sessionFor(engine: string, over: Partial<SessionResult['game']> = {}): SessionResult {
  return create(
    {
      sessionToken: 'st-secret-token',
      game: {
        gameId: `DEMO-${engine}`,
        gameName: `Demo ${engine}`,
        engine,
        config: resolveEngineConfig(engine, {}, 96),
        rtp: 96,
        minBet: 100,
        maxBet: 50_000,
        wallet: 'MAIN',
        currency: { symbol: 'P', scale: 2 },
        language: 'EN',
        ...over,
      },
      balance: 10_000,
      fair: { serverSeedHash: SERVER_SEED_HASH, clientSeed: CLIENT_SEED, nonce: 0 },
    },
    SessionStruct,
  );
}

/** The outcome the engine really gives for (SERVER_SEED, CLIENT_SEED, nonce). */
export async function outcomeFor(engine: InstantEngineName, choice: unknown, nonce = 0): Promise<RoundOutcome> {
  return playInstant(hmac, engine, resolveEngineConfig(engine, {}, 96), choice, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });
}

export function roundAnswer(outcome: RoundOutcome, stake: number, nonce = 0, balanceBefore = 10_000) {
  const payout = Math.floor(stake * outcome.multiplier);
  return {
    round: {
      roundId: `r-${nonce}`,
      nonce,
      stake,
      payout,
      outcome,
      betReference: `DV-${nonce}`,
      serverSeedHash: SERVER_SEED_HASH,
      clientSeed: CLIENT_SEED,
    },
    balance: balanceBefore - stake + payout,
  };
}

export function roundRecord(outcome: RoundOutcome, stake: number, nonce: number, choice: unknown, revealed: boolean): RoundRecord {
  return create(
    {
      ...roundAnswer(outcome, stake, nonce).round,
      choice,
      serverSeed: revealed ? SERVER_SEED : null,
      at: '2026-01-15T04:00:00.000Z',
    },
    RoundRecord,
  );
}

export const emptyPage = { list: [], page: 1, size: 20, total: 0 };

export function fixtureOf(over: Partial<Fixture> = {}): Fixture {
  return {
    fixtureId: 'fx-1',
    kind: 'sports',
    league: 'Dhaka Premier League',
    home: 'Dhaka Tigers',
    away: 'Chattogram Kings',
    kickoffAt: '2026-01-15T06:00:00.000Z',
    endsAt: '2026-01-15T07:45:00.000Z',
    status: 'scheduled',
    odds: { home: 1.85, draw: 3.4, away: 4.1 },
    resultHash: 'd'.repeat(64),
    result: null,
    resultSeed: null,
    ...over,
  };
}

export function fixtureBet(over: Partial<FixtureBet> = {}): FixtureBet {
  return create(
    {
      betReference: 'DV-B1',
      fixtureId: 'fx-1',
      home: 'Dhaka Tigers',
      away: 'Chattogram Kings',
      kickoffAt: '2026-01-15T06:00:00.000Z',
      fixtureStatus: 'scheduled',
      result: null,
      pick: 'home',
      odds: 1.85,
      stake: 200,
      status: 'open',
      payout: null,
      placedAt: '2026-01-15T04:00:00.000Z',
      ...over,
    },
    FixtureBet,
  );
}
