import { MONEY } from '../../config/constants';

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
