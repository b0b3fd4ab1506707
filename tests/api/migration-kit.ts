import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../server/db/connect';
import { migrations } from '../../server/db/migrations';

/**
 * One in-memory database with no migration run, for a file that walks the migrations itself (to a given one, writes
 * rows as they were then, then on to the latest), and a migrator over all of them. Like useKit, the database object
 * is filled in before the file's first test and closed after its last.
 */
export function useUnmigratedDb(): { d: OpenedDatabase; migrator: () => Migrator } {
  const d = {} as OpenedDatabase;
  beforeAll(async () => {
    Object.assign(d, await openDatabase({ dataDir: null }));
  });
  afterAll(() => d.close?.());
  return { d, migrator: () => new Migrator({ db: d.db, provider: { getMigrations: async () => migrations } }) };
}
