import type { BillPage } from '../../api/schemas/agent';
import { type AgentReportConfig, createAgentReportMachine, PAGED } from '../agent-center/agent-report.chart';

/**
 * The bills of one contract kind (docs/agents.md "Bills"): what I received, or what I paid to my
 * direct downlines, by dates, page by page. The agent center's report chart, so it pages, dates
 * and retries like every other agent table; the kind is fixed by the section (the loader's).
 */
export const CONTRACT_BILLS: AgentReportConfig<BillPage> = {
  id: 'contractBills',
  description: 'Bills of a contract kind: GET /wps/agent/bills?kind=&side=received|paid by dates, page by page; received or paid applies at once.',
  dated: true,
  filters: {},
  instant: { side: 'received' },
  ...PAGED,
};

export const contractBillsMachine = createAgentReportMachine(CONTRACT_BILLS);
