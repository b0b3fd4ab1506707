import type { RegisterSetting } from '../../../src/api/schemas/system';
import { validateField } from '../../../src/api/validation/validate';
import { findUserByMobile } from '../../repositories/users';
import { issueCode, throttleSend } from './codes';
import { type AuthDeps, logEvent, mobileSubject, type Visitor } from './context';
import { AuthError } from './errors';

export type SmsPurpose = 'register' | 'login' | 'reset';

const MOBILE_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'digits', minLength: 7, maxLength: 15 };

/** The number must be well-formed by the mobileNum rule and use a dialing code the merchant lists. */
export function checkMobile(setting: RegisterSetting, dialingCode: string, mobileNum: string): void {
  if (!setting.countries.some((c) => c.countryDialingCode === dialingCode)) {
    throw new AuthError('invalid', 'request_param_err', 'unknown dialing code', { field: 'countryDialingCode', reason: 'unknown' });
  }
  const e = validateField({ ...(setting.fields.mobileNum ?? MOBILE_FALLBACK), enabled: true }, mobileNum, { required: true });
  if (e) throw new AuthError('invalid', 'request_param_err', 'invalid mobile number', { field: 'mobileNum', reason: e.key, params: e.params });
}

/**
 * Sends an SMS code. For login and reset the code goes only to a number that has an
 * account, but the reply (and throttling) is the same either way, so this cannot be used
 * to find out which numbers are registered.
 */
export async function sendSmsCode(
  d: AuthDeps,
  v: Visitor,
  setting: RegisterSetting,
  input: { purpose: SmsPurpose; dialingCode: string; mobileNum: string },
): Promise<{ expiredMinutes: number }> {
  const dialingCode = input.dialingCode.trim();
  const mobileNum = input.mobileNum.trim();
  checkMobile(setting, dialingCode, mobileNum);
  const subject = mobileSubject(dialingCode, mobileNum);
  await throttleSend(d, v, input.purpose, subject);
  const minutes = d.settings.smsExpiredMinutes;
  const user = input.purpose === 'register' ? null : await findUserByMobile(d.db, v.merchantCode, dialingCode, mobileNum);
  if (input.purpose === 'register' || (user && user.type !== 4)) {
    const code = await issueCode(d, v.merchantCode, input.purpose, subject, minutes * 60_000);
    await d.sms.send({ to: `${dialingCode}${mobileNum}`, purpose: input.purpose, body: `Your verification code is ${code}. It expires in ${minutes} minutes.`, code });
  }
  await logEvent(d, v, 'sms.sent', { userId: user?.id, subject, detail: { purpose: input.purpose, delivered: input.purpose === 'register' || !!user } });
  return { expiredMinutes: minutes };
}
