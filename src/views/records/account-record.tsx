import { useLingui } from '@lingui/react/macro';
import type { AccountRecord as AccountRecordRow, Paged, PostingType } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { createTransactionRecordsLogic } from '../../machines/records/records.runtime';
import { type RecordsActor, useRecords } from '../../machines/records/use-records';
import type { SectionProps } from '../member-center/section-types';
import { Amount, MAIN_WALLET, POSTING_TYPE_LABELS, RecordTime } from './record-format';
import { FilterSelect, RecordCaption, RecordsScreen, useRecordsSection } from './records-screen';
import { useCurrencySymbol } from './use-currency-symbol';

/** Account record (SPEC §2 transactionHistory): every posting on the member's wallets. */
export function AccountRecord({ actor }: { actor: RecordsActor<Paged<AccountRecordRow>> }) {
  const { t, i18n } = useLingui();
  const records = useRecords(actor);
  const symbol = useCurrencySymbol();
  const filters = (
    <FilterSelect
      label={t`Type`}
      value={records.form.filters.type ?? ''}
      options={[
        { value: '', label: t`All types` },
        ...(Object.keys(POSTING_TYPE_LABELS) as PostingType[]).map((value) => ({ value, label: i18n._(POSTING_TYPE_LABELS[value]) })),
      ]}
      onChange={(v) => records.changeFilter('type', v)}
    />
  );
  return (
    <RecordsScreen records={records} filters={filters} pageCount={PAGED.pageCount}>
      {(data) => (
        <table className="records__table">
          <RecordCaption title={t`Account record`} query={records.query} />
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col">{t`Wallet`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Balance after`}</th>
              <th scope="col">{t`Reference`}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td>
                  <RecordTime iso={row.createdAt} />
                </td>
                <td>{i18n._(POSTING_TYPE_LABELS[row.type])}</td>
                <td>{row.wallet === 'MAIN' ? i18n._(MAIN_WALLET) : row.wallet}</td>
                <td className={`records__amount ${row.amount < 0 ? 'records__amount--out' : 'records__amount--in'}`}>
                  <Amount minor={row.amount} symbol={symbol} />
                </td>
                <td className="records__amount">
                  <Amount minor={row.balanceAfter} symbol={symbol} />
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

export function AccountRecordSection(_props: SectionProps) {
  return <AccountRecord actor={useRecordsSection(createTransactionRecordsLogic)} />;
}
