import type { FieldError } from '../../api/validation/validate';
import { MONEY } from '../../config/constants';
import { serverFieldError } from '../money/field-errors';
import { amountError, amountOf } from '../money/money-form';
import type { DepositLimit, DepositLimitChange, DepositLimitContext, DepositLimitPeriod, DepositLimitRequest } from './deposit-limit.types';

export const PERIODS: readonly DepositLimitPeriod[] = ['day', 'week', 'month'];

export function limitOf(c: Pick<DepositLimitContext, 'status' | 'period'>): DepositLimit | null {
  return c.status?.limits.find((l) => l.period === c.period) ?? null;
}

/** The first problem with the typed amount (the server checks again). */
export function depositLimitErrors(c: Pick<DepositLimitContext, 'amount'>): { amount?: FieldError } {
  const e = amountError(c.amount, { scale: MONEY.scale });
  return e ? { amount: e } : {};
}

export function depositLimitRequest(c: DepositLimitContext, remove: boolean): DepositLimitRequest {
  return { period: c.period, amount: remove ? null : amountOf(c.amount) };
}

/** Whether a change would lower the limit (applies at once) or raise it (waits for the cooling-off): shown before submitting. */
export function changeKind(c: DepositLimitContext): 'first' | 'lower' | 'raise' | 'same' | null {
  if (Object.keys(depositLimitErrors(c)).length) return null;
  const current = limitOf(c)?.amount ?? null;
  const wanted = amountOf(c.amount);
  if (current === null) return 'first';
  if (wanted === current) return 'same';
  return wanted < current ? 'lower' : 'raise';
}

/** The status after a change: the window's row replaced; the allowance is the smallest remaining. */
export function withChange(status: DepositLimitContext['status'], change: DepositLimitChange): DepositLimitContext['status'] {
  if (!status) return status;
  const limits = status.limits.map((l) => (l.period === change.limit.period ? change.limit : l));
  const remaining = limits.map((l) => l.remaining).filter((x): x is number => x !== null);
  return { ...status, limits, depositAllowance: remaining.length ? Math.min(...remaining) : null };
}

export function depositLimitFieldError(error: unknown) {
  return serverFieldError(error, ['amount'] as const, { 'money.amount.invalid': 'amount' });
}
