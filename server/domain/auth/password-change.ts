import type { RegisterSetting } from '../../../src/api/schemas/system';
import { validateField } from '../../../src/api/validation/validate';
import type { SessionInfo } from '../../wire/types';
import { bumpCounter, readCounter } from '../../repositories/rate-counters';
import { clearPasswordChangeRequired, endLiveSessions } from '../../repositories/sessions';
import { clearPasswordChangeMark } from './not-me';
import { findUserById, findUserByMobile, findUserByUsername, setPassword } from '../../repositories/users';
import { consumeCode, consumeLinkCode, issueLinkCode, throttleSend } from './codes';
import { type AuthDeps, logEvent, mobileSubject, type Visitor } from './context';
import { AuthError, throttled } from './errors';
import { isCommonPassword } from './passwords';
import { checkMobile } from './sms';
import { notifyMember } from './security-notices';

const PASSWORD_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'noSpaces', minLength: 8, maxLength: 128 };

/** New password by the registration password rule, ASVS length, common list; confirmation equal. */
export function checkNewPassword(setting: RegisterSetting, password: string, confirm: string | undefined, fields = { password: 'newPassword', confirm: 'confirmNewPassword' }): void {
  const rule = { ...(setting.fields.password ?? PASSWORD_FALLBACK), enabled: true };
  const bad = (field: string, e: { key: string; params?: unknown }) =>
    new AuthError('invalid', 'request_param_err', `invalid parameter: ${field}`, { field, reason: e.key, params: e.params });
  const e1 = validateField(rule, password, { required: true, password: true, isCommonPassword });
  if (e1) throw bad(fields.password, e1);
  if (confirm !== undefined) {
    const e2 = validateField(rule, confirm, { required: true, mustEqual: password });
    if (e2) throw bad(fields.confirm, e2);
  }
}

/**
 * POST /wps/member/password. The old password is needed unless this session was opened
 * with mustChangePassword or passwordExpired (SPEC §5 "unless known from login").
 */
export async function changePassword(
  d: AuthDeps,
  v: Visitor,
  setting: RegisterSetting,
  session: SessionInfo,
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const user = await findUserById(d.db, session.userId);
  if (!user) throw new AuthError('unauthorized', 'login.required', 'login required');
  checkNewPassword(setting, input.newPassword, input.confirmNewPassword);
  if (!session.passwordChangeRequired || input.oldPassword) {
    if (!input.oldPassword) throw new AuthError('invalid', 'request_param_err', 'old password required', { field: 'oldPassword', reason: 'validation.required' });
    const now = d.clock.now();
    if ((await readCounter(d.db, `pwchange:${user.id}`, now, d.settings.failureWindowMs)) >= d.settings.codeMaxAttempts) throw throttled('password change');
    if (!(await d.hasher.verify(user.password_hash, input.oldPassword))) {
      await bumpCounter(d.db, `pwchange:${user.id}`, now, d.settings.failureWindowMs);
      await logEvent(d, v, 'password.change.failed', { userId: user.id });
      throw new AuthError('invalid', 'password.old.invalid', 'old password is incorrect', { field: 'oldPassword' });
    }
  }
  if (await d.hasher.verify(user.password_hash, input.newPassword)) {
    throw new AuthError('invalid', 'request_param_err', 'new password equals the old one', { field: 'newPassword', reason: 'validation.password.same' });
  }
  await setPassword(d.db, user.id, await d.hasher.hash(input.newPassword), d.clock.now());
  await clearPasswordChangeRequired(d.db, user.id);
  await clearPasswordChangeMark(d.db, user.id);
  await logEvent(d, v, 'password.change', { userId: user.id });
  await notifyMember(d.db, v.merchantCode, user.id, 'passwordChanged', d.clock.now());
}

/**
 * POST /wps/member/password/email: a single-use reset code and link to the bound e-mail.
 * The reply is the same whether or not the account exists or the e-mail matches.
 */
export async function forgotByEmail(d: AuthDeps, v: Visitor, input: { username: string; email: string }): Promise<void> {
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  if (!username || !email) throw new AuthError('invalid', 'request_param_err', 'username and email are required', { field: username ? 'email' : 'username', reason: 'validation.required' });
  await throttleSend(d, v, 'email-reset', `${v.merchantCode}:${username.toLowerCase()}`);
  const user = await findUserByUsername(d.db, v.merchantCode, username);
  const match = !!user && user.type !== 4 && !!user.email && user.email.toLowerCase() === email;
  if (match) {
    const minutes = Math.round(d.settings.resetCodeTtlMs / 60_000);
    const code = await issueLinkCode(d, v.merchantCode, 'email-reset', user.id, d.settings.resetCodeTtlMs);
    const link = `${v.origin}/reset-password?code=${encodeURIComponent(code)}`;
    await d.mail.send({
      to: user.email!,
      purpose: 'reset',
      subject: 'Reset your password',
      body: `Use this code to set a new password: ${code}\nOr open ${link}\nIt works once and expires in ${minutes} minutes.`,
      code,
    });
  }
  await logEvent(d, v, 'password.reset.requested', { userId: user?.id, subject: username, detail: { channel: 'email', delivered: match } });
}

/** Ends every session and sets the new password: a reset locks out whoever had the old one. */
async function resetTo(d: AuthDeps, v: Visitor, userId: string, password: string, how: string) {
  const now = d.clock.now();
  await setPassword(d.db, userId, await d.hasher.hash(password), now);
  await endLiveSessions(d.db, userId, 'password', now);
  await clearPasswordChangeMark(d.db, userId);
  await logEvent(d, v, 'password.reset', { userId, detail: { how } });
  await notifyMember(d.db, v.merchantCode, userId, 'passwordChanged', now);
}

/** POST /wps/member/password/email/reset: code (single use, expiring) + new password. */
export async function resetByEmailCode(d: AuthDeps, v: Visitor, setting: RegisterSetting, input: { code: string; newPassword: string; confirmNewPassword: string }): Promise<void> {
  checkNewPassword(setting, input.newPassword, input.confirmNewPassword);
  const userId = await consumeLinkCode(d, v.merchantCode, 'email-reset', input.code).catch(async (e) => {
    await logEvent(d, v, 'password.reset.failed', { detail: { how: 'email', reason: (e as AuthError).code } });
    throw new AuthError('invalid', 'reset.code.invalid', 'reset code is invalid, used or expired');
  });
  await resetTo(d, v, userId, input.newPassword, 'email');
}

/** POST /wps/member/password/verification: mobile + SMS code (purpose reset) + new password. */
export async function resetByPhone(
  d: AuthDeps,
  v: Visitor,
  setting: RegisterSetting,
  input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<{ account: string }> {
  const dialingCode = input.countryDialingCode.trim();
  const mobileNum = input.mobileNum.trim();
  checkMobile(setting, dialingCode, mobileNum);
  checkNewPassword(setting, input.newPassword, undefined);
  const subject = mobileSubject(dialingCode, mobileNum);
  try {
    await consumeCode(d, v.merchantCode, 'reset', subject, input.verificationCode);
  } catch (e) {
    await logEvent(d, v, 'password.reset.failed', { subject, detail: { how: 'sms', reason: (e as AuthError).code } });
    throw e;
  }
  const user = await findUserByMobile(d.db, v.merchantCode, dialingCode, mobileNum);
  // A code is only ever sent to a number with an account, so this is not reachable by guessing.
  if (!user) throw new AuthError('invalid', 'verification.code.invalid', 'verification code not valid');
  await resetTo(d, v, user.id, input.newPassword, 'sms');
  return { account: user.username };
}
