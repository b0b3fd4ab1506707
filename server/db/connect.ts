import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite under `<dataDir>/pglite`
 * (or in memory when dataDir is null: tests). Same migrations and queries either way.
 */
export async function openDatabase(opts: { databaseUrl?: string | null; dataDir: string | null }): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  let client: PGlite;
  if (opts.dataDir === null) {
    client = new PGlite();
  } else {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return wrapPGlite(client);
}

export function wrapPGlite(client: PGlite): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle pooled connection can be cut by the server (restart, admin terminate, failover).
  // node-postgres re-emits that on the pool, and an 'error' event nobody listens to would crash
  // the process; the pool drops the client and the next query opens a new connection.
  let closing = false;
  pool.on('error', (err) => {
    if (!closing) console.error(`[db] idle connection lost: ${err.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
