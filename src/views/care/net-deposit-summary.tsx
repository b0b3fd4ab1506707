import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { NetDepositWindow } from '../../api/schemas/care';
import { useNetDeposits } from '../../machines/care-reads/use-net-deposits';
import { DataView } from '../common/data-states';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import './care.css';

const WINDOW_LABELS: Record<NetDepositWindow['window'], MessageDescriptor> = {
  day: msg`Last 24 hours`,
  week: msg`Last 7 days`,
  month: msg`Last 30 days`,
  all: msg`Since you joined`,
};

/** Net deposits (account record): deposits minus withdrawals, per window (GET /wps/care/net-deposits). */
export function NetDepositSummary() {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const summary = useNetDeposits();
  const money = (minor: number) => formatAmount(minor, symbol);
  return (
    <DataView resource={summary} compact>
      {(s) => (
        <div className="table-scroll">
        <table className="money-table care-net">
          <caption>{t`Net deposits`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Period`}</th>
              <th scope="col">{t`Deposits`}</th>
              <th scope="col">{t`Withdrawals`}</th>
              <th scope="col">{t`Net`}</th>
            </tr>
          </thead>
          <tbody>
            {s.windows.map((w) => (
              <tr key={w.window}>
                <th scope="row">{i18n._(WINDOW_LABELS[w.window])}</th>
                <td className="money-table__amount">{money(w.deposits)}</td>
                <td className="money-table__amount">{money(w.withdrawals)}</td>
                <td className="money-table__amount">{money(w.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </DataView>
  );
}
