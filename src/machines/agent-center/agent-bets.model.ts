import { agentFixtures } from './agent-center.fixtures';
import { AGENT_BETS, agentBetsMachine } from './agent-bets.machine';
import { createAgentReportModel } from './agent-report.model-kit';

export const agentBetsModel = createAgentReportModel({
  id: 'agent-bets',
  machine: agentBetsMachine,
  config: AGENT_BETS,
  loaded: () => agentFixtures.bets.loaded,
  empty: agentFixtures.bets.empty,
  filterTries: { account: 'player01', category: 'LIVE', status: 'won' },
});
