/**
 * Operability of one instance (issue #18): /healthz and /readyz with their reasons, request ids
 * (made here, or a trusted proxy's), one JSON log line per request (errors with their stack), and
 * the Prometheus metrics an operator scrapes.
 */
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { JobWatch, type LoopState } from '../../server/domain/jobs';
import { Drain, mountObservability, type Observability } from '../../server/ops-observability/http';
import { createLogger } from '../../server/ops-observability/logger';
import { Metrics } from '../../server/ops-observability/metrics';
import { loadObservabilitySettings } from '../../server/ops-observability/settings';
import { makeTestApp, testConfig, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';
import type { AppEnv } from '../../server/wire/types';

let d: OpenedDatabase;
let lines: Record<string, any>[];
let obs: Observability;
let t: TestApp;

beforeAll(async () => {
  d = await createTestDb();
  lines = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  obs = { log: createLogger('info', sink), metrics: new Metrics({ db: d.db, defaultMetrics: false }), drain: new Drain(), jobsExpected: false };
  t = makeTestApp({ db: d.db, observability: obs, config: { trustedProxies: ['10.0.0.0/8'] } });
});
afterAll(() => d.close());

const loop = (over: Partial<LoopState>): LoopState => ({
  name: '[test] loop',
  intervalMs: 1000,
  startedAt: Date.now(),
  runningSince: null,
  lastEndedAt: Date.now(),
  runs: 3,
  failures: 1,
  durations: [0.02],
  stopped: false,
  ...over,
});

/** A bare app with only the observability layer, for the failure cases. */
function bare(jobs: JobWatch, o?: Observability) {
  const app = new Hono<AppEnv>();
  mountObservability(app, { db: d.db, config: testConfig(), socketAddress: () => '127.0.0.1', observability: o, jobs });
  app.get('/boom', () => {
    throw new Error('kaput');
  });
  return app;
}

describe('health', () => {
  it('/healthz answers 200 while the process serves', async () => {
    const r = await t.call('/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers, every migration is applied and no job loop stalls', async () => {
    const r = await t.call('/readyz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });

  it('/readyz answers 503 naming a stalled job loop', async () => {
    const jobs = new JobWatch();
    jobs.loops.add(loop({ name: '[money] deposits expired', lastEndedAt: Date.now() - 10 * 60_000 }));
    const r = await bare(jobs).request('/readyz');
    expect(r.status).toBe(503);
    expect((await r.json()).checks.jobs).toBe('stalled: [money] deposits expired');
  });

  it('/readyz answers 503 when a migration of this build is not applied', async () => {
    await d.db.deleteFrom('kysely_migration' as any).where('name', '=', '0018_operations').execute();
    try {
      const r = await bare(new JobWatch()).request('/readyz');
      expect(r.status).toBe(503);
      expect((await r.json()).checks.migrations).toBe('not applied: 0018_operations');
    } finally {
      await d.db.insertInto('kysely_migration' as any).values({ name: '0018_operations', timestamp: new Date().toISOString() }).execute();
    }
  });

  it('/readyz answers 503 while the process drains for shutdown, and when the jobs it should run are not running', async () => {
    const draining = new Drain();
    draining.closing = true;
    const r = await bare(new JobWatch(), { ...obs, drain: draining, jobsExpected: true }).request('/readyz');
    expect(r.status).toBe(503);
    expect((await r.json()).checks).toMatchObject({ jobs: 'not running', shutdown: 'draining' });
  });
});

describe('request ids and logs', () => {
  it('every reply carries a request id, and the log has one line for the request with that id', async () => {
    lines.length = 0;
    const r = await t.call('/wps/system/status');
    const id = r.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((res) => setImmediate(res));
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, method: 'GET', path: '/wps/system/status', endpoint: 'systemStatus', status: 200 });
  });

  it("takes a trusted proxy's X-Request-Id and ignores one sent by anyone else", async () => {
    const viaProxy = await t.call('/healthz', { ip: '10.1.2.3', headers: { 'X-Request-Id': 'edge-42' } });
    expect(viaProxy.headers.get('X-Request-Id')).toBe('edge-42');
    const direct = await t.call('/healthz', { ip: '203.0.113.5', headers: { 'X-Request-Id': 'edge-42' } });
    expect(direct.headers.get('X-Request-Id')).not.toBe('edge-42');
    const malformed = await t.call('/healthz', { ip: '10.1.2.3', headers: { 'X-Request-Id': 'a b\tc' } });
    expect(malformed.headers.get('X-Request-Id')).not.toBe('a b\tc');
  });

  it('a failed request is logged at error level with the stack', async () => {
    lines.length = 0;
    const r = await bare(new JobWatch(), obs).request('/boom');
    expect(r.status).toBe(500);
    await new Promise((res) => setImmediate(res));
    const line = lines.find((l) => l.reqId === r.headers.get('X-Request-Id'));
    expect(line).toMatchObject({ level: 50, status: 500 });
    expect(line!.err.stack).toMatch(/kaput[\s\S]*observability\.test\.ts/);
  });
});

describe('metrics', () => {
  it('counts requests by endpoint and status with latency, and reads ledger transactions, outbox backlog and sessions from the database', async () => {
    await t.call('/wps/system/status');
    await t.call('/wps/no/such/thing');
    const text = await obs.metrics!.registry.metrics();
    expect(text).toMatch(/betsite_http_requests_total\{method="GET",endpoint="systemStatus",status="200"\} [1-9]/);
    expect(text).toMatch(/betsite_http_requests_total\{method="GET",endpoint="wps:other",status="404"\} 1/);
    expect(text).toMatch(/betsite_http_request_duration_seconds_count\{method="GET",endpoint="systemStatus"\} [1-9]/);
    const seeded = Number((await d.db.selectFrom('ledger_transactions').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n);
    expect(text).toContain(`betsite_ledger_transactions ${seeded}`);
    expect(text).toMatch(/betsite_outbox_backlog \d+/);
    expect(text).toMatch(/betsite_sessions_active \d+/);
  });

  it('reports job runs by outcome, their duration and how far behind schedule each loop is', async () => {
    const jobs = new JobWatch();
    jobs.loops.add(loop({ name: 'late', intervalMs: 1000, lastEndedAt: Date.now() - 31_000 }));
    const m = new Metrics({ db: d.db, jobs, defaultMetrics: false });
    const text = await m.registry.metrics();
    expect(text).toContain('betsite_job_runs_total{job="late",outcome="ok"} 2');
    expect(text).toContain('betsite_job_runs_total{job="late",outcome="failed"} 1');
    expect(text).toContain('betsite_job_duration_seconds_count{job="late"} 1');
    expect(Number(/betsite_job_lag_seconds\{job="late"\} ([\d.]+)/.exec(text)![1])).toBeGreaterThanOrEqual(30);
  });
});

describe('settings', () => {
  it('serves metrics on loopback port 9464 unless told otherwise; METRICS_PORT=off turns the listener off', () => {
    expect(loadObservabilitySettings({}).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadObservabilitySettings({ METRICS_HOST: '10.0.0.5', METRICS_PORT: '9100' }).metrics).toEqual({ host: '10.0.0.5', port: 9100 });
    expect(loadObservabilitySettings({ METRICS_PORT: 'off' }).metrics).toBeNull();
    expect(() => loadObservabilitySettings({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadObservabilitySettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
