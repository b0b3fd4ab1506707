import { agentFixtures } from './agent-center.fixtures';
import { createAgentReportModel } from './agent-report.model-kit';
import { AGENT_TRANSACTIONS, agentTransactionsMachine } from './agent-transactions.machine';

export const agentTransactionsModel = createAgentReportModel({
  id: 'agent-transactions',
  machine: agentTransactionsMachine,
  config: AGENT_TRANSACTIONS,
  loaded: () => agentFixtures.transactions.loaded,
  empty: agentFixtures.transactions.empty,
  filterTries: { account: 'agent02', type: 'deposit' },
});
