import { agentFixtures } from './agent-center.fixtures';
import { AGENT_OVERVIEW, agentOverviewMachine } from './agent-overview.machine';
import { createAgentReportModel } from './agent-report.model-kit';

/** Today, then last month and back (the period picker). */
export const agentOverviewModel = createAgentReportModel({
  id: 'agent-overview',
  machine: agentOverviewMachine,
  config: AGENT_OVERVIEW,
  loaded: (c) => ({ ...agentFixtures.overview.loaded, period: c.query.params.period as 'today' }),
  empty: agentFixtures.overview.empty,
  setTries: (i) => (i.period === 'today' ? [{ params: { period: 'lastMonth' }, label: 'last month' }] : [{ params: { period: 'today' }, label: 'today' }]),
});
