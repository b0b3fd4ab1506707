import type { ApiClient } from '../../api/client';
import { createRecheckLogic } from '../recheck/recheck.runtime';
import { createSavePaymentPassword } from './actors/save-payment-password';
import { paymentPasswordMachine } from './payment-password.machine';

export interface PaymentPasswordDeps {
  api: Pick<ApiClient, 'call'>;
  saved: () => void;
}

export function createPaymentPasswordImplementations({ api, saved }: PaymentPasswordDeps) {
  return { actors: { savePaymentPassword: createSavePaymentPassword(api), recheck: createRecheckLogic({ api }) }, actions: { saved: () => saved() } };
}

export function createPaymentPasswordLogic(deps: PaymentPasswordDeps) {
  return paymentPasswordMachine.provide(createPaymentPasswordImplementations(deps));
}
