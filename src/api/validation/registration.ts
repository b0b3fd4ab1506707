import { type FieldContext, type FieldError, type FieldRule, validateField } from './validate';

/**
 * Whole-form check of a registration (SPEC §5), against the config that
 * GET /wps/system/setting/register publishes. The server runs exactly this before it
 * creates an account; the SPA runs it to block submission and show messages.
 */
export interface RegistrationSetting {
  captcha: boolean;
  affiliateCode: boolean;
  fields: Record<string, FieldRule>;
}

export type RegistrationMode = 'username' | 'mobile';

export interface RegistrationContext {
  /** An SMS code is demanded (mobile registration with REGMOBVERF3 on). */
  smsRequired: boolean;
  isCommonPassword?: (value: string) => boolean;
}

/** Field names of the payload, in the order errors are reported (SPEC §5 rule names). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Used when the config lacks a rule for an always-required field. */
const FALLBACK: Partial<Record<RegistrationField, FieldRule>> = {
  username: { enabled: true, required: true, acceptedPattern: '*', patternId: 'letterFirstAlnum', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 'noSpaces', minLength: 8, maxLength: 128 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '*', patternId: 'digits', minLength: 7, maxLength: 15 },
  verificationCode: { enabled: true, required: true, acceptedPattern: '*', patternId: 'digits', minLength: 4, maxLength: 255 },
  captcha: { enabled: true, required: true, acceptedPattern: '*', patternId: 'lettersOrDigits', minLength: 4, maxLength: 6 },
};

function ruleFor(setting: RegistrationSetting, field: RegistrationField): FieldRule | null {
  // The confirmation follows the password's rule unless configured on its own.
  const own = setting.fields[field] ?? (field === 'confirmPassword' ? setting.fields.password : undefined);
  return own ?? FALLBACK[field] ?? (field === 'confirmPassword' ? FALLBACK.password! : null);
}

/**
 * Which rule and context apply to each field in this mode; null = the field is not part
 * of this form (not validated, and the server ignores it).
 */
function plan(setting: RegistrationSetting, field: RegistrationField, mode: RegistrationMode, ctx: RegistrationContext, payload: Partial<Record<string, string>>): [FieldRule, FieldContext] | null {
  const rule = ruleFor(setting, field);
  if (!rule) return null;
  const always = { ...rule, enabled: true };
  switch (field) {
    case 'username':
      return [always, { required: true }];
    case 'password':
      return [always, { required: true, password: true, isCommonPassword: ctx.isCommonPassword }];
    case 'confirmPassword':
      return [always, { required: true, mustEqual: payload.password ?? '' }];
    case 'mobileNum':
      return mode === 'mobile' ? [always, { required: true }] : [rule, {}];
    case 'verificationCode':
      return ctx.smsRequired ? [always, { required: true }] : null;
    case 'captcha':
      return setting.captcha ? [always, { required: true }] : null;
    case 'affiliateCode':
      return setting.affiliateCode ? [{ ...rule, required: false }, {}] : null;
    default:
      return [rule, {}];
  }
}

/** First error of each failing field; an empty object means the form may be submitted. */
export function validateRegistration(
  setting: RegistrationSetting,
  payload: Partial<Record<string, string>>,
  mode: RegistrationMode,
  ctx: RegistrationContext,
): Partial<Record<RegistrationField, FieldError>> {
  const errors: Partial<Record<RegistrationField, FieldError>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const p = plan(setting, field, mode, ctx, payload);
    if (!p) continue;
    const e = validateField(p[0], payload[field], p[1]);
    if (e) errors[field] = e;
  }
  return errors;
}

/** Fields that take part in the form for this mode (the server keeps only these). */
export function registrationFieldsInUse(setting: RegistrationSetting, mode: RegistrationMode, ctx: RegistrationContext): RegistrationField[] {
  return REGISTRATION_FIELDS.filter((f) => {
    const p = plan(setting, f, mode, ctx, {});
    return p !== null && p[0].enabled;
  });
}


/** Fields of this form that may not be left empty (the form marks them with "*"). */
export function requiredRegistrationFields(setting: RegistrationSetting, mode: RegistrationMode, ctx: RegistrationContext): RegistrationField[] {
  return REGISTRATION_FIELDS.filter((f) => {
    const p = plan(setting, f, mode, ctx, {});
    return p !== null && p[0].enabled && (p[1].required ?? p[0].required);
  });
}
