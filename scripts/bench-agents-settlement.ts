/**
 * Real-time salary settlement bench (issue #6; docs/agents.md "Settlement"): one 5-minute run
 * for BENCH_SETTLE_AGENTS (10,000) agents with real-time contracts — 10% top-level agents paid
 * by the platform, each with 9 sub-agents it pays from its main wallet — and 5-minute team
 * statistics for the window. Everything is seeded set-based (generate_series) through the real
 * triggers (closure rows); contracts are written as valid rows, as accepted offers would be.
 * Goal: ≤ 5 s on PostgreSQL. Prints the figures with the machine load.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench tsx scripts/bench-agents-settlement.ts   # PostgreSQL
 *   tsx scripts/bench-agents-settlement.ts                                         # PGlite (temp dir)
 *   BENCH_ONLY=settlement npm run bench:api                                        # inside bench:api
 *
 * Re-runnable on one database: the tree is built once; each run settles a 5-minute window not
 * settled before (the latest closed one that is free) after writing its statistics.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { AGENTS } from '../src/config/agents';
import { openDatabase } from '../server/db/connect';
import type { Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { foldAll } from '../server/domain/agents/stats';
import { periodAt, previousPeriod, type SettlementPeriod } from '../server/domain/agents/settlement/periods';
import { settlePeriod } from '../server/domain/agents/settlement/settle';

const MERCHANT = 'bd01';
const PER_TOP = 9;

type Log = (line: string) => void;

/** Builds the bench tree once: tops, sub-agents, their contracts and main wallets. */
async function ensureTree(db: Kysely<Database>, agents: number, log: Log): Promise<{ tops: number; subs: number }> {
  const tops = Math.max(1, Math.round(agents / (PER_TOP + 1)));
  const subs = agents - tops;
  const have = await sql<{ n: string }>`select count(*) as n from users where id like 'bset-%'`.execute(db);
  if (Number(have.rows[0]!.n) >= agents) {
    log(`settlement bench: ${agents} agents exist, tree kept`);
    return { tops, subs };
  }
  if (Number(have.rows[0]!.n) > 0) throw new Error('settlement bench: a partial tree exists (another size?); use a fresh database');
  const t = Date.now();
  const created = new Date(Date.now() - 2 * 86_400_000);
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$bm90LWEtcmVhbC1oYXNoLWZvci1sb2dpbg';
  const cols = sql`id, merchant_code, username, password_hash, password_changed_at, type, nickname, upline_id, profile, register_method, created_at`;
  await sql`insert into users (${cols})
    select 'bset-t' || g, ${MERCHANT}, 'bsett' || g, ${hash}, ${created}, 1, 'bsett' || g, null, '{}', 'BENCH', ${created}
    from generate_series(1, ${tops}::int) g`.execute(db);
  await sql`insert into users (${cols})
    select 'bset-s' || g, ${MERCHANT}, 'bsets' || g, ${hash}, ${created}, 1, 'bsets' || g, 'bset-t' || (1 + (g - 1) % ${tops}), '{}', 'BENCH', ${created}
    from generate_series(1, ${subs}::int) g`.execute(db);
  // The new-member outbox rows of the bench agents: nothing to fold for a settlement bench.
  await sql`delete from stat_outbox where user_id like 'bset-%'`.execute(db);
  const tierTop = JSON.stringify([{ periodValidBet: 10_000, periodProfitLoss: null, activeMembers: null, betDaily: null, betHourly: null, winRate: null, lossRate: null, singleBet: null, rate: 100 }]);
  const tierSub = JSON.stringify([{ periodValidBet: 10_000, periodProfitLoss: null, activeMembers: null, betDaily: null, betHourly: null, winRate: null, lossRate: null, singleBet: null, rate: 80 }]);
  await sql`insert into contracts (id, merchant_code, kind, upline_id, downline_id, status, tiers, offered_at, answered_at)
    select 'bset-ct' || g, ${MERCHANT}, 'realtime', null, 'bset-t' || g, 'valid', ${tierTop}::jsonb, ${created}, ${created}
    from generate_series(1, ${tops}::int) g`.execute(db);
  await sql`insert into contracts (id, merchant_code, kind, upline_id, downline_id, status, tiers, offered_at, answered_at)
    select 'bset-cs' || g, ${MERCHANT}, 'realtime', 'bset-t' || (1 + (g - 1) % ${tops}), 'bset-s' || g, 'valid', ${tierSub}::jsonb, ${created}, ${created}
    from generate_series(1, ${subs}::int) g`.execute(db);
  await sql`insert into ledger_accounts (id, merchant_code, kind, user_id, wallet_code, balance, allow_negative)
    select 'w:' || id || ':MAIN', ${MERCHANT}, 'wallet', id, 'MAIN', 0, false from users where id like 'bset-%'
    on conflict (id) do nothing`.execute(db);
  await sql`analyze`.execute(db);
  log(`settlement bench: ${tops} top-level agents + ${subs} sub-agents with real-time contracts, wallets: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return { tops, subs };
}

/** The latest closed (end + grace passed) 5-minute window without a run yet. */
async function freeWindow(db: Kysely<Database>, now: Date): Promise<SettlementPeriod> {
  let p = previousPeriod(periodAt('realtime', { dividendPeriod: 'semimonthly' }, now));
  for (;;) {
    const closed = p.end.getTime() + AGENTS.settleGraceMs <= now.getTime();
    const run = await db.selectFrom('settlement_runs').select('status').where('merchant_code', '=', MERCHANT).where('kind', '=', 'realtime').where('period_key', '=', p.key).executeTakeFirst();
    if (closed && !run) return p;
    p = previousPeriod(p);
  }
}

/** 5-minute team statistics of every bench agent for the window (depth 1; tops also depth 2 = their sub-agents' teams). */
async function writeStats(db: Kysely<Database>, p: SettlementPeriod, tops: number, subs: number) {
  await sql`insert into team_stats (ancestor_id, grain, period_start, depth, bet_count, stake, valid_bet, payout, active_members, max_bet)
    select 'bset-s' || g, '5m', ${p.start}, 1, 12, v, v, v * 9 / 10, 4, v / 5
    from generate_series(1, ${subs}::int) g cross join lateral (select 20000 + (g * 7919) % 100000 as v) x
    on conflict do nothing`.execute(db);
  await sql`insert into team_stats (ancestor_id, grain, period_start, depth, bet_count, stake, valid_bet, payout, active_members, max_bet)
    select 'bset-t' || g, '5m', ${p.start}, 1, 3, 50000, 50000, 0, 2, 20000 from generate_series(1, ${tops}::int) g
    on conflict do nothing`.execute(db);
  await sql`insert into team_stats (ancestor_id, grain, period_start, depth, bet_count, stake, valid_bet, payout, active_members, max_bet)
    select u.upline_id, '5m', ${p.start}, 2, sum(s.bet_count), sum(s.stake), sum(s.valid_bet), sum(s.payout), sum(s.active_members), max(s.max_bet)
    from team_stats s join users u on u.id = s.ancestor_id
    where s.ancestor_id like 'bset-s%' and s.grain = '5m' and s.period_start = ${p.start} and s.depth = 1
    group by u.upline_id
    on conflict do nothing`.execute(db);
}

export async function benchSettlement(opts: { db: Kysely<Database>; label: string; agents?: number; log?: Log }) {
  const log = opts.log ?? console.log;
  const agents = opts.agents ?? Number(process.env.BENCH_SETTLE_AGENTS ?? 10_000);
  const { tops, subs } = await ensureTree(opts.db, agents, log);
  const now = new Date();
  const p = await freeWindow(opts.db, now);
  await writeStats(opts.db, p, tops, subs);
  // Whatever else waits in the outbox (other bench sections) is folded first: not part of the figure.
  const folded = await foldAll(opts.db, now, 1000);
  if (folded) log(`settlement bench: folded ${folded} waiting outbox rows first`);
  const clock = { now: () => new Date() };
  const t = performance.now();
  const batchSize = process.env.BENCH_SETTLE_BATCH ? Number(process.env.BENCH_SETTLE_BATCH) : undefined;
  const r = await settlePeriod({ db: opts.db, clock }, MERCHANT, p, { batchSize });
  const ms = performance.now() - t;
  const mine = await sql<{ n: string; paid: string; issued: string }>`
    select count(*) as n, coalesce(sum(paid), 0) as paid, count(*) filter (where status = 'issued') as issued
    from contract_bills where kind = 'realtime' and period_key = ${p.key} and payee_id like 'bset-%'`.execute(opts.db);
  const row = mine.rows[0]!;
  const [l1, l5, l15] = loadavg();
  log(
    `realtime salary run (${opts.label}): window ${p.key}, ${r.outcome}, ${r.bills} bills (${row.n} of the ${agents} bench agents, ${row.issued} issued), ` +
      `${(Number(row.paid) / 100).toFixed(2)} P paid — ${(ms / 1000).toFixed(2)} s (goal ≤ 5 s on PostgreSQL); ` +
      `load ${l1!.toFixed(2)} ${l5!.toFixed(2)} ${l15!.toFixed(2)} on ${cpus().length} cores`,
  );
  return { ms, bills: r.bills };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? null;
  const dir = url ? null : mkdtempSync(join(tmpdir(), 'bench-settle-'));
  const opened = await openDatabase({ databaseUrl: url, dataDir: dir });
  try {
    await migrateToLatest(opened.db);
    await seedDatabase(opened.db, { merchantCode: MERCHANT, languages: ['bn', 'en'] });
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    for (let i = 0; i < runs; i++) await benchSettlement({ db: opened.db, label: url ? 'PostgreSQL' : 'PGlite' });
  } finally {
    await opened.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error('bench failed:', e);
      process.exit(1);
    },
  );
}
