import type { AgentMenu } from '../../api/schemas/agent';
import type { AgentCenterPage } from '../../machines/agent-center/agent-center.pages';

/** Every agent center section gets the menu (who the agent is, its flags) and may send the agent elsewhere. */
export interface AgentSectionProps {
  menu: AgentMenu;
  go: (page: AgentCenterPage) => void;
}
