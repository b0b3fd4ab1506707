import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { PasswordHasher } from './domain/auth/passwords';
import { KeyStore } from './domain/keys';
import { startAuthHousekeeping } from './domain/auth/cleanup';
import { startMoneyJobs } from './domain/money/jobs';
import { startDemoVendorJobs } from './domain/games/demo/jobs';
import { startLotteryJobs } from './domain/lottery/jobs';
import { startStatsJobs } from './domain/agents/stats';
import { startSettlementJobs } from './domain/agents/settlement/jobs';
import { startPointsJobs } from './domain/points/accrual';
import { opsTokenFile, serverInfoFile } from './paths';

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(opened.db);
  if (applied.length) console.log(`[db] migrated: ${applied.join(', ')}`);
  await seedDatabase(opened.db, { merchantCode: config.merchantCode, languages: config.languages });

  const opsToken = randomBytes(32).toString('hex');
  writeFileSync(opsTokenFile(config.dataDir), `${opsToken}\n`, { mode: 0o600 });

  // Make (or load) the payload-encryption key pair now rather than on the first request.
  const keys = new KeyStore(opened.db);
  await keys.active();

  const app = createApp({ db: opened.db, config, opsToken, keys });
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
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    writeFileSync(serverInfoFile(config.dataDir), JSON.stringify({ pid: process.pid, port: info.port }), { mode: 0o600 });
    console.log(`[server] ${opened.kind} db; listening on http://${config.host}:${info.port} (merchant ${config.merchantCode})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: closing`);
    rmSync(serverInfoFile(config.dataDir), { force: true });
    rmSync(opsTokenFile(config.dataDir), { force: true });
    // No job run starts from now on; the one in progress finishes before the db closes.
    const jobsStopped = Promise.all([jobs.stop(), housekeeping.stop(), lotteryJobs.stop(), demoJobs.stop(), statsJobs.stop(), settlementJobs.stop(), pointsJobs.stop()]);
    // Idle keep-alive sockets would hold close() open; a hard stop after 5 s bounds it.
    setTimeout(() => process.exit(1), 5000).unref();
    server.close(async () => {
      await jobsStopped;
      await opened.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error('[server] failed to start:', e);
  process.exit(1);
});
