import { array, boolean, enums, type Infer, nullable, number, object, string } from 'superstruct';
import { instant } from './time';
import { Currency, paged } from './money';

/**
 * Points mall and VIP wire shapes (issue #7; SPEC §3 points record, §4 redeem statuses, §7
 * points; docs/engagement.md "Points", "VIP"). Points are whole numbers; money amounts are
 * integer minor units like everywhere else. Requests that move points carry a `requestId`
 * (the money idempotency key: same key and parameters → the first answer again, other
 * parameters → 409 money.idempotency.conflict).
 */

/** SPEC §4 redeem statuses: In Process, Approved, Rejected. */
export const RedemptionStatus = enums(['inProcess', 'approved', 'rejected']);
export type RedemptionStatus = Infer<typeof RedemptionStatus>;

export const RewardType = enums(['voucher', 'gadget', 'experience']);
export type RewardType = Infer<typeof RewardType>;

/** The conversion ratio: `points` points buy `amount` minor units. */
export const PointsRatio = object({ points: number(), amount: number() });
export type PointsRatio = Infer<typeof PointsRatio>;

/** PTS_pointBalance. */
export const PointBalance = object({ points: number() });
export type PointBalance = Infer<typeof PointBalance>;

/** PTS_pointConfig: how points are earned, converted and redeemed. Points never expire (SPEC §9). */
export const PointConfig = object({
  currency: Currency,
  /** Valid bet (minor units) that earns one point at the 1× rate (the VIP level multiplies it). */
  earnValidBet: number(),
  convert: object({ enabled: boolean(), ratio: PointsRatio, minPoints: number() }),
  redeemEnabled: boolean(),
  maxRedeemQuantity: number(),
  expires: boolean(),
});
export type PointConfig = Infer<typeof PointConfig>;

export const PointReward = object({
  id: string(),
  type: RewardType,
  name: string(),
  description: string(),
  imageUrl: nullable(string()),
  /** Points per unit. */
  points: number(),
  /** Cumulative valid bet (minor units) the member needs; 0: none. */
  amountRequirement: number(),
  /** Units left; null: unlimited. */
  stock: nullable(number()),
});
export type PointReward = Infer<typeof PointReward>;

/** PTS_pointReward: the active rewards and the member's cumulative valid bet (for requirements). */
export const PointRewards = object({ list: array(PointReward), validBetTotal: number() });
export type PointRewards = Infer<typeof PointRewards>;

/** PTS_redeemReward (encrypted: carries the payment password). */
export const RedeemRequest = object({ requestId: string(), rewardId: string(), quantity: number(), paymentPassword: string() });
export type RedeemRequest = Infer<typeof RedeemRequest>;

export const Redemption = object({
  reference: string(),
  rewardId: string(),
  type: RewardType,
  name: string(),
  quantity: number(),
  pointsEach: number(),
  pointsTotal: number(),
  amountRequirement: number(),
  status: RedemptionStatus,
  remark: nullable(string()),
  applyTime: instant(),
  decidedAt: nullable(instant()),
});
export type Redemption = Infer<typeof Redemption>;

export const RedeemResult = object({ redemption: Redemption, points: number() });
export type RedeemResult = Infer<typeof RedeemResult>;

/** PTS_redeemList `?page=&status=`: the member's redemptions, newest first. */
export const RedemptionPage = paged(Redemption);

/** Kinds of a member's point movement (member transaction detail). */
export const PointRecordType = enums(['earn', 'vipLevelUp', 'redeem', 'redeemRefund', 'convert', 'adjust']);
export type PointRecordType = Infer<typeof PointRecordType>;

/**
 * PTS_memberTransactionDetail row: the columns of SPEC §3 "Points record" (reference number,
 * apply time, type, name, quantity, points requirement, amount requirement, status, changed
 * points, points balance, remark, points ratio), plus the money a conversion credited and the
 * valid bet an earning came from. Fields that do not apply to a type are null.
 */
export const PointRecord = object({
  reference: string(),
  applyTime: instant(),
  type: PointRecordType,
  name: nullable(string()),
  quantity: nullable(number()),
  pointsRequirement: nullable(number()),
  amountRequirement: nullable(number()),
  status: nullable(RedemptionStatus),
  changedPoints: number(),
  pointsBalance: number(),
  remark: nullable(string()),
  pointsRatio: nullable(PointsRatio),
  amount: nullable(number()),
  validBet: nullable(number()),
  /** VIP level reached (vipLevelUp). */
  level: nullable(number()),
});
export type PointRecord = Infer<typeof PointRecord>;
export const PointRecordPage = paged(PointRecord);

/** PTS_convertPoint (encrypted): whole steps of the ratio, at least `convert.minPoints`. */
export const ConvertRequest = object({ requestId: string(), points: number(), paymentPassword: string() });
export type ConvertRequest = Infer<typeof ConvertRequest>;

export const ConvertResult = object({ reference: string(), points: number(), amount: number(), ratio: PointsRatio, pointBalance: number() });
export type ConvertResult = Infer<typeof ConvertResult>;

// ---- VIP ------------------------------------------------------------------------------------

export const VipLevel = object({
  level: number(),
  name: string(),
  /** Cumulative approved deposits and valid bets (minor units) that reach the level: both. */
  minDeposit: number(),
  minValidBet: number(),
  /** Benefits: the points earning rate (basis points; 10000 = 1×) and the points given once on reaching it. */
  earnBps: number(),
  levelUpPoints: number(),
});
export type VipLevel = Infer<typeof VipLevel>;

/** GET /wps/vip/levels (public). */
export const VipLevels = object({ currency: Currency, levels: array(VipLevel) });
export type VipLevels = Infer<typeof VipLevels>;

/** GET /wps/vip/progress (token): the member's level, totals and what the next level still needs. */
export const VipProgress = object({
  currency: Currency,
  levels: array(VipLevel),
  level: number(),
  depositTotal: number(),
  validBetTotal: number(),
  next: nullable(object({ level: number(), depositNeeded: number(), validBetNeeded: number() })),
});
export type VipProgress = Infer<typeof VipProgress>;
