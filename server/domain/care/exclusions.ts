import type { Kysely } from 'kysely';
import type { Exclusion } from '../../../src/api/schemas/care';
import { CARE } from '../../../src/config/care';
import type { Database } from '../../db/database';
import type { ExclusionKind } from '../../db/tables-care';
import { endLiveSessions } from '../../repositories/sessions';
import { AuthError } from '../auth/errors';
import { badField } from '../money/errors';
import { runTransaction } from '../read-cache';
import { wireInstant } from '../time';
import { addMonths } from './clock';
import { badDuration, notConfirmed } from './errors';
import { logCareEvent } from './events';

/**
 * Time-out (24 h to 6 weeks) and self-exclusion (at least 6 months): in force at once, never
 * shortened or lifted early by the member; they refuse login (care.timeout / care.self_excluded),
 * end the current session, and stop marketing (marketing.ts). docs/engagement.md.
 */
const DAY_MS = 86_400_000;

/** The exclusion in force at `at` that ends last, if any. */
export async function exclusionInForce(db: Kysely<Database>, userId: string, at: Date) {
  return db
    .selectFrom('care_exclusions')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const toExclusion = (r: { kind: ExclusionKind; starts_at: Date; ends_at: Date }): Exclusion => ({
  kind: r.kind,
  startsAt: wireInstant(r.starts_at),
  endsAt: wireInstant(r.ends_at),
});

function parseKind(v: unknown): ExclusionKind {
  if (v !== 'timeout' && v !== 'selfExclusion') throw badField('kind', 'validation.enum', { allowed: ['timeout', 'selfExclusion'] });
  return v;
}

/** The end of an exclusion starting at `at`: timeouts in whole days, self-exclusions in whole months. */
export function exclusionEnd(kind: ExclusionKind, duration: unknown, at: Date): Date {
  const [min, max] = kind === 'timeout' ? [CARE.timeoutMinDays, CARE.timeoutMaxDays] : [CARE.selfExclusionMinMonths, CARE.selfExclusionMaxMonths];
  if (typeof duration !== 'number' || !Number.isSafeInteger(duration) || duration < min || duration > max) throw badDuration(kind, min, max);
  return kind === 'timeout' ? new Date(at.getTime() + duration * DAY_MS) : addMonths(at, duration);
}

/** POST /wps/care/exclusion: recorded and the member's sessions ended in one transaction. */
export async function exclude(db: Kysely<Database>, userId: string, input: { kind: unknown; duration: unknown; confirm: unknown }, at: Date): Promise<Exclusion> {
  const kind = parseKind(input.kind);
  const endsAt = exclusionEnd(kind, input.duration, at);
  if (input.confirm !== true) throw notConfirmed();
  return runTransaction(db, async (tx) => {
    const row = await tx
      .insertInto('care_exclusions')
      .values({ user_id: userId, kind, starts_at: at, ends_at: endsAt, created_at: at })
      .returning(['kind', 'starts_at', 'ends_at'])
      .executeTakeFirstOrThrow();
    await endLiveSessions(tx, userId, kind, at);
    await logCareEvent(tx, userId, `exclusion.${kind}`, { duration: input.duration, endsAt: endsAt.toISOString() }, at);
    return toExclusion(row);
  });
}

/**
 * Login refusal (after the credential was proved, so it reveals nothing to a stranger):
 * 403 care.timeout or care.self_excluded with the end of the exclusion.
 */
export async function refuseExcludedLogin(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  const x = await exclusionInForce(db, userId, at);
  if (!x) return;
  const until = wireInstant(x.ends_at);
  if (x.kind === 'timeout') throw new AuthError('forbidden', 'care.timeout', `taking a break until ${until}`, { kind: x.kind, until });
  throw new AuthError('forbidden', 'care.self_excluded', `self-excluded until ${until}`, { kind: x.kind, until });
}
