import type { ContractKind } from '../../api/schemas/agent';

/**
 * Pages of the agent center (SPEC §2), by the names the product uses, in menu order: the
 * eight every agent has, then the contract entries each merchant flag switches on. The chart
 * needs them, so they live here; views import them from here.
 */
export const BASE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;

/** SPEC §2 "Extra entries": dividend (flag enableCt), daily salary (salary), hourly salary (hourSalary). */
export const CONTRACT_PAGES = {
  agentDividend: { flag: 'enableCt', kind: 'dividend' },
  agentDailySalary: { flag: 'salary', kind: 'daily' },
  agentHourlySalary: { flag: 'hourSalary', kind: 'hourly' },
} as const satisfies Record<string, { flag: 'enableCt' | 'salary' | 'hourSalary'; kind: ContractKind }>;

export type BasePage = (typeof BASE_PAGES)[number];
export type ContractPage = keyof typeof CONTRACT_PAGES;
export type AgentCenterPage = BasePage | ContractPage;

export const AGENT_CENTER_PAGES: readonly AgentCenterPage[] = [...BASE_PAGES, ...(Object.keys(CONTRACT_PAGES) as ContractPage[])];

/** SPEC §2: the agent center opens to the overview. */
export const DEFAULT_PAGE: AgentCenterPage = 'agentTeamOverview';
