import type { FieldError } from '../../api/validation/validate';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordInput {
  account: string;
  /** The password just used to log in (forced change): the old-password field is not asked. */
  knownPassword: string | null;
}

export interface ChangePasswordContext extends ChangePasswordInput {
  values: Record<ChangePasswordField, string>;
  errors: Partial<Record<ChangePasswordField, FieldError>>;
  errorKey: string | null;
}

export type ChangePasswordEvent =
  | { type: 'password.change'; field: ChangePasswordField; value: string }
  | { type: 'password.submit' };

export interface ChangePasswordRequest {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}
