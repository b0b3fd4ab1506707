import type { TeamOverview } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine } from './agent-report.chart';

/** Overview (SPEC §2 agentTeamOverview): the team's figures over a period; a team of nobody says so. */
export const AGENT_OVERVIEW: AgentReportConfig<TeamOverview> = {
  id: 'agentOverview',
  description: 'Team overview (SPEC §2 agentTeamOverview): GET /wps/agent/overview by period (today … last month), with asOf.',
  dated: false,
  filters: {},
  instant: { period: 'today' },
  paged: false,
  rowCount: (d) => d.teamSize,
  pageCount: () => 1,
};

export const agentOverviewMachine = createAgentReportMachine(AGENT_OVERVIEW);
