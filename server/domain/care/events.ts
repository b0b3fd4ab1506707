import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The audit trail of care changes (care_events): what changed, when; read by the operator. */
export async function logCareEvent(db: Kysely<Database>, userId: string, event: string, detail: Record<string, unknown>, at: Date): Promise<void> {
  await db.insertInto('care_events').values({ user_id: userId, event, detail: JSON.stringify(detail), created_at: at }).execute();
}
