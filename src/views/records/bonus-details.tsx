import { useLingui } from '@lingui/react/macro';
import type { BonusRecord, Paged } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { createBonusRecordsLogic } from '../../machines/records/records.runtime';
import { type RecordsActor, useRecords } from '../../machines/records/use-records';
import type { SectionProps } from '../member-center/section-types';
import { Amount, RecordTime } from './record-format';
import { RecordCaption, RecordsScreen, useRecordsSection } from './records-screen';
import { useCurrencySymbol } from './use-currency-symbol';

/** Bonus details (SPEC §2 bonusDetails): bonuses and free-play credit paid in the period. */
export function BonusDetails({ actor }: { actor: RecordsActor<Paged<BonusRecord>> }) {
  const { t } = useLingui();
  const records = useRecords(actor);
  const symbol = useCurrencySymbol();
  return (
    <RecordsScreen records={records} pageCount={PAGED.pageCount}>
      {(data) => (
        <table className="records__table">
          <RecordCaption title={t`Bonus details`} query={records.query} />
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Bonus`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Reference`}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.reference}>
                <td>
                  <RecordTime iso={row.createdAt} />
                </td>
                <td>{row.name}</td>
                <td className="records__amount">
                  <Amount minor={row.amount} symbol={symbol} />
                </td>
                <td className="records__reference">{row.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RecordsScreen>
  );
}

export function BonusDetailsSection(_props: SectionProps) {
  return <BonusDetails actor={useRecordsSection(createBonusRecordsLogic)} />;
}
