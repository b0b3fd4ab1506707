import { BPS_PER_PERCENT } from '../../machines/contract/contract.rules';
import { formatAmount } from '../money/format';

/**
 * Figures of the contract screens, written as every other figure of the site (docs/money.md,
 * src/views/money/format.ts): Latin digits and en-US grouping in every interface language, so an
 * agent reads the same number in a bill, the agent center's reports and the member center.
 */
const NUMBERS = 'en-US';

export function formatMoney(minor: number, symbol: string): string {
  return formatAmount(minor, symbol);
}

/** 150 bps → "1.5%". */
export function formatRate(bps: number): string {
  return new Intl.NumberFormat(NUMBERS, { style: 'percent', maximumFractionDigits: 2 }).format(bps / (BPS_PER_PERCENT * 100));
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat(NUMBERS).format(n);
}
