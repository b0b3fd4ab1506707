import { type Kysely, sql } from 'kysely';
import type { BillStatus, ContractKind, ContractTier } from '../../../../src/api/schemas/agent';
import { AGENTS } from '../../../../src/config/agents';
import type { AgentsProfile, Database } from '../../../db/database';
import { type AccountRef, ensureAccounts, ledgerAccount, ledgerTransaction, type PostInput, postMany } from '../../money/ledger';
import { newReference } from '../../money/references';
import { toMinor } from '../../money/amounts';
import { agentProfile } from '../config';
import { outboxDrainedBefore } from '../stats';
import { KINDS, kindEnabled } from '../contracts/contracts';
import { type Measured, payFor } from '../contracts/tiers';
import { periodAt, previousPeriod, type SettlementPeriod } from './periods';

/**
 * Settlement of contracts (docs/agents.md "Settlement", "Bills"): for one merchant, kind and
 * period, one bill per contract in force at the period's end (and a `rejected` bill for one
 * that ended inside the period), top-down: the platform pays the top-level agents from
 * sys:<merchant>:commissions, then level by level each upline pays its direct downlines from its
 * MAIN wallet, which its own bill reached first.
 *
 * Exactly once per period key, with any number of instances, re-runs and crashes:
 * - the run row (merchant, kind, period key) is claimed with a lease: one instance works a run
 *   at a time; a crashed run's lease lapses and any instance resumes it;
 * - bills are unique per (contract, period key) and each batch of bills is written in ONE
 *   transaction with its ledger postings: a bill exists exactly when its money moved;
 * - a resumed run settles only the contracts without a bill.
 * A period settles only after it closed + AGENTS.settleGraceMs and once the statistics fold has
 * caught up with its end (stats.ts outboxDrainedBefore): its figures are final.
 */

export interface SettleDeps {
  db: Kysely<Database>;
  clock: { now(): Date };
}

/** Ledger transaction kind (wire PostingType) of each contract kind's payout. */
export const PAYOUT_KIND: Record<ContractKind, string> = {
  dividend: 'dividend',
  daily: 'dailySalary',
  hourly: 'hourlySalary',
  realtime: 'realtimeSalary',
};

export interface SettleOptions {
  /** Bills per transaction (default AGENTS.settleBatchSize). */
  batchSize?: number;
  /** Called after each committed batch with the bills this call wrote so far (tests inject a crash here). */
  afterBatch?: (written: number) => void | Promise<void>;
  /** Dev and ops only: settle now, without waiting for the period to close or the fold to catch up. */
  early?: boolean;
}

export type SettleOutcome = 'settled' | 'alreadyDone' | 'busy' | 'notClosed' | 'statsBehind';

export interface SettleResult {
  outcome: SettleOutcome;
  key: string;
  /** Bills written by this call, and what they paid. */
  bills: number;
  paid: number;
}

interface Item {
  contractId: string;
  uplineId: string | null;
  downlineId: string;
  tiers: ContractTier[];
  endedInside: boolean;
  level: number;
  measured: Measured;
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : toMinor(v as string | number));

/** Claims the run (new, or a running one whose lease lapsed); otherwise says whether it is done or held by another instance. */
async function claim(db: Kysely<Database>, m: string, p: SettlementPeriod, now: Date): Promise<'claimed' | 'alreadyDone' | 'busy'> {
  const lease = new Date(now.getTime() + AGENTS.settleLeaseMs);
  const inserted = await db
    .insertInto('settlement_runs')
    .values({
      merchant_code: m,
      kind: p.kind,
      period_key: p.key,
      grain: p.grain,
      period_start: p.start,
      period_end: p.end,
      status: 'running',
      lease_until: lease,
      started_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('period_key')
    .executeTakeFirst();
  if (inserted) return 'claimed';
  const resumed = await db
    .updateTable('settlement_runs')
    .set({ lease_until: lease })
    .where('merchant_code', '=', m)
    .where('kind', '=', p.kind)
    .where('period_key', '=', p.key)
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning('period_key')
    .executeTakeFirst();
  if (resumed) return 'claimed';
  const row = await db.selectFrom('settlement_runs').select('status').where('merchant_code', '=', m).where('kind', '=', p.kind).where('period_key', '=', p.key).executeTakeFirst();
  return row?.status === 'done' ? 'alreadyDone' : 'busy';
}

/** Contracts of the period without a bill yet, with their level in the tree and the team's figures. */
async function unbilled(db: Kysely<Database>, m: string, p: SettlementPeriod): Promise<Item[]> {
  const rows = await sql<{
    id: string;
    upline_id: string | null;
    downline_id: string;
    tiers: unknown;
    ended_inside: boolean;
    level: number | string;
    valid_bet: string | number | null;
    profit_loss: string | number | null;
    active_members: string | number | null;
    max_bet: string | number | null;
  }>`
    select c.id, c.upline_id, c.downline_id, c.tiers,
           (c.ended_at is not null and c.ended_at < ${p.end}) as ended_inside,
           lvl.level, f.valid_bet, f.profit_loss, f.active_members, f.max_bet
    from contracts c
    cross join lateral (select max(t.depth) as level from user_tree t where t.descendant_id = c.downline_id) lvl
    left join lateral (
      select sum(s.valid_bet) as valid_bet, sum(s.payout) - sum(s.stake) as profit_loss,
             sum(s.active_members) as active_members, max(s.max_bet) as max_bet
      from team_stats s
      where s.ancestor_id = c.downline_id and s.grain = ${p.grain} and s.period_start = ${p.start} and s.depth >= 1
    ) f on true
    where c.merchant_code = ${m} and c.kind = ${p.kind} and c.status in ('valid', 'terminated')
      and c.answered_at is not null and c.answered_at < ${p.end}
      and (c.ended_at is null or c.ended_at > ${p.start})
      and not exists (select 1 from contract_bills b where b.contract_id = c.id and b.period_key = ${p.key})
    order by lvl.level, c.id`.execute(db);
  return rows.rows.map((r) => ({
    contractId: r.id,
    uplineId: r.upline_id,
    downlineId: r.downline_id,
    tiers: (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as ContractTier[],
    endedInside: r.ended_inside,
    level: Number(r.level),
    measured: { validBet: num(r.valid_bet), profitLoss: num(r.profit_loss), activeMembers: num(r.active_members), maxBet: num(r.max_bet) },
  }));
}

const payerAccount = (m: string, it: Item): AccountRef => (it.uplineId ? ledgerAccount.wallet(m, it.uplineId) : ledgerAccount.commissions(m));

/**
 * One batch of bills of one level in one transaction: the figures give each bill its tier and
 * amount; the payers' and payees' accounts are locked in id order (as post() does); each payer
 * pays its bills in contract order while its balance lasts (the platform always pays); the
 * postings and the bills are written together.
 */
async function settleBatch(db: Kysely<Database>, m: string, p: SettlementPeriod, items: Item[], now: Date): Promise<{ bills: number; paid: number }> {
  return ledgerTransaction(db, async (tx) => {
    const bills = items.map((it) => {
      const pay = payFor(p.kind, it.tiers, it.measured);
      const amount = it.endedInside ? 0 : pay.amount;
      return { it, id: newReference('S', now), ...pay, amount, paid: 0, status: (it.endedInside ? 'rejected' : 'notReached') as BillStatus, txId: null as string | null };
    });
    const due = bills.filter((b) => b.amount > 0);
    if (due.length) {
      const refs = new Map<string, AccountRef>();
      for (const b of due) {
        for (const a of [payerAccount(m, b.it), ledgerAccount.wallet(m, b.it.downlineId)]) refs.set(a.id, a);
      }
      const ids = [...refs.keys()].sort();
      // Lock in id order (as post() does); accounts not there yet (a first payout) are created, then locked too.
      const lock = () => sql<{ id: string; balance: string | number; allow_negative: boolean }>`
        select id, balance, allow_negative from ledger_accounts
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) order by id for update`.execute(tx);
      let locked = await lock();
      if (locked.rows.length < ids.length) {
        const have = new Set(locked.rows.map((r) => r.id));
        await ensureAccounts(tx, [...refs.values()].filter((a) => !have.has(a.id)));
        locked = await lock();
      }
      const left = new Map(locked.rows.map((r) => [r.id, r.allow_negative ? Number.POSITIVE_INFINITY : toMinor(r.balance)]));
      const inputs: PostInput[] = [];
      const posted: (typeof due)[number][] = [];
      for (const b of due) {
        const payer = payerAccount(m, b.it);
        const available = left.get(payer.id) ?? 0;
        b.paid = Math.max(0, Math.min(b.amount, available));
        left.set(payer.id, available - b.paid);
        b.status = b.paid === b.amount ? 'issued' : b.paid > 0 ? 'partlyIssued' : 'insufficientBalance';
        if (b.paid > 0) {
          inputs.push({
            merchantCode: m,
            kind: PAYOUT_KIND[p.kind],
            reference: b.id,
            userId: b.it.downlineId,
            note: p.key,
            at: now,
            legs: [
              { account: payer, amount: -b.paid },
              { account: ledgerAccount.wallet(m, b.it.downlineId), amount: b.paid },
            ],
          });
          posted.push(b);
        }
      }
      const txIds = await postMany(tx, inputs, { accountsExist: true });
      posted.forEach((b, i) => (b.txId = txIds[i]!));
    }
    const rows = bills.map((b) => ({
      id: b.id,
      merchant_code: m,
      contract_id: b.it.contractId,
      kind: p.kind,
      period_key: p.key,
      period_start: p.start.toISOString(),
      period_end: p.end.toISOString(),
      payer_id: b.it.uplineId,
      payee_id: b.it.downlineId,
      valid_bet: b.it.measured.validBet,
      profit_loss: b.it.measured.profitLoss,
      active_members: b.it.measured.activeMembers,
      max_bet: b.it.measured.maxBet,
      base: b.base,
      rate_bps: b.rateBps,
      amount: b.amount,
      paid: b.paid,
      status: b.status,
      transaction_id: b.txId,
      created_at: now.toISOString(),
    }));
    // One statement; the unique (contract_id, period_key) refuses a bill written meanwhile by
    // another instance, which rolls this batch back (its postings too) — the run resumes later.
    await sql`
      insert into contract_bills (id, merchant_code, contract_id, kind, period_key, period_start, period_end, payer_id, payee_id,
        valid_bet, profit_loss, active_members, max_bet, base, rate_bps, amount, paid, status, transaction_id, created_at)
      select id, merchant_code, contract_id, kind, period_key, period_start, period_end, payer_id, payee_id,
        valid_bet, profit_loss, active_members, max_bet, base, rate_bps, amount, paid, status, transaction_id, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, merchant_code text, contract_id text, kind text,
        period_key text, period_start timestamptz, period_end timestamptz, payer_id text, payee_id text, valid_bet bigint,
        profit_loss bigint, active_members integer, max_bet bigint, base bigint, rate_bps integer, amount bigint, paid bigint,
        status text, transaction_id bigint, created_at timestamptz)`.execute(tx);
    return { bills: bills.length, paid: bills.reduce((s, b) => s + b.paid, 0) };
  });
}

/**
 * Settles one period of one kind for a merchant (see the module comment). Safe to call any
 * number of times, from any number of instances: answers what this call did.
 */
export async function settlePeriod(d: SettleDeps, merchantCode: string, p: SettlementPeriod, opts: SettleOptions = {}): Promise<SettleResult> {
  const now = d.clock.now();
  const result = (outcome: SettleOutcome, bills = 0, paid = 0): SettleResult => ({ outcome, key: p.key, bills, paid });
  if (!opts.early) {
    if (now.getTime() < p.end.getTime() + AGENTS.settleGraceMs) return result('notClosed');
    if (!(await outboxDrainedBefore(d.db, merchantCode, p.end))) return result('statsBehind');
  }
  const claimed = await claim(d.db, merchantCode, p, now);
  if (claimed !== 'claimed') return result(claimed);
  const run = () =>
    d.db.updateTable('settlement_runs').where('merchant_code', '=', merchantCode).where('kind', '=', p.kind).where('period_key', '=', p.key).where('status', '=', 'running');
  const billsOfRun = () =>
    d.db.selectFrom('contract_bills').where('merchant_code', '=', merchantCode).where('kind', '=', p.kind).where('period_key', '=', p.key);
  let bills = 0;
  let paid = 0;
  try {
    const items = await unbilled(d.db, merchantCode, p);
    const size = Math.max(1, opts.batchSize ?? AGENTS.settleBatchSize);
    // Top-down: a level's payers were paid by the level above in an earlier transaction.
    let i = 0;
    while (i < items.length) {
      const level = items[i]!.level;
      let j = i;
      while (j < items.length && items[j]!.level === level && j - i < size) j++;
      const r = await settleBatch(d.db, merchantCode, p, items.slice(i, j), now);
      bills += r.bills;
      paid += r.paid;
      i = j;
      await opts.afterBatch?.(bills);
      // Still working: keep the claim (a run longer than the lease is not taken over meanwhile).
      if (i < items.length) await run().set({ lease_until: new Date(d.clock.now().getTime() + AGENTS.settleLeaseMs) }).execute();
    }
    const totals = await billsOfRun().select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(paid), 0)`.as('paid')]).executeTakeFirstOrThrow();
    await run()
      .set({ status: 'done', lease_until: null, finished_at: d.clock.now(), bills: Number(totals.n), paid: String(totals.paid) })
      .execute();
  } catch (e) {
    // Let the next run (this instance or another) resume at once instead of after the lease.
    await run().set({ lease_until: null }).execute().catch(() => {});
    throw e;
  }
  return result('settled', bills, paid);
}

export interface SettlementTick {
  bills: number;
  runs: number;
}

/**
 * One pass of the settlement jobs: for every merchant and every enabled kind, the closed periods
 * of the last AGENTS.settleLookback[kind] that are not done, oldest first; a period whose
 * statistics are not folded yet stops that kind until the next pass.
 */
export async function runSettlement(d: SettleDeps, opts: { kinds?: readonly ContractKind[] } = {}): Promise<SettlementTick> {
  const merchants = await d.db.selectFrom('merchants').select(['code', 'profile']).execute();
  const tick: SettlementTick = { bills: 0, runs: 0 };
  for (const merchant of merchants) {
    const profile = agentProfile(merchant.profile as never);
    for (const kind of opts.kinds ?? KINDS) {
      if (!kindEnabled(profile, kind)) continue;
      for (const p of await pendingPeriods(d, merchant.code, kind, profile)) {
        const r = await settlePeriod(d, merchant.code, p);
        if (r.outcome === 'statsBehind' || r.outcome === 'notClosed') break;
        if (r.outcome === 'settled') {
          tick.runs++;
          tick.bills += r.bills;
        }
      }
    }
  }
  return tick;
}

/** Closed periods (end + grace passed) of the lookback window that have no done run, oldest first. */
export async function pendingPeriods(d: SettleDeps, merchantCode: string, kind: ContractKind, profile: AgentsProfile): Promise<SettlementPeriod[]> {
  const now = d.clock.now();
  let p = previousPeriod(periodAt(kind, profile, now));
  const out: SettlementPeriod[] = [];
  for (let n = 0; n < AGENTS.settleLookback[kind]; n++) {
    if (p.end.getTime() + AGENTS.settleGraceMs <= now.getTime()) out.push(p);
    p = previousPeriod(p);
  }
  if (!out.length) return out;
  const done = await d.db
    .selectFrom('settlement_runs')
    .select('period_key')
    .where('merchant_code', '=', merchantCode)
    .where('kind', '=', kind)
    .where('status', '=', 'done')
    .where('period_key', 'in', out.map((x) => x.key))
    .execute();
  const doneKeys = new Set(done.map((r) => r.period_key));
  return out.filter((x) => !doneKeys.has(x.key)).reverse();
}
