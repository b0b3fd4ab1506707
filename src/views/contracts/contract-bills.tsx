import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Bill, BillPage, BillStatus } from '../../api/schemas/agent';
import type { AgentReportActor } from '../../machines/agent-center/use-agent-report';
import { useAgentReport } from '../../machines/agent-center/use-agent-report';
import { useContractBillsActor } from '../../machines/contract/use-contract';
import type { SectionKind } from '../../machines/contract/contract.types';
import { RecordsScreen } from '../records/records-screen';
import { RecordTime } from '../records/record-format';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { formatCount, formatMoney, formatRate } from './contract-format';
import { BILL_STATUS_HELP, BILL_STATUS_LABELS, KIND_LABELS } from './contract-messages';
import { formatDay } from '../common/site-time';

const STATUSES: readonly BillStatus[] = ['issued', 'partlyIssued', 'insufficientBalance', 'notReached', 'rejected'];
const pageCountOf = (d: BillPage) => Math.max(1, Math.ceil(d.total / Math.max(1, d.size)));

/** What each bill status means, once under the table. */
function StatusLegend() {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <section className="contract-bills__legend" aria-labelledby={id}>
      <h5 id={id}>{t`What the statuses mean`}</h5>
      <dl>
        {STATUSES.map((s) => (
          <div key={s}>
            <dt>{i18n._(BILL_STATUS_LABELS[s])}</dt>
            <dd>{i18n._(BILL_STATUS_HELP[s])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BillRow({ bill, side }: { bill: Bill; side: string }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, symbol);
  return (
    <tr>
      <th scope="row">
        <RecordTime iso={bill.periodStart} /> – <RecordTime iso={bill.periodEnd} />
      </th>
      <td>{side === 'paid' ? bill.payee : bill.payer === 'platform' ? t`The platform` : bill.payer}</td>
      <td className="records__amount">{money(bill.validBet)}</td>
      <td className="records__amount">{money(bill.profitLoss)}</td>
      <td className="records__amount">{formatCount(bill.activeMembers)}</td>
      <td className="records__amount">{money(bill.base)}</td>
      <td className="records__amount">{formatRate(bill.rateBps)}</td>
      <td className="records__amount">{money(bill.amount)}</td>
      <td className="records__amount">{money(bill.paid)}</td>
      <td>
        <span className={`bill-status bill-status--${bill.status}`} title={i18n._(BILL_STATUS_HELP[bill.status])}>
          {i18n._(BILL_STATUS_LABELS[bill.status])}
        </span>
      </td>
    </tr>
  );
}

/** The bills chart's view: received or paid, by dates (the record screens' frame), the table, sums and what statuses mean. */
export function ContractBillsView({ actor, kind }: { actor: AgentReportActor<BillPage>; kind: SectionKind }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const symbol = useCurrencySymbol();
  const report = useAgentReport(actor);
  const side = report.params.side === 'paid' ? 'paid' : 'received';
  const kindName = i18n._(KIND_LABELS[kind]);
  return (
    <section className="contract-bills" aria-labelledby={titleId}>
      <h4 id={titleId}>{t`Bills`}</h4>
      <div className="contract-bills__sides" role="group" aria-label={t`Which bills`}>
        <button type="button" className="btn btn--outline btn--small" aria-pressed={side === 'received'} onClick={() => report.set({ side: 'received' })}>
          {t`Received`}
        </button>
        <button type="button" className="btn btn--outline btn--small" aria-pressed={side === 'paid'} onClick={() => report.set({ side: 'paid' })}>
          {t`Paid to my downlines`}
        </button>
      </div>
      <RecordsScreen records={report as never} pageCount={pageCountOf}>
        {(data: BillPage) => {
          const amount = formatMoney(data.summary.amount, symbol);
          const paid = formatMoney(data.summary.paid, symbol);
          const start = formatDay(report.query.start);
          const end = formatDay(report.query.end);
          return (
            <>
              <div className="table-scroll">
              <table className="records__table contract-bills__table">
                <caption className="records__caption">
                  {side === 'paid' ? t`Bills paid (${kindName}), ${start} to ${end}` : t`Bills received (${kindName}), ${start} to ${end}`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Period`}</th>
                    <th scope="col">{side === 'paid' ? t`Paid to` : t`Paid by`}</th>
                    <th scope="col">{t`Valid bet`}</th>
                    <th scope="col">{t`Profit and loss`}</th>
                    <th scope="col">{t`Active members`}</th>
                    <th scope="col">{t`Base`}</th>
                    <th scope="col">{t`Rate`}</th>
                    <th scope="col">{t`Due`}</th>
                    <th scope="col">{t`Paid`}</th>
                    <th scope="col">{t`Status`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <BillRow key={b.id} bill={b} side={side} />
                  ))}
                </tbody>
              </table>
              </div>
              <p className="contract-bills__sum">{t`All bills in the period: ${amount} due, ${paid} paid.`}</p>
            </>
          );
        }}
      </RecordsScreen>
      <StatusLegend />
    </section>
  );
}

/** The bills of a kind in the agent center, on the app's API, opened on the last 7 days (GMT+8). */
export function ContractBills({ kind }: { kind: SectionKind }) {
  const actor = useContractBillsActor(kind);
  return <ContractBillsView actor={actor} kind={kind} />;
}
