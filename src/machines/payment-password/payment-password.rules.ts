import type { RegisterSetting } from '../../api/schemas/system';
import { type FieldError, type FieldRule, validateField } from '../../api/validation/validate';
import { serverFieldError } from '../money/field-errors';
import type { PaymentPasswordContext, PaymentPasswordField, PaymentPasswordRequest } from './payment-password.types';

/** Used when the register setting has no `paymentPassword` rule (docs/money.md: 6 digits). */
export const DEFAULT_PAYMENT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 'digits',
  minLength: 6,
  maxLength: 6,
};

/**
 * The payment password rule of the register setting. Registration may not ask for it
 * (`enabled: false`), but the security center always does, so it is forced on and required.
 */
export function paymentPasswordRule(setting: Pick<RegisterSetting, 'fields'> | null | undefined): FieldRule {
  const own = setting?.fields.paymentPassword;
  return { ...(own ?? DEFAULT_PAYMENT_PASSWORD_RULE), enabled: true, required: true };
}

/** Fields of the form: first set needs the login password; a change needs the old payment password. */
export function paymentPasswordFields(hasPaymentPassword: boolean): PaymentPasswordField[] {
  return [hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword', 'paymentPassword', 'confirmPaymentPassword'];
}

const ANY: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'plain', minLength: 1, maxLength: 128 };

export function paymentPasswordErrors(c: Pick<PaymentPasswordContext, 'hasPaymentPassword' | 'rule' | 'values'>) {
  const errors: Partial<Record<PaymentPasswordField, FieldError>> = {};
  const v = c.values;
  const proof = c.hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword';
  const proofError = validateField(ANY, v[proof]);
  if (proofError) errors[proof] = proofError;
  const next = validateField(c.rule, v.paymentPassword);
  if (next) errors.paymentPassword = next;
  const confirm = validateField(ANY, v.confirmPaymentPassword, { mustEqual: v.paymentPassword });
  if (confirm) errors.confirmPaymentPassword = confirm;
  return errors;
}

export function paymentPasswordRequest(c: PaymentPasswordContext): PaymentPasswordRequest {
  const proof = c.hasPaymentPassword ? { oldPaymentPassword: c.values.oldPaymentPassword } : { loginPassword: c.values.loginPassword };
  return { ...proof, paymentPassword: c.values.paymentPassword, confirmPaymentPassword: c.values.confirmPaymentPassword };
}

const FIELDS: readonly PaymentPasswordField[] = ['loginPassword', 'oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'];

/** Server refusals that belong under a field (docs/money.md); the server also names the field. */
const FIELD_OF_ERROR: Readonly<Record<string, PaymentPasswordField>> = {
  'money.login_password.wrong': 'loginPassword',
  'money.payment_password.wrong': 'oldPaymentPassword',
  'money.payment_password.rule': 'paymentPassword',
  'money.payment_password.mismatch': 'confirmPaymentPassword',
};

export function paymentPasswordFieldError(error: unknown) {
  return serverFieldError(error, FIELDS, FIELD_OF_ERROR);
}
