import type { Kysely } from 'kysely';
import { REFERRAL } from '../../../src/config/referral';
import type { Database } from '../../db/database';
import { bumpCounter } from '../../repositories/rate-counters';
import { marketingAllowed } from '../care/marketing';
import { claimsThrottled, rewardsBlocked } from './errors';

/**
 * What every reward claim (referral or mission) passes before any work: a per-member throttle
 * (REFERRAL.claimsPerMinute) and no time-out or self-exclusion in force (rewards are marketing).
 */
export async function claimGate(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  if ((await bumpCounter(db, `reward-claim:${userId}`, at, 60_000)) > REFERRAL.claimsPerMinute) throw claimsThrottled();
  if (!(await marketingAllowed(db, userId, at))) throw rewardsBlocked();
}
