import { useLingui } from '@lingui/react/macro';
import type { BonusRecord, Paged } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { createBonusRecordsLogic } from '../../machines/records/records.runtime';
import { type RecordsActor, useRecords } from '../../machines/records/use-records';
import type { SectionProps } from '../member-center/section-types';
import { RecordTime } from './record-format';
import { RecordsScreen, useRecordsSection } from './records-screen';
import { AmountCell, RecordsTable, ReferenceCell } from './records-table';
import { useCurrencySymbol } from './use-currency-symbol';

/** Bonus details (SPEC §2 bonusDetails): bonuses and free-play credit paid in the period. */
export function BonusDetails({ actor }: { actor: RecordsActor<Paged<BonusRecord>> }) {
  const { t } = useLingui();
  const records = useRecords(actor);
  const symbol = useCurrencySymbol();
  return (
    <RecordsScreen records={records} pageCount={PAGED.pageCount}>
      {(data) => (
        <RecordsTable title={t`Bonus details`} query={records.query} columns={[t`Time`, t`Bonus`, t`Amount`, t`Reference`]}>
          {data.list.map((row) => (
            <tr key={row.reference}>
              <td>
                <RecordTime iso={row.createdAt} />
              </td>
              <td>{row.name}</td>
              <AmountCell minor={row.amount} symbol={symbol} />
              <ReferenceCell reference={row.reference} />
            </tr>
          ))}
        </RecordsTable>
      )}
    </RecordsScreen>
  );
}

export function BonusDetailsSection(_props: SectionProps) {
  return <BonusDetails actor={useRecordsSection(createBonusRecordsLogic)} />;
}
