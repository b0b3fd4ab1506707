import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { exclusionInForce } from './exclusions';

/**
 * Whether a member may receive marketing or take part in a promotion at `at`: false while a
 * time-out or self-exclusion is in force (docs/engagement.md "Responsible gambling").
 * Called before claiming/joining a promotion, delivering a marketing message, mission and referral marketing.
 */
export async function marketingAllowed(db: Kysely<Database>, userId: string, at: Date): Promise<boolean> {
  return (await exclusionInForce(db, userId, at)) === undefined;
}
