import { useLingui } from '@lingui/react/macro';
import type { ContractKind, ContractTier } from '../../api/schemas/agent';
import { FIELD_UNIT, thresholdsOf, uplineRateAt } from '../../machines/contract/contract.rules';
import type { TierField } from '../../machines/contract/contract.types';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { formatCount, formatMoney, formatRate } from './contract-format';
import { FIELD_LABELS } from './contract-messages';

/** A threshold or rate as the reader's locale writes it; a dash for "no requirement". */
export function useTierValue() {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  return (field: TierField, value: number | null): string => {
    if (value === null) return '—';
    const unit = FIELD_UNIT[field];
    return unit === 'amount' ? formatMoney(value, symbol) : unit === 'count' ? formatCount(value) : formatRate(value);
  };
}

/**
 * The tiers of a contract: the kind's thresholds (AGENTS.contractThresholds) and the rate. With
 * `compareWith` (the upline's own tiers), a last column shows what the upline gets at the same
 * thresholds: the ceiling of the rate (docs/agents.md "Contracts").
 */
export function TiersTable({
  kind,
  tiers,
  caption,
  compareWith,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  caption: string;
  compareWith?: readonly ContractTier[];
}) {
  const { t, i18n } = useLingui();
  const value = useTierValue();
  const fields = thresholdsOf(kind);
  return (
    <div className="table-scroll">
    <table className="contract-tiers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Tier`}</th>
          {fields.map((f) => (
            <th key={f} scope="col">
              {i18n._(FIELD_LABELS[f])}
            </th>
          ))}
          <th scope="col">{i18n._(FIELD_LABELS.rate)}</th>
          {compareWith && <th scope="col">{t`Upline's rate here`}</th>}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={i}>
            <th scope="row">{formatCount(i + 1)}</th>
            {fields.map((f) => (
              <td key={f}>{value(f, tier[f])}</td>
            ))}
            <td className="contract-tiers__rate">{formatRate(tier.rate)}</td>
            {compareWith && <td>{formatRate(uplineRateAt(compareWith, tier))}</td>}
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
