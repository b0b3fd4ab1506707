import { MONEY } from '../../../src/config/constants';
import { MoneyError } from './errors';

/** Largest amount a request may name: 10^12 minor units (10 billion P). */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * A wire amount: a safe integer in 1..10^12 minor units. Anything else — 0, negative,
 * fractional, a string, NaN, huge, missing — is 400 money.amount.invalid, before any work.
 */
export function parseAmount(value: unknown, field = 'amount'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_AMOUNT) {
    throw new MoneyError('invalid', 'money.amount.invalid', 'amount must be a whole number of minor units from 1 to 10^12', { field });
  }
  return value;
}

/** Channel or withdrawal min–max: 400 money.amount.limit with the bounds. */
export function checkLimits(amount: number, min: number, max: number): void {
  if (amount < min || amount > max) throw new MoneyError('invalid', 'money.amount.limit', 'amount outside the allowed range', { min, max });
}

export function parseRequestId(value: unknown): string {
  if (typeof value !== 'string' || !MONEY.requestIdPattern.test(value)) {
    throw new MoneyError('invalid', 'money.request_id.invalid', 'requestId must be 8-64 characters of A-Z a-z 0-9 _ -');
  }
  return value;
}

/**
 * A bigint column as a number: node-postgres reads int8 as a string, PGlite as a number
 * (or a bigint past 2^53). Ledger amounts stay far below 2^53; anything else is a bug.
 */
export function toMinor(v: string | number | bigint): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`amount out of the safe integer range: ${String(v)}`);
  return n;
}

export const toMinorOrNull = (v: string | number | bigint | null): number | null => (v === null ? null : toMinor(v));

/** "P 5,000.00" (operator output and messages). */
export function formatAmount(minor: number, symbol = 'P'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${symbol} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}
