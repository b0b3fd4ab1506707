import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/startup';
import { PasswordHasher } from './domain/auth/passwords';
import { KeyStore } from './domain/keys';
import { startAuthHousekeeping } from './domain/auth/cleanup';
import { devOutbox } from './domain/auth/messaging';
import { startNoticeDelivery } from './domain/auth/security-notices';
import { startMoneyJobs } from './domain/money/jobs';
import { startDemoVendorJobs } from './domain/games/demo/jobs';
import { startLotteryJobs } from './domain/lottery/jobs';
import { startStatsJobs } from './domain/agents/stats';
import { startSettlementJobs } from './domain/agents/settlement/jobs';
import { startPointsJobs } from './domain/points/accrual';
import { Drain } from './ops-observability/http';
import { createLogger, routeConsole } from './ops-observability/logger';
import { Metrics } from './ops-observability/metrics';
import { loadObservabilitySettings } from './ops-observability/settings';
import { opsTokenFile, serverInfoFile } from './paths';

/** How long an idle kept-alive connection stays open: longer than nginx's 60 s upstream keepalive_timeout (docs/deploy.md). */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  const config = loadConfig();
  const ops = loadObservabilitySettings();
  // One JSON line per event on stdout (pino); console output of every module goes through it.
  const log = createLogger(ops.logLevel);
  routeConsole(log);
  mkdirSync(config.dataDir, { recursive: true });
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Under one database-wide lock: instances started together migrate and seed one after another.
  const began = Date.now();
  const { applied, waitedMs } = await prepareDatabase(opened, { merchantCode: config.merchantCode, languages: config.languages });
  log.info({ applied, waitedMs, ms: Date.now() - began }, applied.length ? `[db] migrated: ${applied.join(', ')}` : '[db] schema current, seed checked');

  const opsToken = randomBytes(32).toString('hex');
  writeFileSync(opsTokenFile(config.dataDir), `${opsToken}\n`, { mode: 0o600 });

  // Make (or load) the payload-encryption key pair now rather than on the first request.
  const keys = new KeyStore(opened.db);
  await keys.active();

  const drain = new Drain();
  const metrics = ops.metrics ? new Metrics({ db: opened.db }) : null;
  const app = createApp({ db: opened.db, config, opsToken, keys, observability: { log, metrics, drain, jobsExpected: true } });
  // Withdrawal auto-receive, deposit expiry, the demo payment provider (docs/money.md).
  const moneyDeps = { db: opened.db, clock: systemClock, settings: config.money, hasher: new PasswordHasher(config.auth.argon2) };
  const jobs = startMoneyJobs(moneyDeps, { nodeEnv: config.nodeEnv });
  // Lottery draws and settlement (docs/lottery.md); demo-vendor fixtures (docs/games.md).
  const lotteryJobs = startLotteryJobs(moneyDeps, { nodeEnv: config.nodeEnv });
  const demoJobs = startDemoVendorJobs(moneyDeps, { nodeEnv: config.nodeEnv });
  // Agent statistics: outbox → team_stats fold, purge of old fine buckets (docs/agents.md "Statistics").
  const statsJobs = startStatsJobs(opened.db, systemClock);
  // Contract bills: real-time, hourly and daily salary, dividends (docs/agents.md "Settlement").
  const settlementJobs = startSettlementJobs({ db: opened.db, clock: systemClock });
  // Points and VIP: settled bets and approved deposits → points, totals, levels (docs/engagement.md "Points").
  const pointsJobs = startPointsJobs(opened.db, systemClock);
  // Expired captchas, codes, challenges, lapsed throttle counters and old sessions (hourly).
  const housekeeping = startAuthHousekeeping(opened.db, systemClock);
  // SMS / e-mail copies of security notices, queued by requests, handed to the providers here (docs/account-protection.md).
  const noticeDelivery = startNoticeDelivery({ db: opened.db, clock: systemClock, ...devOutbox(opened.db, systemClock) });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    writeFileSync(serverInfoFile(config.dataDir), JSON.stringify({ pid: process.pid, port: info.port }), { mode: 0o600 });
    log.info({ port: info.port, db: opened.kind, merchant: config.merchantCode }, `[server] ${opened.kind} db; listening on http://${config.host}:${info.port} (merchant ${config.merchantCode})`);
  }) as Server;
  // An idle kept-alive connection is closed by its client or proxy first: nginx keeps upstream
  // connections for 60 s and Node's own default is 5 s, so a request sent on a connection Node
  // was just closing failed (502 behind nginx, "fetch failed" from a Node client). The header
  // time-out must be longer still, or Node applies it to the idle connection instead.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  // Prometheus scrapes a listener of its own (METRICS_HOST, loopback by default): never the public port.
  let metricsServer: Server | null = null;
  if (ops.metrics && metrics) {
    const m = metrics;
    metricsServer = serve({
      port: ops.metrics.port,
      hostname: ops.metrics.host,
      fetch: async (req) =>
        new URL(req.url).pathname === '/metrics'
          ? new Response(await m.registry.metrics(), { headers: { 'Content-Type': m.registry.contentType } })
          : new Response('Not found\n', { status: 404 }),
    }) as Server;
    metricsServer.on('listening', () => {
      const a = metricsServer!.address() as AddressInfo;
      log.info({ metricsPort: a.port }, `[metrics] http://${ops.metrics!.host}:${a.port}/metrics`);
    });
    // A taken port (another instance on this host with the default) costs the metrics, not the server.
    metricsServer.on('error', (e) => log.error({ err: e }, `[metrics] not served on ${ops.metrics!.host}:${ops.metrics!.port}`));
  }

  /**
   * SIGTERM / SIGINT: readiness turns 503 and the listener stops taking connections; requests in
   * flight finish (their replies say Connection: close), then the job runs in progress, then
   * the database closes and the process exits 0. SHUTDOWN_TIMEOUT_MS bounds it (then exit 1).
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    drain.closing = true;
    log.info({ signal, inFlight: drain.inFlight }, `[server] ${signal}: draining`);
    rmSync(serverInfoFile(config.dataDir), { force: true });
    rmSync(opsTokenFile(config.dataDir), { force: true });
    setTimeout(() => {
      log.error({ inFlight: drain.inFlight }, `[server] still busy after ${ops.shutdownTimeoutMs} ms: exiting`);
      log.flush();
      process.exit(1);
    }, ops.shutdownTimeoutMs).unref();
    // No job run starts from now on; the one in progress finishes before the db closes.
    const jobsStopped = Promise.all([jobs.stop(), housekeeping.stop(), noticeDelivery.stop(), lotteryJobs.stop(), demoJobs.stop(), statsJobs.stop(), settlementJobs.stop(), pointsJobs.stop()]);
    const closed = new Promise<void>((r) => server.close(() => r()));
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
    metricsServer?.close();
    await drain.idle();
    // Connections whose last reply has gone out (Connection: close) end now.
    server.closeIdleConnections();
    await jobsStopped;
    await closed;
    await opened.close();
    log.info('[server] stopped');
    log.flush();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error('[server] failed to start:', e);
  process.exit(1);
});
