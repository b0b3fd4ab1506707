import { type FieldRule, validateField } from '../../api/validation/validate';
import { newPasswordErrors } from '../change-password/change-password.rules';
import type { ResetPasswordContext, ResetPasswordRequest } from './reset-password.types';

/** The e-mailed code: one opaque token (the server decides whether it is valid, used or expired). */
const CODE_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'plain', minLength: 1, maxLength: 64 };

/** The code, then the same new-password and confirmation rules as the change-password form. */
export function resetPasswordErrors(c: Pick<ResetPasswordContext, 'values'>): ResetPasswordContext['errors'] {
  const code = validateField(CODE_RULE, c.values.code.trim());
  return { ...(code ? { code } : {}), ...newPasswordErrors(c.values) };
}

export function resetPasswordRequest(c: Pick<ResetPasswordContext, 'values'>): ResetPasswordRequest {
  return { code: c.values.code.trim(), newPassword: c.values.newPassword, confirmNewPassword: c.values.confirmNewPassword };
}
