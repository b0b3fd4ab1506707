import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { BetRecordPage } from '../../api/schemas/money';
import { PAGED } from '../../machines/records/records.chart';
import { createBetRecordsLogic } from '../../machines/records/records.runtime';
import { type RecordsActor, useRecords } from '../../machines/records/use-records';
import { CATEGORIES } from '../categories';
import type { SectionProps } from '../member-center/section-types';
import { Amount, BET_STATUS_LABELS, categoryLabel, RecordTime } from './record-format';
import { FilterSelect, RecordCaption, RecordsScreen, useRecordsSection } from './records-screen';
import { useCurrencySymbol } from './use-currency-symbol';

/** Betting record (SPEC §2 personalHistoryCopy): the member's bets with a summary of the period. */
export function BettingRecord({ actor }: { actor: RecordsActor<BetRecordPage> }) {
  const { t, i18n } = useLingui();
  const records = useRecords(actor);
  const symbol = useCurrencySymbol();
  const translate = (d: MessageDescriptor) => i18n._(d);
  const filters = (
    <>
      <FilterSelect
        label={t`Category`}
        value={records.form.filters.category ?? ''}
        options={[{ value: '', label: t`All categories` }, ...Object.keys(CATEGORIES).map((code) => ({ value: code, label: categoryLabel(code, translate) }))]}
        onChange={(v) => records.changeFilter('category', v)}
      />
      <FilterSelect
        label={t`Status`}
        value={records.form.filters.status ?? ''}
        options={[
          { value: '', label: t`All statuses` },
          ...Object.entries(BET_STATUS_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
        ]}
        onChange={(v) => records.changeFilter('status', v)}
      />
    </>
  );
  return (
    <RecordsScreen records={records} filters={filters} pageCount={PAGED.pageCount}>
      {(data) => (
        <table className="records__table">
          <RecordCaption title={t`Betting record`} query={records.query} />
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
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
            {data.list.map((bet) => (
              <tr key={bet.reference}>
                <td>
                  <RecordTime iso={bet.placedAt} />
                </td>
                <td>
                  {bet.gameName}
                  <span className="records__sub">{bet.vendor}</span>
                </td>
                <td>{categoryLabel(bet.category, translate)}</td>
                <td className="records__amount">
                  <Amount minor={bet.stake} symbol={symbol} />
                </td>
                <td className="records__amount">
                  <Amount minor={bet.validBet} symbol={symbol} />
                </td>
                <td className="records__amount">
                  <Amount minor={bet.payout} symbol={symbol} />
                </td>
                <td className="records__amount">
                  <Amount minor={bet.profit} symbol={symbol} />
                </td>
                <td>{i18n._(BET_STATUS_LABELS[bet.status])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t`Total for the period`}
              </th>
              <td className="records__amount">
                <Amount minor={data.summary.stake} symbol={symbol} />
              </td>
              <td className="records__amount">
                <Amount minor={data.summary.validBet} symbol={symbol} />
              </td>
              <td className="records__amount">
                <Amount minor={data.summary.payout} symbol={symbol} />
              </td>
              <td className="records__amount">
                <Amount minor={data.summary.profit} symbol={symbol} />
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </RecordsScreen>
  );
}

/** The member-center section: its own chart on the app's API, opened on the last 7 days. */
export function BettingRecordSection(_props: SectionProps) {
  return <BettingRecord actor={useRecordsSection(createBetRecordsLogic)} />;
}
