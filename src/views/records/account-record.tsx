import { useLingui } from '@lingui/react/macro';
import type { AccountRecord as AccountRecordRow, Paged, PostingType } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { type RecordsActor, useRecords, useTransactionRecordsActor } from '../../machines/records/use-records';
import { lazyPart } from '../common/lazy-page';
import type { SectionProps } from '../member-center/section-types';
import { MAIN_WALLET, POSTING_TYPE_LABELS, RecordTime } from './record-format';
import { FilterSelect, RecordsScreen } from './records-screen';
import { AmountCell, RecordsTable, ReferenceCell } from './records-table';
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
        <RecordsTable
          title={t`Account record`}
          query={records.query}
          columns={[t`Time`, t`Type`, t`Wallet`, t`Amount`, t`Balance after`, t`Reference`]}
        >
          {data.list.map((row) => (
            <tr key={row.id}>
              <td>
                <RecordTime iso={row.createdAt} />
              </td>
              <td>{i18n._(POSTING_TYPE_LABELS[row.type])}</td>
              <td>{row.wallet === 'MAIN' ? i18n._(MAIN_WALLET) : row.wallet}</td>
              <AmountCell minor={row.amount} symbol={symbol} signed />
              <AmountCell minor={row.balanceAfter} symbol={symbol} />
              <ReferenceCell reference={row.reference} />
            </tr>
          ))}
        </RecordsTable>
      )}
    </RecordsScreen>
  );
}

/** Net deposits (issue #7, responsible gambling): its own chunk with the care messages. */
const NetDepositSummary = lazyPart(
  () => Promise.all([import('../care/net-deposit-summary'), import('../care/care-catalog').then((m) => m.loadCareCatalog())]).then(([m]) => m.NetDepositSummary),
  <></>,
);

export function AccountRecordSection(_props: SectionProps) {
  return (
    <>
      <NetDepositSummary />
      <AccountRecord actor={useTransactionRecordsActor()} />
    </>
  );
}
