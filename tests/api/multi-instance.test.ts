/**
 * Several instances on one PostgreSQL (issue #18 "clean multi-instance start"): three starts at
 * once on an empty database, each with its own connection pool — real concurrency, as three
 * processes would have — and the payment-password throttle across instances. PostgreSQL only
 * (TEST_DATABASE_URL): PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { OWASP_ARGON2 } from '../../server/config';
import { openPostgres, type OpenedDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { seedDatabase } from '../../server/db/seed';
import { seedUserId } from '../../server/db/seed-accounts';
import { prepareDatabase } from '../../server/db/startup';
import { PasswordHasher } from '../../server/domain/auth/passwords';
import { KeyStore } from '../../server/domain/keys';
import { testConfig } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { encryptPayload, importPublicKey } from '../../src/api/wire-crypto';
import { json } from '../../server/db/json';
import { openSession } from '../../server/domain/sessions';
import { ServerProcess } from '../bank/proc';
import { freePort } from '../e2e/support/server';

const adminUrl = process.env.TEST_DATABASE_URL;
const SEED = { merchantCode: TEST_MERCHANT, languages: ['bn', 'en'] };

const created: string[] = [];
const opened: OpenedDatabase[] = [];
const processes: ServerProcess[] = [];
const dirs: string[] = [];

async function admin(q: (db: Kysely<any>) => Promise<unknown>) {
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
  try {
    await q(db);
  } finally {
    await db.destroy();
  }
}

/** An empty database; its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `betsite_multi_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin((db) => sql`create database ${sql.id(name)}`.execute(db));
  created.push(name);
  const u = new URL(adminUrl!);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A pool of its own, as one instance (process) has. */
function instance(url: string): OpenedDatabase {
  const o = openPostgres(url);
  opened.push(o);
  return o;
}

/** Rows in every table of the schema, by table. */
async function rowCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out: Record<string, number> = {};
  for (const { t } of tables.rows) out[t] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(db)).rows[0]!.n;
  return out;
}

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => p.killNow())));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await Promise.all(opened.map((o) => o.close().catch(() => {})));
  for (const name of created) await admin((db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db)).catch(() => {});
});

describe.skipIf(!adminUrl)('several instances on one PostgreSQL', () => {
  it('three instances started at once on an empty database all serve, and the database holds what one start writes', async () => {
    const single = instance(await emptyDatabase());
    await prepareDatabase(single, SEED);
    const expected = await rowCounts(single.db);

    const url = await emptyDatabase();
    const three = [instance(url), instance(url), instance(url)];
    const began = Date.now();
    const starts = await Promise.allSettled(three.map((o) => prepareDatabase(o, SEED)));
    const startMs = Date.now() - began;
    expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    expect(await rowCounts(three[0]!.db)).toEqual(expected);
    // Two of them waited for the first one's work, then found nothing left to do.
    const applied = starts.map((s) => (s.status === 'fulfilled' ? s.value.applied.length : -1)).sort((a, b) => a - b);
    expect(applied).toEqual([0, 0, Object.keys(migrations).length]);
    console.log(`[multi-instance] 3 starts on an empty database took ${startMs} ms`);

    const apps = three.map((o) => createApp({ db: o.db, config: testConfig(), keys: new KeyStore(o.db), logger: { error: () => {} } }));
    const answers = await Promise.all(apps.map((app) => app.request('/wps/system/status')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('the seed run by three instances at once without the start-up lock writes what one start writes: idempotent by construction, not by the lock', async () => {
    const single = instance(await emptyDatabase());
    await prepareDatabase(single, SEED);
    const expected = await rowCounts(single.db);

    const url = await emptyDatabase();
    const three = [instance(url), instance(url), instance(url)];
    await migrateToLatest(three[0]!.db);
    // No advisory lock: each instance's seed straight on its own pool, all at once, as three
    // instances would run it if the lock were lost (a pooler in transaction mode, an operator's script).
    const runs = await Promise.allSettled(three.map((o) => seedDatabase(o.db, SEED)));
    expect(runs.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const db = three[0]!.db;
    expect(await rowCounts(db)).toEqual(expected);
    // The issue's duplicates, by name: agent01's platform contracts (one per kind), its
    // "granted" messages, player01's demo inbox, agent02's open offer.
    const agent01 = seedUserId(TEST_MERCHANT, 'agent01');
    const contracts = await db.selectFrom('contracts').select(['kind', 'status']).where('downline_id', '=', agent01).orderBy('kind').execute();
    expect(contracts).toEqual(['daily', 'dividend', 'hourly', 'realtime'].map((kind) => ({ kind, status: 'valid' })));
    const granted = await db.selectFrom('member_messages').select('ref').where('user_id', '=', agent01).execute();
    expect(granted).toHaveLength(4);
    const inbox = await db.selectFrom('member_messages').select('ref').where('user_id', '=', seedUserId(TEST_MERCHANT, 'player01')).where('ref', 'like', 'seed:%').execute();
    expect(inbox).toHaveLength(3);
    const offers = await db.selectFrom('contracts').select('id').where('downline_id', '=', seedUserId(TEST_MERCHANT, 'agent02')).where('status', '=', 'offered').execute();
    expect(offers).toHaveLength(1);
  });

  it('three server processes started at once on an empty database all serve; 18 wrong payment passwords spread over them: at most the configured limit is checked', async () => {
    const url = await emptyDatabase();
    const servers = await Promise.all([0, 1, 2].map(async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'betsite-multi-'));
      dirs.push(dataDir);
      const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url, NODE_ENV: 'test', METRICS_PORT: '0', LOG_LEVEL: 'warn' };
      const p = new ServerProcess(`http://127.0.0.1:${port}`, dataDir, env);
      processes.push(p);
      return p;
    }));
    const began = Date.now();
    const starts = await Promise.allSettled(servers.map((p) => p.start(90_000)));
    expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 400) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    console.log(`[multi-instance] 3 server processes on an empty database: all serving after ${Date.now() - began} ms`);
    const db = instance(url);
    const single = instance(await emptyDatabase());
    await prepareDatabase(single, SEED);
    const counts = await rowCounts(db.db);
    const expected = await rowCounts(single.db);
    // What running servers write after the seed, by design: the payload key pair (keys.ts: racing
    // starts may each add one; all use the oldest) and the jobs' rows (draws, fixtures, statistics).
    for (const t of ['server_keys', 'lottery_draws', 'demo_fixtures', 'member_activity', 'settlement_runs', 'stat_outbox', 'team_stats']) {
      delete counts[t];
      delete expected[t];
    }
    expect(counts).toEqual(expected);

    const settings = testConfig().money.paymentPasswordFailures;
    const id = `t-${randomBytes(6).toString('hex')}`;
    await db.db
      .insertInto('users')
      .values({
        id,
        merchant_code: TEST_MERCHANT,
        username: `multi${randomBytes(3).toString('hex')}`,
        // argon2id at the production cost: each check takes long enough for the burst to overlap.
        password_hash: await new PasswordHasher(OWASP_ARGON2).hash('Login@2026x'),
        payment_password_hash: await new PasswordHasher(OWASP_ARGON2).hash('135790'),
        password_changed_at: new Date(),
        type: 0,
        nickname: 'multi',
        profile: json({}),
        register_method: 'TEST',
        created_at: new Date(),
      })
      .execute();
    const token = await openSession(db.db, { userId: id, merchantCode: TEST_MERCHANT, now: new Date(), ttlMs: 86_400_000, accountType: 0, rechecked: true });
    const sealed = async (p: ServerProcess, payload: unknown) => {
      const { value: key } = (await (await fetch(`${p.url}/wps/system/key`)).json()) as { value: { keyId: string; publicKey: string } };
      const enc = await encryptPayload(await importPublicKey(key.publicKey), key.keyId, payload);
      const r = await fetch(`${p.url}/wps/member/password/payment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token, ...enc.headers },
        body: JSON.stringify(enc.body),
      });
      return `${r.status} ${((await r.json()) as { errorCode?: string }).errorCode}`;
    };
    const wrong = { oldPaymentPassword: '000000', paymentPassword: '564738', confirmPaymentPassword: '564738' };
    const codes = await Promise.all(Array.from({ length: 18 }, (_, i) => sealed(servers[i % 3]!, wrong)));
    const checked = codes.filter((c) => c === '400 money.payment_password.wrong').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(settings.max);
    expect(codes.filter((c) => c === '429 too.many.requests').length).toBe(18 - checked);
    const counter = await db.db.selectFrom('rate_counters').select('count').where('key', '=', `paypw:fail:${id}`).executeTakeFirstOrThrow();
    expect(counter.count).toBe(checked);
  });
});
