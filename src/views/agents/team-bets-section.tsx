import { useLingui } from '@lingui/react/macro';
import type { TeamBetPage } from '../../api/schemas/agent';
import { PAGED } from '../../machines/agent-center/agent-report.chart';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { BetFilterSelects, BetsTable } from '../records/betting-record';
import { AgentRecordsScreen, FilterText } from './report-parts';

/** Team betting: the downline's bets by dates, account, category and status, with the sums of the whole filter. */
export function TeamBets({ actor }: { actor: AgentReportActor<TeamBetPage> }) {
  const { t } = useLingui();
  const report = useAgentReport(actor);
  const filters = (
    <>
      <FilterText label={t`Account`} value={report.form.filters.account ?? ''} onChange={(v) => report.changeFilter('account', v)} />
      <BetFilterSelects filters={report.form.filters} onChange={report.changeFilter} />
    </>
  );
  return (
    <AgentRecordsScreen report={report} filters={filters} pageCount={PAGED.pageCount}>
      {(data) => (
        <BetsTable
          title={t`Team betting`}
          query={report.query}
          list={data.list}
          summary={data.summary}
          totalLabel={t`Total for the filter`}
          accountLabel={t`Account`}
        />
      )}
    </AgentRecordsScreen>
  );
}

export function TeamBetsSection() {
  return <TeamBets actor={useAgentReportActor('teamBets')} />;
}
