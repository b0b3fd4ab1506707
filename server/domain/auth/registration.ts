import { randomUUID } from 'node:crypto';
import type { RegisterRequest, RegisterResult } from '../../../src/api/schemas/account';
import type { RegisterSetting } from '../../../src/api/schemas/system';
import { type RegistrationMode, registrationFieldsInUse, validateRegistration } from '../../../src/api/validation/registration';
import { json } from '../../db/json';
import { bumpCounter } from '../../repositories/rate-counters';
import { findAgentByAffiliateCode, findUserById, findUserByMobile, findUserByUsername, insertUser } from '../../repositories/users';
import { recordConsent } from '../care/consent';
import { linkReferral, registrationReferrer } from '../referral/referrals';
import { requireCaptcha } from './captcha';
import { consumeCode } from './codes';
import { type AuthDeps, logEvent, mobileSubject, type Visitor } from './context';
import { AuthError, throttled } from './errors';
import { isCommonPassword } from './passwords';
import { startSession } from './session-start';
import { checkMobile } from './sms';

const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/** Whether an affiliate code belongs to an agent of this merchant (GET /wps/agent/affiliate). */
export async function affiliateValid(d: AuthDeps, merchantCode: string, code: string): Promise<boolean> {
  return !!code.trim() && !!(await findAgentByAffiliateCode(d.db, merchantCode, code.trim()));
}

/**
 * PUT /wps/member/register[/mobile]. Every field is checked with the shared validation
 * module against the published config, then captcha, SMS code, affiliate code and
 * uniqueness; the account is created with registerMethod WEB and, with `login: true`,
 * logged in.
 */
export async function register(d: AuthDeps, v: Visitor, setting: RegisterSetting, mode: RegistrationMode, input: RegisterRequest): Promise<RegisterResult> {
  const smsRequired = mode === 'mobile' && v.modules.has('REGMOBVERF3');
  const ctx = { smsRequired, isCommonPassword };
  const payload = input as unknown as Record<string, string | undefined>;
  const errors = validateRegistration(setting, payload, mode, ctx);
  const first = Object.entries(errors)[0];
  if (first) throw new AuthError('invalid', 'request_param_err', `invalid parameter: ${first[0]}`, { field: first[0], reason: first[1].key, params: first[1].params });
  // Age consent (docs/engagement.md "Age consent"): the member confirms being 18 or over and accepts the terms.
  if (input.termsAccepted !== true) throw new AuthError('invalid', 'terms.required', 'Please agree to the terms', { field: 'termsAccepted' });

  const inUse = new Set<string>(registrationFieldsInUse(setting, mode, ctx));
  const mobileNum = inUse.has('mobileNum') ? input.mobileNum?.trim() || null : null;
  const dialingCode = mobileNum ? (input.countryDialingCode?.trim() || setting.countries[0]?.countryDialingCode || '') : null;
  if (mobileNum) checkMobile(setting, dialingCode!, mobileNum);

  const now = d.clock.now();
  if ((await bumpCounter(d.db, `register:ip:${v.ip}`, now, d.settings.accountsPerAddress.windowMs)) > d.settings.accountsPerAddress.max) {
    await logEvent(d, v, 'register.throttled', { subject: input.username });
    throw throttled('registrations from this address');
  }
  if (setting.captcha) await requireCaptcha(d, v, input.captcha, input.username);
  if (smsRequired) await consumeCode(d, v.merchantCode, 'register', mobileSubject(dialingCode!, mobileNum!), input.verificationCode ?? '');

  const affiliateCode = setting.affiliateCode ? input.affiliateCode?.trim() : undefined;
  let uplineId: string | null = null;
  if (affiliateCode) {
    const agent = await findAgentByAffiliateCode(d.db, v.merchantCode, affiliateCode);
    if (!agent) throw new AuthError('invalid', 'affiliate.invalid', 'invalid invitation code', { field: 'affiliateCode' });
    uplineId = agent.id;
  }
  // Invite friends (docs/engagement.md "Referral"): a typed referralCode must exist; a personal link's is best effort.
  const referral = v.modules.has('referral') ? await registrationReferrer(d.db, v.merchantCode, input) : null;
  if (referral === 'invalid') throw new AuthError('invalid', 'referral.code.invalid', 'invalid referral code', { field: 'referralCode' });

  const username = input.username!.trim();
  if (await findUserByUsername(d.db, v.merchantCode, username)) throw new AuthError('conflict', 'register.username.exists', 'username is taken', { field: 'username' });
  if (mobileNum && (await findUserByMobile(d.db, v.merchantCode, dialingCode!, mobileNum))) {
    throw new AuthError('conflict', 'register.mobile.exists', 'mobile number is registered', { field: 'mobileNum' });
  }

  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (inUse.has(f) && input[f]?.trim()) profile[f] = input[f]!.trim();
  for (const f of ['referralCode', 'recommenderId', 'registerUrl', 'domain'] as const) if (input[f]?.trim()) profile[f] = input[f]!.trim().slice(0, 255);

  // The payment password (money movements) has its own column; registration may set it (docs/money.md).
  const paymentPasswordHash = inUse.has('paymentPassword') && input.paymentPassword ? await d.hasher.hash(input.paymentPassword) : null;
  const id = randomUUID();
  try {
    await insertUser(d.db, {
      id,
      merchant_code: v.merchantCode,
      username,
      password_hash: await d.hasher.hash(input.password),
      password_changed_at: now,
      type: 0,
      nickname: username,
      dialing_code: dialingCode,
      mobile_num: mobileNum,
      // An SMS code proved the number (security notices copy only to a proven one).
      mobile_verified_at: smsRequired ? now : null,
      email: inUse.has('email') ? input.email?.trim() || null : null,
      payee_name: inUse.has('payeeName') ? input.payeeName?.trim() || null : null,
      upline_id: uplineId,
      payment_password_hash: paymentPasswordHash,
      profile: json(profile),
      register_method: input.registerMethod,
      register_ip: v.ip,
      created_at: now,
    });
  } catch (e) {
    // A racing registration of the same name or number (unique indexes).
    if ((e as { code?: string }).code === '23505') throw new AuthError('conflict', 'register.username.exists', 'username or mobile is taken', { field: 'username' });
    throw e;
  }
  await recordConsent(d.db, id, 'terms18', now);
  if (referral) await linkReferral(d.db, { merchantCode: v.merchantCode, referrerId: referral.referrerId, inviteeId: id, code: referral.code, at: now });
  await logEvent(d, v, 'register', { userId: id, subject: username, detail: { mode, upline: uplineId } });
  const user = (await findUserById(d.db, id))!;
  const session = input.login ? await startSession(d, v, user, { mustChangePassword: false, passwordExpired: false }, 'register') : null;
  return { account: username, session };
}
