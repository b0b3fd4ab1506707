import type { Currency, TransferInfo, TransferResult, UplineTransferRequest, WalletBalance } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';

export type { TransferInfo, TransferResult, UplineTransferRequest, WalletBalance };

export type UplineTransferField = 'amount' | 'paymentPassword';

/** What the form needs, loaded together: who the upline is, whether it is allowed, what the member has. */
export interface UplineSetup {
  upline: { account: string; nickname: string } | null;
  /** transferInfo.toUpline: the merchant lets this member send money to the upline. */
  allowed: boolean;
  currency: Currency;
  /** Main wallet balance in minor units: upline transfers are paid from it. */
  available: number;
}

export interface UplineTransferContext {
  setup: UplineSetup | null;
  values: Record<UplineTransferField, string>;
  errors: Partial<Record<UplineTransferField, FieldError>>;
  errorKey: string | null;
  /** Idempotency key of the current intent (money-form.ts). */
  requestId: string | null;
  /** Amount (minor units) of the transfer that went through. */
  sent: number | null;
}

export type UplineTransferEvent =
  | { type: 'upline.reload' }
  | { type: 'upline.change'; field: UplineTransferField; value: string }
  | { type: 'upline.submit' }
  | { type: 'upline.retry' }
  | { type: 'upline.edit' }
  | { type: 'upline.again' };
