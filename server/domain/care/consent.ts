import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Consents a member gave, with when (care_consents). 'terms18': the registration checkbox
 * "I am 18 or over and accept the terms" (SPEC §5 age consent; docs/engagement.md).
 */
export async function recordConsent(db: Kysely<Database>, userId: string, kind: 'terms18', at: Date): Promise<void> {
  await db
    .insertInto('care_consents')
    .values({ user_id: userId, kind, accepted_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}
