import type { LoginResult } from '../../../src/api/schemas/account';
import type { UserRow } from '../../db/database';
import { recordLogin } from '../../repositories/logins';
import type { CounterSettle } from '../../repositories/rate-counters';
import { runTransaction } from '../read-cache';
import { openSessionIn } from '../sessions';
import type { AuthDeps, Visitor } from './context';

export interface LoginFlags {
  mustChangePassword: boolean;
  passwordExpired: boolean;
}

/**
 * Ways in that prove who the person is as the re-check does (docs/account-protection.md "Re-check"):
 * the login password (alone or with a new-address answer), a passkey, or registering (the password
 * was chosen this minute). An SMS code or a free demo is not such a proof.
 */
export function freshProof(how: string): boolean {
  return how === 'password' || how === 'passkey' || how === 'register' || how.startsWith('challenge:');
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
  /** The login throttle's counters, settled with the session. */
  counters?: CounterSettle,
): Promise<LoginResult> {
  const now = d.clock.now();
  // One commit, and after the user's lock one statement, for the whole login: on PGlite every
  // statement runs on the server's thread and every commit is a disk write.
  // runTransaction: the sessions it replaced leave the session caches again after the commit.
  const event = { merchantCode: v.merchantCode, event: 'login.ok', userId: user.id, subject: user.username, ip: v.ip, userAgent: v.userAgent, detail: { how, ...flags }, at: now };
  const token = await runTransaction(d.db, (tx) =>
    openSessionIn(
      tx,
      {
        userId: user.id,
        merchantCode: user.merchant_code,
        now,
        ttlMs: d.settings.sessionTtlMs,
        accountType: user.type,
        passwordChangeRequired: flags.mustChangePassword || flags.passwordExpired,
        rechecked: freshProof(how),
      },
      (t, session, at) => recordLogin(t, session, at, { ip: v.ip, event, counters }),
    ),
  );
  return { token, firstTimeLogin: user.last_login_at === null, ...flags };
}
