import { type Kysely, sql } from 'kysely';
import { AGENTS } from '../../../src/config/agents';
import type { Database } from '../../db/database';
import { memberUnknown } from './errors';

/**
 * The downline tree (docs/agents.md "Tree"): `user_tree` is a closure table, so "is X in A's
 * downline, and how deep" is one primary-key lookup, and "all of A's downline" an index range.
 * Every agent endpoint resolves the accounts of its query or body here: anyone outside the
 * caller's downline (another agent's member, another merchant's, nobody) is the same 404
 * agent.member.unknown.
 */

/** The agent calling an agent endpoint (routes/agents/context.ts agentOnly reads it from users). */
export interface Agent {
  id: string;
  merchantCode: string;
  account: string;
  type: number;
  rebateBps: number;
}

export interface Downline {
  id: string;
  account: string;
  nickname: string;
  type: number;
  rebateBps: number;
  uplineId: string | null;
  /** Depth below the caller (0 = the caller itself). */
  depth: number;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export const isAgentType = (type: number) => AGENTS.types.includes(type);

/**
 * The user named `account` if it is in the caller's downline at depth ≥ `minDepth` (1: a
 * downline; 0: the caller too); at exactly depth 1 with `direct`. Else 404 agent.member.unknown.
 */
export async function resolveDownline(
  db: Kysely<Database>,
  caller: Agent,
  account: string | undefined | null,
  opts: { minDepth?: 0 | 1 } = {},
): Promise<Downline> {
  const name = typeof account === 'string' ? account.trim() : '';
  if (!name || name.length > 64) throw memberUnknown();
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_tree as t', (j) => j.onRef('t.descendant_id', '=', 'u.id').on('t.ancestor_id', '=', caller.id))
    .select(['u.id', 'u.username', 'u.nickname', 'u.type', 'u.rebate_bps', 'u.upline_id', 'u.created_at', 'u.last_login_at', 't.depth'])
    .where('u.merchant_code', '=', caller.merchantCode)
    .where(sql`lower(u.username)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (!row || row.depth < (opts.minDepth ?? 1)) throw memberUnknown();
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    rebateBps: row.rebate_bps,
    uplineId: row.upline_id,
    depth: row.depth,
    createdAt: new Date(row.created_at),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : null,
  };
}

/** Accounts from the caller down to `userId` (`withSelf`) or to its upline: breadcrumbs. `userId` must be in the caller's downline. */
export async function pathFromCaller(db: Kysely<Database>, callerId: string, userId: string, withSelf: boolean): Promise<string[]> {
  const rows = await db
    .selectFrom('user_tree as a')
    .innerJoin('user_tree as c', (j) => j.onRef('c.descendant_id', '=', 'a.ancestor_id').on('c.ancestor_id', '=', callerId))
    .innerJoin('users as u', 'u.id', 'a.ancestor_id')
    .select(['u.username', 'a.depth'])
    .where('a.descendant_id', '=', userId)
    .where('a.depth', '>=', withSelf ? 0 : 1)
    .orderBy('a.depth', 'desc')
    .execute();
  return rows.map((r) => r.username);
}

/** How many members each of `ids` has below it (depth ≥ 1). */
export async function teamSizes(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('user_tree')
    .select(['ancestor_id', sql<string>`count(*)`.as('n')])
    .where('ancestor_id', 'in', ids)
    .where('depth', '>=', 1)
    .groupBy('ancestor_id')
    .execute();
  return new Map(rows.map((r) => [r.ancestor_id, Number(r.n)]));
}
