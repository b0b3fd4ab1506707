import type { BindCodeRequest, BindRequest, SecurityInfo } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';

/** Mobile (code by SMS) or e-mail (code by mail). */
export type BindChannel = BindCodeRequest['channel'];
export type BindField = 'countryDialingCode' | 'mobileNum' | 'email' | 'verificationCode';

export interface BindContactInput {
  channel: BindChannel;
}

export interface BindContactContext extends BindContactInput {
  values: Record<BindField, string>;
  errors: Partial<Record<BindField, FieldError>>;
  /** The bind call failed (shown in an alert). */
  errorKey: string | null;
  /** Sending the code failed (shown by the get-code button). */
  codeErrorKey: string | null;
  /** Length of the current countdown and what is left of it. */
  seconds: number;
  remaining: number;
  result: SecurityInfo | null;
}

export type BindContactEvent =
  | { type: 'bind.change'; field: BindField; value: string }
  | { type: 'bind.sendCode' }
  | { type: 'bind.submit' };

export type { BindCodeRequest, BindRequest, SecurityInfo };
