import type { DemoGame } from './api';

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

/** An ISO time in the page's language, short. */
export function formatTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(locale === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
}
