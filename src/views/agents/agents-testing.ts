import type { CallOptions } from '../../api/client';
import type { SetMemberTypeRequest, TeamMemberDetail } from '../../api/schemas/agent';
import { agentFixtures, agentMenuFixture, deepMemberDetailFixture, memberDetailFixture, playerDetailFixture } from '../../machines/agent-center/agent-center.fixtures';
import { balanceFixture } from '../../machines/balance/balance.fixtures';
import { registerSettingFixture } from '../../machines/register/register.fixtures';
import type { FakeResponses } from '../testing/render-app';

/** Test support for the agent center views (not shipped: only tests import it). */

const DETAILS: Record<string, TeamMemberDetail> = {
  agent02: memberDetailFixture,
  player01: playerDetailFixture,
  player05: deepMemberDetailFixture,
};

/** GET /wps/agent/member by account; POST /wps/agent/member/type answers the member with its new type. */
export const memberResponses: FakeResponses = {
  agentMember: async (o?: CallOptions) => DETAILS[String(o?.query?.account)]!,
  agentSetType: async (o?: CallOptions) => {
    const { account, type } = o?.body as SetMemberTypeRequest;
    return { ...DETAILS[account]!.member, type };
  },
};

/** What an agent's API answers: the menu and a loaded answer of every report. */
export function agentResponses(overrides: FakeResponses = {}): FakeResponses {
  return {
    agentMenu: agentMenuFixture,
    agentAnnouncements: agentFixtures.announcements.loaded,
    agentOverview: agentFixtures.overview.loaded,
    registerSetting: registerSettingFixture,
    agentTeam: agentFixtures.team.loaded,
    ...memberResponses,
    agentBets: agentFixtures.bets.loaded,
    agentProfit: agentFixtures.profit.loaded,
    agentIncome: agentFixtures.income.loaded,
    agentTransactions: agentFixtures.transactions.loaded,
    walletBalance: balanceFixture,
    ...overrides,
  };
}
