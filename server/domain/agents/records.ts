import { type Kysely, sql } from 'kysely';
import { BetStatus } from '../../../src/api/schemas/money';
import type { TeamBetPage, TeamTransactionPage } from '../../../src/api/schemas/agent';
import { AGENTS } from '../../../src/config/agents';
import type { Database } from '../../db/database';
import { badParam } from './errors';
import type { DayRange } from './periods';
import { parseChoice } from './reports';
import { type Agent, resolveDownline } from './tree';
import { vendorNameOf, vendorNameRows } from '../games/vendor-names';
import { wireInstant, wireInstantOrNull } from '../time';

/**
 * Team betting and transaction details (docs/agents.md "Reports"): rows of the caller's
 * downline (depth ≥ 1, never the caller's own) joined through user_tree; `account` narrows to
 * one downline member (404 agent.member.unknown outside the downline).
 */

const CATEGORY = /^[A-Z0-9_]{1,16}$/;
const KIND = /^[A-Za-z]{1,32}$/;
const offset = (page: number) => (page - 1) * AGENTS.pageSize;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export interface TeamRecordQuery {
  range: DayRange;
  account: string | null;
  page: number;
}

/** The users whose rows are listed: one downline member, or the caller's whole downline. */
async function scope(db: Kysely<Database>, caller: Agent, account: string | null) {
  if (account) {
    const m = await resolveDownline(db, caller, account);
    return sql`select ${m.id}::text as id`;
  }
  return sql`select descendant_id as id from user_tree where ancestor_id = ${caller.id} and depth >= 1`;
}

/** GET /wps/agent/bets: bets placed in the days, newest first; filters `category`, `status`; sums of the whole filter. */
export async function teamBets(
  db: Kysely<Database>,
  caller: Agent,
  q: TeamRecordQuery & { category: string | null; status: string | null },
): Promise<TeamBetPage> {
  const status = parseChoice('status', q.status ?? undefined, Object.values(BetStatus.schema) as string[]);
  const category = q.category ? q.category.trim().toUpperCase() : null;
  if (category && !CATEGORY.test(category)) throw badParam('category', 'validation.pattern.upperNoSpaces');
  const who = await scope(db, caller, q.account);
  const where = sql.join(
    [
      sql`b.user_id in (${who})`,
      sql`b.placed_at >= ${q.range.from.toISOString()}::timestamptz`,
      sql`b.placed_at < ${q.range.to.toISOString()}::timestamptz`,
      ...(category ? [sql`b.category = ${category}`] : []),
      ...(status ? [sql`b.status = ${status}`] : []),
    ],
    sql` and `,
  );
  const [rows, sums] = await Promise.all([
    sql<{
      username: string;
      reference: string;
      category: string;
      vendor: string;
      game_name: string;
      stake: string;
      valid_bet: string;
      payout: string | null;
      status: 'open' | 'won' | 'lost' | 'void';
      placed_at: Date;
      settled_at: Date | null;
    }>`
      select u.username, b.reference, b.category, b.vendor, b.game_name, b.stake, b.valid_bet, b.payout, b.status, b.placed_at, b.settled_at
      from bets b join users u on u.id = b.user_id
      where ${where}
      order by b.placed_at desc, b.reference desc
      limit ${AGENTS.pageSize} offset ${offset(q.page)}`.execute(db),
    sql<{ total: string; stake: string; valid_bet: string; payout: string; profit: string }>`
      select count(*) as total, coalesce(sum(b.stake), 0) as stake, coalesce(sum(b.valid_bet), 0) as valid_bet,
             coalesce(sum(b.payout), 0) as payout, coalesce(sum(b.payout - b.stake) filter (where b.status <> 'open'), 0) as profit
      from bets b where ${where}`.execute(db),
  ]);
  const s = sums.rows[0]!;
  // The vendor as the catalogue and the wallet name it, as in the member's own bet records.
  const names = await vendorNameRows(db, caller.merchantCode, rows.rows.map((r) => r.vendor));
  return {
    list: rows.rows.map((r) => {
      const stake = num(r.stake);
      const payout = r.payout === null ? null : num(r.payout);
      return {
        account: r.username,
        reference: r.reference,
        category: r.category,
        vendor: r.vendor,
        vendorName: vendorNameOf(names, r.category, r.vendor),
        gameName: r.game_name,
        stake,
        validBet: num(r.valid_bet),
        payout,
        profit: r.status === 'open' || payout === null ? null : payout - stake,
        status: r.status,
        placedAt: wireInstant(r.placed_at),
        settledAt: wireInstantOrNull(r.settled_at),
      };
    }),
    page: q.page,
    size: AGENTS.pageSize,
    total: Number(s.total),
    summary: { stake: num(s.stake), validBet: num(s.valid_bet), payout: num(s.payout), profit: num(s.profit) },
  };
}

/**
 * GET /wps/agent/transactions: postings on the downline's wallets in the days, newest first,
 * with the balance after each (as the member's own account record shows them); `type` filters
 * the ledger transaction kind (a PostingType or a contract payout kind).
 */
export async function teamTransactions(db: Kysely<Database>, caller: Agent, q: TeamRecordQuery & { type: string | null }): Promise<TeamTransactionPage> {
  const type = q.type?.trim() || null;
  if (type && !KIND.test(type)) throw badParam('type', 'validation.enum');
  const who = await scope(db, caller, q.account);
  const where = sql.join(
    [
      sql`a.user_id in (${who})`,
      sql`a.kind = 'wallet'`,
      sql`p.created_at >= ${q.range.from.toISOString()}::timestamptz`,
      sql`p.created_at < ${q.range.to.toISOString()}::timestamptz`,
      ...(type ? [sql`x.kind = ${type}`] : []),
    ],
    sql` and `,
  );
  const from = sql`ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_transactions x on x.id = p.transaction_id`;
  const [rows, count] = await Promise.all([
    sql<{ id: string | number; username: string; kind: string; wallet_code: string | null; amount: string; balance_after: string; reference: string; created_at: Date }>`
      select p.id, u.username, x.kind, a.wallet_code, p.amount, p.balance_after, x.reference, p.created_at
      from ${from} join users u on u.id = a.user_id
      where ${where}
      order by p.created_at desc, p.id desc
      limit ${AGENTS.pageSize} offset ${offset(q.page)}`.execute(db),
    sql<{ n: string }>`select count(*) as n from ${from} where ${where}`.execute(db),
  ]);
  return {
    list: rows.rows.map((r) => ({
      id: String(r.id),
      account: r.username,
      type: r.kind,
      wallet: r.wallet_code ?? '',
      amount: num(r.amount),
      balanceAfter: num(r.balance_after),
      reference: r.reference,
      createdAt: wireInstant(r.created_at),
    })),
    page: q.page,
    size: AGENTS.pageSize,
    total: Number(count.rows[0]!.n),
  };
}
