import { agentFixtures } from './agent-center.fixtures';
import { createAgentReportModel, type SetTry } from './agent-report.model-kit';
import { AGENT_TEAM, agentTeamMachine } from './agent-team.machine';

/**
 * Sorted by account instead of newest first; into agent02's team and back to the top. The list
 * reloads when a direct member changes in its details panel (none below agent02 is direct).
 */
export const agentTeamModel = createAgentReportModel({
  id: 'agent-team',
  machine: agentTeamMachine,
  config: AGENT_TEAM,
  loaded: (c) => (c.query.params.parent ? agentFixtures.team.drilled : agentFixtures.team.loaded),
  empty: agentFixtures.team.empty,
  filterTries: { keyword: 'play', type: 'agent', scope: 'all' },
  reloadable: (i) => !i.parent,
  setTries: (i): SetTry[] => {
    if (i.parent) return [{ params: { parent: '' }, label: 'back to my team' }];
    if (i.sort !== 'registeredAt') return [];
    return [
      { params: { sort: 'account', order: 'asc' }, label: 'sort by account' },
      { params: { parent: 'agent02' }, label: 'team of agent02' },
    ];
  },
});
