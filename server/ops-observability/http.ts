import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { migrations } from '../db/migrations';
import { type JobWatch, jobWatch } from '../domain/jobs';
import { cidrContains, parseIp } from '../domain/ip';
import { parseTrustedProxies } from '../wire/client-address';
import type { AppEnv } from '../wire/types';
import { requestContext } from './logger';
import type { Metrics } from './metrics';

/**
 * Requests in flight and the shutdown state: SIGTERM sets `closing` (readiness answers 503, replies
 * ask keep-alive clients to reconnect elsewhere) and waits for `idle()`.
 */
export class Drain {
  closing = false;
  inFlight = 0;
  private waiters: (() => void)[] = [];

  enter() {
    this.inFlight++;
  }

  leave() {
    this.inFlight--;
    if (this.inFlight === 0) for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves once no request is in flight. */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }
}

/** What the running server adds (main.ts); an app without it (tests) still answers /healthz and /readyz. */
export interface Observability {
  log: Logger;
  metrics: Metrics | null;
  drain: Drain;
  /** This process runs the periodic jobs: readiness fails while none is running. */
  jobsExpected: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Endpoint label of a request: the API registry name, else a bounded route group (no raw paths: unbounded series). */
function endpointLabel(c: Context<AppEnv>): string {
  const name = c.get('endpointName');
  if (name) return name;
  const p = c.req.path;
  if (p === '/healthz' || p === '/readyz') return p.slice(1);
  for (const g of ['wps', 'lgw', 'lotto', 'ops', 'dev', 'demo-vendor']) if (p === `/${g}` || p.startsWith(`/${g}/`)) return `${g}:other`;
  return 'site';
}

/**
 * Mounts request ids, the per-request log line and request metrics (all routes), and the
 * health endpoints: `GET /healthz` (the process answers) and `GET /readyz` (the database answers,
 * every migration this build knows is applied, the job loops turn, not shutting down).
 * A request id comes from `X-Request-Id` when the socket peer is a trusted proxy (TRUSTED_PROXIES)
 * and the id looks like one; otherwise it is made here. Every reply carries it.
 */
export function mountObservability(
  app: Hono<AppEnv>,
  deps: { db: Kysely<Database>; config: ServerConfig; socketAddress: (c: Context) => string | undefined; observability?: Observability; jobs?: JobWatch },
): void {
  const obs = deps.observability;
  const jobs = deps.jobs ?? jobWatch;
  const trusted = parseTrustedProxies(deps.config.trustedProxies);
  const fromProxy = (c: Context) => {
    const peer = parseIp(deps.socketAddress(c) ?? '');
    return peer !== null && trusted.some((t) => cidrContains(t, peer));
  };

  app.use('*', async (c, next) => {
    const given = c.req.header('x-request-id');
    const reqId = given && REQUEST_ID.test(given) && fromProxy(c) ? given : randomUUID();
    const began = performance.now();
    obs?.drain.enter();
    obs?.metrics?.inFlight.inc();
    try {
      await requestContext.run({ reqId }, next);
    } finally {
      obs?.drain.leave();
      obs?.metrics?.inFlight.dec();
    }
    setHeader(c, 'X-Request-Id', reqId);
    if (obs?.drain.closing) setHeader(c, 'Connection', 'close');
    if (!obs) return;
    const seconds = (performance.now() - began) / 1000;
    const status = c.res.status;
    const endpoint = endpointLabel(c);
    obs.metrics?.requests.inc({ method: c.req.method, endpoint, status: String(status) });
    obs.metrics?.latency.observe({ method: c.req.method, endpoint }, seconds);
    const line = { reqId, method: c.req.method, path: c.req.path, endpoint, status, ms: Math.round(seconds * 1000) };
    if (status >= 500) obs.log.error({ ...line, err: c.error }, 'request failed');
    else obs.log.info(line, 'request');
  });

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  let migrationsCurrent = false;
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const checks: Record<string, string> = {};
    try {
      const known = Object.keys(migrations);
      const r = await withTimeout(
        migrationsCurrent ? sql`select 1`.execute(deps.db) : sql<{ name: string }>`select name from kysely_migration`.execute(deps.db),
        2000,
      );
      checks.database = 'ok';
      if (!migrationsCurrent) {
        const applied = new Set((r.rows as { name: string }[]).map((x) => x.name));
        const missing = known.filter((k) => !applied.has(k));
        migrationsCurrent = missing.length === 0;
        checks.migrations = migrationsCurrent ? 'ok' : `not applied: ${missing.join(', ')}`;
      } else checks.migrations = 'ok';
    } catch (e) {
      checks.database = `unreachable: ${(e as Error).message}`;
      checks.migrations = 'unknown';
    }
    const stalled = jobs.stalled();
    checks.jobs = stalled.length ? `stalled: ${stalled.join(', ')}` : obs?.jobsExpected && jobs.loops.size === 0 ? 'not running' : 'ok';
    if (obs?.drain.closing) checks.shutdown = 'draining';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
  });
}

/** A header on the answer, also when a handler returned a Response whose headers are immutable. */
function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}
