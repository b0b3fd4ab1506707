import { array, boolean, enums, type Infer, nullable, number, object, string } from 'superstruct';
import { instant } from './time';
import { Currency } from './money';

/**
 * Promotions wire shapes (issue #7; SPEC §2 promotion categories, activity apply form; §4
 * activity statuses; §7 claim raffle). Design, statuses and error codes: docs/engagement.md
 * "Promotions". Amounts are integer minor units, as everywhere.
 */

/** SPEC §2: newbie, limited, special offer, daily, high rebate, VIP. */
export const PromotionCategory = enums(['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip']);
export type PromotionCategory = Infer<typeof PromotionCategory>;

/**
 * How a member takes part: claim (an instant bonus), apply (the activity apply form, reviewed
 * by an operator), award (join, then the operator awards the joined members), raffle (a draw).
 */
export const PromotionKind = enums(['claim', 'apply', 'award', 'raffle']);
export type PromotionKind = Infer<typeof PromotionKind>;

/** once: one reward per member; daily: one per member per site day (GMT+8). */
export const PromotionPeriod = enums(['once', 'daily']);
export type PromotionPeriod = Infer<typeof PromotionPeriod>;

/** SPEC §4 activity statuses (coming soon as `comingSoon`), for the caller. */
export const ActivityStatus = enums(['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon']);
export type ActivityStatus = Infer<typeof ActivityStatus>;

export const RafflePrize = object({ amount: number(), weight: number() });
export type RafflePrize = Infer<typeof RafflePrize>;

export const Promotion = object({
  id: string(),
  category: PromotionCategory,
  kind: PromotionKind,
  period: PromotionPeriod,
  title: string(),
  summary: string(),
  startsAt: instant(),
  endsAt: nullable(instant()),
  /** claim and apply: the reward; award and raffle: 0 (the operator or the draw decides). */
  bonusAmount: number(),
  /** Required turnover of a reward = reward × this; 0: none. */
  turnoverMultiplier: number(),
  /** raffle: the prizes that can be drawn (amounts only). */
  prizes: array(number()),
  status: ActivityStatus,
  /** Whether the status's action (claim, join, apply, apply again, draw) is open to the caller now. */
  actionable: boolean(),
  /** The lowest VIP level that may take part (0: every member); category vip needs at least 1. */
  minVipLevel: number(),
  /** That level's name in the request's language (null when minVipLevel is 0). */
  minVipName: nullable(string()),
  /** The caller is a member below minVipLevel: status closed, actions refused with 403 promotion.vip_level. */
  belowVipLevel: boolean(),
});
export type Promotion = Infer<typeof Promotion>;

/** GET /wps/promotion/list (visitors) and /wps/promotion/mine (members: statuses are theirs). `?category=` narrows it. */
export const PromotionPage = object({ currency: Currency, categories: array(PromotionCategory), list: array(Promotion) });
export type PromotionPage = Infer<typeof PromotionPage>;

/** GET /wps/promotion/detail?id= : one promotion and its (operator) HTML, to be sanitised before rendering. */
export const PromotionDetail = object({ currency: Currency, promotion: Promotion, content: string() });
export type PromotionDetail = Infer<typeof PromotionDetail>;

export const BonusStatus = enums(['active', 'completed']);
export type BonusStatus = Infer<typeof BonusStatus>;

/** A reward paid through the ledger and its turnover: progress counts valid bets placed after the grant, once settled. */
export const PromoBonus = object({
  id: string(),
  promotionId: string(),
  title: string(),
  source: enums(['claim', 'issued', 'raffle']),
  reference: string(),
  amount: number(),
  turnoverRequired: number(),
  /** Capped at turnoverRequired. */
  turnoverProgress: number(),
  status: BonusStatus,
  grantedAt: instant(),
  completedAt: nullable(instant()),
});
export type PromoBonus = Infer<typeof PromoBonus>;

export const ApplicationStatus = enums(['applying', 'rejected', 'issued']);
export type ApplicationStatus = Infer<typeof ApplicationStatus>;

export const PromoApplication = object({
  id: string(),
  promotionId: string(),
  title: string(),
  comment: string(),
  images: number(),
  status: ApplicationStatus,
  createdAt: instant(),
  decidedAt: nullable(instant()),
  rejectReason: nullable(string()),
});
export type PromoApplication = Infer<typeof PromoApplication>;

/** POST /wps/promotion/claim and /wps/relay/MCSFE_claimRafflePromotion: the reward paid and the promotion's new status. */
export const PromotionReward = object({ status: ActivityStatus, bonus: PromoBonus });
export type PromotionReward = Infer<typeof PromotionReward>;

/** POST /wps/promotion/join. */
export const PromotionJoined = object({ status: ActivityStatus });
export type PromotionJoined = Infer<typeof PromotionJoined>;

/**
 * GET /wps/promotion/rewards (reward center): the caller's rewards with their turnover, the
 * amount still locked for withdrawal (docs/engagement.md "Bonus turnover") and applications.
 */
export const RewardCenter = object({
  currency: Currency,
  lockedAmount: number(),
  bonuses: array(PromoBonus),
  applications: array(PromoApplication),
});
export type RewardCenter = Infer<typeof RewardCenter>;

// ---- Requests --------------------------------------------------------------------------------

/** Claim and raffle: `requestId` is the idempotency key (8–64 of [A-Za-z0-9_-]). */
export const PromotionActionRequest = object({ promotionId: string(), requestId: string() });
export type PromotionActionRequest = Infer<typeof PromotionActionRequest>;

export const PromotionJoinRequest = object({ promotionId: string() });
export type PromotionJoinRequest = Infer<typeof PromotionJoinRequest>;

/**
 * PUT /wps/promotion/apply is multipart/form-data: `promotionId`, `comment` (≤ 140 characters)
 * and 0–3 `images` (png or jpg by their bytes, ≤ 5 MB each). Not a struct: the server reads the form.
 */
export interface ActivityApplyForm {
  promotionId: string;
  comment: string;
  images: File[];
}
