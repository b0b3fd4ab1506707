import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { recheckFlowEvents } from '../recheck/recheck.model';
import { paymentPasswordMachine } from './payment-password.machine';
import { DEFAULT_PAYMENT_PASSWORD_RULE, paymentPasswordFields } from './payment-password.rules';
import type { PaymentPasswordContext, PaymentPasswordEvent, PaymentPasswordField } from './payment-password.types';

const VALUES: Record<PaymentPasswordField, string> = {
  loginPassword: 'Secret2025',
  oldPaymentPassword: '246810',
  paymentPassword: '135790',
  confirmPaymentPassword: '135790',
};

/** First time: the member has no payment password, so the login password is asked. */
export const paymentPasswordModel: ChartModel<typeof paymentPasswordMachine> = {
  id: 'payment-password',
  machine: paymentPasswordMachine,
  input: { hasPaymentPassword: false, rule: DEFAULT_PAYMENT_PASSWORD_RULE },
  events: (s) => {
    const c = s.context as PaymentPasswordContext;
    const next = paymentPasswordFields(c.hasPaymentPassword).find((f) => !c.values[f]);
    return [
      ...(next ? [{ type: 'paymentPassword.change', field: next, value: VALUES[next], label: next } as PaymentPasswordEvent] : []),
      { type: 'paymentPassword.submit' },
      { type: 'xstate.done.actor.savePaymentPassword', output: undefined } as never,
      {
        type: 'xstate.error.actor.savePaymentPassword',
        error: new ApiError('server', 'money.login_password.wrong', { status: 400 }),
        label: 'wrong login password',
      } as never,
      { type: 'xstate.error.actor.savePaymentPassword', error: new ApiError('server', 'too.many.requests', { status: 429 }), label: 'throttled' } as never,
      ...recheckFlowEvents('savePaymentPassword', s.matches('rechecking')),
    ];
  },
  serialize: (s) => {
    const c = s.context as PaymentPasswordContext;
    return JSON.stringify({
      v: s.value,
      f: paymentPasswordFields(c.hasPaymentPassword).filter((f) => c.values[f]),
      e: Object.keys(c.errors).sort(),
      ek: c.errorKey,
    });
  },
};
