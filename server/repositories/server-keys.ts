import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export function listKeys(db: Kysely<Database>) {
  return db.selectFrom('server_keys').selectAll().orderBy('created_at').orderBy('key_id').execute();
}

export async function insertKey(
  db: Kysely<Database>,
  key: { key_id: string; alg: string; public_key: string; private_key: string },
): Promise<void> {
  await db.insertInto('server_keys').values(key).onConflict((oc) => oc.column('key_id').doNothing()).execute();
}
