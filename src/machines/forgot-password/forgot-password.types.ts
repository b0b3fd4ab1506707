import type { FieldError } from '../../api/validation/validate';
import type { LoginResult } from '../../api/schemas/account';

export type ForgotTab = 'email' | 'mobile';
export type ForgotField = 'username' | 'email' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'newPassword';

export interface ForgotPasswordInput {
  /** CHNGPASSVERIF3: the mobile-number tab is offered. */
  mobileEnabled: boolean;
}

export interface ForgotPasswordContext {
  mobileEnabled: boolean;
  tab: ForgotTab;
  values: Record<ForgotField, string>;
  errors: Partial<Record<ForgotField, FieldError>>;
  errorKey: string | null;
  /** Account whose password the phone reset changed (logged in with it next). */
  account: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.tab'; tab: ForgotTab }
  | { type: 'forgot.change'; field: ForgotField; value: string }
  | { type: 'forgot.submit' }
  | { type: 'forgot.dismiss' };

export type { LoginResult };
