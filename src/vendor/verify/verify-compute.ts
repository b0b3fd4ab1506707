import type { FixtureOdds, RoundOutcome, SportsOutcome } from '../api';
import { EngineInputError, isRecord } from '../../game-engines/engine';
import { type FairHmac, type Floats, FloatStream, hex, BLOCK_BYTES, FLOAT_BYTES, outcomeBytes } from '../../game-engines/fair';
import { instantEngine, isFixtureEngine, isInstantEngine } from '../../game-engines/registry';
import { playFixture } from '../../game-engines/sports';

/**
 * Recomputes a round in the browser with the engines the server plays (src/game-engines) and
 * WebCrypto's HMAC, keeping every step for the verify page to show: the HMAC blocks, the floats
 * the engine read from them, and the outcome.
 */
export interface VerifyInput {
  engine: string;
  config: unknown;
  choice: unknown;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The hash shown before play; empty: not compared. */
  expectedHash: string;
}

export interface HmacBlock {
  cursor: number;
  /** The HMAC message: `${clientSeed}:${nonce}:${cursor}`. */
  message: string;
  hex: string;
}

export interface FloatRead {
  /** Bytes 4i … 4i+3 of the stream, as hex. */
  bytes: string;
  value: number;
  /** When the engine took an integer in [0, n) from it: floor(value × n). */
  int: { n: number; value: number } | null;
}

export interface VerifyReport {
  serverSeedHash: string;
  /** null when no hash was given. */
  hashMatches: boolean | null;
  blocks: HmacBlock[];
  floats: FloatRead[];
  outcome: RoundOutcome | SportsOutcome;
  multiplier: number;
}

/** A Floats that records what the engine reads (the same arithmetic as FloatStream). */
class RecordingFloats implements Floats {
  readonly reads: FloatRead[] = [];
  private readonly stream: FloatStream;
  constructor(private readonly bytes: Uint8Array) {
    this.stream = new FloatStream(bytes);
  }
  next(): number {
    const i = this.stream.used;
    const value = this.stream.next();
    this.reads.push({ bytes: hex(this.bytes.subarray(i * FLOAT_BYTES, (i + 1) * FLOAT_BYTES)), value, int: null });
    return value;
  }
  int(n: number): number {
    const value = Math.floor(this.next() * n);
    this.reads[this.reads.length - 1]!.int = { n, value };
    return value;
  }
}

function blocksOf(bytes: Uint8Array, clientSeed: string, nonce: number): HmacBlock[] {
  const blocks: HmacBlock[] = [];
  for (let cursor = 0; cursor * BLOCK_BYTES < bytes.length; cursor++) {
    blocks.push({ cursor, message: `${clientSeed}:${nonce}:${cursor}`, hex: hex(bytes.subarray(cursor * BLOCK_BYTES, (cursor + 1) * BLOCK_BYTES)) });
  }
  return blocks;
}

export async function computeVerify(h: FairHmac, input: VerifyInput): Promise<VerifyReport> {
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) throw new EngineInputError('nonce', 'integer >= 0');
  const serverSeedHash = await h.sha256Hex(input.serverSeed);
  const expected = input.expectedHash.trim().toLowerCase();
  const hashMatches = expected ? expected === serverSeedHash : null;

  if (isInstantEngine(input.engine)) {
    const engine = instantEngine(input.engine);
    const config = engine.config(input.config, null);
    const choice = engine.choice(input.choice ?? {}, config);
    const bytes = await outcomeBytes(h, input.serverSeed, input.clientSeed, input.nonce, engine.floats(config));
    const rng = new RecordingFloats(bytes);
    const outcome = engine.play(rng, config, choice);
    return { serverSeedHash, hashMatches, blocks: blocksOf(bytes, input.clientSeed, input.nonce), floats: rng.reads, outcome, multiplier: outcome.multiplier };
  }
  if (isFixtureEngine(input.engine)) {
    const odds = isRecord(input.config) ? (input.config.odds as FixtureOdds | undefined) : undefined;
    if (!isRecord(odds) || typeof odds.home !== 'number' || typeof odds.away !== 'number') throw new EngineInputError('config.odds', 'the fixture odds');
    const bytes = await outcomeBytes(h, input.serverSeed, input.clientSeed, input.nonce, 1);
    const rng = new RecordingFloats(bytes);
    const outcome = playFixture(rng, input.engine, odds);
    return {
      serverSeedHash,
      hashMatches,
      blocks: blocksOf(bytes, input.clientSeed, input.nonce),
      floats: rng.reads,
      outcome,
      multiplier: odds[outcome.result] ?? 0,
    };
  }
  throw new EngineInputError('engine', 'unknown engine');
}
