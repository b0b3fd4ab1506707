import { BPS_PER_PERCENT } from '../../machines/contract/contract.rules';
import { groupThousands } from '../../numbers/grouping';
import { formatAmount } from '../money/format';

/**
 * Figures of the contract screens, written as every other figure of the site (docs/money.md,
 * src/views/money/format.ts): Latin digits and en-US grouping in every interface language, so an
 * agent reads the same number in a bill, the agent center's reports and the member center.
 */
export function formatMoney(minor: number, symbol: string): string {
  return formatAmount(minor, symbol);
}

/** 150 bps → "1.5%". */
export function formatRate(bps: number): string {
  // Whole basis points are at most two decimals of a percent: nothing to round.
  return `${groupThousands(bps / BPS_PER_PERCENT)}%`;
}

export function formatCount(n: number): string {
  return groupThousands(n);
}
