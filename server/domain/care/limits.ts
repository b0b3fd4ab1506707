import { type Kysely, sql } from 'kysely';
import type { DepositLimit, DepositLimitChange } from '../../../src/api/schemas/care';
import { CARE } from '../../../src/config/care';
import type { Database } from '../../db/database';
import type { DepositLimitPeriod } from '../../db/tables-care';
import { parseAmount, toMinor, toMinorOrNull } from '../money/amounts';
import { badField } from '../money/errors';
import { ledgerTransaction, type Tx } from '../money/ledger';
import { wireInstant } from '../time';
import { logCareEvent } from './events';
import { limitExceeded } from './errors';

/**
 * Deposit limits (UKGC RTS 12; docs/engagement.md "Responsible gambling"): one per rolling
 * window (24 h, 7 days, 30 days); the lowest remaining amount applies. A decrease (or a first
 * limit) applies at once; a raise or a removal waits CARE.coolingOffMs and is applied by
 * whoever reads the row after that instant (no job needed). Deposits asked for in a window
 * count whether pending or approved, so a member cannot queue requests past the limit.
 */
export const PERIODS: readonly DepositLimitPeriod[] = ['day', 'week', 'month'];

interface LimitRow {
  period: DepositLimitPeriod;
  amount: string | number | null;
  pending_amount: string | number | null;
  has_pending: boolean;
  pending_at: Date | null;
}

/** The limit in force at `at` and a pending change not yet due. */
function effective(row: LimitRow | undefined, at: Date): { amount: number | null; pending: { amount: number | null; at: Date } | null } {
  if (!row) return { amount: null, pending: null };
  if (row.has_pending && row.pending_at && row.pending_at.getTime() <= at.getTime()) return { amount: toMinorOrNull(row.pending_amount), pending: null };
  return {
    amount: toMinorOrNull(row.amount),
    pending: row.has_pending && row.pending_at ? { amount: toMinorOrNull(row.pending_amount), at: row.pending_at } : null,
  };
}

/**
 * Serialises one member's deposit requests and limit changes (all instances: a transaction
 * advisory lock on the member). Its own statement, so what follows reads what a racing
 * request committed before the lock was granted.
 */
export async function lockMemberCare(tx: Tx, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`care:${userId}`}))`.execute(tx);
}

async function limitRows(db: Kysely<Database>, userId: string): Promise<Map<DepositLimitPeriod, LimitRow>> {
  const rows = await db
    .selectFrom('care_deposit_limits')
    .select(['period', 'amount', 'pending_amount', 'has_pending', 'pending_at'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.period, r]));
}

/** Deposits asked for (pending or approved) in each window ending at `at`. */
async function usedByWindow(db: Kysely<Database>, userId: string, at: Date): Promise<Record<DepositLimitPeriod, number>> {
  const since = (p: DepositLimitPeriod) => new Date(at.getTime() - CARE.limitWindowsMs[p]);
  const row = await db
    .selectFrom('deposits')
    .select((eb) =>
      PERIODS.map((p) =>
        eb.fn
          .coalesce(eb.fn.sum<string | number>(eb.case().when('created_at', '>', since(p)).then(eb.ref('amount')).else(sql.lit(0)).end()), sql.lit(0))
          .as(p),
      ),
    )
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .where('created_at', '>', since('month'))
    .executeTakeFirstOrThrow();
  const r = row as unknown as Record<DepositLimitPeriod, string | number>;
  return { day: toMinor(r.day), week: toMinor(r.week), month: toMinor(r.month) };
}

function view(period: DepositLimitPeriod, e: ReturnType<typeof effective>, used: number): DepositLimit {
  return {
    period,
    amount: e.amount,
    used,
    remaining: e.amount === null ? null : Math.max(0, e.amount - used),
    pending: e.pending ? { amount: e.pending.amount, effectiveAt: wireInstant(e.pending.at) } : null,
  };
}

export async function depositLimits(db: Kysely<Database>, userId: string, at: Date): Promise<DepositLimit[]> {
  const [rows, used] = await Promise.all([limitRows(db, userId), usedByWindow(db, userId, at)]);
  return PERIODS.map((p) => view(p, effective(rows.get(p), at), used[p]));
}

/** The smallest remaining amount of the windows with a limit; null: none. */
export function allowance(limits: DepositLimit[]): number | null {
  const r = limits.map((l) => l.remaining).filter((x): x is number => x !== null);
  return r.length ? Math.min(...r) : null;
}

/**
 * Inside the deposit's transaction: lock the member, then refuse (409 care.limit.exceeded,
 * naming the tightest window) when the new request would take any window past its limit.
 */
export async function enforceDepositLimits(tx: Tx, userId: string, amount: number, at: Date): Promise<void> {
  await lockMemberCare(tx, userId);
  const rows = await limitRows(tx, userId);
  if (![...rows.values()].some((r) => r.amount !== null || r.has_pending)) return;
  const limits = await depositLimits(tx, userId, at);
  const over = limits
    .filter((l) => l.remaining !== null && amount > l.remaining)
    .sort((a, b) => a.remaining! - b.remaining!)[0];
  if (over) throw limitExceeded({ period: over.period, limit: over.amount!, used: over.used, remaining: over.remaining! });
}

export function parsePeriod(v: unknown): DepositLimitPeriod {
  if (typeof v !== 'string' || !(PERIODS as readonly string[]).includes(v)) throw badField('period', 'validation.enum', { allowed: PERIODS });
  return v as DepositLimitPeriod;
}

/** POST /wps/care/deposit-limit: lower at once, raise or remove after the cooling-off. */
export async function setDepositLimit(db: Kysely<Database>, userId: string, input: { period: unknown; amount: unknown }, at: Date): Promise<DepositLimitChange> {
  const period = parsePeriod(input.period);
  const wanted = input.amount === null ? null : parseAmount(input.amount);
  return ledgerTransaction(db, async (tx) => {
    await lockMemberCare(tx, userId);
    const rows = await limitRows(tx, userId);
    const now = effective(rows.get(period), at);
    let outcome: DepositLimitChange['outcome'];
    let set: { amount: number | null; pending_amount: number | null; has_pending: boolean; pending_at: Date | null };
    if (wanted === now.amount) {
      // Asking for what is in force withdraws a waiting raise.
      outcome = 'unchanged';
      set = { amount: now.amount, pending_amount: null, has_pending: false, pending_at: null };
    } else if (wanted !== null && (now.amount === null || wanted < now.amount)) {
      outcome = 'applied';
      set = { amount: wanted, pending_amount: null, has_pending: false, pending_at: null };
    } else {
      outcome = 'pending';
      // Asking again for the same raise keeps its clock; another raise starts a new one.
      const same = now.pending && now.pending.amount === wanted;
      set = { amount: now.amount, pending_amount: wanted, has_pending: true, pending_at: same ? now.pending!.at : new Date(at.getTime() + CARE.coolingOffMs) };
    }
    await tx
      .insertInto('care_deposit_limits')
      .values({ user_id: userId, period, ...set, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'period']).doUpdateSet({ ...set, updated_at: at }))
      .execute();
    await logCareEvent(tx, userId, `limit.${outcome}`, { period, amount: wanted, before: now.amount }, at);
    const [limit] = (await depositLimits(tx, userId, at)).filter((l) => l.period === period);
    return { outcome, limit: limit! };
  });
}
