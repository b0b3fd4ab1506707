import { agentFixtures } from './agent-center.fixtures';
import { AGENT_ANNOUNCEMENTS, agentAnnouncementsMachine } from './agent-announcements.machine';
import { createAgentReportModel } from './agent-report.model-kit';

export const agentAnnouncementsModel = createAgentReportModel({
  id: 'agent-announcements',
  machine: agentAnnouncementsMachine,
  config: AGENT_ANNOUNCEMENTS,
  loaded: () => agentFixtures.announcements.loaded,
  empty: agentFixtures.announcements.empty,
});
