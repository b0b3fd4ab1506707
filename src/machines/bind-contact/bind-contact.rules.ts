import { type FieldError, type FieldRule, validateField } from '../../api/validation/validate';
import { SMS } from '../../config/accounts';
import { isValidMobile } from '../login/login.validation';
import { serverFieldError } from '../money/field-errors';
import type { BindCodeRequest, BindContactContext, BindField, BindRequest } from './bind-contact.types';

const EMAIL_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'email', minLength: 5, maxLength: 100 };
const CODE_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'noSpaces', minLength: 1, maxLength: SMS.verificationCodeMaxLength };

/** The field the code goes to. */
export const targetField = (c: Pick<BindContactContext, 'channel'>): BindField => (c.channel === 'sms' ? 'mobileNum' : 'email');

/** SPEC §5: get-code needs a valid mobile number (or e-mail address) first. */
export function targetError(c: Pick<BindContactContext, 'channel' | 'values'>): FieldError | null {
  if (c.channel === 'sms') {
    if (c.values.mobileNum.trim() === '') return { key: 'validation.required' };
    return isValidMobile(c.values.mobileNum) ? null : { key: 'validation.mobile' };
  }
  return validateField(EMAIL_RULE, c.values.email.trim());
}

export function bindErrors(c: Pick<BindContactContext, 'channel' | 'values'>): Partial<Record<BindField, FieldError>> {
  const errors: Partial<Record<BindField, FieldError>> = {};
  const target = targetError(c);
  if (target) errors[targetField(c)] = target;
  const code = validateField(CODE_RULE, c.values.verificationCode.trim());
  if (code) errors.verificationCode = code.key === 'validation.required' ? code : { key: 'validation.code' };
  return errors;
}

function target(c: Pick<BindContactContext, 'channel' | 'values'>) {
  return c.channel === 'sms'
    ? { countryDialingCode: c.values.countryDialingCode, mobileNum: c.values.mobileNum.trim() }
    : { email: c.values.email.trim() };
}

export function bindCodeRequest(c: Pick<BindContactContext, 'channel' | 'values'>): BindCodeRequest {
  return { channel: c.channel, ...target(c) };
}

export function bindRequest(c: Pick<BindContactContext, 'channel' | 'values'>): BindRequest {
  return { channel: c.channel, ...target(c), verificationCode: c.values.verificationCode.trim() };
}

const FIELDS: readonly BindField[] = ['countryDialingCode', 'mobileNum', 'email', 'verificationCode'];

/** Refusals of the code itself (the server names no field for them). */
const CODE_ERRORS: Readonly<Record<string, BindField>> = {
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
};

/** A refusal under its field: the code, or the number / address (bad, or bound to another account). */
export function bindFieldError(error: unknown) {
  return serverFieldError(error, FIELDS, CODE_ERRORS);
}
