import { type FieldError, type FieldRule, validateField } from '../../api/validation/validate';
import { SMS } from '../../config/accounts';
import type { LoginField, LoginTab, LoginValues } from './login.types';

const rule = (patternId: string, minLength: number, maxLength: number): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
});

/** Login checks presence and shape only (SPEC §5); the server decides the rest. */
const RULES = {
  username: rule('plain', 1, 64),
  password: rule('plain', 1, 128),
  mobileNum: rule('mobile', 6, 15),
  verificationCode: rule('plain', 1, SMS.verificationCodeMaxLength),
  captcha: rule('plain', 1, 16),
} as const;

/** SPEC §5 names these messages for the login form. */
const MESSAGE_KEYS: Partial<Record<LoginField, string>> = {
  mobileNum: 'validation.mobile',
  verificationCode: 'validation.code',
  captcha: 'validation.captcha',
};

export function validateLoginField(field: keyof typeof RULES, value: string): FieldError | null {
  const error = validateField(RULES[field], field === 'password' ? value : value.trim());
  if (!error) return null;
  const key = MESSAGE_KEYS[field];
  return key ? { key } : error;
}

/** A valid mobile number (the SMS get-code button needs one first). */
export function isValidMobile(value: string): boolean {
  return validateLoginField('mobileNum', value) === null;
}

/** First error of each failing field of the tab in use; empty when the form may be sent. */
export function validateLogin(tab: LoginTab, values: LoginValues, captchaShown: boolean): Partial<Record<LoginField, FieldError>> {
  const fields: (keyof typeof RULES)[] = tab === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'];
  if (captchaShown) fields.push('captcha');
  const errors: Partial<Record<LoginField, FieldError>> = {};
  for (const f of fields) {
    const e = validateLoginField(f, values[f]);
    if (e) errors[f] = e;
  }
  return errors;
}
