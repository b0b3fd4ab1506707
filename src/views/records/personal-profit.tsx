import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ProfitReport, ProfitRow } from '../../api/schemas/money';
import { groupThousands } from '../../numbers/grouping';
import { type RecordsActor, useRecords, useProfitRecordsActor } from '../../machines/records/use-records';
import type { SectionProps } from '../member-center/section-types';
import { Amount, categoryLabel } from './record-format';
import { RecordCaption, RecordsScreen } from './records-screen';
import { useCurrencySymbol } from './use-currency-symbol';

function Figures({ row, symbol }: { row: ProfitRow; symbol: string }) {
  return (
    <>
      <td className="records__amount">{groupThousands(row.bets)}</td>
      <td className="records__amount">
        <Amount minor={row.stake} symbol={symbol} />
      </td>
      <td className="records__amount">
        <Amount minor={row.validBet} symbol={symbol} />
      </td>
      <td className="records__amount">
        <Amount minor={row.payout} symbol={symbol} />
      </td>
      <td className={`records__amount ${row.profit < 0 ? 'records__amount--out' : 'records__amount--in'}`}>
        <Amount minor={row.profit} symbol={symbol} />
      </td>
    </>
  );
}

/** Personal profit and loss (SPEC §2 personalProfit): one row per game category and the total. */
export function PersonalProfit({ actor }: { actor: RecordsActor<ProfitReport> }) {
  const { t, i18n } = useLingui();
  const records = useRecords(actor);
  const symbol = useCurrencySymbol();
  const translate = (d: MessageDescriptor) => i18n._(d);
  return (
    <RecordsScreen records={records}>
      {(data) => (
        <table className="records__table">
          <RecordCaption title={t`Profit and loss`} query={records.query} />
          <thead>
            <tr>
              <th scope="col">{t`Category`}</th>
              <th scope="col">{t`Bets`}</th>
              <th scope="col">{t`Stake`}</th>
              <th scope="col">{t`Valid bet`}</th>
              <th scope="col">{t`Payout`}</th>
              <th scope="col">{t`Profit`}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">{categoryLabel(row.category, translate)}</th>
                <Figures row={row} symbol={symbol} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t`Total`}</th>
              <Figures row={data.total} symbol={symbol} />
            </tr>
          </tfoot>
        </table>
      )}
    </RecordsScreen>
  );
}

export function PersonalProfitSection(_props: SectionProps) {
  return <PersonalProfit actor={useProfitRecordsActor()} />;
}
