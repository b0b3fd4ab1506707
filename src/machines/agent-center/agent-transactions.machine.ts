import type { TeamTransactionPage } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine, PAGED } from './agent-report.chart';

/** Transaction details (SPEC §2 agentDownlineTransactionDetailsCopy): postings on the downline's wallets. */
export const AGENT_TRANSACTIONS: AgentReportConfig<TeamTransactionPage> = {
  id: 'agentTransactions',
  description: 'Transaction details: GET /wps/agent/transactions by dates, account and type, page by page.',
  dated: true,
  filters: { account: '', type: '' },
  instant: {},
  ...PAGED,
};

export const agentTransactionsMachine = createAgentReportMachine(AGENT_TRANSACTIONS);
