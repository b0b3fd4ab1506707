import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ContractKind, IncomeReport } from '../../api/schemas/agent';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { RecordCaption } from '../records/records-screen';
import { CountCell, MoneyCell } from './format';
import { AgentRecordsScreen } from './report-parts';
import { formatDay } from '../common/site-time';

/** Contract kinds (SPEC §1, §2): what an agent's income comes from. */
export const KIND_LABELS: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividend`,
  daily: msg`Daily salary`,
  hourly: msg`Hourly salary`,
  realtime: msg`Real-time salary`,
};

/** My income (SPEC §2 agentRevenueReport): payouts received per contract kind and per day, and their total. */
export function Income({ actor }: { actor: AgentReportActor<IncomeReport> }) {
  const { t, i18n } = useLingui();
  const report = useAgentReport(actor);
  return (
    <AgentRecordsScreen report={report}>
      {(data) => (
        <>
          <table className="records__table">
            <RecordCaption title={t`Income by kind`} query={report.query} />
            <thead>
              <tr>
                <th scope="col">{t`Kind`}</th>
                <th scope="col">{t`Settlements`}</th>
                <th scope="col">{t`Received`}</th>
              </tr>
            </thead>
            <tbody>
              {data.byKind.map((k) => (
                <tr key={k.kind}>
                  <th scope="row">{i18n._(KIND_LABELS[k.kind])}</th>
                  <CountCell n={k.bills} />
                  <MoneyCell minor={k.paid} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t`Total`}
                </th>
                <MoneyCell minor={data.total} />
              </tr>
            </tfoot>
          </table>
          <table className="records__table">
            <RecordCaption title={t`Income by day`} query={report.query} />
            <thead>
              <tr>
                <th scope="col">{t`Day`}</th>
                <th scope="col">{t`Received`}</th>
              </tr>
            </thead>
            <tbody>
              {data.byDay.map((d) => (
                <tr key={d.day}>
                  <th scope="row">
                    <time dateTime={d.day}>{formatDay(d.day)}</time>
                  </th>
                  <MoneyCell minor={d.paid} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AgentRecordsScreen>
  );
}

export function IncomeSection() {
  return <Income actor={useAgentReportActor('income')} />;
}
