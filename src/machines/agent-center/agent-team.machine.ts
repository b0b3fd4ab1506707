import type { TeamMemberPage } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine, PAGED } from './agent-report.chart';

/**
 * Team management (SPEC §2 downlineManagmentView): keyword, type and scope are searched; sorting
 * and drilling into a downline agent (`parent`) apply at once; the list reloads after a member changes.
 */
export const AGENT_TEAM: AgentReportConfig<TeamMemberPage> = {
  id: 'agentTeam',
  description: 'Team management (SPEC §2 downlineManagmentView): GET /wps/agent/team by keyword, type and scope, sorted, below a parent, page by page.',
  dated: false,
  filters: { keyword: '', type: '', scope: 'direct' },
  instant: { parent: '', sort: 'registeredAt', order: 'desc' },
  reloadable: true,
  ...PAGED,
};

export const agentTeamMachine = createAgentReportMachine(AGENT_TEAM);
