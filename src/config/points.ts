/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Points mall and point records (issue #7; docs/engagement.md "Points"). Points never expire (SPEC §9). */
export const POINTS = {
  /** Used by a merchant without a point_settings row (the seed writes these). Not in the spec. */
  defaults: {
    /** Valid bet (minor units) that earns one point at the 1× rate: P 1.00 per point. */
    earnValidBet: 100,
    /** Conversion: this many points buy `convertAmount` minor units (10 points → P 1.00), in whole steps. */
    convertPoints: 10,
    convertAmount: 100,
    /** Fewest points converted at once. */
    convertMinPoints: 100,
  },
  /** Units of one reward redeemed at once at most. Not in the spec. */
  maxRedeemQuantity: 10,
  /** Largest point amount a request may name (keeps every product of points × price a safe integer). */
  maxPoints: 1_000_000_000,
  /** Redemptions and point records: rows per page. Not in the spec. */
  pageSize: 10,
  /** The accrual job (outbox → totals, VIP level, points) runs this often (ms) and folds this many rows per transaction. */
  accrueEveryMs: 2000,
  accrueBatchSize: 2000,
  /** Longest operator remark on a redemption. Not in the spec. */
  remarkMaxLength: 140,
} as const;

/** VIP levels (issue #7; docs/engagement.md "VIP"). */
export const VIP = {
  /** Earning rate of a level in basis points of the base rate (10000 = 1×). */
  baseRateBps: 10_000,
} as const;
