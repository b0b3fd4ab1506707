import { array, enums, type Infer, nullable, number, object, string } from 'superstruct';
import { instant, day } from './time';
import { paged } from './money';

/**
 * Invite friends (referral) and missions: wire shapes (issue #7; docs/engagement.md "Referral",
 * "Missions"). Amounts are integer minor units; claims carry a `requestId` (the idempotency key
 * of docs/money.md): the same key answers the first result again, nothing is paid twice.
 */

// ---- Referral --------------------------------------------------------------------------------

/** The rules the invite-friends screen states (REFERRAL in src/config/constants.ts, as the server applies them). */
export const ReferralRules = object({
  /** An invitee qualifies once its approved deposits reach this much. */
  qualifyingDeposit: number(),
  /** Paid to the referrer per qualified invitee, when claimed. */
  rewardAmount: number(),
  /** Rewarded invitees per referrer at most. */
  maxRewards: number(),
});
export type ReferralRules = Infer<typeof ReferralRules>;

/** GET /wps/referral/info: the member's personal code and a summary of its invitations. */
export const ReferralInfo = object({
  code: string(),
  /** Query parameter of the personal link: `<origin>/register?<linkParam>=<code>`. */
  linkParam: string(),
  rules: ReferralRules,
  invited: number(),
  /** Qualified and not yet claimed (the claim buttons). */
  claimable: number(),
  rewarded: number(),
  /** Sum of the rewards paid. */
  totalRewards: number(),
});
export type ReferralInfo = Infer<typeof ReferralInfo>;

/**
 * An invitee as its referrer sees it: the account name masked, when it registered, and where its
 * reward stands — registered (not yet qualified), claimable, rewarded, or limitReached (qualified
 * after the referrer's maxRewards). The invitee's own amounts are never shown.
 */
export const InviteeStatus = enums(['registered', 'claimable', 'rewarded', 'limitReached']);
export type InviteeStatus = Infer<typeof InviteeStatus>;

export const Invitee = object({
  id: string(),
  account: string(),
  registeredAt: instant(),
  status: InviteeStatus,
  /** The reward paid (rewarded) or on offer (claimable); null otherwise. */
  reward: nullable(number()),
  rewardedAt: nullable(instant()),
});
export type Invitee = Infer<typeof Invitee>;
export const InviteePage = paged(Invitee);

/** POST /wps/referral/reward: claim the reward of one qualified invitee. */
export const ReferralClaimRequest = object({ requestId: string(), referralId: string() });
export type ReferralClaimRequest = Infer<typeof ReferralClaimRequest>;

/** The answer of either claim: the ledger reference (bonus details, account record) and the amount credited. */
export const RewardClaimed = object({ reference: string(), amount: number() });
export type RewardClaimed = Infer<typeof RewardClaimed>;

// ---- Missions --------------------------------------------------------------------------------

export const MissionKind = enums(['deposit', 'validBet', 'betCount', 'invite']);
export type MissionKind = Infer<typeof MissionKind>;
export const MissionPeriod = enums(['daily', 'once']);
export type MissionPeriod = Infer<typeof MissionPeriod>;
/** inProgress: progress < target; claimable: reached, reward not yet claimed this period; claimed. */
export const MissionStatus = enums(['inProgress', 'claimable', 'claimed']);
export type MissionStatus = Infer<typeof MissionStatus>;

export const Mission = object({
  id: string(),
  kind: MissionKind,
  period: MissionPeriod,
  /** In the request's language. */
  title: string(),
  /** Minor units for deposit and validBet, a count for betCount and invite; progress is capped at target. */
  target: number(),
  progress: number(),
  reward: number(),
  status: MissionStatus,
});
export type Mission = Infer<typeof Mission>;

/** GET /wps/mission/list: the active missions with the member's progress; `day` is today in GMT+8 (daily missions reset then). */
export const MissionList = object({ day: day(), missions: array(Mission) });
export type MissionList = Infer<typeof MissionList>;

/** GET /wps/mission/count: missions completed and not yet claimed (the menu badge; shown only above 0). */
export const MissionCount = object({ count: number() });
export type MissionCount = Infer<typeof MissionCount>;

/** POST /wps/mission/claim. */
export const MissionClaimRequest = object({ requestId: string(), missionId: string() });
export type MissionClaimRequest = Infer<typeof MissionClaimRequest>;

export const LeaderboardRow = object({
  rank: number(),
  /** Masked account name (first two and last two characters). */
  account: string(),
  missions: number(),
  rewards: number(),
});
export type LeaderboardRow = Infer<typeof LeaderboardRow>;

/**
 * GET /wps/mission/leaderboard: this week's (Monday to Sunday, GMT+8) members by missions claimed,
 * then rewards, then who got there first; `me` is the caller's own line (rank null: no claim yet).
 */
export const MissionLeaderboard = object({
  /** The week's first instant and its last second. */
  start: instant(),
  end: instant(),
  list: array(LeaderboardRow),
  me: object({ rank: nullable(number()), missions: number(), rewards: number() }),
});
export type MissionLeaderboard = Infer<typeof MissionLeaderboard>;
