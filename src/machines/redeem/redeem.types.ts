import type { FieldError } from '../../api/validation/validate';
import type { PointReward, RedeemRequest, RedeemResult } from '../../api/schemas/points';

export type RedeemField = 'quantity' | 'paymentPassword';

/** What the rewards list and the redeem form need: loaded together (docs/engagement.md "Points"). */
export interface RedeemSetup {
  rewards: PointReward[];
  /** The member's cumulative valid bet (minor units): rewards with a higher amount requirement cannot be redeemed. */
  validBetTotal: number;
  points: number;
  hasPaymentPassword: boolean;
  maxQuantity: number;
  redeemEnabled: boolean;
}

export interface RedeemContext {
  setup: RedeemSetup | null;
  /** The reward being redeemed. */
  reward: PointReward | null;
  values: Record<RedeemField, string>;
  errors: Partial<Record<RedeemField, FieldError>>;
  errorKey: string | null;
  /** Idempotency key of the current intent (this reward, this quantity), kept across retries. */
  requestId: string | null;
  result: RedeemResult | null;
}

export type RedeemEvent =
  | { type: 'redeem.choose'; rewardId: string }
  | { type: 'redeem.change'; field: RedeemField; value: string }
  | { type: 'redeem.review' }
  | { type: 'redeem.back' }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.retry' }
  | { type: 'redeem.cancel' }
  | { type: 'redeem.reload' }
  | { type: 'redeem.again' };

export type { RedeemRequest };
