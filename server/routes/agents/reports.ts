import { type Context, Hono } from 'hono';
import { agentEndpoints as e } from '../../../src/api/agent-endpoints';
import { AgentRegisterRequest, OverviewPeriod, SetMemberTypeRequest, SetRebateRequest } from '../../../src/api/schemas/agent';
import { parseDayRange } from '../../domain/agents/periods';
import { teamBets, teamTransactions } from '../../domain/agents/records';
import { agentAnnouncements, agentMenu, PROFIT_SORTS, parseChoice, parsePage, profitReport, teamOverview } from '../../domain/agents/reports';
import { listTeam, memberDetail, registerDownline, setMemberRebate, setMemberType, TEAM_SORTS } from '../../domain/agents/team';
import { loadRegisterSetting } from '../../domain/register-setting';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { checkInput } from '../../wire/limits';
import { body } from '../../wire/body';
import { agentOnly, caller, handle, q } from './context';

type C = Context<AppEnv>;

const order = (c: C, dflt: 'asc' | 'desc') => parseChoice('order', q(c, 'order'), ['asc', 'desc'] as const) ?? dflt;

/**
 * Agent center reports and team (issue #6; docs/agents.md "Reports", "Authorization"): menu,
 * announcements, overview, register, team, member, set type, set rebate, bets, profit,
 * transactions. Every route runs agentOnly first (403 agent.only to anyone not an agent now);
 * every account named in a query or body is resolved inside the caller's downline
 * (domain/agents/tree.ts resolveDownline: 404 agent.member.unknown otherwise).
 */
export function reportRoutes(s: Services) {
  const only = agentOnly(s);
  const now = () => s.clock.now();
  return new Hono<AppEnv>()
    .get(
      e.agentMenu.path,
      only,
      handle(async (c) => ok(c, agentMenu(caller(c), c.get('merchant').profile))),
    )
    .get(
      e.agentAnnouncements.path,
      only,
      handle(async (c) => {
        const m = c.get('merchant');
        return ok(c, await agentAnnouncements(s.db, m.code, c.get('lang'), m.profile.brand.defaultLanguage.toLowerCase(), parsePage(q(c, 'page'))));
      }),
    )
    .get(
      e.agentOverview.path,
      only,
      handle(async (c) => {
        const period = parseChoice('period', q(c, 'period'), Object.values(OverviewPeriod.schema) as OverviewPeriod[]) ?? 'today';
        return ok(c, await teamOverview(s.db, caller(c), period, now()));
      }),
    )
    .put(
      e.agentRegister.path,
      only,
      handle(async (c) => {
        const input = checkInput(c.get('payload'), AgentRegisterRequest);
        const setting = await loadRegisterSetting(s.db, c.get('merchant'));
        return ok(c, await registerDownline(s.db, s.auth.hasher, setting, caller(c), input, now(), c.get('client').text));
      }),
    )
    .get(
      e.agentTeam.path,
      only,
      handle(async (c) =>
        ok(
          c,
          await listTeam(s.db, caller(c), {
            parent: q(c, 'parent') || null,
            keyword: q(c, 'keyword') || null,
            type: parseChoice('type', q(c, 'type'), ['member', 'agent'] as const),
            scope: parseChoice('scope', q(c, 'scope'), ['direct', 'all'] as const) ?? 'direct',
            sort: parseChoice('sort', q(c, 'sort'), TEAM_SORTS) ?? 'registeredAt',
            order: order(c, 'desc'),
            page: parsePage(q(c, 'page')),
          }),
        ),
      ),
    )
    .get(
      e.agentMember.path,
      only,
      handle(async (c) => ok(c, await memberDetail(s.db, caller(c), q(c, 'account'), now()))),
    )
    .post(
      e.agentSetType.path,
      only,
      handle(async (c) => {
        const input = checkInput(await body(c), SetMemberTypeRequest);
        return ok(c, await setMemberType(s.db, caller(c), input.account, input.type));
      }),
    )
    .post(
      e.agentSetRebate.path,
      only,
      handle(async (c) => {
        const raw = (await body(c)) as Record<string, unknown> | null;
        // The rebate's range is the domain's answer (agent.rebate.range), not a malformed field.
        const input = checkInput({ ...(raw ?? {}), rebateBps: 0 }, SetRebateRequest);
        return ok(c, await setMemberRebate(s.db, caller(c), input.account, raw?.rebateBps));
      }),
    )
    .get(
      e.agentBets.path,
      only,
      handle(async (c) =>
        ok(
          c,
          await teamBets(s.db, caller(c), {
            range: parseDayRange({ start: q(c, 'start'), end: q(c, 'end') }, now()),
            account: q(c, 'account') || null,
            category: q(c, 'category') || null,
            status: q(c, 'status') || null,
            page: parsePage(q(c, 'page')),
          }),
        ),
      ),
    )
    .get(
      e.agentProfit.path,
      only,
      handle(async (c) =>
        ok(
          c,
          await profitReport(
            s.db,
            caller(c),
            {
              range: parseDayRange({ start: q(c, 'start'), end: q(c, 'end') }, now()),
              parent: q(c, 'parent') || null,
              sort: parseChoice('sort', q(c, 'sort'), PROFIT_SORTS) ?? 'validBet',
              order: order(c, 'desc'),
              page: parsePage(q(c, 'page')),
            },
            now(),
          ),
        ),
      ),
    )
    .get(
      e.agentTransactions.path,
      only,
      handle(async (c) =>
        ok(
          c,
          await teamTransactions(s.db, caller(c), {
            range: parseDayRange({ start: q(c, 'start'), end: q(c, 'end') }, now()),
            account: q(c, 'account') || null,
            type: q(c, 'type') || null,
            page: parsePage(q(c, 'page')),
          }),
        ),
      ),
    );
}
