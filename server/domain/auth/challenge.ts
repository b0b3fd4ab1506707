import { randomBytes } from 'node:crypto';
import type { LoginResult } from '../../../src/api/schemas/account';
import type { UserRow } from '../../db/database';
import { json } from '../../db/json';
import { countChallengeAttempt, findChallenge, insertChallenge, useChallenge } from '../../repositories/auth-state';
import { findUserById } from '../../repositories/users';
import { refuseExcludedLogin } from '../care/exclusions';
import { consumeCode, issueCode, throttleSend } from './codes';
import { type AuthDeps, logEvent, maskEmail, maskMobile, sha256, type Visitor } from './context';
import { AuthError } from './errors';
import { type LoginFlags, startSession } from './session-start';
import { checkSecondFactor } from './authenticator';
import { notifyMember } from './security-notices';

/**
 * Login from an unregistered address (SPEC §4): the password was right, but the account
 * has logged in before and never from here, so one more proof is asked for. Methods come
 * from what the account has: SMS to the bound mobile, a code to the bound e-mail, the bank
 * account (payee) name, or an authenticator (RFC 6238 TOTP).
 */
export type ChallengeMethod = 'sms' | 'email' | 'bankAccountName' | 'totp';

export function methodsOf(user: UserRow): ChallengeMethod[] {
  const m: ChallengeMethod[] = [];
  if (user.mobile_num && user.dialing_code) m.push('sms');
  if (user.email) m.push('email');
  if (user.payee_name) m.push('bankAccountName');
  if (user.totp_secret) m.push('totp');
  return m;
}

/** Throws login.verification.required with the challenge; returns only when the account has no method at all. */
export async function openChallenge(d: AuthDeps, v: Visitor, user: UserRow, flags: LoginFlags): Promise<void> {
  const methods = methodsOf(user);
  if (!methods.length) return;
  const now = d.clock.now();
  const challengeId = randomBytes(16).toString('base64url');
  await insertChallenge(d.db, {
    id_hash: sha256(challengeId),
    user_id: user.id,
    ip: v.ip,
    methods: json(methods),
    must_change_password: flags.mustChangePassword,
    password_expired: flags.passwordExpired,
    created_at: now,
    expires_at: new Date(now.getTime() + d.settings.challengeTtlMs),
  });
  await logEvent(d, v, 'login.challenge', { userId: user.id, subject: user.username, detail: { methods } });
  const hints = {
    ...(user.mobile_num && user.dialing_code ? { mobile: maskMobile(user.dialing_code, user.mobile_num) } : {}),
    ...(user.email ? { email: maskEmail(user.email) } : {}),
  };
  throw new AuthError('forbidden', 'login.verification.required', 'this address needs verification', { challengeId, methods, hints });
}

const invalidChallenge = () => new AuthError('unauthorized', 'login.challenge.invalid', 'verification expired, log in again');

async function liveChallenge(d: AuthDeps, v: Visitor, challengeId: string, method: ChallengeMethod) {
  const idHash = sha256(challengeId);
  const ch = await findChallenge(d.db, idHash);
  const now = d.clock.now();
  if (!ch || ch.used_at || ch.ip !== v.ip || ch.expires_at.getTime() <= now.getTime() || ch.attempts >= d.settings.codeMaxAttempts) throw invalidChallenge();
  const user = await findUserById(d.db, ch.user_id);
  if (!user || user.merchant_code !== v.merchantCode) throw invalidChallenge();
  if (!ch.methods.includes(method)) throw new AuthError('invalid', 'request_param_err', 'method not offered', { field: 'method', reason: 'not offered' });
  return { ch, user, idHash };
}

/** POST /wps/session/login/verify/code: sends the code of an sms/email challenge. */
export async function sendChallengeCode(d: AuthDeps, v: Visitor, challengeId: string, method: 'sms' | 'email'): Promise<{ expiredMinutes: number }> {
  const { user, idHash } = await liveChallenge(d, v, challengeId, method);
  await throttleSend(d, v, 'challenge', idHash);
  const minutes = d.settings.smsExpiredMinutes;
  const code = await issueCode(d, v.merchantCode, 'challenge', idHash, minutes * 60_000);
  const body = `Your login verification code is ${code}. It expires in ${minutes} minutes.`;
  if (method === 'sms') await d.sms.send({ to: `${user.dialing_code}${user.mobile_num}`, purpose: 'challenge', body, code });
  else await d.mail.send({ to: user.email!, purpose: 'challenge', subject: 'Login verification code', body, code });
  await logEvent(d, v, 'login.challenge.code', { userId: user.id, detail: { method } });
  return { expiredMinutes: minutes };
}

const normaliseName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** POST /wps/session/login/verify: a right answer opens the session and registers the address. */
export async function verifyChallenge(d: AuthDeps, v: Visitor, input: { challengeId: string; method: ChallengeMethod; answer: string }): Promise<LoginResult> {
  const { ch, user, idHash } = await liveChallenge(d, v, input.challengeId, input.method);
  let right = false;
  if (input.method === 'sms' || input.method === 'email') {
    right = await consumeCode(d, v.merchantCode, 'challenge', idHash, input.answer).then(() => true, (e) => {
      if (e instanceof AuthError) return false;
      throw e;
    });
  } else if (input.method === 'bankAccountName') {
    right = !!user.payee_name && normaliseName(user.payee_name) === normaliseName(input.answer);
  } else {
    // An authenticator code (its step never used before) or one of the member's recovery codes.
    right = !!user.totp_secret && (await checkSecondFactor(d, user.id, user.totp_secret, input.answer)) !== null;
  }
  if (!right) {
    await countChallengeAttempt(d.db, idHash);
    await logEvent(d, v, 'login.challenge.failed', { userId: user.id, detail: { method: input.method } });
    throw new AuthError('unauthorized', 'login.verification.failed', 'verification answer is wrong', { attemptsLeft: Math.max(0, d.settings.codeMaxAttempts - ch.attempts - 1) });
  }
  if (!(await useChallenge(d.db, idHash, d.clock.now()))) throw invalidChallenge();
  // A time-out or self-exclusion taken since the challenge opened (docs/engagement.md).
  await refuseExcludedLogin(d.db, user.id, d.clock.now());
  const result = await startSession(d, v, user, { mustChangePassword: ch.must_change_password, passwordExpired: ch.password_expired }, `challenge:${input.method}`);
  await notifyMember(d.db, v.merchantCode, user.id, 'newDevice', d.clock.now());
  return result;
}
