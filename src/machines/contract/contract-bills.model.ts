import { createAgentReportModel } from '../agent-center/agent-report.model-kit';
import { CONTRACT_BILLS, contractBillsMachine } from './contract-bills.machine';
import { billFixtures } from './contract.fixtures';

export const contractBillsModel = createAgentReportModel({
  id: 'contract-bills',
  machine: contractBillsMachine,
  config: CONTRACT_BILLS,
  loaded: (c) => (c.query.params.side === 'paid' ? billFixtures.paid : billFixtures.received),
  empty: billFixtures.empty,
  setTries: (instant) => [instant.side === 'paid' ? { params: { side: 'received' }, label: 'received' } : { params: { side: 'paid' }, label: 'paid' }],
});
