import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Tables of the built-in demo vendor (migration 0006_demo_vendor; docs/demo-vendor.md).
 * Listed in `interface Database` (database.ts) like every other table.
 */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
type MaybeStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads strings, PGlite numbers. */
type Minor = ColumnType<string | number | bigint, number | bigint | string, number | bigint | string>;
type MaybeMinor = ColumnType<string | number | bigint | null, number | bigint | string | null | undefined, number | bigint | string | null>;
/** numeric: read as a string by both drivers. */
type Numeric = ColumnType<string | number, number | string, number | string>;

/** A provably-fair seed pair of one member and engine; one active per (user, engine). */
export interface DemoSeedsTable {
  id: Generated<string | number>;
  user_id: string;
  engine: string;
  /** 64 hex characters; revealed (on the wire) once the seed is rotated out. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce of the next round. */
  next_nonce: ColumnType<number, number | undefined, number>;
  active: boolean;
  created_at: Stamp;
  revealed_at: MaybeStamp;
}

/** A game session opened from a launch ticket; the token is stored hashed. */
export interface DemoSessionsTable {
  token_hash: string;
  merchant_code: string;
  user_id: string;
  game_id: string;
  game_name: string;
  room_id: string | null;
  engine: string;
  /** The resolved engine config the session plays (what the client was shown). */
  config: Json<unknown>;
  config_hash: string;
  rtp: ColumnType<string | number | null, number | string | null, number | string | null>;
  min_bet: Minor;
  max_bet: Minor;
  wallet_code: string;
  category: string;
  vendor: string;
  language: string;
  created_at: Stamp;
  expires_at: Stamp;
}

/** Engine configs by the SHA-256 of their canonical JSON: a round names the config it was played on. */
export interface DemoConfigsTable {
  hash: string;
  engine: string;
  config: Json<unknown>;
}

/** One instant round: the bet is placed and settled in the transaction that writes it. */
export interface DemoRoundsTable {
  id: Generated<string | number>;
  merchant_code: string;
  user_id: string;
  game_id: string;
  engine: string;
  seed_id: string | number;
  nonce: number;
  request_id: string;
  config_hash: string;
  choice: Json<unknown>;
  outcome: Json<unknown>;
  stake: Minor;
  payout: Minor;
  multiplier: Numeric;
  bet_reference: string;
  created_at: Stamp;
}

/** A sports or e-sports fixture; the result is fixed by `result_seed`, committed as `result_hash`. */
export interface DemoFixturesTable {
  id: string;
  kind: 'sports' | 'esports';
  league: string;
  home: string;
  away: string;
  kickoff_at: Stamp;
  ends_at: Stamp;
  status: 'scheduled' | 'settled' | 'cancelled';
  odds: Json<{ home: number; draw?: number; away: number }>;
  result_seed: string;
  result_hash: string;
  result: 'home' | 'draw' | 'away' | null;
  created_at: Stamp;
  settled_at: MaybeStamp;
}

/** A member's fixture bet; its money and status live in `bets` (bet_reference). */
export interface DemoFixtureBetsTable {
  bet_reference: string;
  fixture_id: string;
  merchant_code: string;
  user_id: string;
  game_id: string;
  request_id: string;
  pick: 'home' | 'draw' | 'away';
  odds: Numeric;
  stake: Minor;
  settled: ColumnType<boolean, boolean | undefined, boolean>;
  placed_at: Stamp;
}

export type DemoSeedRow = Selectable<DemoSeedsTable>;
export type DemoSessionRow = Selectable<DemoSessionsTable>;
export type DemoRoundRow = Selectable<DemoRoundsTable>;
export type DemoFixtureRow = Selectable<DemoFixturesTable>;
export type DemoFixtureBetRow = Selectable<DemoFixtureBetsTable>;
export type { MaybeMinor as DemoMaybeMinor };
