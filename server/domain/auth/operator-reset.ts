import type { Kysely } from 'kysely';
import { AUTH } from '../../../src/config/constants';
import type { Clock } from '../../clock';
import { OWASP_ARGON2 } from '../../config';
import type { Database } from '../../db/database';
import { insertAuthEvent } from '../../repositories/auth-events';
import { endLiveSessions } from '../../repositories/sessions';
import { findUserByUsername, setPassword } from '../../repositories/users';
import { PasswordHasher } from './passwords';

export interface OperatorResetDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export type OperatorResetOutcome =
  | { done: true; username: string }
  | { done: false; reason: 'unknownMember' | 'trialAccount'; username: string };

/**
 * Customer service gives a member the default flagged password (SPEC §9 "Default flagged
 * password {secret}"): whoever logs in with it must change it first (SPEC §4), and every live
 * session of the account ends, as with a member's own reset.
 */
export async function resetToFlaggedPassword(d: OperatorResetDeps, merchantCode: string, username: string): Promise<OperatorResetOutcome> {
  const user = await findUserByUsername(d.db, merchantCode, username);
  if (!user) return { done: false, reason: 'unknownMember', username };
  // Trial (free play) accounts have no usable password.
  if (user.type === 4) return { done: false, reason: 'trialAccount', username: user.username };
  const now = d.clock.now();
  // Production cost (the CLI may run without the server's config); a good login re-hashes at the server's cost.
  // The event's address: operator commands run on the server host (loopback or the database itself).
  const hash = await new PasswordHasher(OWASP_ARGON2).hash(AUTH.flaggedPassword);
  await setPassword(d.db, user.id, hash, now);
  await endLiveSessions(d.db, user.id, 'password', now);
  await insertAuthEvent(d.db, { merchantCode, event: 'password.reset', userId: user.id, subject: user.username, ip: '127.0.0.1', detail: { how: 'ops' }, at: now });
  return { done: true, username: user.username };
}
