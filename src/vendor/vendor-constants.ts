/**
 * Limits of the demo vendor's game pages. They live here rather than in src/config/constants.ts
 * (GAMES): that module is part of the SPA's entry, and importing it from this second entry
 * would split it into a chunk the home page must fetch too.
 */
export const VENDOR = {
  /** Settled plays kept on screen as "last results". Not in the spec. */
  historySize: 12,
  /** Stake steps offered by the stake selector, in multiples of the game's minimum bet. Not in the spec. */
  stakeSteps: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
  /** Fish swimming in the scene at once. Not in the spec. */
  fishOnScreen: 8,
  /** Longest client seed a player may type (the server checks again). Not in the spec. */
  clientSeedMax: 64,
  /** What the demo vendor accepts as a client seed (docs/demo-vendor.md "Seeds"). */
  clientSeedPattern: /^[A-Za-z0-9_-]{1,64}$/,
} as const;
