import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { DEFAULT_PAYMENT_PASSWORD_RULE, paymentPasswordErrors, paymentPasswordFieldError, paymentPasswordRequest, paymentPasswordRule } from './payment-password.rules';
import type { PaymentPasswordContext } from './payment-password.types';

const ctx = (hasPaymentPassword: boolean, values: Partial<PaymentPasswordContext['values']>, rule = DEFAULT_PAYMENT_PASSWORD_RULE): PaymentPasswordContext => ({
  hasPaymentPassword,
  rule,
  values: { loginPassword: '', oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '', ...values },
  errors: {},
  errorKey: null,
});

describe('payment password rules', () => {
  it('the rule is the register setting’s, forced on even when registration does not ask for it; 6 digits without one', () => {
    const fields = { paymentPassword: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 4, maxLength: 8 } };
    expect(paymentPasswordRule({ fields })).toEqual({ ...fields.paymentPassword, enabled: true, required: true });
    expect(paymentPasswordRule(null)).toMatchObject({ patternId: 'digits', minLength: 6, maxLength: 6, enabled: true, required: true });
  });

  it('6 digits by default, confirmed', () => {
    expect(paymentPasswordErrors(ctx(false, { loginPassword: 'x', paymentPassword: '123456', confirmPaymentPassword: '123456' }))).toEqual({});
    expect(paymentPasswordErrors(ctx(false, { loginPassword: 'x', paymentPassword: '12345a', confirmPaymentPassword: '12345a' })).paymentPassword?.key).toBe(
      'validation.pattern.digits',
    );
    expect(paymentPasswordErrors(ctx(false, { loginPassword: 'x', paymentPassword: '1234567', confirmPaymentPassword: '1234567' })).paymentPassword).toMatchObject({
      params: { bounds: '6' },
    });
    expect(paymentPasswordErrors(ctx(false, { loginPassword: 'x', paymentPassword: '123456', confirmPaymentPassword: '123457' })).confirmPaymentPassword).toEqual({
      key: 'validation.confirmMismatch',
    });
  });

  it('first time the login password proves it is the member; afterwards the old payment password', () => {
    const v = { loginPassword: 'Secret2025', oldPaymentPassword: '246810', paymentPassword: '135790', confirmPaymentPassword: '135790' };
    expect(paymentPasswordErrors(ctx(false, { ...v, loginPassword: '' }))).toEqual({ loginPassword: { key: 'validation.required' } });
    expect(paymentPasswordErrors(ctx(true, { ...v, oldPaymentPassword: '' }))).toEqual({ oldPaymentPassword: { key: 'validation.required' } });
    expect(paymentPasswordRequest(ctx(false, v))).toEqual({ loginPassword: 'Secret2025', paymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(paymentPasswordRequest(ctx(true, v))).toEqual({ oldPaymentPassword: '246810', paymentPassword: '135790', confirmPaymentPassword: '135790' });
  });

  it('a wrong old payment password shows under the old payment password', () => {
    expect(paymentPasswordFieldError(new ApiError('server', 'money.payment_password.wrong'))).toEqual({
      field: 'oldPaymentPassword',
      error: { key: 'money.payment_password.wrong' },
    });
  });
});
