/** Helpers shared by the bank test (bank.ts) and the cluster test (tests/cluster/cluster.ts). */
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { BankOptions } from './run';

export function intEnv(name: string, d: number): number {
  const v = process.env[name]?.trim();
  if (!v) return d;
  if (!/^\d+$/.test(v)) throw new Error(`${name} must be a whole number, got ${v}`);
  return Number(v);
}

export async function adminQuery(url: string, q: (db: Kysely<any>) => Promise<unknown>) {
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await q(db);
  } finally {
    await db.destroy();
  }
}

/** A new database on the PostgreSQL server of `adminUrl`: its URL, and how to drop it. */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, (db) => sql`create database ${sql.id(name)}`.execute(db));
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => adminQuery(adminUrl, (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db)).catch(() => {}) };
}

/** The environment every server of the bank and cluster tests runs with. */
export function bankServerEnv(over: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // The demo provider confirms pending demo deposits concurrently with the clients' own decisions.
    DEMO_DEPOSIT_DELAY_MS: '1500',
    // Paid withdrawals left unconfirmed are force-received by the job during longer runs.
    WITHDRAWAL_AUTO_RECEIVE_MINUTES: '1',
    // Request lines are not needed here; warnings and errors are.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    METRICS_PORT: 'off',
    ...over,
  };
}

/** The load's options from BANK_* (clients, kills, seed, keep) and the given duration. */
export function bankOptions(seconds: number): BankOptions {
  return {
    seconds,
    clients: Math.max(2, intEnv('BANK_CLIENTS', 12)),
    killCount: intEnv('BANK_KILLS', 4),
    seed: process.env.BANK_SEED?.trim() ? intEnv('BANK_SEED', 0) : randomBytes(4).readUInt32BE(0),
    keep: process.env.BANK_KEEP === '1',
  };
}

