import type { AddPayoutAccountRequest, PayoutAccount, PayoutProvider } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';

export type PayoutField = 'provider' | 'accountNo' | 'payeeName' | 'paymentPassword';

export interface PayoutAccountInput {
  /** The registered payee name: new accounts must carry it (prefilled, not editable when set). */
  payeeName: string | null;
  /** Adding an account needs the payment password. */
  hasPaymentPassword: boolean;
}

export interface PayoutSetup {
  accounts: PayoutAccount[];
  providers: PayoutProvider[];
}

export interface PayoutAccountContext extends PayoutAccountInput {
  accounts: PayoutAccount[];
  providers: PayoutProvider[];
  values: Record<PayoutField, string>;
  errors: Partial<Record<PayoutField, FieldError>>;
  errorKey: string | null;
  /** The account just added (announced in the list). */
  added: PayoutAccount | null;
}

export type PayoutAccountEvent =
  | { type: 'payout.add' }
  | { type: 'payout.change'; field: PayoutField; value: string }
  | { type: 'payout.submit' }
  | { type: 'payout.cancel' }
  | { type: 'payout.retry' };

export type { AddPayoutAccountRequest };
