import type { DemoGame } from './api';
import { formatSiteDateTime } from '../views/common/site-time';

export type Currency = DemoGame['currency'];

/**
 * Minor units as the site shows them: "P 1,234.56" (fixed en-US grouping so figures read the
 * same in every language, as in the SPA's money views).
 */
export function formatMoney(minor: number, c: Currency): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const factor = 10 ** c.scale;
  const whole = Math.floor(abs / factor).toLocaleString('en-US');
  const text = c.scale > 0 ? `${whole}.${String(abs % factor).padStart(c.scale, '0')}` : whole;
  return `${sign}${c.symbol} ${text}`;
}

/** A multiplier as paid: "×1.98". */
export function formatMultiplier(m: number): string {
  return `×${Number(m.toFixed(4))}`;
}

/** Decimal odds: "1.85". */
export function formatOdds(o: number): string {
  return o.toFixed(2);
}

/** Dice hundredths: 4217 → "42.17". */
export function formatHundredths(n: number): string {
  return (n / 100).toFixed(2);
}

/** A wire instant as the site shows time (GMT+8, DD/MM/YYYY HH:mm:ss), whatever the browser's zone. */
export function formatTime(iso: string): string {
  return formatSiteDateTime(iso);
}
