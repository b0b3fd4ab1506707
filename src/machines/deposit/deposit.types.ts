import type { Currency, Deposit, DepositChannel, DepositChannels, DepositRequest, DepositStatus } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';

export type { Currency, Deposit, DepositChannel, DepositChannels, DepositRequest, DepositStatus };

export interface DepositContext {
  currency: Currency | null;
  channels: DepositChannel[];
  /** Code of the chosen channel. */
  channel: string | null;
  /** As typed; parsed into minor units on submit. */
  amount: string;
  errors: Partial<Record<'amount', FieldError>>;
  errorKey: string | null;
  /** Idempotency key of the current intent (money-form.ts). */
  requestId: string | null;
  /** The request the server created, as last seen (polled while pending). */
  deposit: Deposit | null;
  /** The last status check failed; polling goes on. */
  pollErrorKey: string | null;
}

export type DepositEvent =
  | { type: 'channels.retry' }
  | { type: 'deposit.choose'; channel: string }
  | { type: 'deposit.amount'; value: string }
  | { type: 'deposit.back' }
  | { type: 'deposit.submit' }
  | { type: 'deposit.retry' }
  | { type: 'deposit.edit' }
  | { type: 'deposit.new' };
