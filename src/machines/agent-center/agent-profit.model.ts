import { agentFixtures } from './agent-center.fixtures';
import { AGENT_PROFIT, agentProfitMachine } from './agent-profit.machine';
import { createAgentReportModel, type SetTry } from './agent-report.model-kit';

/** Sorted by profit and loss; into agent02's team and back up by the breadcrumb. */
export const agentProfitModel = createAgentReportModel({
  id: 'agent-profit',
  machine: agentProfitMachine,
  config: AGENT_PROFIT,
  loaded: (c) => (c.query.params.parent ? agentFixtures.profit.drilled : agentFixtures.profit.loaded),
  empty: agentFixtures.profit.empty,
  setTries: (i): SetTry[] => {
    if (i.parent) return [{ params: { parent: '' }, label: 'back to my team' }];
    if (i.sort !== 'validBet') return [];
    return [
      { params: { sort: 'profitLoss', order: 'desc' }, label: 'sort by profit and loss' },
      { params: { parent: 'agent02' }, label: 'team of agent02' },
    ];
  },
});
