import type { FixtureBet, Round } from '../../vendor/api';
import type { DemoRoundInput, PlayOutput } from './demo-round.types';

/** A dice game: stakes P 1 – P 500 (scale 2), P 100 in the wallet. */
export const demoRoundInput: DemoRoundInput = { minBet: 100, maxBet: 50_000, balance: 10_000 };

export const diceRoundFixture: Round = {
  roundId: 'r-1',
  nonce: 0,
  stake: 200,
  payout: 396,
  outcome: { engine: 'dice', roll: 1234, target: 5000, win: true, multiplier: 1.98 },
  betReference: 'DV-1',
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'my-seed',
};

/** The round above as the server answers it: P 100 − P 2 + P 3.96. */
export const playedFixture: PlayOutput = { played: { kind: 'round', round: diceRoundFixture }, balance: 10_196 };

export const fixtureBetFixture: FixtureBet = {
  betReference: 'DV-2',
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
};
