import { type Kysely, sql } from 'kysely';
import type { OpenedDatabase } from './connect';
import type { Database } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase, type SeedOptions } from './seed';

/**
 * The key of the database-wide advisory lock that start-up work runs under (ASCII "bet1"). One
 * key for the whole database: migrations and the seed of every merchant are serialized.
 */
export const STARTUP_LOCK_KEY = 0x62657431;

export interface PreparedDatabase {
  /** Migrations this start applied (empty when another instance, or an earlier start, did). */
  applied: string[];
  /** How long this start waited for another instance's start-up work. */
  waitedMs: number;
}

/**
 * Migrations, then the seed, as every start (server, operator CLI, benchmarks) runs them.
 * On PostgreSQL under one session-level advisory lock on one connection, so N instances started
 * at once do it one after another: the first migrates and seeds, the others find it done. The
 * work runs on that same connection, so a pool of one connection cannot deadlock on it, and a
 * start that dies mid-way (SIGKILL) ends its session, which releases the lock. PGlite is one
 * process owning its directory: there is nobody to wait for. The lock saves the other instances
 * the work; it is not what keeps the seed single: every seed step is idempotent by itself (seed.ts).
 */
export async function prepareDatabase(opened: Pick<OpenedDatabase, 'db' | 'kind'>, seed: SeedOptions | null): Promise<PreparedDatabase> {
  const work = async (db: Kysely<Database>) => {
    const applied = await migrateToLatest(db);
    if (seed) await seedDatabase(db, seed);
    return applied;
  };
  if (opened.kind === 'pglite') return { applied: await work(opened.db), waitedMs: 0 };
  return opened.db.connection().execute(async (conn) => {
    const began = Date.now();
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
    const waitedMs = Date.now() - began;
    try {
      return { applied: await work(conn), waitedMs };
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
    }
  });
}
