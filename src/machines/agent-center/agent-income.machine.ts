import type { IncomeReport } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine } from './agent-report.chart';

/** My income (SPEC §2 agentRevenueReport): payouts received per contract kind and per day. */
export const AGENT_INCOME: AgentReportConfig<IncomeReport> = {
  id: 'agentIncome',
  description: 'My income: GET /wps/agent/income by dates, per kind and per day; no bill in the period says so.',
  dated: true,
  filters: {},
  instant: {},
  paged: false,
  rowCount: (d) => d.byKind.reduce((n, k) => n + k.bills, 0),
  pageCount: () => 1,
};

export const agentIncomeMachine = createAgentReportMachine(AGENT_INCOME);
