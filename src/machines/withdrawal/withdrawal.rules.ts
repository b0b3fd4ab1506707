import type { FieldError } from '../../api/validation/validate';
import { parseAmount } from '../money/amounts';
import { serverFieldError } from '../money/field-errors';
import { amountError, limitError } from '../money/money-form';
import type { WithdrawalContext, WithdrawalField, WithdrawalRequest, WithdrawalSetup } from './withdrawal.types';

const REQUIRED: FieldError = { key: 'validation.required' };

/** An amount error carries the limits in minor units; the view formats them. */
export const amountLimitError = limitError;

/** The typed amount in minor units, or null (scale from the withdrawal settings). */
export function amountOf(c: Pick<WithdrawalContext, 'setup' | 'values'>): number | null {
  return c.setup ? parseAmount(c.values.amount, c.setup.settings.currency.scale) : null;
}

/**
 * Checks before the summary (docs/money.md): an account of the member; an amount within the
 * withdrawal min–max and the main wallet's balance; a payment password. The server checks all
 * of it again (and the password itself).
 */
export function withdrawalErrors(c: Pick<WithdrawalContext, 'setup' | 'values'>): Partial<Record<WithdrawalField, FieldError>> {
  const errors: Partial<Record<WithdrawalField, FieldError>> = {};
  const setup = c.setup;
  if (!setup) return { amount: { key: 'money.amount.invalid' } };
  if (!setup.accounts.some((a) => a.id === c.values.payoutAccountId)) errors.payoutAccountId = REQUIRED;
  const { min, max, currency } = setup.settings;
  const amount = amountError(c.values.amount, { min, max, available: setup.balance, scale: currency.scale });
  if (amount) errors.amount = amount;
  if (c.values.paymentPassword === '') errors.paymentPassword = REQUIRED;
  return errors;
}

export function withdrawalRequest(c: WithdrawalContext): WithdrawalRequest {
  return {
    requestId: c.requestId ?? '',
    payoutAccountId: c.values.payoutAccountId,
    amount: amountOf(c) ?? 0,
    paymentPassword: c.values.paymentPassword,
  };
}

const FIELDS: readonly WithdrawalField[] = ['payoutAccountId', 'amount', 'paymentPassword'];

/** Server refusals that belong under a field of the form (the rest show in an alert). */
const FIELD_OF_ERROR: Readonly<Record<string, WithdrawalField>> = {
  'money.payment_password.wrong': 'paymentPassword',
  'money.amount.invalid': 'amount',
  'money.amount.limit': 'amount',
  'money.balance.insufficient': 'amount',
  'money.payout_account.unknown': 'payoutAccountId',
};

/**
 * Where a refusal of the withdrawal shows, or null for an alert. The server's
 * `money.amount.limit` carries `value: {min, max}` (else the settings' limits are shown).
 */
export function withdrawalFieldError(error: unknown, setup: WithdrawalSetup | null): { field: WithdrawalField; error: FieldError } | null {
  const found = serverFieldError(error, FIELDS, FIELD_OF_ERROR);
  if (!found || found.error.key !== 'money.amount.limit') return found;
  const v = (error as { value?: { min?: unknown; max?: unknown } | null }).value;
  const min = typeof v?.min === 'number' ? v.min : (setup?.settings.min ?? 0);
  const max = typeof v?.max === 'number' ? v.max : (setup?.settings.max ?? 0);
  return { field: 'amount', error: amountLimitError(min, max) };
}

/** The form's starting values: the first payout account chosen. */
export function initialValues(setup: WithdrawalSetup | null): Record<WithdrawalField, string> {
  return { payoutAccountId: setup?.accounts[0]?.id ?? '', amount: '', paymentPassword: '' };
}
