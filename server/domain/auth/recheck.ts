import type { Kysely } from 'kysely';
import { PROTECTION } from '../../../src/config/protection';
import type { Database } from '../../db/database';
import { findUserById } from '../../repositories/users';
import { checkSecondFactor, throttleWrongCodes } from './authenticator';
import { type AuthDeps, logEvent, type Visitor } from './context';
import { AuthError } from './errors';

/**
 * Re-check before sensitive changes (issue #19 item 4, OWASP ASVS 5.0 7.5.1;
 * docs/account-protection.md "Re-check"). A session remembers when its holder last proved who
 * they are (`sessions.rechecked_at`): a password, authenticator or passkey sign-in, or this
 * re-check. Changing the bound mobile or e-mail, the payment password or a payout account is
 * refused unless that proof is at most PROTECTION.recheckWindowMs old.
 */

export const RECHECK_REQUIRED = 'auth.recheck_required';

const wrongPassword = () => new AuthError('invalid', 'recheck.password.invalid', 'the password is not right', { field: 'password', reason: 'recheck.password.invalid' });
const wrongCode = () => new AuthError('invalid', 'recheck.code.invalid', 'the code is not right', { field: 'code', reason: 'recheck.code.invalid' });
const noFactor = () => new AuthError('conflict', 'totp.not.enabled', 'no authenticator is set up');
const oneAnswer = () => new AuthError('invalid', 'request_param_err', 'give a password or a code', { field: 'password', reason: 'validation.required' });

/**
 * Fresh: proven no longer than the window ago (PROTECTION.recheckWindowMs unless the server was
 * given a shorter one; a proof stamped "in the future" by a clock step counts as fresh).
 */
export function recheckFresh(recheckedAt: Date | null, now: Date, windowMs: number = PROTECTION.recheckWindowMs): boolean {
  return recheckedAt !== null && now.getTime() - recheckedAt.getTime() <= windowMs;
}

/** Whether the live session with this token hash has a fresh proof now (read from the database: any instance may have stamped it). */
export async function sessionRechecked(db: Kysely<Database>, tokenHash: string, now: Date, windowMs?: number): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('rechecked_at').where('token_hash', '=', tokenHash).where('ended_at', 'is', null).executeTakeFirst();
  return recheckFresh(row?.rechecked_at ?? null, now, windowMs);
}

export interface RecheckInput {
  password?: string;
  code?: string;
}

/**
 * POST recheck: the login password, or (for a member with an authenticator) a current code or an
 * unused recovery code, stamps this session. Wrong answers count towards the member's
 * authenticator limit (PROTECTION.wrongCodeLimit per window, then 429 before anything is checked).
 */
export async function recheck(d: AuthDeps, v: Visitor, session: { userId: string; tokenHash: string }, input: RecheckInput): Promise<void> {
  const { userId } = session;
  if ((input.password === undefined) === (input.code === undefined)) throw oneAnswer();
  const user = await findUserById(d.db, userId);
  if (!user) throw wrongPassword();
  let how: string;
  if (input.code !== undefined) {
    if (!user.totp_secret) throw noFactor();
    const factor = await checkSecondFactor(d, userId, user.totp_secret, input.code);
    if (!factor) {
      await logEvent(d, v, 'recheck.failed', { userId, subject: user.username, detail: { reason: 'code' } });
      throw wrongCode();
    }
    how = factor;
  } else {
    await throttleWrongCodes(d, userId, 0);
    if (!(await d.hasher.verify(user.password_hash, input.password!))) {
      await throttleWrongCodes(d, userId, 1);
      await logEvent(d, v, 'recheck.failed', { userId, subject: user.username, detail: { reason: 'password' } });
      throw wrongPassword();
    }
    how = 'password';
  }
  await d.db.updateTable('sessions').set({ rechecked_at: d.clock.now() }).where('token_hash', '=', session.tokenHash).where('ended_at', 'is', null).execute();
  await logEvent(d, v, 'recheck.ok', { userId, subject: user.username, detail: { how } });
}
