import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { PaymentPasswordRequest } from '../payment-password.types';

/** POST /wps/member/password/payment (token, encrypted). */
export function createSavePaymentPassword(api: Pick<ApiClient, 'call'>) {
  return fromPromise<void, PaymentPasswordRequest>(async ({ input, signal }) => {
    await api.call('paymentPassword', { body: input, signal });
  });
}
