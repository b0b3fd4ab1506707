import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { serverFieldError } from './field-errors';

const FIELDS = ['mobileNum', 'paymentPassword', 'amount'] as const;

describe('server refusals under their field', () => {
  it('a code mapped by the form goes under its field', () => {
    const e = new ApiError('server', 'money.payment_password.wrong', { status: 400 });
    expect(serverFieldError(e, FIELDS, { 'money.payment_password.wrong': 'paymentPassword' })).toEqual({
      field: 'paymentPassword',
      error: { key: 'money.payment_password.wrong' },
    });
  });

  it('a field named by the server, with the validation rule that failed and its bounds', () => {
    const params = { min: 6, max: 6, bounds: '6' };
    const e = new ApiError('server', 'money.payment_password.rule', { value: { field: 'paymentPassword', reason: 'validation.pattern.digits', params } });
    expect(serverFieldError(e, FIELDS)).toEqual({ field: 'paymentPassword', error: { key: 'validation.pattern.digits', params } });
    const taken = new ApiError('server', 'register.mobile.exists', { value: { field: 'mobileNum' } });
    expect(serverFieldError(taken, FIELDS)).toEqual({ field: 'mobileNum', error: { key: 'register.mobile.exists' } });
  });

  it('nothing for fields the form does not have, other errors, or non-API failures', () => {
    expect(serverFieldError(new ApiError('server', 'request_param_err', { value: { field: 'proofId', reason: 'validation.required' } }), FIELDS)).toBeNull();
    expect(serverFieldError(new ApiError('network', 'network.abnormal'), FIELDS)).toBeNull();
    expect(serverFieldError(new Error('boom'), FIELDS)).toBeNull();
  });
});
