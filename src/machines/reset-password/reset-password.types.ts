import type { FieldError } from '../../api/validation/validate';

export type ResetPasswordField = 'code' | 'newPassword' | 'confirmNewPassword';

export interface ResetPasswordInput {
  /** The code of the e-mail's link (`/reset-password?code=…`); empty when the person types it. */
  code: string;
}

export interface ResetPasswordContext {
  values: Record<ResetPasswordField, string>;
  errors: Partial<Record<ResetPasswordField, FieldError>>;
  errorKey: string | null;
}

export type ResetPasswordEvent =
  | { type: 'reset.change'; field: ResetPasswordField; value: string }
  | { type: 'reset.submit' }
  | { type: 'reset.login' };

/** POST /wps/member/password/email/reset (ResetByEmailCodeRequest). */
export interface ResetPasswordRequest {
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}
