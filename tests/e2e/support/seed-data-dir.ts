/**
 * Makes a migrated and seeded data dir (`tsx tests/e2e/support/seed-data-dir.ts <dir>`), with the
 * configuration of the environment it is run in, as the server's own start-up does (server/main.ts:
 * openDatabase, then prepareDatabase). support/server.ts copies it for each server it starts.
 */
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/connect';
import { prepareDatabase } from '../../../server/db/startup';

const dir = process.argv[2];
if (!dir) throw new Error('usage: seed-data-dir.ts <dir>');
const config = loadConfig({ ...process.env, DATA_DIR: dir });
const opened = await openDatabase({ databaseUrl: null, dataDir: dir });
await prepareDatabase(opened, { merchantCode: config.merchantCode, languages: config.languages });
await opened.close();
