import type { DemoGame } from './api';
import { formatSiteDateTime } from '../views/common/site-time';
import { formatAmount } from '../views/money/format';

export type Currency = DemoGame['currency'];

/** Minor units as the site shows them: "P 1,234.56", by the SPA's own amount formatter. */
export function formatMoney(minor: number, c: Currency): string {
  return formatAmount(minor, c.symbol, c.scale);
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
