import type { AgentAnnouncementPage } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine, PAGED } from './agent-report.chart';

/** Announcements (SPEC §2 agentAnnouncement): pinned first, newest first, page by page. */
export const AGENT_ANNOUNCEMENTS: AgentReportConfig<AgentAnnouncementPage> = {
  id: 'agentAnnouncements',
  description: 'Agent announcements (SPEC §2 agentAnnouncement): GET /wps/agent/announcements, pinned first, page by page.',
  dated: false,
  filters: {},
  instant: {},
  ...PAGED,
};

export const agentAnnouncementsMachine = createAgentReportMachine(AGENT_ANNOUNCEMENTS);
