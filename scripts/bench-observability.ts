/**
 * Observability section of the API benchmark (scripts/bench-api.ts, BENCH_ONLY=observability):
 * what the request middleware of server/ops-observability costs per request, apart from the
 * handler, the database and the network. A Hono app with one JSON route is called in process
 * (`app.fetch`), one request after another (an event-loop turn between two), with
 *   none     no observability middleware at all;
 *   off      the middleware as tests mount it: request id (X-Request-Id) and its async context;
 *   metrics  + main.ts's prom-client Metrics (counter, latency histogram, in-flight gauge), log silent;
 *   on       + one pino JSON line per request at level info (main.ts at LOG_LEVEL=info), written
 *            asynchronously to /dev/null.
 * Each variant runs `runs` times in a rotating order; the medians print: requests per second of
 * one caller, p50 and p99 of one request, CPU time per request, and the extra over `none`.
 */
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { ServerConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { Drain, mountObservability, type Observability } from '../server/ops-observability/http';
import { createLogger } from '../server/ops-observability/logger';
import { Metrics } from '../server/ops-observability/metrics';
import type { AppEnv } from '../server/wire/types';

export const OBSERVABILITY_VARIANTS = ['off', 'metrics', 'on'] as const;
export type ObservabilityVariant = (typeof OBSERVABILITY_VARIANTS)[number];

/** The observability a variant mounts (main.ts builds the same for the running server). */
export async function observabilityOf(v: ObservabilityVariant, db: Kysely<Database>): Promise<Observability | undefined> {
  if (v === 'off') return undefined;
  let log = createLogger('silent');
  if (v === 'on') {
    const dest = pino.destination({ dest: '/dev/null', sync: false });
    // Opened before the first line: the process may exit (and flush) right after the runs.
    await once(dest, 'ready');
    log = createLogger('info', dest);
  }
  return { log, metrics: new Metrics({ db }), drain: new Drain(), jobsExpected: false };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const quantile = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function benchObservability(opts: { db: Kysely<Database>; config: ServerConfig; requests: number; runs: number; load: () => string }): Promise<void> {
  const variants = ['none', ...OBSERVABILITY_VARIANTS] as const;
  const apps = new Map<(typeof variants)[number], Hono<AppEnv>>();
  for (const v of variants) {
    const app = new Hono<AppEnv>();
    if (v !== 'none') mountObservability(app, { db: opts.db, config: opts.config, socketAddress: () => '127.0.0.1', observability: await observabilityOf(v, opts.db) });
    app.get('/wps/x', (c) => c.json({ success: true, value: { status: 0, ip: '127.0.0.1', country: 'BD' } }));
    apps.set(v, app);
  }
  const one = async (app: Hono<AppEnv>) => {
    const r = await app.fetch(new Request('http://127.0.0.1/wps/x'));
    await r.arrayBuffer();
    // A turn of the event loop after each request, as a server has between requests: the log's
    // asynchronous writes happen (and are counted) here, not all at once after the run.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  for (const app of apps.values()) for (let i = 0; i < 2000; i++) await one(app); // warm-up (JIT)

  const results = new Map<string, { rps: number[]; p50: number[]; p99: number[]; cpu: number[] }>(variants.map((v) => [v, { rps: [], p50: [], p99: [], cpu: [] }]));
  const times = new Float64Array(opts.requests);
  for (let run = 0; run < opts.runs; run++) {
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(i + run) % variants.length]!;
      const app = apps.get(v)!;
      const cpu = process.cpuUsage();
      const began = performance.now();
      for (let n = 0; n < opts.requests; n++) {
        const t = performance.now();
        await one(app);
        times[n] = performance.now() - t;
      }
      const wall = performance.now() - began;
      const used = process.cpuUsage(cpu);
      times.sort();
      const r = results.get(v)!;
      r.rps.push(opts.requests / (wall / 1000));
      r.p50.push(quantile(times, 0.5) * 1000);
      r.p99.push(quantile(times, 0.99) * 1000);
      r.cpu.push((used.user + used.system) / opts.requests);
    }
  }
  console.log(`\nobservability middleware alone (in process, one caller, ${opts.requests} requests × ${opts.runs} runs per variant, medians; load average ${opts.load()})`);
  console.log('| variant | req/s | p50 | p99 | CPU/req | CPU/req over none |');
  console.log('|---|---|---|---|---|---|');
  const base = median(results.get('none')!.cpu);
  for (const v of variants) {
    const r = results.get(v)!;
    const cpu = median(r.cpu);
    console.log(`| ${v} | ${median(r.rps).toFixed(0)} | ${median(r.p50).toFixed(1)} µs | ${median(r.p99).toFixed(1)} µs | ${cpu.toFixed(1)} µs | ${v === 'none' ? '—' : `${(cpu - base).toFixed(1)} µs`} |`);
  }
}
