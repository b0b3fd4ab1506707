import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, openPostgres, type OpenedDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';

export const TEST_MERCHANT = 'bd01';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * TEST_DATABASE_URL points at a PostgreSQL server — a new database created from that URL
 * and dropped again by close(). Share one per file: PGlite takes ~2-3 s to start.
 */
export async function createTestDb(opts: { seed?: boolean } = {}): Promise<OpenedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const opened = url ? await createPostgresDb(url) : await openDatabase({ dataDir: null });
  await migrateToLatest(opened.db);
  if (opts.seed !== false) await seedDatabase(opened.db, { merchantCode: TEST_MERCHANT, languages: ['bn', 'en'] });
  return opened;
}

async function createPostgresDb(adminUrl: string): Promise<OpenedDatabase> {
  const name = `betsite_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
  try {
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = openPostgres(url.toString());
  return {
    ...opened,
    async close() {
      await opened.close();
      const again = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
      try {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again);
      } finally {
        await again.destroy();
      }
    },
  };
}
