import { describe, expect, it } from 'vitest';
import { payoutAccountFixtures, withdrawalSettingsFixture } from '../withdrawal/withdrawal.fixtures';
import { canAddAccount, PAYOUT_ACCOUNT_LIMIT, payoutErrors, payoutRequest } from './payout-account.rules';
import type { PayoutAccountContext } from './payout-account.types';

const ctx = (values: Partial<PayoutAccountContext['values']>, payeeName: string | null = 'Rahim Uddin'): PayoutAccountContext => ({
  payeeName,
  hasPaymentPassword: true,
  accounts: [],
  providers: withdrawalSettingsFixture.providers,
  values: { provider: 'BKASH', accountNo: '01712345678', payeeName: payeeName ?? '', paymentPassword: '135790', ...values },
  errors: {},
  errorKey: null,
  added: null,
});

describe('payout account rules (docs/money.md)', () => {
  it('at most 5 accounts, and only with a payment password', () => {
    expect(PAYOUT_ACCOUNT_LIMIT).toBe(5);
    const accounts = (n: number) => Array.from({ length: n }, (_, i) => ({ ...payoutAccountFixtures[0]!, id: `pa_${i}` }));
    expect(canAddAccount({ hasPaymentPassword: true, accounts: accounts(4) })).toBe(true);
    expect(canAddAccount({ hasPaymentPassword: true, accounts: accounts(5) })).toBe(false);
    expect(canAddAccount({ hasPaymentPassword: false, accounts: [] })).toBe(false);
  });

  it('an account number is 6–30 digits; spaces and dashes typed in it are dropped', () => {
    expect(payoutErrors(ctx({ accountNo: '123456' }))).toEqual({});
    expect(payoutErrors(ctx({ accountNo: '1'.repeat(30) }))).toEqual({});
    expect(payoutErrors(ctx({ accountNo: '12345' })).accountNo).toEqual({ key: 'money.payout_account.number' });
    expect(payoutErrors(ctx({ accountNo: '1'.repeat(31) })).accountNo).toEqual({ key: 'money.payout_account.number' });
    expect(payoutErrors(ctx({ accountNo: '12ab5678' })).accountNo).toEqual({ key: 'money.payout_account.number' });
    expect(payoutRequest(ctx({ accountNo: '0171 234-5678' })).accountNo).toBe('01712345678');
  });

  it('the payee name must be the registered one (compared as the server does: spaces and case)', () => {
    expect(payoutErrors(ctx({ payeeName: '  rahim   UDDIN ' }))).toEqual({});
    expect(payoutErrors(ctx({ payeeName: 'Karim Uddin' })).payeeName).toEqual({ key: 'money.payout_account.name' });
    // No registered name yet: the first account registers it.
    expect(payoutErrors(ctx({ payeeName: 'Karim Uddin' }, null))).toEqual({});
    expect(payoutRequest(ctx({ payeeName: ' Karim   Uddin ' }, null)).payeeName).toBe('Karim Uddin');
  });

  it('a provider of the withdrawal settings and a payment password are required', () => {
    expect(payoutErrors(ctx({ provider: 'PAYPAL', paymentPassword: '' }))).toEqual({
      provider: { key: 'money.payout_account.provider' },
      paymentPassword: { key: 'validation.required' },
    });
  });
});
