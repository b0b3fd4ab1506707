import type { PaymentPasswordRequest } from '../../api/schemas/money';
import type { FieldError, FieldRule } from '../../api/validation/validate';

export type PaymentPasswordField = 'loginPassword' | 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword';

export interface PaymentPasswordInput {
  /** Change (old payment password asked) or first set (login password asked). */
  hasPaymentPassword: boolean;
  /** The register setting's `paymentPassword` rule (6 digits by default). */
  rule: FieldRule;
}

export interface PaymentPasswordContext extends PaymentPasswordInput {
  values: Record<PaymentPasswordField, string>;
  errors: Partial<Record<PaymentPasswordField, FieldError>>;
  errorKey: string | null;
}

export type PaymentPasswordEvent =
  | { type: 'paymentPassword.change'; field: PaymentPasswordField; value: string }
  | { type: 'paymentPassword.submit' };

export type { PaymentPasswordRequest };
