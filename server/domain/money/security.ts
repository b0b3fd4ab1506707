import type { BindCodeRequest, BindRequest, ProfileUpdate, SecurityInfo } from '../../../src/api/schemas/money';
import type { RegisterSetting } from '../../../src/api/schemas/system';
import { birthdayError } from '../../../src/api/validation/age';
import { validateField } from '../../../src/api/validation/validate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { json } from '../../db/json';
import { findUserById, findUserByMobile } from '../../repositories/users';
import { consumeCode, issueCode, throttleSend } from '../auth/codes';
import { type AuthDeps, logEvent, mobileSubject, type Visitor } from '../auth/context';
import { checkMobile } from '../auth/sms';
import { badField, loginRequired, MoneyError } from './errors';
import { normalizeName, sameName } from './payout-accounts';

/**
 * Security center (member center "my account"): what is set, binding a mobile number or an
 * e-mail address with a code (purpose 'bind', through the accounts domain's providers and
 * code store), and the optional profile fields, each checked against the register setting.
 */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;
const EMAIL_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'email', minLength: 5, maxLength: 100 };
const PAYEE_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'lettersSpaces', minLength: 2, maxLength: 64 };
const PLAIN_FALLBACK = { enabled: true, required: false, acceptedPattern: '*', patternId: 'plain', minLength: 1, maxLength: 64 };

export async function securityInfo(db: Kysely<Database>, userId: string): Promise<SecurityInfo> {
  const u = await findUserById(db, userId);
  if (!u) throw loginRequired();
  const p = u.profile ?? {};
  const field = (k: (typeof PROFILE_FIELDS)[number]) => (typeof p[k] === 'string' && p[k] ? p[k] : null);
  return {
    account: u.username,
    hasPaymentPassword: u.payment_password_hash !== null,
    payeeName: u.payee_name,
    mobileNum: u.mobile_num,
    countryDialingCode: u.mobile_num ? u.dialing_code : null,
    email: u.email,
    profile: {
      qqNum: field('qqNum'),
      line: field('line'),
      whatsapp: field('whatsapp'),
      facebook: field('facebook'),
      wechat: field('wechat'),
      idNumber: field('idNumber'),
      // Only once given (issue #7 added it; older answers have no such key).
      ...(typeof p.birthday === 'string' && p.birthday ? { birthday: p.birthday } : {}),
    },
  };
}

type Target = { channel: 'sms'; dialingCode: string; mobileNum: string; subject: string } | { channel: 'email'; email: string; subject: string };

/** The number or address to bind, checked by the register setting; bound to the member in the code's subject. */
function target(setting: RegisterSetting, userId: string, input: BindCodeRequest): Target {
  if (input.channel === 'sms') {
    const dialingCode = input.countryDialingCode?.trim() || setting.countries[0]?.countryDialingCode || '';
    const mobileNum = input.mobileNum?.trim() ?? '';
    if (!mobileNum) throw badField('mobileNum', 'validation.required');
    checkMobile(setting, dialingCode, mobileNum);
    return { channel: 'sms', dialingCode, mobileNum, subject: `${userId}|${mobileSubject(dialingCode, mobileNum)}` };
  }
  const email = input.email?.trim() ?? '';
  const e = validateField({ ...(setting.fields.email ?? EMAIL_FALLBACK), enabled: true }, email, { required: true });
  if (e) throw badField('email', e.key, e.params);
  return { channel: 'email', email, subject: `${userId}|${email.toLowerCase()}` };
}

async function refuseTakenMobile(db: Kysely<Database>, merchantCode: string, userId: string, t: Target): Promise<void> {
  if (t.channel !== 'sms') return;
  const other = await findUserByMobile(db, merchantCode, t.dialingCode, t.mobileNum);
  if (other && other.id !== userId) throw new MoneyError('conflict', 'register.mobile.exists', 'mobile number is registered', { field: 'mobileNum' });
}

/** POST /wps/verification/bind: a code to the new number or address (resend throttles of the accounts domain). */
export async function sendBindCode(d: AuthDeps, v: Visitor, setting: RegisterSetting, userId: string, input: BindCodeRequest): Promise<{ expiredMinutes: number }> {
  const t = target(setting, userId, input);
  await refuseTakenMobile(d.db, v.merchantCode, userId, t);
  await throttleSend(d, v, 'bind', t.subject);
  const minutes = d.settings.smsExpiredMinutes;
  const code = await issueCode(d, v.merchantCode, 'bind', t.subject, minutes * 60_000);
  const body = `Your verification code is ${code}. It expires in ${minutes} minutes.`;
  if (t.channel === 'sms') await d.sms.send({ to: `${t.dialingCode}${t.mobileNum}`, purpose: 'bind', body, code });
  else await d.mail.send({ to: t.email, purpose: 'bind', subject: 'Confirm your e-mail address', body, code });
  await logEvent(d, v, 'bind.code', { userId, detail: { channel: t.channel } });
  return { expiredMinutes: minutes };
}

/** POST /wps/member/bind: the code proves the number or address; it replaces the bound one. */
export async function bind(d: AuthDeps, v: Visitor, setting: RegisterSetting, userId: string, input: BindRequest): Promise<SecurityInfo> {
  const t = target(setting, userId, input);
  await refuseTakenMobile(d.db, v.merchantCode, userId, t);
  await consumeCode(d, v.merchantCode, 'bind', t.subject, input.verificationCode);
  try {
    await d.db
      .updateTable('users')
      // The code just proved the number or address: security notices may copy to it (docs/account-protection.md).
      .set(t.channel === 'sms' ? { dialing_code: t.dialingCode, mobile_num: t.mobileNum, mobile_verified_at: d.clock.now() } : { email: t.email, email_verified_at: d.clock.now() })
      .where('id', '=', userId)
      .execute();
  } catch (e) {
    // A racing bind of the same number by another account (unique index).
    if ((e as { code?: string }).code === '23505') throw new MoneyError('conflict', 'register.mobile.exists', 'mobile number is registered', { field: 'mobileNum' });
    throw e;
  }
  await logEvent(d, v, 'bind', { userId, detail: { channel: t.channel } });
  return securityInfo(d.db, userId);
}

/**
 * PUT /wps/member/profile: each given field by its register-setting rule; an empty string
 * clears an optional field. The payee name can be set once: payout accounts must carry it,
 * so changing it is customer service's job (409 money.payee_name.locked).
 */
export async function updateProfile(db: Kysely<Database>, setting: RegisterSetting, userId: string, input: ProfileUpdate, now: Date = new Date()): Promise<SecurityInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw loginRequired();
  const profile: Record<string, string> = { ...(user.profile ?? {}) };
  for (const f of PROFILE_FIELDS) {
    const raw = input[f];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (!value) {
      delete profile[f];
      continue;
    }
    const e = validateField({ ...(setting.fields[f] ?? PLAIN_FALLBACK), enabled: true, required: false }, value, {});
    if (e) throw badField(f, e.key, e.params);
    profile[f] = value;
  }
  // The 21+ birthday check (SPEC §5; docs/engagement.md "Age consent"): 400 age.required under the field.
  if (input.birthday !== undefined) {
    const value = input.birthday.trim();
    if (!value) delete profile.birthday;
    else {
      const e = birthdayError(value, now);
      if (e) throw badField('birthday', e.key, e.params);
      profile.birthday = value;
    }
  }
  let payeeName: string | null = null;
  if (input.payeeName !== undefined) {
    const name = normalizeName(input.payeeName);
    const e = validateField({ ...(setting.fields.payeeName ?? PAYEE_FALLBACK), enabled: true }, name, { required: true });
    if (e) throw badField('payeeName', e.key, e.params);
    if (user.payee_name !== null && !sameName(user.payee_name, name)) {
      throw new MoneyError('conflict', 'money.payee_name.locked', 'the registered payee name cannot be changed here', { field: 'payeeName' });
    }
    if (user.payee_name === null) payeeName = name;
  }
  let q = db.updateTable('users').set({ profile: json(profile), ...(payeeName ? { payee_name: payeeName } : {}) }).where('id', '=', userId);
  // Set-once: a racing first name is not overwritten.
  if (payeeName) q = q.where('payee_name', 'is', null);
  await q.execute();
  return securityInfo(db, userId);
}
