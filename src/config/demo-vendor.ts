/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** The demo vendor (docs/demo-vendor.md): its engines, rounds and fixtures. Not in the spec. */
export const DEMO_VENDOR = {
  /** Stake bounds (minor units) of a game whose engine config and room name none. */
  defaultMinBet: 100,
  defaultMaxBet: 1_000_000,
  /** Rounds and fixture bets per page. */
  pageSize: 10,
  /** Client seeds a member may choose: 1–64 of these characters. */
  clientSeedPattern: /^[A-Za-z0-9_-]{1,64}$/,
  /** One sports and one e-sports fixture kicks off every this many minutes… */
  fixtureEveryMinutes: 10,
  /** …lasting this long (betting closes at kickoff; settled once it ends)… */
  fixtureMinutes: 4,
  /** …scheduled (result committed) this far ahead. */
  fixtureAheadMinutes: 60,
  /** Bookmaker margin of the fixture odds (1 / (1 + margin) ≈ 95% RTP). */
  fixtureMargin: 0.0526,
  /** The fixture job (schedule and settle) runs this often (ms). */
  jobTickMs: 15_000,
} as const;
