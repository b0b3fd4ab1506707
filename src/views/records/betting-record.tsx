import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { BetRecordPage } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { type RecordsActor, useRecords, useBetRecordsActor } from '../../machines/records/use-records';
import { CATEGORIES } from '../categories';
import type { SectionProps } from '../member-center/section-types';
import { Amount, BET_STATUS_LABELS, categoryLabel, RecordTime } from './record-format';
import { FilterSelect, RecordCaption, RecordsScreen } from './records-screen';
import { useCurrencySymbol } from './use-currency-symbol';

/** The category and status filters of a list of bets (the member's own, an agent's team's); '' is all. */
export function BetFilterSelects({ filters, onChange }: { filters: Readonly<Record<string, string>>; onChange: (name: string, value: string) => void }) {
  const { t, i18n } = useLingui();
  const translate = (d: MessageDescriptor) => i18n._(d);
  return (
    <>
      <FilterSelect
        label={t`Category`}
        value={filters.category ?? ''}
        options={[{ value: '', label: t`All categories` }, ...Object.keys(CATEGORIES).map((code) => ({ value: code, label: categoryLabel(code, translate) }))]}
        onChange={(v) => onChange('category', v)}
      />
      <FilterSelect
        label={t`Status`}
        value={filters.status ?? ''}
        options={[
          { value: '', label: t`All statuses` },
          ...Object.entries(BET_STATUS_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
        ]}
        onChange={(v) => onChange('status', v)}
      />
    </>
  );
}

type BetRow = BetRecordPage['list'][number] & { account?: string };

/**
 * A page of bets and the sums of the whole query: the member's betting record, and an agent's
 * team betting, which adds the account column (`accountLabel`).
 */
export function BetsTable({
  title,
  query,
  list,
  summary,
  totalLabel,
  accountLabel,
}: {
  title: string;
  query: { start: string; end: string };
  list: readonly BetRow[];
  summary: BetRecordPage['summary'];
  totalLabel: string;
  accountLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const translate = (d: MessageDescriptor) => i18n._(d);
  const amount = (minor: number | null) => (
    <td className="records__amount">
      <Amount minor={minor} symbol={symbol} />
    </td>
  );
  return (
    <table className="records__table">
      <RecordCaption title={title} query={query} />
      <thead>
        <tr>
          <th scope="col">{t`Time`}</th>
          {accountLabel && <th scope="col">{accountLabel}</th>}
          <th scope="col">{t`Game`}</th>
          <th scope="col">{t`Category`}</th>
          <th scope="col">{t`Stake`}</th>
          <th scope="col">{t`Valid bet`}</th>
          <th scope="col">{t`Payout`}</th>
          <th scope="col">{t`Profit`}</th>
          <th scope="col">{t`Status`}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((bet) => (
          <tr key={bet.reference}>
            <td>
              <RecordTime iso={bet.placedAt} />
            </td>
            {accountLabel && <td>{bet.account}</td>}
            <td>
              {bet.gameName}
              <span className="records__sub">{bet.vendorName ?? bet.vendor}</span>
            </td>
            <td>{categoryLabel(bet.category, translate)}</td>
            {amount(bet.stake)}
            {amount(bet.validBet)}
            {amount(bet.payout)}
            {amount(bet.profit)}
            <td>{i18n._(BET_STATUS_LABELS[bet.status])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={accountLabel ? 4 : 3}>
            {totalLabel}
          </th>
          {amount(summary.stake)}
          {amount(summary.validBet)}
          {amount(summary.payout)}
          {amount(summary.profit)}
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

/** Betting record (SPEC §2 personalHistoryCopy): the member's bets with a summary of the period. */
export function BettingRecord({ actor }: { actor: RecordsActor<BetRecordPage> }) {
  const { t } = useLingui();
  const records = useRecords(actor);
  const filters = <BetFilterSelects filters={records.form.filters} onChange={records.changeFilter} />;
  return (
    <RecordsScreen records={records} filters={filters} pageCount={PAGED.pageCount}>
      {(data) => (
        <BetsTable title={t`Betting record`} query={records.query} list={data.list} summary={data.summary} totalLabel={t`Total for the period`} />
      )}
    </RecordsScreen>
  );
}

/** The member-center section: its own chart on the app's API, opened on the last 7 days. */
export function BettingRecordSection(_props: SectionProps) {
  return <BettingRecord actor={useBetRecordsActor()} />;
}
