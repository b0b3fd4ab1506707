import type { FieldError } from '../../api/validation/validate';
import { serverFieldError } from '../money/field-errors';
import type { AddPayoutAccountRequest, PayoutAccountContext, PayoutField } from './payout-account.types';

/** docs/money.md: `money.payout_account.limit` beyond 5 accounts. */
export const PAYOUT_ACCOUNT_LIMIT = 5;

/** docs/money.md: `money.payout_account.number` unless 6–30 digits. */
const ACCOUNT_NUMBER = /^\d{6,30}$/;

const REQUIRED: FieldError = { key: 'validation.required' };

export function canAddAccount(c: Pick<PayoutAccountContext, 'hasPaymentPassword' | 'accounts'>): boolean {
  return c.hasPaymentPassword && c.accounts.length < PAYOUT_ACCOUNT_LIMIT;
}

export function initialPayoutValues(c: Pick<PayoutAccountContext, 'payeeName'>): Record<PayoutField, string> {
  return { provider: '', accountNo: '', payeeName: c.payeeName ?? '', paymentPassword: '' };
}

/** Names compare as the server compares them: single spaces, any case. */
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Spaces and dashes people type in account numbers are not part of them. */
export const normaliseAccountNo = (value: string) => value.replace(/[\s-]/g, '');

export function payoutErrors(c: Pick<PayoutAccountContext, 'values' | 'providers' | 'payeeName'>): Partial<Record<PayoutField, FieldError>> {
  const errors: Partial<Record<PayoutField, FieldError>> = {};
  const v = c.values;
  if (!c.providers.some((p) => p.code === v.provider)) errors.provider = { key: 'money.payout_account.provider' };
  const number = normaliseAccountNo(v.accountNo);
  if (number === '') errors.accountNo = REQUIRED;
  else if (!ACCOUNT_NUMBER.test(number)) errors.accountNo = { key: 'money.payout_account.number' };
  const name = normaliseName(v.payeeName);
  if (name === '') errors.payeeName = REQUIRED;
  else if (c.payeeName && name.toLowerCase() !== normaliseName(c.payeeName).toLowerCase()) errors.payeeName = { key: 'money.payout_account.name' };
  if (v.paymentPassword === '') errors.paymentPassword = REQUIRED;
  return errors;
}

export function payoutRequest(c: PayoutAccountContext): AddPayoutAccountRequest {
  return {
    provider: c.values.provider,
    accountNo: normaliseAccountNo(c.values.accountNo),
    payeeName: normaliseName(c.values.payeeName),
    paymentPassword: c.values.paymentPassword,
  };
}

const FIELDS: readonly PayoutField[] = ['provider', 'accountNo', 'payeeName', 'paymentPassword'];

const FIELD_OF_ERROR: Readonly<Record<string, PayoutField>> = {
  'money.payout_account.provider': 'provider',
  'money.payout_account.number': 'accountNo',
  'money.payout_account.name': 'payeeName',
  'money.payment_password.wrong': 'paymentPassword',
};

export function payoutFieldError(error: unknown) {
  return serverFieldError(error, FIELDS, FIELD_OF_ERROR);
}
