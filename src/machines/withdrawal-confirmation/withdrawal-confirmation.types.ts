import type { Currency, Withdrawal, WithdrawalConfirmRequest, WithdrawalStatus } from '../../api/schemas/money';
import type { FieldError } from '../../api/validation/validate';

export type ConfirmOutcome = WithdrawalConfirmRequest['outcome'];

/** What the proof rules read of a chosen file (a browser File has all three). */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

export interface WithdrawalConfirmationInput {
  /** A `paid` withdrawal of the member. */
  withdrawal: Withdrawal;
  currency: Currency;
}

export interface WithdrawalConfirmationContext extends WithdrawalConfirmationInput {
  outcome: ConfirmOutcome | null;
  /** partlyReceived: the amount received, as typed. */
  receivedText: string;
  /** notReceived: the chosen image (checked on the client before any upload). */
  proof: File | null;
  /** The uploaded proof; kept so that a retry does not upload it again. */
  proofId: string | null;
  errors: { receivedAmount?: FieldError; proof?: FieldError };
  errorKey: string | null;
  /** The withdrawal as the server answered the confirmation. */
  result: Withdrawal | null;
  /** Its status when the server refused the answer (money.withdrawal.state). */
  settledStatus: WithdrawalStatus | null;
}

/** What a finished confirmation tells whoever opened it (the chart's output). */
export interface ConfirmationOutcome {
  /** The withdrawal as the server answered the member's confirmation. */
  record: Withdrawal | null;
  /** Without a record: the status the server named when it refused the answer (settled meanwhile). */
  status: WithdrawalStatus | null;
}

export type WithdrawalConfirmationEvent =
  | { type: 'confirm.choose'; outcome: ConfirmOutcome }
  | { type: 'confirm.amount'; value: string }
  | { type: 'confirm.file'; file: File }
  | { type: 'confirm.submit' }
  | { type: 'confirm.back' }
  | { type: 'confirm.retry' };

export type { WithdrawalConfirmRequest };
