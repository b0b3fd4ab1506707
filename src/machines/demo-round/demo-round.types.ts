import type { FixtureBet, FixtureResult, Round } from '../../vendor/api';

export type { FixtureBet, Round };

/** What a player asks for: the stake (minor units) and the engine's choice (src/vendor/api.ts). */
export interface PlayRequest {
  stake: number;
  choice: unknown;
}

/** The sports / e-sports slip's one selection: the `choice` of a fixture bet. */
export interface FixturePick {
  fixtureId: string;
  pick: FixtureResult;
}

/** What the request sends: the intent plus its idempotency key. */
export interface PlayInput extends PlayRequest {
  requestId: string;
}

/** A settled play: an instant round (POST round) or a placed fixture bet (POST bet). */
export type Played = { kind: 'round'; round: Round } | { kind: 'bet'; bet: FixtureBet };

/** The request's answer: what was played and the wallet's balance after it. */
export interface PlayOutput {
  played: Played;
  balance: number;
}

export interface DemoRoundInput {
  /** Stake bounds of the game (minor units). */
  minBet: number;
  maxBet: number;
  /** The game wallet's balance when the session opened. */
  balance: number;
}

export interface DemoRoundContext extends DemoRoundInput {
  /** The intent in flight or last sent; kept while its outcome is unknown. */
  request: PlayRequest | null;
  /** Idempotency key of the current intent: made on play, kept across retries, dropped on an answer. */
  requestId: string | null;
  /** The last settled play. */
  last: Played | null;
  /** Settled plays of this session, newest first (at most DEMO_ROUND_HISTORY). */
  history: Played[];
  /** Why the last play failed (a message key the view translates), and its details (bounds). */
  errorKey: string | null;
  errorValue: { min?: number; max?: number } | null;
}

export type DemoRoundEvent =
  | { type: 'round.play'; stake: number; choice: unknown }
  | { type: 'round.retry' }
  | { type: 'round.dismiss' }
  | { type: 'balance.set'; balance: number };
