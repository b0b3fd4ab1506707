/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Invite friends and missions (issue #7; docs/engagement.md "Referral", "Missions"). None of these is in the spec. */
export const REFERRAL = {
  /** A member's personal code: this many characters of `codeAlphabet` (Crockford base32, no I, L, O, U). */
  codeLength: 8,
  codeAlphabet: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  /** The personal link: `<origin>/register?<linkParam>=<code>`. */
  linkParam: 'ref',
  /** An invitee qualifies its referrer for a reward once its approved deposits reach this much (minor units: P 100.00). */
  qualifyingDeposit: 10_000,
  /** The referrer's reward per qualified invitee (minor units: P 50.00), paid when the referrer claims it. */
  rewardAmount: 5_000,
  /** At most this many rewarded invitees per referrer; later ones show as "limit reached". */
  maxRewardsPerReferrer: 50,
  /** Invited members list: rows per page. */
  pageSize: 10,
  /** Mission leaderboard: rows shown (like the winner board of SPEC §9). */
  leaderboardSize: 20,
  /** Mission claims and referral reward claims per member per minute (throttled before any work). */
  claimsPerMinute: 30,
} as const;
