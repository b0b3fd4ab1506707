import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import type * as AgentSchemas from './schemas/agent';

type Agent = typeof AgentSchemas;
/** An agent-group schema by name, loaded on first use (agent-only code). */
function agent<K extends keyof Agent>(name: K): LazyStruct<Agent[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/agent.ts', load: () => import('./schemas/agent').then((m) => m[name] as never) };
}

/**
 * Agent area and contracts (issue #6; docs/agents.md). Not in src/api/endpoints.ts: the client
 * loads this module on the first agent call; the server's registry includes it. Every
 * `/wps/agent/*` endpoint except `affiliate` (core group) answers 403 `agent.only` to non-agents.
 * Query parameters are named in schemas/agent.ts beside each answer.
 */
export const agentEndpoints = {
  agentMenu: endpoint('GET', '/wps/agent/menu', agent('AgentMenu'), { token: true }),
  agentAnnouncements: endpoint('GET', '/wps/agent/announcements', agent('AgentAnnouncementPage'), { token: true }),
  agentOverview: endpoint('GET', '/wps/agent/overview', agent('TeamOverview'), { token: true }),
  agentRegister: endpoint('PUT', '/wps/agent/register', agent('AgentRegistered'), { token: true, encrypted: true }),
  agentTeam: endpoint('GET', '/wps/agent/team', agent('TeamMemberPage'), { token: true }),
  agentMember: endpoint('GET', '/wps/agent/member', agent('TeamMemberDetail'), { token: true }),
  agentSetType: endpoint('POST', '/wps/agent/member/type', agent('TeamMember'), { token: true }),
  agentSetRebate: endpoint('POST', '/wps/agent/member/rebate', agent('TeamMember'), { token: true }),
  agentBets: endpoint('GET', '/wps/agent/bets', agent('TeamBetPage'), { token: true }),
  agentProfit: endpoint('GET', '/wps/agent/profit', agent('ProfitLossReport'), { token: true }),
  agentIncome: endpoint('GET', '/wps/agent/income', agent('IncomeReport'), { token: true }),
  agentTransactions: endpoint('GET', '/wps/agent/transactions', agent('TeamTransactionPage'), { token: true }),

  // Contracts (SPEC §3 contract fields, consolidated; §4 contracts).
  contracts: endpoint('GET', '/wps/agent/contracts', agent('ContractOverview'), { token: true }),
  contractOffer: endpoint('PUT', '/wps/agent/contract', agent('Contract'), { token: true }),
  contractAnswer: endpoint('POST', '/wps/agent/contract/answer', agent('Contract'), { token: true }),
  contractEnd: endpoint('POST', '/wps/agent/contract/end', agent('Contract'), { token: true }),
  agentBills: endpoint('GET', '/wps/agent/bills', agent('BillPage'), { token: true }),
  /** Any signed-in real account (members see zeros): the home page polls it after login. */
  consolidated: endpoint('GET', '/wps/member/info/funds/consolidated', agent('Consolidated'), { token: true }),
  /** The four relay calls of SPEC §7 home: the open offer of one kind for the caller. */
  dividendRequest: endpoint('GET', '/wps/relay/ACS_dividendContractReq', agent('ContractRequest'), { token: true }),
  dailySalaryRequest: endpoint('GET', '/wps/relay/ACS_dailySalaryReq', agent('ContractRequest'), { token: true }),
  hourlySalaryRequest: endpoint('GET', '/wps/relay/ACS_contractHourSalaryReq', agent('ContractRequest'), { token: true }),
  realtimeSalaryRequest: endpoint('GET', '/wps/relay/ACS_realtimeSalaryReq', agent('ContractRequest'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
