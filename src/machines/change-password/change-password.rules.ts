import { type FieldRule, validateField } from '../../api/validation/validate';
import type { ChangePasswordContext, ChangePasswordField, ChangePasswordRequest } from './change-password.types';

/** The new-password rule (SPEC §5 "password rule"): no spaces, 8–20 characters. */
export const NEW_PASSWORD_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'noSpaces', minLength: 8, maxLength: 20 };
const OLD_PASSWORD_RULE: FieldRule = { ...NEW_PASSWORD_RULE, patternId: 'plain', minLength: 1, maxLength: 128 };

export function changePasswordErrors(c: Pick<ChangePasswordContext, 'values' | 'knownPassword'>) {
  const errors: Partial<Record<ChangePasswordField, ReturnType<typeof validateField>>> = {};
  const v = c.values;
  const old = c.knownPassword === null ? validateField(OLD_PASSWORD_RULE, v.oldPassword) : null;
  const next = validateField(NEW_PASSWORD_RULE, v.newPassword, { password: true });
  const confirm = validateField(NEW_PASSWORD_RULE, v.confirmNewPassword, { required: true, mustEqual: v.newPassword });
  if (old) errors.oldPassword = old;
  if (next) errors.newPassword = next;
  if (confirm) errors.confirmNewPassword = confirm.key === 'validation.required' || confirm.key === 'validation.confirmMismatch' ? confirm : { key: 'validation.confirmMismatch' };
  return errors as Partial<Record<ChangePasswordField, NonNullable<ReturnType<typeof validateField>>>>;
}

export function changePasswordRequest(c: ChangePasswordContext): ChangePasswordRequest {
  return {
    oldPassword: c.knownPassword ?? c.values.oldPassword,
    newPassword: c.values.newPassword,
    confirmNewPassword: c.values.confirmNewPassword,
  };
}
