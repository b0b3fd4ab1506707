/**
 * API throughput benchmark: the real app (seeded PGlite in a temp dir) against a bare Hono
 * app answering a constant JSON body, both on loopback, each driven by autocannon after a
 * short warm-up. The ratio says what the wire layer and handlers cost over Hono itself.
 *
 *   tsx scripts/bench-api.ts                 # 10 s × 50 connections per target
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=20 BENCH_ONLY=status tsx scripts/bench-api.ts
 *   BENCH_ONLY=bare,balance,transfer   # the money figures (balance/bare ratio, transfers/s)
 *   BENCH_ONLY=agents                  # agent overview / profit latency (scripts/bench-agents-reports.ts; builds its data once)
 *   BENCH_ONLY=settlement              # one real-time salary run for 10k agents (scripts/bench-agents-settlement.ts)
 *   BENCH_OBSERVABILITY=off,metrics,on BENCH_ONLY=status,whitelabel,balance   # what logs and metrics cost per request
 *   BENCH_ONLY=observability           # the observability middleware alone, in process (scripts/bench-observability.ts)
 *
 * BENCH_OBSERVABILITY names the app variants the app targets run against (default `off`):
 *   off      the app as tests build it: the request-id middleware alone, no log line, no metrics;
 *   metrics  + main.ts's prom-client Metrics (request counter, latency histogram, in-flight gauge,
 *            default process metrics), log level silent;
 *   on       what main.ts runs at LOG_LEVEL=info: metrics and one pino JSON line per request, written
 *            asynchronously to /dev/null (serialising and writing it is the cost; no disk or pipe).
 * With more than one variant every app target runs BENCH_REPEAT times (default 3) per variant, the
 * variants in a rotating order so that a machine's drift falls on each alike, then one table of
 * medians (req/s, p50, p99, and this process's CPU time per request, which a busy machine
 * disturbs far less than the others) prints beside the load average.
 *
 * Add a target to TARGETS; `prepare` may fetch what it needs first (a login token later).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { createApp } from '../server/app';
import type { Database } from '../server/db/database';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { benchLogin } from './bench-login';
import { benchTransfers, fundedMembers } from './bench-money';
import { benchAgentReports } from './bench-agents-reports';
import { benchSettlement } from './bench-agents-settlement';
import { benchObservability, median, OBSERVABILITY_VARIANTS, type ObservabilityVariant as Variant, observabilityOf } from './bench-observability';

interface Target {
  name: string;
  server: 'app' | 'bare';
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Runs once before the target; returns extra headers/body (e.g. Authorization). */
  prepare?: (baseUrl: string, db: Kysely<Database>) => Promise<{ headers?: Record<string, string>; body?: string }>;
}

const SPA_HEADERS = { Merchant: 'bd01', Language: 'EN', Device: 'WEB', 'X-Gateway-Version': '3' };

const TARGETS: Target[] = [
  { name: 'bare', server: 'bare', path: '/bare' },
  { name: 'status', server: 'app', path: '/wps/system/status?url=localhost' },
  { name: 'whitelabel', server: 'app', path: '/wps/system/whitelabel' },
  {
    name: 'balance',
    server: 'app',
    path: '/wps/v2/wallets/balance',
    prepare: async (baseUrl, db) => {
      const [token] = await fundedMembers({ baseUrl, db, headers: SPA_HEADERS, n: 1, prefix: 'bbalance' });
      return { headers: { Authorization: token! } };
    },
  },
  // Ledger transfers (scripts/bench-money.ts): BENCH_ONLY=transfer runs just that.
  // Login has its own section (scripts/bench-login.ts): BENCH_ONLY=login runs just that.
];

/** The agents section may first build its data (scripts/seed-agents-bench.ts): the run's time limit allows for it. */
const AGENTS_BENCH_ALLOWANCE_S = Number(process.env.BENCH_AGENTS_ALLOWANCE_S ?? 3600);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const only = process.env.BENCH_ONLY?.split(',');
const variants = (process.env.BENCH_OBSERVABILITY ?? 'off').split(',').map((v) => v.trim()) as Variant[];
for (const v of variants) if (!OBSERVABILITY_VARIANTS.includes(v)) throw new Error(`BENCH_OBSERVABILITY: ${v} is not one of ${OBSERVABILITY_VARIANTS.join(', ')}`);
const repeat = Number(process.env.BENCH_REPEAT ?? (variants.length > 1 ? 3 : 1));

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

async function drive(url: string, t: Target, seconds: number, extra: { headers?: Record<string, string>; body?: string }) {
  return autocannon({
    url: url + t.path,
    method: t.method ?? 'GET',
    connections,
    duration: seconds,
    headers: { ...SPA_HEADERS, ...extra.headers },
    body: extra.body,
  });
}

async function main() {
  // BENCH_PGLITE_DIR: a PGlite data directory to use and keep (e.g. one scripts/seed-agents-bench.ts filled).
  const keptDir = process.env.BENCH_PGLITE_DIR;
  const dir = keptDir ?? mkdtempSync(join(tmpdir(), 'bench-api-'));
  const config = { ...loadConfig({ MERCHANT_CODE: 'bd01' }), dataDir: dir, distDir: join(dir, 'no-dist') };
  // BENCH_DATABASE_URL: a throwaway PostgreSQL database instead of PGlite (it is migrated and seeded).
  const opened = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? null, dataDir: dir });
  const servers: ServerType[] = [];
  // Hard stop: whatever happens, the run ends.
  const guard = setTimeout(() => {
    console.error('bench: time limit reached');
    process.exit(2);
  }, ((TARGETS.length * variants.length * repeat + 3) * (duration + warmup) + 90 + (!only || only.includes('agents') ? AGENTS_BENCH_ALLOWANCE_S : 0) + (!only || only.includes('settlement') ? 180 : 0)) * 1000);
  guard.unref();
  try {
    await migrateToLatest(opened.db);
    await seedDatabase(opened.db, { merchantCode: 'bd01', languages: ['bn', 'en'] });
    // One app per observability variant, all on the same database (BENCH_OBSERVABILITY).
    const appUrls = new Map<Variant, string>();
    for (const v of variants) {
      const app = createApp({ db: opened.db, config: { ...config, nodeEnv: 'test' }, logger: console, observability: await observabilityOf(v, opened.db) });
      const a = await listen(app.fetch);
      servers.push(a.server);
      appUrls.set(v, a.url);
    }
    const a = { url: appUrls.get(variants[0]!)! };
    const bare = new Hono().get('/bare', (c) => c.json({ success: true, value: { status: 0, ip: '127.0.0.1', country: 'BD' } }));
    const b = await listen(bare.fetch);
    servers.push(b.server);
    const base = { app: a.url, bare: b.url };
    const compare = variants.length > 1;
    if (compare) console.log(`observability ${variants.join(' / ')}: ${repeat} runs each, load average ${load()} at the start`);

    const rows: { name: string; reqs: number; p99: number; errors: number }[] = [];
    const runs: { name: string; variant: Variant; reqs: number; p50: number; p99: number; cpuUs: number; errors: number }[] = [];
    for (const t of TARGETS.filter((x) => !only || only.includes(x.name))) {
      const extra = (await t.prepare?.(base[t.server], opened.db)) ?? {};
      const urls = t.server === 'bare' ? [['off', base.bare] as const] : variants.map((v) => [v, appUrls.get(v)!] as const);
      for (const [, url] of urls) {
        const probe = await fetch(url + t.path, { headers: { ...SPA_HEADERS, ...extra.headers } });
        if (!probe.ok) throw new Error(`${t.name}: probe answered ${probe.status}`);
      }
      const times = t.server === 'bare' ? 1 : repeat;
      for (let run = 0; run < times; run++) {
        // Rotating order: run 1 off, metrics, on; run 2 metrics, on, off; …
        const order = urls.map((_, i) => urls[(i + run) % urls.length]!);
        for (const [variant, url] of order) {
          await drive(url, t, warmup, extra);
          const cpu = process.cpuUsage();
          const r = await drive(url, t, duration, extra);
          // CPU time of this process (server and load generator) per answered request: unlike
          // req/s and latency it barely moves when other processes share the cores.
          const used = process.cpuUsage(cpu);
          const cpuUs = (used.user + used.system) / Math.max(r.requests.total, 1);
          const errors = r.errors + r.non2xx;
          runs.push({ name: t.name, variant, reqs: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs, errors });
          if (variant === variants[0] && run === 0) rows.push({ name: t.name, reqs: r.requests.average, p99: r.latency.p99, errors });
          const tag = compare && t.server === 'app' ? ` [${variant}, run ${run + 1}]` : '';
          console.log(`${(t.name + tag).padEnd(tag ? 26 : 12)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   cpu ${cpuUs.toFixed(0).padStart(5)} µs/req   errors ${errors}`);
        }
      }
    }
    if (compare) {
      console.log(`\nobservability, medians of ${repeat} runs (${connections} connections, ${duration} s each, loopback, Node ${process.version}); load average ${load()} at the end`);
      console.log(`| endpoint | ${variants.map((v) => `${v}: req/s | p50 | p99 | CPU/req`).join(' | ')} | req/s ${variants.slice(1).map((v) => `${v}/${variants[0]}`).join(', ')} | CPU/req ${variants.slice(1).map((v) => `${v} − ${variants[0]}`).join(', ')} |`);
      console.log(`|---|${variants.map(() => '---|---|---|---|').join('')}---|---|`);
      for (const name of [...new Set(runs.filter((r) => r.name !== 'bare').map((r) => r.name))]) {
        const of = (v: Variant) => runs.filter((r) => r.name === name && r.variant === v);
        const cells = variants.map((v) => {
          const xs = of(v);
          return `${median(xs.map((x) => x.reqs)).toFixed(0)} | ${median(xs.map((x) => x.p50))} ms | ${median(xs.map((x) => x.p99))} ms | ${median(xs.map((x) => x.cpuUs)).toFixed(0)} µs`;
        });
        const first = median(of(variants[0]!).map((x) => x.reqs));
        const firstCpu = median(of(variants[0]!).map((x) => x.cpuUs));
        const ratios = variants.slice(1).map((v) => (median(of(v).map((x) => x.reqs)) / first).toFixed(2));
        const extraCpu = variants.slice(1).map((v) => `${(median(of(v).map((x) => x.cpuUs)) - firstCpu).toFixed(0)} µs`);
        const errors = runs.filter((r) => r.name === name).reduce((n, r) => n + r.errors, 0);
        console.log(`| ${name} | ${cells.join(' | ')} | ${ratios.join(', ')} | ${extraCpu.join(', ')} |${errors ? ` errors ${errors}` : ''}`);
      }
    }
    const bareRow = rows.find((r) => r.name === 'bare');
    if (bareRow) {
      console.log(`\n${connections} connections, ${duration} s each, loopback, Node ${process.version}`);
      for (const r of rows.filter((x) => x !== bareRow)) {
        console.log(`${r.name}/bare throughput ratio: ${(r.reqs / bareRow.reqs).toFixed(2)}`);
      }
    }
    const label = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    if (!only || only.includes('observability')) {
      await benchObservability({ db: opened.db, config, requests: Number(process.env.BENCH_OBS_REQUESTS ?? 20_000), runs: Math.max(repeat, 5), load });
    }
    if (!only || only.includes('transfer')) {
      await benchTransfers({ baseUrl: a.url, db: opened.db, headers: SPA_HEADERS, seconds: duration, warmup, connections, label });
    }
    if (!only || only.includes('login')) {
      await benchLogin({ baseUrl: a.url, db: opened.db, headers: SPA_HEADERS, seconds: duration, warmup, connections });
    }
    if (!only || only.includes('agents')) {
      await benchAgentReports({ baseUrl: a.url, db: opened.db, headers: SPA_HEADERS, label });
    }
    if (!only || only.includes('settlement')) {
      await benchSettlement({ db: opened.db, label });
    }
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await opened.close();
    if (!keptDir) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error('bench failed:', e);
    process.exit(1);
  },
);
