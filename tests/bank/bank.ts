/**
 * Bank test (Jepsen style) for the money ledger: many concurrent clients for a bounded time move
 * money through the real server — deposits (confirmed, approved, rejected, left to the demo
 * provider), vendor wallet transfers, dev bets won and lost, withdrawals (request, operator
 * approve / reject, member received / partly received / not received, operator refund / close),
 * upline and agent downline transfers — repeating idempotency keys with the same parameters
 * (same answer, no second movement) and with other ones (409), racing the same key, while a
 * nemesis SIGKILLs the server's process group at random moments and starts it again on the same
 * data. Requests without an answer are retried with the same requestId until they resolve.
 * Afterwards the database is read directly: every transaction sums to zero, no player wallet is
 * or was negative, cached balances equal their postings and balance_after chains hold, the
 * balances add up to zero, each idempotency key took effect once and answered alike, every
 * acknowledged movement is in the ledger with the legs asked for, nothing moved that no one
 * asked for (the agents' salary bills, which the settlement jobs write during the run and at its
 * end, account for theirs), every test wallet holds what the history says, and `ops ledger audit` is clean.
 * No client ever sends a wrong payment password, so none may be refused 429 and no
 * payment-password throttle counter may be left above zero once the server is stopped.
 *
 * Run:     npm run test:bank                      (PGlite in a temp DATA_DIR)
 *          BANK_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npm run test:bank
 *                                                 (PostgreSQL: a fresh database is created from
 *                                                  that admin URL and dropped afterwards)
 * Env:     BANK_SECONDS (60) how long clients run · BANK_CLIENTS (12) concurrent members ·
 *          BANK_KILLS (4) SIGKILLs at random moments · BANK_SEED (random; printed) ·
 *          BANK_KEEP=1 keeps the data dir / database for inspection · BANK_HISTORY=<file> writes
 *          the history as JSON (always written to the temp dir on a failure) · BANK_TAMPER=1
 *          corrupts the ledger after the run (self-test of the checker: the run must fail).
 * Replay:  BANK_SEED=<seed printed by the failing run> npm run test:bank — the same choices,
 *          amounts and kill times (the interleaving itself is up to the scheduler).
 * Exit code 1 on any violation; the summary lists the counts checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server';
import { bankOptions, bankServerEnv, intEnv, scratchDatabase } from './deploy';
import { ServerProcess, sleep } from './proc';
import type { Rng } from './rng';
import { type Deployment, runBank } from './run';

async function main() {
  const o = bankOptions(intEnv('BANK_SECONDS', 60));
  const adminUrl = process.env.BANK_DATABASE_URL?.trim() || null;
  const dataDir = mkdtempSync(join(tmpdir(), 'betsite-bank-'));
  const db = adminUrl ? await scratchDatabase(adminUrl, `bank_${o.seed.toString(36)}`) : null;
  const port = await freePort();
  const server = new ServerProcess(`http://127.0.0.1:${port}`, dataDir, bankServerEnv({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: db?.url ?? '' }));
  const cleanupOnExit = () => server.killNow();
  process.on('exit', cleanupOnExit);
  for (const s of ['SIGINT', 'SIGTERM'] as const) {
    process.on(s, () => {
      server.killNow();
      process.exit(130);
    });
  }
  const dep: Deployment = {
    name: 'bank test',
    label: adminUrl ? 'PostgreSQL' : 'PGlite',
    url: server.url,
    opsRoute: () => ({ url: server.url, token: server.opsToken() }),
    dbUrl: db?.url ?? null,
    dataDir,
    start: () => server.start(),
    async killAndRestart(rng: Rng, runBegan: number) {
      await server.kill();
      console.log(`[bank] SIGKILL #${server.kills} at +${((Date.now() - runBegan) / 1000).toFixed(1)} s`);
      await sleep(rng.int(0, 1000));
      await server.start();
      console.log(`[bank]   restarted in ${((server.startTimes.at(-1) ?? 0) / 1000).toFixed(1)} s`);
    },
    ensureRunning: async () => {
      if (!server.running) await server.start();
    },
    stop: () => server.stop(),
    killNow: () => server.killNow(),
    log: (n) => server.log(n),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      await db?.drop();
    },
    get kills() {
      return server.kills;
    },
    get starts() {
      return server.starts;
    },
    killTimes: server.killTimes,
    startTimes: server.startTimes,
  };
  const r = await runBank(dep, o);
  process.off('exit', cleanupOnExit);
  process.exit(r.fatal || r.violations ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
