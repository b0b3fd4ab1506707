import { type FieldError, type FieldRule, validateField } from '../../api/validation/validate';
import type { ChangePasswordContext, ChangePasswordField, ChangePasswordRequest } from './change-password.types';

/** The new-password rule (SPEC §5 "password rule"): no spaces, 8–20 characters. */
export const NEW_PASSWORD_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'noSpaces', minLength: 8, maxLength: 20 };
const OLD_PASSWORD_RULE: FieldRule = { ...NEW_PASSWORD_RULE, patternId: 'plain', minLength: 1, maxLength: 128 };

/** A new password and its confirmation (change and reset share it): the first message of each. */
export function newPasswordErrors(v: { newPassword: string; confirmNewPassword: string }): Partial<Record<'newPassword' | 'confirmNewPassword', FieldError>> {
  const errors: Partial<Record<'newPassword' | 'confirmNewPassword', FieldError>> = {};
  const next = validateField(NEW_PASSWORD_RULE, v.newPassword, { password: true });
  const confirm = validateField(NEW_PASSWORD_RULE, v.confirmNewPassword, { required: true, mustEqual: v.newPassword });
  if (next) errors.newPassword = next;
  if (confirm) errors.confirmNewPassword = confirm.key === 'validation.required' || confirm.key === 'validation.confirmMismatch' ? confirm : { key: 'validation.confirmMismatch' };
  return errors;
}

export function changePasswordErrors(c: Pick<ChangePasswordContext, 'values' | 'knownPassword'>) {
  const errors: Partial<Record<ChangePasswordField, FieldError>> = {};
  const old = c.knownPassword === null ? validateField(OLD_PASSWORD_RULE, c.values.oldPassword) : null;
  if (old) errors.oldPassword = old;
  return { ...errors, ...newPasswordErrors(c.values) };
}

export function changePasswordRequest(c: ChangePasswordContext): ChangePasswordRequest {
  return {
    oldPassword: c.knownPassword ?? c.values.oldPassword,
    newPassword: c.values.newPassword,
    confirmNewPassword: c.values.confirmNewPassword,
  };
}
