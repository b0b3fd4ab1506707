import {
  array,
  boolean,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  union,
  unknown,
} from 'superstruct';

/**
 * The built-in demo vendor's JSON API (issue #5; docs/demo-vendor.md). Every path is under
 * `/demo-vendor/api/`; answers use the WPS envelope (`{ success: true, value }` /
 * `{ success: false, errorCode, message, value? }`). Every call except `session` and `verify`
 * sends `Authorization: Bearer <sessionToken>`. CORS: any origin, no credentials (the game page
 * runs in a sandboxed iframe whose origin is "null").
 *
 * Amounts are integer minor units. A `multiplier` is what a round returns per unit of stake
 * (0 lost, 1 push, 2 even money…); payout = floor(stake × multiplier) with the multiplier
 * taken to 4 decimals (src/game-engines/payout.ts). The engine shapes below are also the engines'
 * input and output types (src/game-engines/*), so the browser's verify page and the server
 * share one definition.
 */

export const DEMO_VENDOR_API = '/demo-vendor/api';

/** Paths relative to DEMO_VENDOR_API, with their method. */
export const demoVendorPaths = {
  session: { method: 'POST', path: '/session' },
  balance: { method: 'GET', path: '/balance' },
  round: { method: 'POST', path: '/round' },
  seed: { method: 'POST', path: '/seed' },
  /** `?page=` (1-based). */
  rounds: { method: 'GET', path: '/rounds' },
  fixtures: { method: 'GET', path: '/fixtures' },
  bet: { method: 'POST', path: '/bet' },
  /** `?page=` (1-based). */
  bets: { method: 'GET', path: '/bets' },
  verify: { method: 'POST', path: '/verify' },
} as const;

// ---------------------------------------------------------------------------------------------
// Cards (baccarat, teenpatti)

export const Suit = enums(['S', 'H', 'D', 'C']);
export type Suit = Infer<typeof Suit>;
/** rank 1 = ace … 11 jack, 12 queen, 13 king. */
export const Card = object({ rank: number(), suit: Suit });
export type Card = Infer<typeof Card>;

// ---------------------------------------------------------------------------------------------
// Engine configs: what the session answer carries (client-safe: the whole config is public, as
// the verify page needs it to recompute a round).

export const SlotConfig = object({
  variant: string(),
  /** Symbol ids; `wild` substitutes for every other symbol on a line. */
  symbols: array(string()),
  wild: string(),
  /** Five reel strips of symbol ids; a stop shows strip[stop], [stop+1], [stop+2] (wrapping) as rows 0–2. */
  reels: array(array(string())),
  /** Each line: the row (0–2) on reels 1–5. */
  paylines: array(array(number())),
  /** symbol → pays for 3, 4, 5 of a kind from the left, in line bets (line bet = stake / paylines.length). */
  paytable: record(string(), array(number())),
  /** Multiplier = Σ line pays × scale ÷ lines (floored to 4 decimals): tunes the paytable to the game's RTP. */
  scale: number(),
});
export type SlotConfig = Infer<typeof SlotConfig>;

export const DiceConfig = object({
  /** e.g. 0.01: multiplier = (1 − houseEdge) × 10000 / target, floored to 4 decimals. */
  houseEdge: number(),
  /** Target bounds in hundredths (the roll is 0–9999, i.e. 0.00–99.99). */
  minTarget: number(),
  maxTarget: number(),
});
export type DiceConfig = Infer<typeof DiceConfig>;

export const BaccaratConfig = object({
  /** Multipliers (stake included): player 2, banker 1.95 (5% commission), tie 9 (8:1). */
  pays: object({ player: number(), banker: number(), tie: number() }),
});
export type BaccaratConfig = Infer<typeof BaccaratConfig>;

export const RouletteConfig = object({
  /** European single zero: always 37 pockets; the red numbers. */
  red: array(number()),
});
export type RouletteConfig = Infer<typeof RouletteConfig>;

/** Cockfight, sports and e-sports: decimal odds; outcome probabilities are the normalised 1/odds. */
export const CockfightConfig = object({ odds: object({ meron: number(), wala: number(), draw: number() }) });
export type CockfightConfig = Infer<typeof CockfightConfig>;

export const TeenpattiConfig = object({
  /** Ante multiplier on a win (2 = 1:1). A tie goes to the dealer (docs/demo-vendor.md). */
  antePays: number(),
});
export type TeenpattiConfig = Infer<typeof TeenpattiConfig>;

export const FishSpecies = object({ id: string(), multiplier: number() });
export const FishConfig = object({
  /** Return to player as a fraction (0.96): a shot at species of multiplier m hits with probability rtp / m. */
  rtp: number(),
  species: array(FishSpecies),
});
export type FishConfig = Infer<typeof FishConfig>;

/** A fixture market: decimal odds per pick (sports 1X2: home/draw/away; e-sports: home/away). */
export const FixtureOdds = object({ home: number(), draw: optional(number()), away: number() });
export type FixtureOdds = Infer<typeof FixtureOdds>;
export const SportsConfig = object({
  /** Bookmaker margin: odds = 1 / (p × (1 + margin)), floored to 2 decimals. */
  margin: number(),
  /** Kind of fixtures the game shows. */
  kind: enums(['sports', 'esports']),
});
export type SportsConfig = Infer<typeof SportsConfig>;

// ---------------------------------------------------------------------------------------------
// Choices (POST round `choice`)

export const SlotChoice = object({});
export const DiceChoice = object({ /** Win when roll < target (hundredths). */ target: number() });
export const BaccaratBet = enums(['player', 'banker', 'tie']);
export const BaccaratChoice = object({ bet: BaccaratBet });
export const RouletteBet = enums(['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column']);
/** `number`: the pocket 0–36 for straight, 1–3 for dozen and column. */
export const RouletteChoice = object({ bet: RouletteBet, number: optional(number()) });
export const CockfightSide = enums(['meron', 'wala', 'draw']);
export const CockfightChoice = object({ side: CockfightSide });
/** The ante bet: nothing to choose. */
export const TeenpattiChoice = object({});
export const FishChoice = object({ species: string() });
export type SlotChoice = Infer<typeof SlotChoice>;
export type DiceChoice = Infer<typeof DiceChoice>;
export type BaccaratChoice = Infer<typeof BaccaratChoice>;
export type RouletteChoice = Infer<typeof RouletteChoice>;
export type CockfightChoice = Infer<typeof CockfightChoice>;
export type TeenpattiChoice = Infer<typeof TeenpattiChoice>;
export type FishChoice = Infer<typeof FishChoice>;

// ---------------------------------------------------------------------------------------------
// Outcomes (one per engine, tagged by `engine`)

export const SlotLineWin = object({ line: number(), symbol: string(), count: number(), pays: number() });
export const SlotOutcome = object({
  engine: literal('slot'),
  stops: array(number()),
  /** grid[row][reel], rows 0–2. */
  grid: array(array(string())),
  wins: array(SlotLineWin),
  multiplier: number(),
});
export const DiceOutcome = object({
  engine: literal('dice'),
  /** 0–9999 (hundredths). */
  roll: number(),
  target: number(),
  win: boolean(),
  multiplier: number(),
});
export const BaccaratOutcome = object({
  engine: literal('baccarat'),
  player: array(Card),
  banker: array(Card),
  playerTotal: number(),
  bankerTotal: number(),
  winner: enums(['player', 'banker', 'tie']),
  bet: BaccaratBet,
  multiplier: number(),
});
export const RouletteOutcome = object({
  engine: literal('roulette'),
  pocket: number(),
  color: enums(['red', 'black', 'green']),
  win: boolean(),
  multiplier: number(),
});
export const CockfightOutcome = object({
  engine: literal('cockfight'),
  result: CockfightSide,
  side: CockfightSide,
  multiplier: number(),
});
export const TeenpattiHand = object({
  /** 6 trail (three of a kind), 5 pure sequence, 4 sequence, 3 colour, 2 pair, 1 high card. */
  category: number(),
  name: enums(['trail', 'pureSequence', 'sequence', 'colour', 'pair', 'highCard']),
});
export const TeenpattiOutcome = object({
  engine: literal('teenpatti'),
  player: array(Card),
  dealer: array(Card),
  playerHand: TeenpattiHand,
  dealerHand: TeenpattiHand,
  winner: enums(['player', 'dealer', 'tie']),
  multiplier: number(),
});
export const FishOutcome = object({
  engine: literal('fish'),
  species: string(),
  speciesMultiplier: number(),
  hit: boolean(),
  multiplier: number(),
});
export const FixtureResult = enums(['home', 'draw', 'away']);
export type FixtureResult = Infer<typeof FixtureResult>;
export const SportsOutcome = object({ engine: enums(['sports', 'esports']), result: FixtureResult });

export const RoundOutcome = union([SlotOutcome, DiceOutcome, BaccaratOutcome, RouletteOutcome, CockfightOutcome, TeenpattiOutcome, FishOutcome]);
export type SlotOutcome = Infer<typeof SlotOutcome>;
export type DiceOutcome = Infer<typeof DiceOutcome>;
export type BaccaratOutcome = Infer<typeof BaccaratOutcome>;
export type RouletteOutcome = Infer<typeof RouletteOutcome>;
export type CockfightOutcome = Infer<typeof CockfightOutcome>;
export type TeenpattiOutcome = Infer<typeof TeenpattiOutcome>;
export type TeenpattiHand = Infer<typeof TeenpattiHand>;
export type FishOutcome = Infer<typeof FishOutcome>;
export type SportsOutcome = Infer<typeof SportsOutcome>;
export type RoundOutcome = Infer<typeof RoundOutcome>;

// ---------------------------------------------------------------------------------------------
// Session

export const FairState = object({ serverSeedHash: string(), clientSeed: string(), nonce: number() });
export type FairState = Infer<typeof FairState>;

/** POST session request: the one-use ticket from the launch URL (`/demo-vendor/play?ticket=`). */
export const SessionRequest = object({ ticket: string() });

export const DemoGame = object({
  gameId: string(),
  gameName: string(),
  /** One of ENGINES (src/api/schemas/lobby.ts). */
  engine: string(),
  /** The engine config of that engine (SlotConfig, DiceConfig, … SportsConfig). */
  config: unknown(),
  /** Configured return to player in percent, e.g. 96.5. */
  rtp: nullable(number()),
  minBet: number(),
  maxBet: number(),
  /** The wallet the game plays from (MAIN or the vendor's wallet). */
  wallet: string(),
  currency: object({ symbol: string(), scale: number() }),
  language: string(),
});
export type DemoGame = Infer<typeof DemoGame>;

export const SessionResult = object({
  sessionToken: string(),
  game: DemoGame,
  balance: number(),
  fair: FairState,
});
export type SessionResult = Infer<typeof SessionResult>;

/** GET balance. */
export const BalanceResult = object({ balance: number() });
export type BalanceResult = Infer<typeof BalanceResult>;

// ---------------------------------------------------------------------------------------------
// Instant rounds

/** POST round: `choice` is the engine's choice shape (SlotChoice, DiceChoice…). */
export const RoundRequest = object({ requestId: string(), stake: number(), choice: unknown() });
export type RoundRequest = Infer<typeof RoundRequest>;

export const Round = object({
  roundId: string(),
  nonce: number(),
  stake: number(),
  payout: number(),
  outcome: RoundOutcome,
  /** The bet's reference in the member's betting record. */
  betReference: string(),
  serverSeedHash: string(),
  clientSeed: string(),
});
export type Round = Infer<typeof Round>;

export const RoundResult = object({ round: Round, balance: number() });
export type RoundResult = Infer<typeof RoundResult>;

/** POST seed: rotate; the old server seed is revealed, the next one committed. */
export const SeedRequest = object({ clientSeed: string() });
export const SeedResult = object({
  revealed: object({ serverSeed: string(), serverSeedHash: string(), clientSeed: string(), lastNonce: number() }),
  next: FairState,
});
export type SeedResult = Infer<typeof SeedResult>;

/** A row of GET rounds: the round with its fair data; `serverSeed` once the seed is rotated. */
export const RoundRecord = object({
  roundId: string(),
  nonce: number(),
  stake: number(),
  payout: number(),
  choice: unknown(),
  outcome: RoundOutcome,
  betReference: string(),
  serverSeedHash: string(),
  clientSeed: string(),
  serverSeed: nullable(string()),
  at: string(),
});
export type RoundRecord = Infer<typeof RoundRecord>;
export const RoundPage = object({ list: array(RoundRecord), page: number(), size: number(), total: number() });
export type RoundPage = Infer<typeof RoundPage>;

// ---------------------------------------------------------------------------------------------
// Sports and e-sports fixtures

export const FixtureStatus = enums(['scheduled', 'live', 'settled', 'cancelled']);
export type FixtureStatus = Infer<typeof FixtureStatus>;

export const Fixture = object({
  fixtureId: string(),
  kind: enums(['sports', 'esports']),
  league: string(),
  home: string(),
  away: string(),
  /** ISO times; betting closes at kickoff. */
  kickoffAt: string(),
  endsAt: string(),
  status: FixtureStatus,
  odds: FixtureOdds,
  /** SHA-256 hex of the fixture's result seed, published before kickoff. */
  resultHash: string(),
  /** Once settled. */
  result: nullable(FixtureResult),
  /** Revealed at settlement: result = sports engine on HMAC(resultSeed, `${fixtureId}:0`). */
  resultSeed: nullable(string()),
});
export type Fixture = Infer<typeof Fixture>;
export const FixtureList = object({ list: array(Fixture) });
export type FixtureList = Infer<typeof FixtureList>;

export const FixtureBetRequest = object({ requestId: string(), fixtureId: string(), pick: FixtureResult, stake: number() });
export type FixtureBetRequest = Infer<typeof FixtureBetRequest>;

export const FixtureBet = object({
  betReference: string(),
  fixtureId: string(),
  home: string(),
  away: string(),
  kickoffAt: string(),
  fixtureStatus: FixtureStatus,
  result: nullable(FixtureResult),
  pick: FixtureResult,
  odds: number(),
  stake: number(),
  status: enums(['open', 'won', 'lost', 'void']),
  payout: nullable(number()),
  placedAt: string(),
});
export type FixtureBet = Infer<typeof FixtureBet>;
export const FixtureBetResult = object({ bet: FixtureBet, balance: number() });
export type FixtureBetResult = Infer<typeof FixtureBetResult>;
export const FixtureBetPage = object({ list: array(FixtureBet), page: number(), size: number(), total: number() });
export type FixtureBetPage = Infer<typeof FixtureBetPage>;

// ---------------------------------------------------------------------------------------------
// Verify (public)

/**
 * POST verify: recompute a round. For sports/e-sports, `config` is `{ odds }` of the fixture,
 * `clientSeed` the fixture id, `nonce` 0 and `choice` `{}`.
 */
export const VerifyRequest = object({
  engine: string(),
  config: unknown(),
  serverSeed: string(),
  clientSeed: string(),
  nonce: number(),
  choice: unknown(),
});
export type VerifyRequest = Infer<typeof VerifyRequest>;
export const VerifyResult = object({
  serverSeedHash: string(),
  outcome: union([RoundOutcome, SportsOutcome]),
  multiplier: number(),
});
export type VerifyResult = Infer<typeof VerifyResult>;
