import { useLingui } from '@lingui/react/macro';
import type { BonusRecord, Paged } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { type RecordsActor, useRecords, useBonusRecordsActor } from '../../machines/records/use-records';
import type { SectionProps } from '../member-center/section-types';
import { RecordTime } from './record-format';
import { RecordsScreen } from './records-screen';
import { AmountCell, RecordsTable, ReferenceCell } from './records-table';
import { useCurrencySymbol } from './use-currency-symbol';
import { formatAmount } from '../money/format';

/**
 * Bonus details (SPEC §2 bonusDetails): bonuses and free-play credit paid in the period; a
 * promotion reward shows its turnover progress (docs/engagement.md "Bonus turnover").
 */
export function BonusDetails({ actor }: { actor: RecordsActor<Paged<BonusRecord>> }) {
  const { t } = useLingui();
  const records = useRecords(actor);
  const symbol = useCurrencySymbol();
  const turnover = (row: BonusRecord) => {
    if (row.turnoverRequired == null) return '–';
    const done = formatAmount(row.turnoverProgress ?? 0, symbol);
    const required = formatAmount(row.turnoverRequired, symbol);
    return t`${done} / ${required}`;
  };
  return (
    <RecordsScreen records={records} pageCount={PAGED.pageCount}>
      {(data) => (
        <RecordsTable title={t`Bonus details`} query={records.query} columns={[t`Time`, t`Bonus`, t`Amount`, t`Turnover`, t`Reference`]}>
          {data.list.map((row) => (
            <tr key={row.reference}>
              <td>
                <RecordTime iso={row.createdAt} />
              </td>
              <td>{row.name}</td>
              <AmountCell minor={row.amount} symbol={symbol} />
              <td>{turnover(row)}</td>
              <ReferenceCell reference={row.reference} />
            </tr>
          ))}
        </RecordsTable>
      )}
    </RecordsScreen>
  );
}

export function BonusDetailsSection(_props: SectionProps) {
  return <BonusDetails actor={useBonusRecordsActor()} />;
}
