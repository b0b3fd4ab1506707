/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** The built-in lottery engine and lottery pages (issue #5; docs/lottery.md). */
export const LOTTERY = {
  /** `/lgw/vn/numeros/opened/game` count (SPEC §9 "vn numbers 100"). */
  vnOpenedCount: 100,
  /** Sales close this many seconds before a draw unless a game says otherwise. Not in the spec. */
  defaultCloseSeconds: 30,
  /** Draw history and the member's bets: rows per page. Not in the spec. */
  pageSize: 10,
  /** Bets in one slip at most. Not in the spec. */
  slipMaxBets: 50,
  /** The lottery page reads the game again this often while no draw takes bets or a result is due (ms). Not in the spec. */
  drawPollMs: 5000,
  /** After a draw's drawAt, the lottery page waits this long for its result before calling it late (ms). Not in the spec. */
  resultWaitMs: 120_000,
  /** Draws are scheduled (numbers committed) this far ahead. Not in the spec. */
  scheduleAheadMinutes: 60,
  /** …and at least this many future draws per game, whatever the window (daily games). Not in the spec. */
  minDrawsAhead: 2,
  /** The server's lottery jobs (schedule, close and draw; settle) run this often (ms). Not in the spec. */
  jobTickMs: 2000,
  /** Bets settled per ledger transaction. Not in the spec. */
  settleBatchSize: 2000,
  /** Popular lottery games: bets of this many last days count. Not in the spec. */
  popularDays: 7,
} as const;
