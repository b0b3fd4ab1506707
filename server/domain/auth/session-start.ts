import type { LoginResult } from '../../../src/api/schemas/account';
import type { UserRow } from '../../db/database';
import { markLogin } from '../../repositories/users';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertAuthEvent } from '../../repositories/auth-events';
import { runTransaction } from '../read-cache';
import { openSessionIn } from '../sessions';
import type { AuthDeps, Visitor } from './context';

export interface LoginFlags {
  mustChangePassword: boolean;
  passwordExpired: boolean;
}

/**
 * Opens the one session of this user (older ones answer login.not.session), registers the
 * address as known, and records the event. Every successful way in ends here.
 */
export async function startSession(
  d: AuthDeps,
  v: Visitor,
  user: UserRow,
  flags: LoginFlags,
  how: string,
  /** More writes of the same login (throttle counters), committed with the session. */
  alongside?: (tx: Kysely<Database>) => Promise<void>,
): Promise<LoginResult> {
  const now = d.clock.now();
  // One commit for the whole login: on a file-backed PGlite each commit is a disk write.
  // runTransaction: the sessions it replaced leave the session caches again after the commit.
  const token = await runTransaction(d.db, async (tx) => {
    const t = await openSessionIn(tx, {
      userId: user.id,
      merchantCode: user.merchant_code,
      now,
      ttlMs: d.settings.sessionTtlMs,
      accountType: user.type,
      passwordChangeRequired: flags.mustChangePassword || flags.passwordExpired,
    });
    await markLogin(tx, user.id, v.ip, now);
    await insertAuthEvent(tx, { merchantCode: v.merchantCode, event: 'login.ok', userId: user.id, subject: user.username, ip: v.ip, userAgent: v.userAgent, detail: { how, ...flags }, at: now });
    await alongside?.(tx);
    return t;
  });
  return { token, firstTimeLogin: user.last_login_at === null, ...flags };
}
