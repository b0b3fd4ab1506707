import type { FieldError } from '../../api/validation/validate';
import { MONEY } from '../../config/constants';
import { parseAmount } from '../money/amounts';
import type { ProofFile, WithdrawalConfirmationContext, WithdrawalConfirmRequest } from './withdrawal-confirmation.types';

const IMAGE_NAME = /\.(png|jpe?g)$/i;

/**
 * SPEC §5 image rules for the proof: png or jpg, at most 5 MB (MONEY.proofMaxBytes). Checked
 * before the upload; the server checks again by the file's magic bytes (money.proof.type).
 * A file without a MIME type (some systems) is judged by its name.
 */
export function proofFileError(file: ProofFile): FieldError | null {
  const typeOk = file.type ? (MONEY.proofTypes as readonly string[]).includes(file.type.toLowerCase()) : IMAGE_NAME.test(file.name);
  if (!typeOk || file.size === 0) return { key: 'money.proof.type' };
  if (file.size > MONEY.proofMaxBytes) return { key: 'money.proof.size' };
  return null;
}

/** The amount received in minor units, or null while it is not an amount. */
export function receivedAmountOf(c: Pick<WithdrawalConfirmationContext, 'receivedText' | 'currency'>): number | null {
  return parseAmount(c.receivedText, c.currency.scale);
}

/** partlyReceived needs 1 ≤ received < amount (docs/money.md `money.withdrawal.received_amount`). */
export function receivedAmountError(c: Pick<WithdrawalConfirmationContext, 'receivedText' | 'currency' | 'withdrawal'>): FieldError | null {
  if (c.receivedText.trim() === '') return { key: 'validation.required' };
  const received = receivedAmountOf(c);
  if (received === null) return { key: 'money.amount.invalid' };
  if (received >= c.withdrawal.amount) return { key: 'money.withdrawal.received_amount' };
  return null;
}

/** What is still missing (amount − received), shown live; null unless 1 ≤ received < amount. */
export function remainingAmount(amount: number, received: number | null): number | null {
  if (received === null || received < 1 || received >= amount) return null;
  return amount - received;
}

export function confirmRequest(c: WithdrawalConfirmationContext): WithdrawalConfirmRequest {
  const outcome = c.outcome ?? 'received';
  const base = { withdrawalId: c.withdrawal.id, outcome };
  if (outcome === 'partlyReceived') return { ...base, receivedAmount: receivedAmountOf(c) ?? 0 };
  if (outcome === 'notReceived') return { ...base, proofId: c.proofId ?? '' };
  return base;
}
