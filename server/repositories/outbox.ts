import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../db/database';
import type { Insertable } from 'kysely';

export async function insertOutbox(db: Kysely<Database>, m: Insertable<OutboxTable>): Promise<void> {
  await db.insertInto('outbox').values(m).execute();
}

export function listOutbox(db: Kysely<Database>, to: string | undefined, limit = 50) {
  let q = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) q = q.where('to', '=', to);
  return q.execute();
}
