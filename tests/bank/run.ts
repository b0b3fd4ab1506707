/**
 * The bank test's load and checks (see bank.ts), on any deployment of the server: one process
 * (bank.ts) or several behind a load balancer (tests/cluster/cluster.ts). Clients and the nemesis
 * talk to `dep.url`; the nemesis asks the deployment to SIGKILL and restart; afterwards the
 * database is read directly and checked (check.ts). Returns what the summary printed.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { foldAll } from '../../server/domain/agents/stats';
import { runSettlement } from '../../server/domain/agents/settlement/settle';
import { AGENTS } from '../../src/config/agents';
import { checkLedger } from './check';
import { Bank, type Member } from './clients';
import { KEYED } from './history';
import { Http } from './http';
import { sleep } from './proc';
import { Rng } from './rng';

const MERCHANT = 'bd01';

/** What the load runs against. */
export interface Deployment {
  /** For the summary's heading: "bank test", "cluster test". */
  name: string;
  /** For the summary: the database and the shape ("PostgreSQL, 3 instances behind nginx"). */
  label: string;
  /** Where clients send requests. */
  url: string;
  /** Where an operator command goes, and its token (read anew each time: it changes per start). */
  opsRoute(): { url: string; token: string };
  dbUrl: string | null;
  dataDir: string;
  start(): Promise<void>;
  /** One strike of the nemesis: SIGKILL, a pause from `rng`, a start again (logging both). */
  killAndRestart(rng: Rng, runBegan: number): Promise<void>;
  /** Before the final audit: everything that should serve does. */
  ensureRunning(): Promise<void>;
  stop(): Promise<void>;
  killNow(): void;
  /** The server's last log lines (for a failure report). */
  log(lines: number): string;
  /** Drops what the run created (database, directories). */
  cleanup(): Promise<void>;
  readonly kills: number;
  readonly starts: number;
  readonly killTimes: number[];
  readonly startTimes: number[];
}

export interface BankOptions {
  seconds: number;
  clients: number;
  killCount: number;
  seed: number;
  keep: boolean;
}

export interface BankResult {
  violations: number;
  fatal: Error | null;
  requests: number;
  operations: number;
  kills: number;
  wallMs: number;
}

export async function runBank(dep: Deployment, o: BankOptions): Promise<BankResult> {
  const { seconds, clients, killCount, seed, keep } = o;
  const rng = new Rng(seed);
  const runTag = seed.toString(36).padStart(6, '0');
  const began = Date.now();
  console.log(`[bank] seed ${seed} (replay: BANK_SEED=${seed}) · ${dep.label} · ${seconds} s · ${clients} clients · ${killCount} kills`);

  const http = new Http(dep.url);
  const bank = new Bank(http, dep, runTag);
  let auditOutput = '';
  let auditClean = false;
  let result: Awaited<ReturnType<typeof checkLedger>> | null = null;
  let settled: Awaited<ReturnType<typeof runSettlement>> | null = null;
  let fatal: Error | null = null;
  let setupMs = 0;
  let runMs = 0;
  let drainMs = 0;

  try {
    await dep.start();
    const probe = await http.call('POST', '/wps/deposit', { body: {} });
    if (probe.kind === 'fail' && probe.errorCode === 'not.found') throw new Error('the money endpoints do not answer yet (POST /wps/deposit is not.found)');

    // ---- setup: the agent, members (2 of 3 under agent01's code), money to start with -----
    const t0 = new Date(Date.now() - 1);
    const setupBegan = Date.now();
    const agent = await bank.loginAgent();
    await bank.loadSettings(agent);
    for (let i = 0; i < clients; i++) bank.members.push(await bank.registerMember(i, i % 3 !== 2));
    const maxDeposit = Math.max(...bank.settings.channels.map((c) => c.max));
    await bank.fund(agent, [maxDeposit, maxDeposit, maxDeposit, maxDeposit]);
    await Promise.all(bank.members.map((m: Member) => bank.fund(m, [rng.int(maxDeposit / 2, maxDeposit), rng.int(maxDeposit / 2, maxDeposit)])));
    setupMs = Date.now() - setupBegan;
    console.log(
      `[bank] setup: agent01 + ${clients} members (${bank.members.filter((m) => m.hasUpline).length} under AGENT01) funded in ${(setupMs / 1000).toFixed(1)} s; running`,
    );

    // ---- run: clients and the nemesis ----------------------------------------------------
    bank.phase = 'run';
    const runBegan = Date.now();
    const until = runBegan + seconds * 1000;
    bank.hardDeadline = until + 150_000;
    const nemesisRng = rng.fork(9999);
    const killAt = Array.from({ length: killCount }, () => runBegan + nemesisRng.next() * seconds * 1000 * 0.85).sort((a, b) => a - b);
    const nemesis = (async () => {
      for (const at of killAt) {
        await sleep(Math.max(0, at - Date.now()));
        if (Date.now() >= until) break;
        await dep.killAndRestart(nemesisRng, runBegan);
      }
    })();
    const workers = bank.members.map((m, i) => bank.client(i, rng.fork(i), m, until));
    await nemesis;
    await Promise.all(workers);
    runMs = Date.now() - runBegan;
    bank.phase = 'drain';
    drainMs = Date.now() - until;

    // ---- the server's own audit, then stop it and read the database ----------------------
    await dep.ensureRunning();
    const audit = await bank.ops(['ledger', 'audit']);
    auditOutput = audit.kind === 'ok' ? String(audit.value) : JSON.stringify(audit);
    auditClean = audit.kind === 'ok' && /^violations: none$/m.test(auditOutput);
    if (!auditClean) bank.violation('ledger-audit', `ops ledger audit: ${auditOutput.slice(0, 2000)}`);
    await dep.stop();

    const opened = await openDatabase({ databaseUrl: dep.dbUrl, dataDir: dep.dataDir });
    try {
      // The agents' pay: the real-time salary job settles each 5-minute window once it has
      // closed, so a run may or may not see one settle. The windows the run touched are settled
      // here as the job will at their end (statistics folded, the clock past end + grace), so
      // every run checks bills against their ledger movements (check.ts "agents' pay").
      await foldAll(opened.db, new Date());
      const windowShut = new Date(Date.now() + AGENTS.realtimeSalaryMinutes * 60_000 + AGENTS.settleGraceMs);
      settled = await runSettlement({ db: opened.db, clock: { now: () => windowShut } }, { kinds: ['realtime'] });
      if (process.env.BANK_TAMPER === '1') await tamper(opened.db, bank);
      result = await checkLedger(opened.db, bank, t0, MERCHANT);
    } finally {
      await opened.close();
    }
  } catch (e) {
    fatal = e as Error;
    console.error(`[bank] FAILED: ${fatal.stack ?? fatal}`);
    console.error(`[bank] server log (last lines):\n${dep.log(80)}`);
  } finally {
    await dep.stop().catch(() => dep.killNow());
    if (!keep) await dep.cleanup();
  }

  throttleCheck(bank, dep.killTimes);

  // ---- summary -----------------------------------------------------------------------------
  const ops = bank.history.ops;
  const count = (f: (o: (typeof ops)[number]) => boolean) => ops.filter(f).length;
  const violations = [...bank.violations, ...(result?.violations ?? [])];
  const kinds = [...new Set(ops.map((o) => o.kind))];
  const line = (k: string) => {
    const xs = ops.filter((o) => o.kind === k);
    const f = (o: string) => xs.filter((x) => x.outcome === o).length;
    return `${k} ${xs.length} (ok ${f('ok')}, refused ${f('fail')}${f('unknown') ? `, unresolved ${f('unknown')}` : ''})`;
  };
  const refusedCodes = new Map<string, number>();
  for (const o of ops) if (o.outcome === 'fail') refusedCodes.set(`${o.errorCode}`, (refusedCodes.get(`${o.errorCode}`) ?? 0) + 1);
  const c = result?.counts ?? {};
  const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const starts = dep.startTimes;
  console.log('');
  console.log(`== ${dep.name} summary (seed ${seed}, ${dep.label}, ${clients} clients, ${seconds} s)`);
  console.log(`wall time ${sec(Date.now() - began)} (setup ${sec(setupMs)}, run ${sec(runMs)}, drain ${sec(Math.max(0, drainMs))})`);
  console.log(`nemesis: ${dep.kills} SIGKILLs, ${dep.starts} starts (mean start ${sec(starts.reduce((a, b) => a + b, 0) / Math.max(1, starts.length))})`);
  console.log(
    `operations: ${ops.length} attempted, ${count((o) => o.outcome === 'ok')} acknowledged, ${count((o) => o.outcome === 'fail')} refused (4xx), ` +
      `${count((o) => o.unknownAttempts > 0)} indeterminate at first (${ops.reduce((a, o) => a + o.unknownAttempts, 0)} sends without answer; ` +
      `${count((o) => o.unknownAttempts > 0 && o.outcome !== 'unknown')} resolved by retrying the same key/request), ${count((o) => o.outcome === 'unknown')} unresolved`,
  );
  console.log(`  by kind: ${kinds.map(line).join('; ')}`);
  console.log(`  refusals: ${[...refusedCodes].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
  console.log(
    `idempotency: ${bank.counters.replays} repeats with the same parameters (${bank.counters.replaysSame} answered the same), ` +
      `${bank.counters.conflicts} with other parameters (${bank.counters.conflictsRefused} refused 409 money.idempotency.conflict), ` +
      `${bank.counters.races} races; ${count((o) => KEYED.has(o.kind))} keyed requests`,
  );
  console.log(`http: ${http.stats.requests} requests, ${http.stats.transportErrors} connection errors, ${http.stats.timeouts} timeouts, ${http.stats.serverErrors} 5xx`);
  if (result) {
    console.log(
      `ledger: ${c.transactions} transactions (${c.seedTransactions} from the seed) and ${c.postings} postings summed; ${c.accounts} accounts' balances and chains checked ` +
        `(${c.walletsModelled} test wallets against the history); ${c.keysChecked} idempotency keys (${c.keysApplied} took effect, ${c.keysNotApplied} did not); ` +
        `${c.transactionsAccountedFor} transactions accounted for; ${c.acknowledgedMovements} acknowledged keyed movements; ` +
        `${c.answersRecovered ?? 0} answers lost to a kill and recovered by resending the same key`,
    );
    console.log(
      `agents' pay: ${c.settlementBills ?? 0} bills of the run checked against their movements (${settled?.bills ?? 0} written at the end, as the real-time salary job would at its window's end)`,
    );
    const states = Object.entries(c).filter(([k]) => k.includes(':'));
    console.log(`  records: ${states.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }
  console.log(`ops ledger audit: ${auditClean ? 'clean' : 'NOT CLEAN'} — ${auditOutput.split('\n').slice(0, 3).join(' | ')}`);
  const warnings = [...bank.warnings, ...(result?.warnings ?? [])];
  if (warnings.length) {
    console.log(`warnings (${warnings.length}, not violations):`);
    for (const w of warnings.slice(0, 25)) console.log(`  - ${w}`);
  }
  if (http.serverErrorSamples.length) {
    console.log(`5xx samples:`);
    for (const s of http.serverErrorSamples.slice(0, 10)) console.log(`  - ${s}`);
  }
  const byCheck = new Map<string, number>();
  for (const x of violations) byCheck.set(x.check, (byCheck.get(x.check) ?? 0) + 1);
  console.log(`violations: ${violations.length}${byCheck.size ? ` (${[...byCheck].map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}`);
  for (const x of violations.slice(0, 40)) console.log(`  ✗ ${x.check}: ${x.detail}`);
  if (keep) console.log(`kept: DATA_DIR=${dep.dataDir}${dep.dbUrl ? ` DATABASE_URL=${dep.dbUrl}` : ''}`);
  if (violations.length || fatal || process.env.BANK_HISTORY) {
    const file = process.env.BANK_HISTORY || join(tmpdir(), `bank-history-${seed}.json`);
    writeFileSync(file, JSON.stringify({ seed, violations, warnings, ops }, null, 1));
    console.log(`history: ${file}`);
  }
  if (fatal) console.log(`run aborted: ${fatal.message.split('\n')[0]}`);
  return { violations: violations.length, fatal, requests: http.stats.requests, operations: ops.length, kills: dep.kills, wallMs: Date.now() - began };
}


/**
 * No client ever sends a wrong payment password, so docs/money.md's throttle (5 WRONG ones in
 * 15 min → 429) must never refuse one. A 429 is reported with what preceded it: the actor's
 * password-checked requests cut off by a SIGKILL, and how many of its requests were in flight.
 */
function throttleCheck(bank: Bank, killTimes: number[]) {
  const ops = bank.history.ops;
  const checked = new Set(['withdraw', 'upline', 'downline']);
  for (const o of ops) {
    if (o.errorCode !== 'too.many.requests') continue;
    const mine = ops.filter((x) => x.actor === o.actor && checked.has(x.kind));
    if (mine.some((x) => x.errorCode === 'money.payment_password.wrong' && x.endedAt <= o.endedAt)) continue;
    const cut = mine.filter((x) => x.unknownAttempts > 0 && x.startedAt < o.startedAt).length;
    const inFlight = mine.filter((x) => x !== o && x.startedAt <= o.lastSentAt && x.endedAt >= o.lastSentAt).length;
    const kills = killTimes.filter((t) => t < o.lastSentAt).length;
    bank.violation(
      'throttled-without-wrong-password',
      `op ${o.id} (${o.kind}${o.replayOf ? ` repeating op ${o.replayOf}` : ''}) by ${o.actor}: 429 too.many.requests though no wrong payment password was ever sent ` +
        `(${inFlight} other password-checked requests of ${o.actor} in flight; ${cut} earlier ones cut off by ${kills} SIGKILL(s) before it)`,
    );
  }
}

/**
 * BANK_TAMPER=1: a self-test of the checker. After the run it corrupts the ledger the way a
 * broken server could — a movement no one asked for, a cached balance off by one, an
 * acknowledged key forgotten — and the run must then report those violations and fail.
 */
async function tamper(db: Kysely<Database>, bank: Bank) {
  const [a, b] = bank.members as [Member, Member];
  const acked = bank.history.ops.find((o) => o.outcome === 'ok' && o.key && o.user === a.username && o.replayOf === undefined)!;
  let bill: string | undefined;
  await db.transaction().execute(async (tx) => {
    const promo = `sys:${MERCHANT}:promotions`;
    const wallet = `w:${a.userId}:MAIN`;
    await sql`insert into ledger_accounts (id, merchant_code, kind, balance, allow_negative) values (${promo}, ${MERCHANT}, 'promotions', 0, true) on conflict (id) do nothing`.execute(tx);
    const bal = async (id: string) => Number((await tx.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance);
    const [p0, w0] = [await bal(promo), await bal(wallet)];
    const now = new Date();
    const { id } = await tx
      .insertInto('ledger_transactions')
      .values({ merchant_code: MERCHANT, kind: 'bonus', reference: 'TAMPERED', user_id: a.userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('ledger_postings')
      .values([
        { transaction_id: id, account_id: promo, amount: -777, balance_after: p0 - 777, created_at: now },
        { transaction_id: id, account_id: wallet, amount: 777, balance_after: w0 + 777, created_at: now },
      ])
      .execute();
    await tx.updateTable('ledger_accounts').set({ balance: p0 - 777 }).where('id', '=', promo).execute();
    await tx.updateTable('ledger_accounts').set({ balance: w0 + 777 }).where('id', '=', wallet).execute();
    await tx.updateTable('ledger_accounts').set({ balance: sql`balance + 1` }).where('id', '=', `w:${b.userId}:MAIN`).execute();
    await tx.deleteFrom('idempotency_keys').where('user_id', '=', a.userId).where('key', '=', acked.key!).execute();
    bill = (await sql<{ id: string }>`update contract_bills set paid = paid - 1
      where id = (select id from contract_bills where transaction_id is not null and paid > 1 order by created_at desc limit 1) returning id`.execute(tx)).rows[0]?.id;
  });
  console.log(`[bank] TAMPERED: +777 to ${a.username} unrequested, ${b.username}'s cached balance +1, key ${acked.key} forgotten${bill ? `, bill ${bill} says 1 less than it moved` : ''}`);
}

