/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Games: what only the server reads (its answers' bounds, the vendor's tickets and sessions); the site's own are GAMES in constants.ts. */
export const GAME_SERVER = {
  /** Largest `size` a game list request may ask for. Not in the spec. */
  gameListMaxSize: 60,
  /** Longest game search keyword, in characters. Not in the spec. */
  keywordMaxLength: 32,
  /** Hot games listed at most (GCSGAME_hotGamesV2). Not in the spec. */
  hotGamesLimit: 30,
  /** A PVP room counts a member as a player this many minutes after they launched into it. Not in the spec. */
  roomPlayersMinutes: 30,
  /** The winner board ranks wins settled in the last this many days. Not in the spec. */
  winnerBoardDays: 7,
  /** A launch ticket (the one-use key in the game URL) lives this long. Not in the spec. */
  launchTicketSeconds: 120,
  /** A demo-vendor game session (after the ticket is redeemed) lives this long without play. Not in the spec. */
  gameSessionIdleMinutes: 30,
} as const;
