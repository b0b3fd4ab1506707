import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { paymentPasswordModel } from '../../src/machines/payment-password/payment-password.model';
import type { PaymentPasswordContext } from '../../src/machines/payment-password/payment-password.types';
import type { PaymentPasswordActor } from '../../src/machines/payment-password/use-payment-password';
import { PaymentPasswordForm } from '../../src/views/money/payment-password-form';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { answerRecheck, expectRecheckPanel, RECHECK_LOADING_CONTROLS } from './recheck-steps';

useTestLocale('en');

const saved = vi.fn();
const LABELS: Record<string, string> = {
  loginPassword: 'Login password',
  paymentPassword: 'New payment password',
  confirmPaymentPassword: 'Confirm payment password',
};
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'money.login_password.wrong': 'Incorrect login password',
};
type Ctx = StepContext<typeof paymentPasswordModel.machine>;

describeModel({
  model: paymentPasswordModel,
  provide: (machine) => {
    saved.mockClear();
    return machine.provide({ actions: { saved } });
  },
  render: (actor) => (
    <WithI18n>
      <PaymentPasswordForm actor={actor as PaymentPasswordActor} />
    </WithI18n>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as PaymentPasswordContext;
      // First time: the login password proves it is the member; no old payment password.
      expect(screen.queryByLabelText('Old payment password')).toBeNull();
      for (const [field, label] of Object.entries(LABELS)) expect(screen.getByLabelText(label)).toHaveValue(c.values[field as keyof typeof c.values]);
      expect(screen.getByLabelText('New payment password')).toHaveAttribute('maxlength', '6');
      for (const [field, error] of Object.entries(c.errors)) {
        const input = screen.getByLabelText(LABELS[field]!);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(MESSAGES[error!.key]!);
      }
      if (c.errorKey) expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Too many requests, try again after 5 minutes');
      expect(screen.getByRole('button', { name: 'Set payment password' })).toBeEnabled();
      expect(saved).not.toHaveBeenCalled();
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    },
    rechecking: ({ screen }) => {
      expectRecheckPanel(screen);
      expect(saved).not.toHaveBeenCalled();
    },
    saved: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Your payment password has been set.');
      expect(saved).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    editing: ['password:Login password', 'password:New payment password', 'password:Confirm payment password', 'button:Set payment password'],
    submitting: [],
    rechecking: RECHECK_LOADING_CONTROLS,
    saved: [],
  },
  exec: {
    'paymentPassword.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'paymentPassword.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Set payment password' })),
    'xstate.done.actor.recheck': answerRecheck,
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
