import type { PointReward } from '../../api/schemas/points';
import type { FieldError } from '../../api/validation/validate';
import { serverFieldError } from '../money/field-errors';
import type { RedeemContext, RedeemField, RedeemRequest, RedeemSetup } from './redeem.types';

const REQUIRED: FieldError = { key: 'validation.required' };

/** Why a reward cannot be redeemed now, or null: the list shows the reason instead of the button. */
export function rewardBlock(reward: PointReward, setup: RedeemSetup): 'disabled' | 'soldOut' | 'requirement' | 'points' | null {
  if (!setup.redeemEnabled) return 'disabled';
  if (reward.stock !== null && reward.stock < 1) return 'soldOut';
  if (setup.validBetTotal < reward.amountRequirement) return 'requirement';
  if (setup.points < reward.points) return 'points';
  return null;
}

/** The typed quantity as a whole number, or null. */
export function quantityOf(text: string): number | null {
  const t = text.trim();
  return /^\d{1,3}$/.test(t) ? Number(t) : null;
}

/**
 * Checks before the summary: a whole quantity from 1 to the most allowed, within the stock and
 * the points held; a payment password. The server checks all of it again (and the password).
 */
export function redeemErrors(c: Pick<RedeemContext, 'setup' | 'reward' | 'values'>): Partial<Record<RedeemField, FieldError>> {
  const errors: Partial<Record<RedeemField, FieldError>> = {};
  const { setup, reward } = c;
  if (!setup || !reward) return { quantity: { key: 'points.quantity.invalid' } };
  const q = quantityOf(c.values.quantity);
  if (!c.values.quantity.trim()) errors.quantity = REQUIRED;
  else if (q === null || q < 1 || q > setup.maxQuantity) errors.quantity = { key: 'points.quantity.invalid' };
  else if (reward.stock !== null && q > reward.stock) errors.quantity = { key: 'points.reward.stock' };
  else if (q * reward.points > setup.points) errors.quantity = { key: 'points.balance.insufficient' };
  if (c.values.paymentPassword === '') errors.paymentPassword = REQUIRED;
  return errors;
}

export function redeemRequest(c: RedeemContext): RedeemRequest {
  return {
    requestId: c.requestId ?? '',
    rewardId: c.reward?.id ?? '',
    quantity: quantityOf(c.values.quantity) ?? 0,
    paymentPassword: c.values.paymentPassword,
  };
}

const FIELDS: readonly RedeemField[] = ['quantity', 'paymentPassword'];
const FIELD_OF_ERROR: Readonly<Record<string, RedeemField>> = {
  'money.payment_password.wrong': 'paymentPassword',
  'points.quantity.invalid': 'quantity',
  'points.balance.insufficient': 'quantity',
  'points.reward.stock': 'quantity',
};

/** Where a refusal of the redemption shows, or null for an alert. */
export const redeemFieldError = (error: unknown) => serverFieldError(error, FIELDS, FIELD_OF_ERROR);

export const initialValues = (): Record<RedeemField, string> => ({ quantity: '1', paymentPassword: '' });
