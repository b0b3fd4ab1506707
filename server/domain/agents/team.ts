import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AgentRegistered, AgentRegisterRequest, TeamMember, TeamMemberDetail, TeamMemberPage } from '../../../src/api/schemas/agent';
import type { RegisterSetting } from '../../../src/api/schemas/system';
import { validateRegistration } from '../../../src/api/validation/registration';
import { AGENTS } from '../../../src/config/agents';
import type { Database } from '../../db/database';
import { json } from '../../db/json';
import { isCommonPassword, type PasswordHasher } from '../auth/passwords';
import { AgentError, badParam } from './errors';
import { ownFigures } from './figures';
import { lastDaysTiles } from './reports';
import { type Agent, type Downline, isAgentType, pathFromCaller, resolveDownline, teamSizes } from './tree';
import { wireInstant, wireInstantOrNull } from '../time';

/** Account registration and team management of the agent center (docs/agents.md "Reports", "Errors"). */

const MEMBER = 0;
const AGENT = 1;
const offset = (page: number) => (page - 1) * AGENTS.pageSize;

/** `agent.rebate.range` (400): a rebate group outside [min, max] for this downline. */
export const rebateRange = (min: number, max: number) =>
  new AgentError('invalid', 'agent.rebate.range', `rebate group must be between ${min} and ${max}`, { field: 'rebateBps', min, max });

function parseRebate(v: unknown, max: number, min = 0): number {
  const r = v === undefined || v === null ? 0 : v;
  if (typeof r !== 'number' || !Number.isInteger(r) || r < min || r > max) throw rebateRange(min, max);
  return r;
}

/** A free affiliate code for a new agent: its account in capitals, or that with a random suffix if taken. */
async function freeAffiliateCode(db: Kysely<Database>, merchantCode: string, account: string): Promise<string> {
  const base = account.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 16) || 'AGENT';
  for (let i = 0; i < 5; i++) {
    const code = i === 0 ? base : `${base}${randomBytes(3).toString('hex').toUpperCase()}`;
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where(sql`upper(affiliate_code)`, '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
  return `A${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * PUT /wps/agent/register: a DIRECT downline member (type 0) or agent (type 1, with an
 * affiliate code) under the caller. Username and password follow the merchant's registration
 * rules (the same validation as PUT /wps/member/register, common passwords refused); the
 * password is hashed with the accounts' argon2id hasher. The rebate group is at most the
 * caller's (read under a row lock, so a concurrent lowering of the caller's cannot slip by).
 */
export async function registerDownline(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  setting: RegisterSetting,
  caller: Agent,
  input: AgentRegisterRequest,
  now: Date,
  ip: string | null,
): Promise<AgentRegistered> {
  const payload = { username: input.username, password: input.password, confirmPassword: input.confirmPassword };
  const errors = validateRegistration({ captcha: false, affiliateCode: false, fields: setting.fields }, payload, 'username', { smsRequired: false, isCommonPassword });
  for (const field of ['username', 'password', 'confirmPassword'] as const) {
    const e = errors[field];
    if (e) throw badParam(field, e.key, e.params);
  }
  const username = input.username.trim();
  const nickname = input.nickname?.trim() || username;
  if (nickname.length > 32) throw badParam('nickname', 'validation.maxLength', { max: 32 });
  const type = input.type === AGENT ? AGENT : MEMBER;
  const hash = await hasher.hash(input.password);
  const id = randomUUID();

  return db.transaction().execute(async (tx) => {
    const me = await tx.selectFrom('users').select(['rebate_bps', 'type']).where('id', '=', caller.id).forUpdate().executeTakeFirstOrThrow();
    if (!isAgentType(me.type)) throw new AgentError('forbidden', 'agent.only', 'Non-agents cannot log in');
    const rebateBps = parseRebate(input.rebateBps, Math.min(me.rebate_bps, AGENTS.maxRebateBps));
    const exists = await tx
      .selectFrom('users')
      .select('id')
      .where('merchant_code', '=', caller.merchantCode)
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    if (exists) throw new AgentError('conflict', 'register.username.exists', 'username is taken', { field: 'username' });
    const affiliateCode = type === AGENT ? await freeAffiliateCode(tx, caller.merchantCode, username) : null;
    try {
      await tx
        .insertInto('users')
        .values({
          id,
          merchant_code: caller.merchantCode,
          username,
          password_hash: hash,
          password_changed_at: now,
          type,
          nickname,
          affiliate_code: affiliateCode,
          upline_id: caller.id,
          rebate_bps: rebateBps,
          profile: json({}),
          register_method: 'AGENT',
          register_ip: ip,
          created_at: now,
        })
        .execute();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new AgentError('conflict', 'register.username.exists', 'username is taken', { field: 'username' });
      throw e;
    }
    return { account: username, type, rebateBps };
  });
}

export const TEAM_SORTS = ['registeredAt', 'account', 'lastLoginAt'] as const;
export interface TeamQuery {
  parent: string | null;
  keyword: string | null;
  type: 'member' | 'agent' | null;
  scope: 'direct' | 'all';
  sort: (typeof TEAM_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
}

const TEAM_ORDER: Record<TeamQuery['sort'], string> = {
  registeredAt: 'u.created_at',
  account: 'lower(u.username)',
  lastLoginAt: 'u.last_login_at',
};

/** GET /wps/agent/team: members below `parent` (default the caller), direct or all, searched, filtered, sorted and paged. */
export async function listTeam(db: Kysely<Database>, caller: Agent, q: TeamQuery): Promise<TeamMemberPage> {
  const parent = q.parent ? await resolveDownline(db, caller, q.parent, { minDepth: 0 }) : { id: caller.id, depth: 0 };
  const keyword = q.keyword?.trim().toLowerCase() ?? '';
  if (keyword.length > AGENTS.maxKeywordLength) throw badParam('keyword', 'validation.maxLength', { max: AGENTS.maxKeywordLength });
  const agentTypes = sql.join([...AGENTS.types]);
  const where = sql.join(
    [
      sql`t.ancestor_id = ${parent.id}`,
      q.scope === 'direct' ? sql`t.depth = 1` : sql`t.depth >= 1`,
      ...(keyword ? [sql`strpos(lower(u.username), ${keyword}) > 0`] : []),
      ...(q.type === 'agent' ? [sql`u.type in (${agentTypes})`] : q.type === 'member' ? [sql`u.type not in (${agentTypes})`] : []),
    ],
    sql` and `,
  );
  const dir = sql.raw(q.order);
  const nulls = sql.raw(q.order === 'asc' ? 'nulls first' : 'nulls last');
  const [rows, count] = await Promise.all([
    sql<{
      id: string;
      username: string;
      nickname: string;
      type: number;
      rebate_bps: number;
      depth: number;
      upline: string;
      created_at: Date;
      last_login_at: Date | null;
    }>`
      select u.id, u.username, u.nickname, u.type, u.rebate_bps, t.depth, up.username as upline, u.created_at, u.last_login_at
      from user_tree t join users u on u.id = t.descendant_id join users up on up.id = u.upline_id
      where ${where}
      order by ${sql.raw(TEAM_ORDER[q.sort])} ${dir} ${nulls}, u.id ${dir}
      limit ${AGENTS.pageSize} offset ${offset(q.page)}`.execute(db),
    sql<{ n: string }>`select count(*) as n from user_tree t join users u on u.id = t.descendant_id where ${where}`.execute(db),
  ]);
  const sizes = await teamSizes(
    db,
    rows.rows.map((r) => r.id),
  );
  return {
    list: rows.rows.map((r) => ({
      account: r.username,
      nickname: r.nickname,
      type: Number(r.type),
      level: parent.depth + Number(r.depth),
      upline: r.upline,
      rebateBps: Number(r.rebate_bps),
      teamSize: sizes.get(r.id) ?? 0,
      registeredAt: wireInstant(r.created_at),
      lastLoginAt: wireInstantOrNull(r.last_login_at),
    })),
    page: q.page,
    size: AGENTS.pageSize,
    total: Number(count.rows[0]!.n),
  };
}

async function toTeamMember(db: Kysely<Database>, m: Downline): Promise<TeamMember> {
  const [upline, sizes] = await Promise.all([
    m.uplineId ? db.selectFrom('users').select('username').where('id', '=', m.uplineId).executeTakeFirst() : undefined,
    teamSizes(db, [m.id]),
  ]);
  return {
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    level: m.depth,
    upline: upline?.username ?? '',
    rebateBps: m.rebateBps,
    teamSize: sizes.get(m.id) ?? 0,
    registeredAt: wireInstant(m.createdAt),
    lastLoginAt: wireInstantOrNull(m.lastLoginAt),
  };
}

/** GET /wps/agent/member: one downline member, its wallets' balance, its own last-30-days figures, the path to it. */
export async function memberDetail(db: Kysely<Database>, caller: Agent, account: string | undefined, now: Date): Promise<TeamMemberDetail> {
  const m = await resolveDownline(db, caller, account);
  const [member, balance, last30Days, path] = await Promise.all([
    toTeamMember(db, m),
    db
      .selectFrom('ledger_accounts')
      .select(sql<string>`coalesce(sum(balance), 0)`.as('b'))
      .where('user_id', '=', m.id)
      .where('kind', '=', 'wallet')
      .executeTakeFirstOrThrow(),
    ownFigures(db, m.id, lastDaysTiles(now, AGENTS.memberDetailDays)),
    pathFromCaller(db, caller.id, m.id, false),
  ]);
  return { member, balance: Number(balance.b), last30Days, path };
}

/** Direct downlines only: anyone deeper in the caller's downline is 403 agent.member.not_direct. */
async function resolveDirect(db: Kysely<Database>, caller: Agent, account: string): Promise<Downline> {
  const m = await resolveDownline(db, caller, account);
  if (m.depth !== 1) throw new AgentError('forbidden', 'agent.member.not_direct', 'only a direct downline can be changed');
  return m;
}

/**
 * POST /wps/agent/member/type: a direct downline member becomes an agent (type 1, given an
 * affiliate code if it has none), or an agent of type 1 without downline becomes a member.
 * Other account types (2, 41, 42, trial) are not changed here (409 agent.member.type).
 */
export async function setMemberType(db: Kysely<Database>, caller: Agent, account: string, type: 0 | 1): Promise<TeamMember> {
  const m = await resolveDirect(db, caller, account);
  if (m.type !== MEMBER && m.type !== AGENT) throw new AgentError('conflict', 'agent.member.type', 'this account type is not changed by an upline', { type: m.type });
  if (m.type !== type) {
    if (type === AGENT) {
      const current = await db.selectFrom('users').select('affiliate_code').where('id', '=', m.id).executeTakeFirstOrThrow();
      const code = current.affiliate_code ?? (await freeAffiliateCode(db, caller.merchantCode, m.account));
      await db.updateTable('users').set({ type: AGENT, affiliate_code: code }).where('id', '=', m.id).where('type', '=', MEMBER).execute();
    } else {
      const r = await db
        .updateTable('users')
        .set({ type: MEMBER })
        .where('id', '=', m.id)
        .where('type', '=', AGENT)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_tree').select('depth').whereRef('ancestor_id', '=', 'users.id').where('depth', '>=', 1))))
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) throw new AgentError('conflict', 'agent.member.has_downline', 'an agent with a downline stays an agent');
    }
  }
  return toTeamMember(db, await resolveDirect(db, caller, account));
}

/**
 * POST /wps/agent/member/rebate: a direct downline's rebate group, at most the caller's own and
 * at least the highest of the downline's own direct downlines (so the rule holds all the way
 * down). Both rows are locked (upline first), as registration locks the upline: concurrent
 * changes along one chain are serialised.
 */
export async function setMemberRebate(db: Kysely<Database>, caller: Agent, account: string, rebateBps: unknown): Promise<TeamMember> {
  const m = await resolveDirect(db, caller, account);
  await db.transaction().execute(async (tx) => {
    const me = await tx.selectFrom('users').select('rebate_bps').where('id', '=', caller.id).forShare().executeTakeFirstOrThrow();
    await tx.selectFrom('users').select('id').where('id', '=', m.id).forUpdate().executeTakeFirstOrThrow();
    const below = await tx.selectFrom('users').select(sql<number>`coalesce(max(rebate_bps), 0)`.as('max')).where('upline_id', '=', m.id).executeTakeFirstOrThrow();
    const value = parseRebate(rebateBps, Math.min(me.rebate_bps, AGENTS.maxRebateBps), Number(below.max));
    await tx.updateTable('users').set({ rebate_bps: value }).where('id', '=', m.id).execute();
  });
  return toTeamMember(db, await resolveDirect(db, caller, account));
}
