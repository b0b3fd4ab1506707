import { agentFixtures } from './agent-center.fixtures';
import { AGENT_INCOME, agentIncomeMachine } from './agent-income.machine';
import { createAgentReportModel } from './agent-report.model-kit';

export const agentIncomeModel = createAgentReportModel({
  id: 'agent-income',
  machine: agentIncomeMachine,
  config: AGENT_INCOME,
  loaded: () => agentFixtures.income.loaded,
  empty: agentFixtures.income.empty,
});
