import { type Kysely, sql } from 'kysely';
import type { Bill, BillPage, ContractKind, IncomeReport } from '../../../../src/api/schemas/agent';
import { AGENTS } from '../../../../src/config/agents';
import type { Database } from '../../../db/database';
import { toMinor } from '../../money/amounts';
import { KINDS } from '../contracts/contracts';
import type { DayRange } from '../periods';
import { wireInstant } from '../../time';

/**
 * Bills of the agent center (docs/agents.md "Bills"): those the caller received (my income)
 * or paid to its direct downlines. Only the caller's own rows: a bill is read through
 * payee_id = caller or payer_id = caller, never by an id from the request. The date range
 * selects bills by the start of their period (report days, GMT+8).
 */

const OFFSET = sql.raw(`interval '${AGENTS.reportOffsetMinutes} minutes'`);

export interface BillQuery {
  kind: ContractKind | null;
  side: 'received' | 'paid';
  range: DayRange;
  page: number;
}


export async function listBills(db: Kysely<Database>, callerId: string, q: BillQuery): Promise<BillPage> {
  const base = () => {
    let b = db
      .selectFrom('contract_bills as b')
      .where(q.side === 'received' ? 'b.payee_id' : 'b.payer_id', '=', callerId)
      .where('b.period_start', '>=', q.range.from)
      .where('b.period_start', '<', q.range.to);
    if (q.kind) b = b.where('b.kind', '=', q.kind);
    return b;
  };
  const [rows, sums] = await Promise.all([
    base()
      .leftJoin('users as payer', 'payer.id', 'b.payer_id')
      .innerJoin('users as payee', 'payee.id', 'b.payee_id')
      .selectAll('b')
      .select(['payer.username as payer_account', 'payee.username as payee_account'])
      .orderBy('b.period_start', 'desc')
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(AGENTS.pageSize)
      .offset((q.page - 1) * AGENTS.pageSize)
      .execute(),
    base()
      .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(b.amount), 0)`.as('amount'), sql<string>`coalesce(sum(b.paid), 0)`.as('paid')])
      .executeTakeFirstOrThrow(),
  ]);
  const list: Bill[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    contractId: r.contract_id,
    payer: r.payer_account ?? 'platform',
    payee: r.payee_account,
    periodKey: r.period_key,
    periodStart: wireInstant(r.period_start),
    periodEnd: wireInstant(r.period_end),
    validBet: toMinor(r.valid_bet),
    profitLoss: toMinor(r.profit_loss),
    activeMembers: Number(r.active_members),
    base: toMinor(r.base),
    rateBps: Number(r.rate_bps),
    amount: toMinor(r.amount),
    paid: toMinor(r.paid),
    status: r.status,
    createdAt: wireInstant(r.created_at),
  }));
  return { list, page: q.page, size: AGENTS.pageSize, total: Number(sums.n), summary: { amount: toMinor(sums.amount), paid: toMinor(sums.paid) } };
}

/**
 * My income (agentRevenueReport): what the caller's bills paid it over the report days of the
 * range (by period start), per kind (every kind, zeros included) and per day (every day of the
 * range, zeros included, oldest first).
 */
export async function incomeReport(db: Kysely<Database>, callerId: string, range: DayRange): Promise<IncomeReport> {
  const rows = await db
    .selectFrom('contract_bills')
    .where('payee_id', '=', callerId)
    .where('period_start', '>=', range.from)
    .where('period_start', '<', range.to)
    .select([
      'kind',
      sql<string>`to_char((period_start at time zone 'UTC') + ${OFFSET}, 'YYYY-MM-DD')`.as('day'),
      sql<string>`coalesce(sum(paid), 0)`.as('paid'),
      sql<string>`count(*)`.as('bills'),
    ])
    .groupBy(['kind', 'day'])
    .execute();
  const byKind = KINDS.map((kind) => {
    const mine = rows.filter((r) => r.kind === kind);
    return { kind, paid: mine.reduce((s, r) => s + toMinor(r.paid), 0), bills: mine.reduce((s, r) => s + Number(r.bills), 0) };
  });
  const byDay: { day: string; paid: number }[] = [];
  for (let i = 0; i < range.days; i++) {
    const day = new Date(range.from.getTime() + i * 86_400_000 + AGENTS.reportOffsetMinutes * 60_000).toISOString().slice(0, 10);
    byDay.push({ day, paid: rows.filter((r) => r.day === day).reduce((s, r) => s + toMinor(r.paid), 0) });
  }
  return { start: range.startDay, end: range.endDay, byKind, byDay, total: byKind.reduce((s, k) => s + k.paid, 0) };
}
