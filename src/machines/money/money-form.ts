import type { FieldError } from '../../api/validation/validate';
import { isApiError } from '../../api/errors';
import { MONEY } from '../../config/constants';
import { newRequestId, parseAmount } from './amounts';

/**
 * Rules every money-moving form shares (wallet transfer, upline transfer, deposit): how an
 * amount is checked before it leaves the browser, how a failure is sorted, and how the
 * idempotency key (docs/money.md `requestId`) lives.
 *
 * A key belongs to one intent: it is made on the first submit, kept while the outcome is
 * unknown (network error, time-out, 5xx: the retry must not move money twice), and dropped as
 * soon as the parameters change or the server gives a definite answer (success or a 4xx, which
 * stores nothing server-side).
 */

export const MAIN_WALLET = 'MAIN';

export interface AmountBounds {
  /** Lowest accepted amount in minor units (a channel's minimum), if any. */
  min?: number;
  /** Highest accepted amount in minor units (a channel's maximum), if any. */
  max?: number;
  /** What the source wallet holds; more is `money.balance.insufficient`. */
  available?: number;
  scale?: number;
}

export const AMOUNT_KEYS = {
  invalid: 'money.amount.invalid',
  limit: 'money.amount.limit',
  insufficient: 'money.balance.insufficient',
} as const;

export function limitError(min: number, max: number): FieldError {
  return { key: AMOUNT_KEYS.limit, params: { min, max, bounds: '' } };
}

/** The first problem with a typed amount, or null (the server checks again). */
export function amountError(text: string, bounds: AmountBounds = {}): FieldError | null {
  if (!text.trim()) return { key: 'validation.required' };
  const minor = parseAmount(text, bounds.scale ?? MONEY.scale);
  if (minor === null) return { key: AMOUNT_KEYS.invalid };
  const min = bounds.min ?? 1;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  if ((bounds.min !== undefined || bounds.max !== undefined) && (minor < min || minor > max)) return limitError(min, max);
  if (bounds.available !== undefined && minor > bounds.available) return { key: AMOUNT_KEYS.insufficient };
  return null;
}

/** Minor units of a typed amount that passed `amountError` (0 otherwise; never sent). */
export function amountOf(text: string, scale: number = MONEY.scale): number {
  return parseAmount(text, scale) ?? 0;
}

export function ensureRequestId(current: string | null): string {
  return current ?? newRequestId();
}

/**
 * The request may or may not have taken effect: no answer, an unreadable answer, or a
 * server fault. Only a retry with the same key is safe.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalidResponse') return true;
  return error.kind === 'server' && (error.status ?? 0) >= 500;
}

/** Server refusals that belong under a field rather than in the form's alert. */
export function fieldOfRejection(error: unknown): { field: 'amount' | 'paymentPassword'; error: FieldError } | null {
  if (!isApiError(error)) return null;
  const key = error.messageKey;
  if (key === AMOUNT_KEYS.limit) {
    const v = error.value as { min?: unknown; max?: unknown } | null | undefined;
    const min = typeof v?.min === 'number' ? v.min : 1;
    const max = typeof v?.max === 'number' ? v.max : Number.MAX_SAFE_INTEGER;
    return { field: 'amount', error: limitError(min, max) };
  }
  if (key === AMOUNT_KEYS.invalid || key === AMOUNT_KEYS.insufficient) return { field: 'amount', error: { key } };
  if (key === 'money.payment_password.wrong') return { field: 'paymentPassword', error: { key } };
  return null;
}
