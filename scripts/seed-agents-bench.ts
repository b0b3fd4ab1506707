/**
 * Agents bench data (issue #6; docs/agents.md "Statistics"): one top agent `benchtop` with a
 * realistic multi-level downline and a stream of settled bets, then team_stats built by the
 * SAME fold SQL as the server's job (server/domain/agents/stats.ts foldStatement), in large
 * batches. Everything is set-based (generate_series), through the real triggers: the users'
 * closure rows and the bets' outbox rows are written exactly as in production.
 *
 *   BENCH_DATABASE_URL=postgres://…/bench_agents tsx scripts/seed-agents-bench.ts   # 100k members, 10M bets
 *   tsx scripts/seed-agents-bench.ts                       # PGlite in BENCH_PGLITE_DIR (default tmp): scaled down
 *   BENCH_MEMBERS=20000 BENCH_BETS=1000000 …               # other sizes
 *
 * Tree (members = M): benchtop ─┬─ 1% of M direct members
 *                               └─ 300 sub-agents ─┬─ 9% of M members
 *                                                  └─ 3 agents each (900) ── the rest of M
 * Bets: spread evenly over BENCH_DAYS (60) days up to now, by every member below an agent,
 * stakes 1–1000 P, 45% won at 1.95×. Idempotent per database: a database that already has
 * `benchtop` is left as it is.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../server/db/connect';
import type { Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { foldStatement } from '../server/domain/agents/stats';

export const BENCH_AGENT = 'benchtop';
const MERCHANT = 'bd01';
const SUB_AGENTS = 300;
/** Bets inserted per statement, and outbox rows per fold of the bulk load. */
const CHUNK = 1_000_000;
const FOLD_BATCH = 1_000_000;
const PER_SUB = 3;

export interface AgentsBenchSize {
  members: number;
  bets: number;
  days: number;
}

export const FULL_SIZE: AgentsBenchSize = { members: 100_000, bets: 10_000_000, days: 60 };
/** PGlite (single-threaded WASM): a tenth of the members and a fiftieth of the bets. */
export const PGLITE_SIZE: AgentsBenchSize = { members: 10_000, bets: 200_000, days: 60 };

type Log = (line: string) => void;

async function timed<T>(log: Log, what: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const r = await fn();
  log(`  ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return r;
}

/** Whether the bench tree is there already. */
export async function benchAgentId(db: Kysely<Database>): Promise<string | null> {
  const r = await db.selectFrom('users').select('id').where('merchant_code', '=', MERCHANT).where('username', '=', BENCH_AGENT).executeTakeFirst();
  return r?.id ?? null;
}

/** Builds the tree, the bets and the statistics; answers the top agent's id. */
export async function seedAgentsBench(db: Kysely<Database>, size: AgentsBenchSize, now: Date, log: Log = console.log): Promise<string> {
  const existing = await benchAgentId(db);
  if (existing) {
    log(`agents bench: ${BENCH_AGENT} exists, data kept`);
    return existing;
  }
  const M = size.members;
  const direct = Math.max(1, Math.round(M * 0.01));
  const underSub = Math.round(M * 0.09);
  const underLeaf = M - direct - SUB_AGENTS - SUB_AGENTS * PER_SUB - underSub;
  if (underLeaf < 0) throw new Error(`members must be at least ${SUB_AGENTS * (PER_SUB + 1) + 100}`);
  log(`agents bench: ${M} downline members (${SUB_AGENTS} + ${SUB_AGENTS * PER_SUB} agents), ${size.bets} bets over ${size.days} days`);
  const since = new Date(now.getTime() - size.days * 86_400_000);
  const created = new Date(since.getTime() - 86_400_000);
  const cols = sql`id, merchant_code, username, password_hash, password_changed_at, type, nickname, upline_id, profile, register_method, created_at, rebate_bps`;
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$bm90LWEtcmVhbC1oYXNoLWZvci1sb2dpbg';

  await timed(log, 'users and closure rows', async () => {
    await sql`insert into users (${cols}) values (${'bench-top'}, ${MERCHANT}, ${BENCH_AGENT}, ${hash}, ${created}, 1, ${BENCH_AGENT}, null, '{}', 'BENCH', ${created}, 200)`.execute(db);
    // Level 1: sub-agents.
    await sql`insert into users (${cols})
      select 'bench-s' || g, ${MERCHANT}, 'bsub' || g, ${hash}, ${created}, 1, 'bsub' || g, 'bench-top', '{}', 'BENCH', ${created}, 150
      from generate_series(1, ${SUB_AGENTS}::int) g`.execute(db);
    // Level 2: agents under the sub-agents.
    await sql`insert into users (${cols})
      select 'bench-l' || g, ${MERCHANT}, 'bleaf' || g, ${hash}, ${created}, 1, 'bleaf' || g, 'bench-s' || (1 + (g - 1) % ${SUB_AGENTS}), '{}', 'BENCH', ${created}, 100
      from generate_series(1, ${SUB_AGENTS * PER_SUB}::int) g`.execute(db);
    // Members: direct, under sub-agents, under leaf agents; joined over the period.
    const span = size.days * 86_400;
    const members = (from: number, n: number, upline: ReturnType<typeof sql>) =>
      sql`insert into users (${cols})
        select 'bench-m' || g, ${MERCHANT}, 'bm' || g, ${hash}, ${created}, 0, 'bm' || g, ${upline}, '{}', 'BENCH',
               ${created}::timestamptz + ((g * 7919) % ${span}) * interval '1 second', 50
        from generate_series(${from}::int, ${from + n - 1}::int) g`.execute(db);
    await members(1, direct, sql`'bench-top'`);
    await members(direct + 1, underSub, sql`'bench-s' || (1 + g % ${SUB_AGENTS})`);
    await members(direct + underSub + 1, underLeaf, sql`'bench-l' || (1 + g % ${SUB_AGENTS * PER_SUB})`);
  });

  const total = direct + underSub + underLeaf;
  const stepMs = (size.days * 86_400_000) / size.bets;
  for (let from = 1; from <= size.bets; from += CHUNK) {
    const to = Math.min(size.bets, from + CHUNK - 1);
    await timed(log, `bets ${from}–${to} (and their outbox rows)`, () =>
      sql`insert into bets (reference, merchant_code, user_id, wallet_code, category, vendor, game_name, stake, valid_bet, payout, status, placed_at, settled_at)
        select 'BB' || g, ${MERCHANT}, 'bench-m' || (1 + (g * 104729) % ${total}), 'MAIN',
               (array['RNG','LIVE','SPORTS','FISH','PVP','LOTT'])[1 + g % 6], 'PG', 'Bench game',
               s.stake, s.stake, case when g % 20 < 9 then s.stake * 195 / 100 else 0 end,
               case when g % 20 < 9 then 'won' else 'lost' end,
               ${since}::timestamptz + (g * ${stepMs}::float8) * interval '1 millisecond',
               ${since}::timestamptz + (g * ${stepMs}::float8 + 45000) * interval '1 millisecond'
        from generate_series(${from}::bigint, ${to}::bigint) g
        cross join lateral (select 100 + (g * 7907) % 99901 as stake) s`.execute(db),
    );
    await timed(log, '  fold', () => foldEverything(db, now));
  }
  await timed(log, 'analyze', () => sql`analyze`.execute(db));
  const r = await sql<{ n: string }>`select count(*) as n from team_stats`.execute(db);
  log(`agents bench: ${r.rows[0]!.n} team_stats rows`);
  return 'bench-top';
}

/**
 * The server's fold statement in big batches until the outbox is empty. A bulk load, so the
 * transaction may sort and hash in memory (work_mem) and need not wait for the WAL flush; the
 * statement is the job's.
 */
async function foldEverything(db: Kysely<Database>, now: Date) {
  for (;;) {
    const r = await db.transaction().execute(async (tx) => {
      await sql`select set_config('work_mem', '512MB', true), set_config('synchronous_commit', 'off', true)`.execute(tx);
      return foldStatement(FOLD_BATCH, now).execute(tx);
    });
    if (Number(r.rows[0]!.claimed) === 0) return;
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? null;
  const base = url ? FULL_SIZE : PGLITE_SIZE;
  const size: AgentsBenchSize = {
    members: Number(process.env.BENCH_MEMBERS ?? base.members),
    bets: Number(process.env.BENCH_BETS ?? base.bets),
    days: Number(process.env.BENCH_DAYS ?? base.days),
  };
  const dir = url ? null : (process.env.BENCH_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'bench-agents-')));
  if (!url) console.log(`PGlite in ${dir}: scaled down to ${size.members} members and ${size.bets} bets (PostgreSQL: BENCH_DATABASE_URL, ${FULL_SIZE.members} / ${FULL_SIZE.bets})`);
  const opened = await openDatabase({ databaseUrl: url, dataDir: dir });
  try {
    await migrateToLatest(opened.db);
    await seedDatabase(opened.db, { merchantCode: MERCHANT, languages: ['bn', 'en'] });
    const t = Date.now();
    await seedAgentsBench(opened.db, size, new Date());
    console.log(`agents bench data ready in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  } finally {
    await opened.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error('seed-agents-bench failed:', e);
      process.exit(1);
    },
  );
}
