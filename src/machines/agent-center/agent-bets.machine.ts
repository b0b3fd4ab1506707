import type { TeamBetPage } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine, PAGED } from './agent-report.chart';

/** Team betting (SPEC §2 personalHistoryCopy in the agent center): the downline's bets, with the sums of the filter. */
export const AGENT_BETS: AgentReportConfig<TeamBetPage> = {
  id: 'agentBets',
  description: 'Team betting: GET /wps/agent/bets by dates, account, category and status, page by page, with a summary.',
  dated: true,
  filters: { account: '', category: '', status: '' },
  instant: {},
  ...PAGED,
};

export const agentBetsMachine = createAgentReportMachine(AGENT_BETS);
