/**
 * Agents section of the API benchmark (scripts/bench-api.ts, BENCH_ONLY=agents): team overview
 * and user profit and loss of `benchtop` (scripts/seed-agents-bench.ts: 100k downline members
 * and 10M bets on PostgreSQL; scaled down on PGlite), through the real app over loopback, one
 * request at a time (latency, not throughput): median and p95 ms against the 200 ms goal.
 *
 * The data is built once per database: run `tsx scripts/seed-agents-bench.ts` with the same
 * BENCH_DATABASE_URL first (it takes a while), or let this section build it.
 */
import { loadavg } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/database';
import { reportDay } from '../server/domain/agents/periods';
import { openSession } from '../server/domain/sessions';
import { benchAgentId, FULL_SIZE, PGLITE_SIZE, seedAgentsBench } from './seed-agents-bench';

const GOAL_MS = 200;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function benchAgentReports(opts: { baseUrl: string; db: Kysely<Database>; headers: Record<string, string>; label: string; runs?: number }) {
  const { baseUrl, db, headers, label } = opts;
  const runs = opts.runs ?? Number(process.env.BENCH_AGENT_RUNS ?? 30);
  const pglite = label === 'PGlite';
  const base = pglite ? PGLITE_SIZE : FULL_SIZE;
  const size = {
    members: Number(process.env.BENCH_MEMBERS ?? base.members),
    bets: Number(process.env.BENCH_BETS ?? base.bets),
    days: Number(process.env.BENCH_DAYS ?? base.days),
  };
  let topId = await benchAgentId(db);
  if (!topId) topId = await seedAgentsBench(db, size, new Date());
  const counts = await db
    .selectFrom('user_tree')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ancestor_id', '=', topId)
    .where('depth', '>=', 1)
    .executeTakeFirstOrThrow();
  // Bets folded into the team's statistics (the monthly buckets of its downline).
  const bets = await db
    .selectFrom('team_stats')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('bet_count'), eb.val('0')).as('n'))
    .where('ancestor_id', '=', topId)
    .where('grain', '=', 'month')
    .where('depth', '>=', 1)
    .executeTakeFirstOrThrow();
  const token = await openSession(db, { userId: topId, merchantCode: 'bd01', now: new Date(), ttlMs: 3_600_000, accountType: 1 });
  const now = new Date();
  const start30 = reportDay(new Date(now.getTime() - 29 * 86_400_000));
  const today = reportDay(now);
  const targets: [string, string][] = [
    ['overview today', '/wps/agent/overview?period=today'],
    ['overview thisMonth', '/wps/agent/overview?period=thisMonth'],
    ['overview lastMonth', '/wps/agent/overview?period=lastMonth'],
    ['profit 30 days', `/wps/agent/profit?start=${start30}&end=${today}&sort=validBet&order=desc`],
    ['profit 30 days by account', `/wps/agent/profit?start=${start30}&end=${today}&sort=account&order=asc&page=3`],
    ['profit sub-agent', `/wps/agent/profit?start=${start30}&end=${today}&parent=bsub1`],
  ];
  console.log(
    `\nAgent reports (${label}): ${benchtopLine(Number(counts.n), Number(bets.n))}; ${runs} sequential requests each after 3 warm-up; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (pglite) console.log(`  PGlite runs a scaled-down tree (${size.members} members, ${size.bets} bets); PostgreSQL: ${FULL_SIZE.members} / ${FULL_SIZE.bets}.`);
  for (const [name, path] of targets) {
    const call = async () => {
      const t = performance.now();
      const res = await fetch(baseUrl + path, { headers: { ...headers, Authorization: token } });
      const body = await res.json();
      if (!body.success) throw new Error(`${name}: ${res.status} ${body.errorCode}`);
      return performance.now() - t;
    };
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await call());
    times.sort((a, b) => a - b);
    const med = percentile(times, 50);
    const p95 = percentile(times, 95);
    const verdict = pglite ? '' : p95 <= GOAL_MS ? `  ≤ ${GOAL_MS} ms goal: met` : `  ≤ ${GOAL_MS} ms goal: MISSED`;
    console.log(`  ${name.padEnd(26)} median ${med.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${verdict}`);
  }
}

const benchtopLine = (members: number, bets: number) => `benchtop with ${members.toLocaleString('en')} downline members, ${bets.toLocaleString('en')} bets`;
