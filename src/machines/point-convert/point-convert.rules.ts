import type { PointsRatio } from '../../api/schemas/points';
import type { FieldError } from '../../api/validation/validate';
import { serverFieldError } from '../money/field-errors';
import type { ConvertContext, ConvertField, ConvertRequest } from './point-convert.types';

const REQUIRED: FieldError = { key: 'validation.required' };

/** Typed points as a whole number, or null. */
export function pointsOf(text: string): number | null {
  const t = text.replace(/[,\s]/g, '');
  return /^\d{1,10}$/.test(t) ? Number(t) : null;
}

/** Money (minor units) that many points buy: whole steps only, so exact. */
export const amountFor = (points: number, ratio: PointsRatio) => (points / ratio.points) * ratio.amount;

/**
 * Checks before the summary (docs/engagement.md "Points"): whole points, at least the minimum, a
 * multiple of the ratio's step, no more than held; a payment password. The server checks again.
 */
export function convertErrors(c: Pick<ConvertContext, 'setup' | 'values'>): Partial<Record<ConvertField, FieldError>> {
  const errors: Partial<Record<ConvertField, FieldError>> = {};
  const setup = c.setup;
  if (!setup) return { points: { key: 'points.amount.invalid' } };
  const { ratio, minPoints } = setup.config.convert;
  const p = pointsOf(c.values.points);
  if (!c.values.points.trim()) errors.points = REQUIRED;
  else if (p === null || p < 1) errors.points = { key: 'points.amount.invalid' };
  else if (p < minPoints || p % ratio.points !== 0) errors.points = { key: 'points.convert.step' };
  else if (p > setup.points) errors.points = { key: 'points.balance.insufficient' };
  if (c.values.paymentPassword === '') errors.paymentPassword = REQUIRED;
  return errors;
}

export function convertRequest(c: ConvertContext): ConvertRequest {
  return { requestId: c.requestId ?? '', points: pointsOf(c.values.points) ?? 0, paymentPassword: c.values.paymentPassword };
}

const FIELDS: readonly ConvertField[] = ['points', 'paymentPassword'];
const FIELD_OF_ERROR: Readonly<Record<string, ConvertField>> = {
  'money.payment_password.wrong': 'paymentPassword',
  'points.amount.invalid': 'points',
  'points.convert.step': 'points',
  'points.balance.insufficient': 'points',
};

export const convertFieldError = (error: unknown) => serverFieldError(error, FIELDS, FIELD_OF_ERROR);

export const initialConvertValues = (): Record<ConvertField, string> => ({ points: '', paymentPassword: '' });
