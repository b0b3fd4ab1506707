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
 *
 * Add a target to TARGETS; `prepare` may fetch what it needs first (a login token later).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
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
  }, ((TARGETS.length + 3) * (duration + warmup) + 90 + (!only || only.includes('agents') ? AGENTS_BENCH_ALLOWANCE_S : 0) + (!only || only.includes('settlement') ? 180 : 0)) * 1000);
  guard.unref();
  try {
    await migrateToLatest(opened.db);
    await seedDatabase(opened.db, { merchantCode: 'bd01', languages: ['bn', 'en'] });
    const app = createApp({ db: opened.db, config: { ...config, nodeEnv: 'test' }, logger: console });
    const bare = new Hono().get('/bare', (c) => c.json({ success: true, value: { status: 0, ip: '127.0.0.1', country: 'BD' } }));
    const a = await listen(app.fetch);
    const b = await listen(bare.fetch);
    servers.push(a.server, b.server);
    const base = { app: a.url, bare: b.url };

    const rows: { name: string; reqs: number; p99: number; errors: number }[] = [];
    for (const t of TARGETS.filter((x) => !only || only.includes(x.name))) {
      const extra = (await t.prepare?.(base[t.server], opened.db)) ?? {};
      const probe = await fetch(base[t.server] + t.path, { headers: { ...SPA_HEADERS, ...extra.headers } });
      if (!probe.ok) throw new Error(`${t.name}: probe answered ${probe.status}`);
      await drive(base[t.server], t, warmup, extra);
      const r = await drive(base[t.server], t, duration, extra);
      rows.push({ name: t.name, reqs: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx });
      console.log(`${t.name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`);
    }
    const bareRow = rows.find((r) => r.name === 'bare');
    if (bareRow) {
      console.log(`\n${connections} connections, ${duration} s each, loopback, Node ${process.version}`);
      for (const r of rows.filter((x) => x !== bareRow)) {
        console.log(`${r.name}/bare throughput ratio: ${(r.reqs / bareRow.reqs).toFixed(2)}`);
      }
    }
    const label = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
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
