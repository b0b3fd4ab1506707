import type { Kysely } from 'kysely';
import type { CareStatus } from '../../../src/api/schemas/care';
import type { Database } from '../../db/database';
import { exclusionInForce, toExclusion } from './exclusions';
import { allowance, depositLimits } from './limits';
import { realityCheckMinutes } from './reality';

/** GET /wps/care/status: everything the responsible-gambling page shows. */
export async function careStatus(db: Kysely<Database>, userId: string, at: Date): Promise<CareStatus> {
  const [limits, minutes, exclusion] = await Promise.all([depositLimits(db, userId, at), realityCheckMinutes(db, userId), exclusionInForce(db, userId, at)]);
  return { limits, depositAllowance: allowance(limits), realityCheckMinutes: minutes, exclusion: exclusion ? toExclusion(exclusion) : null };
}
