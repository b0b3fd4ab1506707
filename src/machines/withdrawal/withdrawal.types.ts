import type { FieldError } from '../../api/validation/validate';
import type { PayoutAccount, Withdrawal, WithdrawalRequest, WithdrawalSettings } from '../../api/schemas/money';

export type WithdrawalField = 'payoutAccountId' | 'amount' | 'paymentPassword';

/** What the withdrawal form needs before it can show: loaded together (docs/money.md). */
export interface WithdrawalSetup {
  settings: WithdrawalSettings;
  accounts: PayoutAccount[];
  hasPaymentPassword: boolean;
  /** The main wallet's balance in minor units: withdrawals are paid from it. */
  balance: number;
}

export interface WithdrawalContext {
  setup: WithdrawalSetup | null;
  /** As typed; the amount is parsed into minor units when checked and sent. */
  values: Record<WithdrawalField, string>;
  errors: Partial<Record<WithdrawalField, FieldError>>;
  /** A failure that belongs to no field (shown in an alert). */
  errorKey: string | null;
  /**
   * Idempotency key of the current intent (this amount to this account): made when the member
   * reviews it, kept across retries, dropped when the amount or the account changes.
   */
  requestId: string | null;
  /** The withdrawal the server created. */
  withdrawal: Withdrawal | null;
}

export type WithdrawalEvent =
  | { type: 'withdraw.change'; field: WithdrawalField; value: string }
  | { type: 'withdraw.review' }
  | { type: 'withdraw.back' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.reload' }
  | { type: 'withdraw.again' };

export type { WithdrawalRequest };
