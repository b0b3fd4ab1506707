import type { TransferResult, WalletBalance, WalletTransferRequest } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';

export type { TransferResult, WalletBalance, WalletTransferRequest };

export interface WalletTransferContext {
  /** Every wallet of the member with its balance; replaced by the balances after a transfer. */
  balance: WalletBalance | null;
  /** Wallet codes: one side is always MAIN, the other a vendor wallet. */
  from: string;
  to: string;
  /** As typed; parsed into minor units on submit. */
  amount: string;
  errors: Partial<Record<'amount', FieldError>>;
  /** A refusal that belongs to no field, or why the last request failed. */
  errorKey: string | null;
  /** Idempotency key of the current intent (money-form.ts). */
  requestId: string | null;
  /** The transfer that went through, for the confirmation. */
  done: { from: string; to: string; amount: number } | null;
}

export type WalletTransferEvent =
  | { type: 'wallets.retry' }
  | { type: 'transfer.from'; code: string }
  | { type: 'transfer.to'; code: string }
  | { type: 'transfer.amount'; value: string }
  | { type: 'transfer.submit' }
  | { type: 'transfer.retry' }
  | { type: 'transfer.edit' }
  | { type: 'transfer.again' };
