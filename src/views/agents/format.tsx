import { groupThousands } from '../../numbers/grouping';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';

/**
 * Figures of the agent reports, formatted as the rest of the site formats them
 * (src/views/money/format.ts): fixed grouping and digits in every language, so an amount
 * reads the same to an agent and to the downline it is compared with.
 */
export function formatCount(n: number): string {
  return groupThousands(n);
}

/** Basis points as a percentage: 150 → "1.50%". */
export function formatRate(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

/** An amount in minor units with the merchant's currency symbol; a dash when not known yet. */
export function Money({ minor }: { minor: number | null }) {
  const symbol = useCurrencySymbol();
  return <>{minor === null ? '—' : formatAmount(minor, symbol)}</>;
}

/** A table cell with an amount; `signed` marks gains and losses apart. */
export function MoneyCell({ minor, signed = false }: { minor: number | null; signed?: boolean }) {
  const direction = signed && minor !== null ? (minor < 0 ? ' records__amount--out' : ' records__amount--in') : '';
  return (
    <td className={`records__amount${direction}`}>
      <Money minor={minor} />
    </td>
  );
}

export function CountCell({ n }: { n: number }) {
  return <td className="records__amount">{formatCount(n)}</td>;
}
