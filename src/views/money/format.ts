import { MONEY } from '../../config/constants';

/**
 * Amounts arrive as integer minor units (docs/money.md). `formatAmount(123456, 'P')` → "P 1,234.56";
 * negative amounts keep their sign before the symbol ("-P 5.00"). Grouping is fixed (en-US digits)
 * so figures read the same in every language of the site.
 */
export function formatAmount(minor: number, symbol: string, scale: number = MONEY.scale): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const factor = 10 ** scale;
  const whole = Math.floor(abs / factor);
  const frac = abs % factor;
  const grouped = whole.toLocaleString('en-US');
  const text = scale > 0 ? `${grouped}.${String(frac).padStart(scale, '0')}` : grouped;
  return `${sign}${symbol} ${text}`;
}

/**
 * Parses what a member typed ("1,234.5", "  20 ") into minor units, or null when it is not a
 * positive amount with at most `scale` decimals. The server checks again (money.amount.invalid).
 */
export function parseAmount(text: string, scale: number = MONEY.scale): number | null {
  const clean = text.replace(/[,\s]/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const [, whole, frac = ''] = match;
  if (frac.length > scale) return null;
  const minor = Number(whole) * 10 ** scale + Number(frac.padEnd(scale, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** A fresh idempotency key for one money-moving intent (kept across retries of that intent). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
