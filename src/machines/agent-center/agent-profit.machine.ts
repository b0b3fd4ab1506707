import type { ProfitLossReport } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine } from './agent-report.chart';

/** User profit and loss (SPEC §2 palStatementsAgentCopy): per level and per direct downline, drilling down. */
export const AGENT_PROFIT: AgentReportConfig<ProfitLossReport> = {
  id: 'agentProfit',
  description: 'User profit and loss: GET /wps/agent/profit by dates, below a parent (drilling into downline agents), sorted, page by page.',
  dated: true,
  filters: {},
  instant: { parent: '', sort: 'validBet', order: 'desc' },
  paged: true,
  rowCount: (d) => d.rows.list.length,
  pageCount: (d) => Math.max(1, Math.ceil(d.rows.total / Math.max(1, d.rows.size))),
};

export const agentProfitMachine = createAgentReportMachine(AGENT_PROFIT);
