import { type Kysely, sql } from 'kysely';
import type {
  AgentAnnouncementPage,
  AgentMenu,
  LevelFigures,
  OverviewPeriod,
  ProfitLossReport,
  ProfitLossRow,
  TeamOverview,
} from '../../../src/api/schemas/agent';
import { AGENTS } from '../../../src/config/agents';
import type { Database, MerchantProfile } from '../../db/database';
import { pick } from '../localize';
import { agentProfile } from './config';
import { badParam } from './errors';
import { addFigures, figureSums, type FigureRow, teamFigures, tileRows, toFigures, ZERO } from './figures';
import { bucketStart, type DayRange, overviewPeriod, tileRange } from './periods';
import { statsAsOf } from './stats';
import { type Agent, isAgentType, pathFromCaller, resolveDownline } from './tree';
import { wireInstant } from '../time';

/** Agent center menu, announcements, team overview, user profit and loss (docs/agents.md "Reports"). */

/** GET /wps/agent/menu: the SPEC §2 entries (type 0) and the contract entries whose flag is on (type 1). */
export function agentMenu(caller: Agent, profile: Pick<MerchantProfile, 'agents'>): AgentMenu {
  const cfg = agentProfile(profile);
  const flags = { enableCt: cfg.enableCt, salary: cfg.salary, hourSalary: cfg.hourSalary, realtimeSalary: cfg.realtimeSalary };
  return {
    entries: AGENTS.menu.filter((e) => !e.flag || flags[e.flag]).map((e) => ({ name: e.name, page: e.page, data: null, type: e.flag ? 1 : 0 })),
    flags,
    agent: { account: caller.account, type: caller.type, rebateBps: caller.rebateBps },
  };
}

/** A `page` query value: 1 when absent; a positive integer of at most 6 digits else 400. */
export function parsePage(v: string | undefined): number {
  if (v === undefined || v === '') return 1;
  if (!/^\d{1,6}$/.test(v) || Number(v) < 1) throw badParam('page', 'validation.pattern.digits');
  return Number(v);
}

/** An optional enum query value; anything else is 400 naming the field. */
export function parseChoice<T extends string>(field: string, v: string | undefined, values: readonly T[]): T | null {
  if (v === undefined || v === '') return null;
  if (!(values as readonly string[]).includes(v)) throw badParam(field, 'validation.enum');
  return v as T;
}

const offset = (page: number) => (page - 1) * AGENTS.pageSize;

/** GET /wps/agent/announcements: the merchant's, pinned first, newest first, in the request language. */
export async function agentAnnouncements(db: Kysely<Database>, merchantCode: string, lang: string, fallback: string, page: number): Promise<AgentAnnouncementPage> {
  const base = db.selectFrom('agent_announcements').where('merchant_code', '=', merchantCode);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('pinned', 'desc').orderBy('published_at', 'desc').orderBy('id').limit(AGENTS.pageSize).offset(offset(page)).execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: pick(r.title, lang, fallback),
      content: pick(r.content, lang, fallback),
      date: wireInstant(r.published_at),
      pinned: r.pinned,
    })),
    page,
    size: AGENTS.pageSize,
    total: Number(total.n),
  };
}

/** GET /wps/agent/overview: the caller's whole downline (depth ≥ 1) over one bucket. */
export async function teamOverview(db: Kysely<Database>, caller: Agent, period: OverviewPeriod, now: Date): Promise<TeamOverview> {
  const p = overviewPeriod(period, now);
  const [figures, team, direct, asOf] = await Promise.all([
    teamFigures(db, caller.id, [{ grain: p.grain, start: p.start }]),
    // Index-only ranges of the closure table; users are read for the direct level only.
    sql<{ n: string }>`select count(*) as n from user_tree where ancestor_id = ${caller.id} and depth >= 1`.execute(db),
    sql<{ direct: string; agents: string }>`
      select count(*) as direct, count(*) filter (where u.type in (${sql.join([...AGENTS.types])})) as agents
      from user_tree t join users u on u.id = t.descendant_id
      where t.ancestor_id = ${caller.id} and t.depth = 1`.execute(db),
    statsAsOf(db, caller.merchantCode, now),
  ]);
  const sizes = { team: team.rows[0]!.n, direct: direct.rows[0]!.direct, agents: direct.rows[0]!.agents };
  return {
    period,
    start: wireInstant(p.start),
    end: wireInstant(p.end),
    teamSize: Number(sizes.team),
    directMembers: Number(sizes.direct) - Number(sizes.agents),
    directAgents: Number(sizes.agents),
    figures,
    asOf: wireInstant(asOf),
  };
}

export const PROFIT_SORTS = ['account', 'validBet', 'profitLoss', 'betCount'] as const;
export type ProfitSort = (typeof PROFIT_SORTS)[number];

export interface ProfitQuery {
  range: DayRange;
  parent: string | null;
  sort: ProfitSort;
  order: 'asc' | 'desc';
  page: number;
}

const ORDER_BY: Record<ProfitSort, string> = {
  account: 'lower(u.username)',
  validBet: 'coalesce(s.valid_bet, 0)',
  profitLoss: 'coalesce(s.payout, 0) - coalesce(s.stake, 0)',
  betCount: 'coalesce(s.bet_count, 0)',
};

/**
 * GET /wps/agent/profit: the direct downlines of `parent` (default the caller), each with its
 * own (depth 0) and its team's (depth ≥ 1) figures over the days, sorted on the server by the
 * row's total (own + team) and paged; `levels`: the parent's downline per depth below it.
 */
export async function profitReport(db: Kysely<Database>, caller: Agent, q: ProfitQuery, now: Date): Promise<ProfitLossReport> {
  const parent = q.parent ? await resolveDownline(db, caller, q.parent, { minDepth: 0 }) : { id: caller.id, account: caller.account };
  const tiles = tileRange(q.range.from, q.range.to);
  const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const direct = sql`select descendant_id from user_tree where ancestor_id = ${parent.id} and depth = 1`;

  const [page, count, levelRows, memberRows, path, asOf] = await Promise.all([
    sql<FigureRow & { id: string; username: string; type: number }>`
      with s as (
        select ancestor_id, ${figureSums()}, ${figureSums('own_', sql`depth = 0`)}
        from ${tileRows(sql`ancestor_id = any(array(${direct}))`, tiles)} r
        group by ancestor_id
      )
      select u.id, u.username, u.type, s.*
      from user_tree k join users u on u.id = k.descendant_id left join s on s.ancestor_id = k.descendant_id
      where k.ancestor_id = ${parent.id} and k.depth = 1
      order by ${sql.raw(ORDER_BY[q.sort])} ${dir}, lower(u.username) ${dir}
      limit ${AGENTS.pageSize} offset ${offset(q.page)}`.execute(db),
    sql<{ n: string }>`select count(*) as n from user_tree where ancestor_id = ${parent.id} and depth = 1`.execute(db),
    sql<FigureRow & { depth: number }>`
      select depth, ${figureSums()} from ${tileRows(sql`ancestor_id = ${parent.id} and depth >= 1`, tiles)} r
      group by depth`.execute(db),
    db
      .selectFrom('user_tree')
      .select(['depth', sql<string>`count(*)`.as('n')])
      .where('ancestor_id', '=', parent.id)
      .where('depth', '>=', 1)
      .groupBy('depth')
      .execute(),
    pathFromCaller(db, caller.id, parent.id, true),
    statsAsOf(db, caller.merchantCode, now),
  ]);

  const byDepth = new Map(levelRows.rows.map((r) => [Number(r.depth), toFigures(r)]));
  const levels: LevelFigures[] = memberRows
    .map((r) => ({ level: Number(r.depth), members: Number(r.n), figures: byDepth.get(Number(r.depth)) ?? { ...ZERO } }))
    .sort((a, b) => a.level - b.level);
  const rows: ProfitLossRow[] = page.rows.map((r) => {
    const all = toFigures(r);
    const own = toFigures(r, 'own_');
    const team = { ...all } as Record<string, number>;
    for (const k of Object.keys(ZERO)) team[k] = all[k as keyof typeof all] - own[k as keyof typeof own];
    return {
      account: r.username,
      type: Number(r.type),
      own: { ...own, activeMembers: own.betCount > 0 ? 1 : 0 },
      team: team as unknown as ProfitLossRow['team'],
    };
  });
  return {
    parent: parent.account,
    path,
    start: q.range.startDay,
    end: q.range.endDay,
    levels,
    total: levels.reduce((t, l) => addFigures(t, l.figures), { ...ZERO }),
    rows: { list: rows, page: q.page, size: AGENTS.pageSize, total: Number(count.rows[0]!.n) },
    asOf: wireInstant(asOf),
  };
}

/** The report days of the last `days` days up to today's, as tiles (member detail). */
export function lastDaysTiles(now: Date, days: number) {
  const end = new Date(bucketStart('day', now).getTime() + 86_400_000);
  return tileRange(new Date(end.getTime() - days * 86_400_000), end);
}

export { isAgentType };
