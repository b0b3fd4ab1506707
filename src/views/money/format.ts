import { MONEY } from '../../config/constants';
import { groupThousands } from '../../numbers/grouping';

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
  const grouped = groupThousands(whole);
  const text = scale > 0 ? `${grouped}.${String(frac).padStart(scale, '0')}` : grouped;
  return `${sign}${symbol} ${text}`;
}

/** A wallet's display name: the main wallet in the member's language, vendor wallets by their brand. */
export function walletName(wallet: { code: string; name: string }, mainWallet: string): string {
  return wallet.code === 'MAIN' ? mainWallet : wallet.name;
}
