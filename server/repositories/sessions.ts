import type { Kysely } from 'kysely';
import type { Database, NewSession } from '../db/database';
import { sessionChanged, sessionsChanged } from '../domain/read-cache';

// Every change of a session row tells the session caches (domain/read-cache.ts): at once, and
// again after the enclosing transaction if it runs through runTransaction().

export function findSessionByHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** One session per user: a new login ends the older live ones as 'replaced'. */
export async function endLiveSessions(db: Kysely<Database>, userId: string, reason: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
  sessionsChanged(db, userId);
}

export async function endSessionByHash(db: Kysely<Database>, tokenHash: string, reason: string, at: Date): Promise<void> {
  const ended = await db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  sessionChanged(tokenHash);
  if (ended) sessionsChanged(db, ended.user_id);
}

export async function clearPasswordChangeRequired(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ password_change_required: false }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  sessionsChanged(db, userId);
}
