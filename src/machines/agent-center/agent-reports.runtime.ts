import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { EndpointName, ResponseOf } from '../../api/endpoints';
import { AGENT_ANNOUNCEMENTS, agentAnnouncementsMachine } from './agent-announcements.machine';
import { AGENT_BETS, agentBetsMachine } from './agent-bets.machine';
import { AGENT_INCOME, agentIncomeMachine } from './agent-income.machine';
import { AGENT_OVERVIEW, agentOverviewMachine } from './agent-overview.machine';
import { AGENT_PROFIT, agentProfitMachine } from './agent-profit.machine';
import { type AgentReportConfig, type AgentReportMachine, reportSearchParams } from './agent-report.chart';
import type { ReportQuery } from './agent-report.types';
import { AGENT_TEAM, agentTeamMachine } from './agent-team.machine';
import { AGENT_TRANSACTIONS, agentTransactionsMachine } from './agent-transactions.machine';

export interface AgentReportDeps {
  api: Pick<ApiClient, 'call'>;
}

/** GET /wps/agent/… (token) for one query; aborted when the chart moves on. */
function withLoader<N extends EndpointName>(machine: AgentReportMachine<ResponseOf<N>>, config: AgentReportConfig<ResponseOf<N>>, name: N) {
  return ({ api }: AgentReportDeps) =>
    machine.provide({
      actors: {
        load: fromPromise<ResponseOf<N>, ReportQuery>(({ input, signal }) => api.call(name, { query: reportSearchParams(input, config), signal })),
      },
    });
}

/** Each report chart with its real loader (query parameters: src/api/schemas/agent.ts). */
export const createAnnouncementsLogic = withLoader(agentAnnouncementsMachine, AGENT_ANNOUNCEMENTS, 'agentAnnouncements');
export const createOverviewLogic = withLoader(agentOverviewMachine, AGENT_OVERVIEW, 'agentOverview');
export const createTeamLogic = withLoader(agentTeamMachine, AGENT_TEAM, 'agentTeam');
export const createTeamBetsLogic = withLoader(agentBetsMachine, AGENT_BETS, 'agentBets');
export const createProfitLogic = withLoader(agentProfitMachine, AGENT_PROFIT, 'agentProfit');
export const createIncomeLogic = withLoader(agentIncomeMachine, AGENT_INCOME, 'agentIncome');
export const createTeamTransactionsLogic = withLoader(agentTransactionsMachine, AGENT_TRANSACTIONS, 'agentTransactions');

/** Every report chart by the section that shows it: one hook (use-agent-report.tsx) builds any of them. */
export const AGENT_REPORT_LOGIC = {
  announcements: createAnnouncementsLogic,
  overview: createOverviewLogic,
  team: createTeamLogic,
  teamBets: createTeamBetsLogic,
  profit: createProfitLogic,
  income: createIncomeLogic,
  teamTransactions: createTeamTransactionsLogic,
};

export type AgentReportKind = keyof typeof AGENT_REPORT_LOGIC;
/** What a report of this kind answers (its chart's `data`). */
export type AgentReportDataOf<K extends AgentReportKind> = ReturnType<(typeof AGENT_REPORT_LOGIC)[K]> extends AgentReportMachine<infer D> ? D : never;
