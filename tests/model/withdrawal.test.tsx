import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { withdrawalModel } from '../../src/machines/withdrawal/withdrawal.model';
import type { WithdrawalContext } from '../../src/machines/withdrawal/withdrawal.types';
import type { WithdrawalActor } from '../../src/machines/withdrawal/use-withdrawal';
import { WithdrawalForm } from '../../src/views/money/withdraw-form';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const announceBalanceChanged = vi.fn();
const go = vi.fn();
const LABELS: Record<string, string> = { payoutAccountId: 'Payout account', amount: 'Amount', paymentPassword: 'Payment password' };
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'money.payment_password.wrong': 'Incorrect payment password',
};

type Ctx = StepContext<typeof withdrawalModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

describeModel({
  model: withdrawalModel,
  provide: (machine) => {
    announceBalanceChanged.mockClear();
    go.mockClear();
    return machine.provide({ actions: { announceBalanceChanged } });
  },
  render: (actor) => (
    <WithI18n>
      <WithdrawalForm actor={actor as WithdrawalActor} onGo={go} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading withdrawal');
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
      // A retry's earlier failure is gone while loading again.
      expect(screen.queryByRole('alert')).toBeNull();
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    needsPaymentPassword: async ({ screen, user }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Set a payment password before your first withdrawal.');
      expect(screen.queryByLabelText('Amount')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Set payment password' }));
      expect(go).toHaveBeenLastCalledWith('securityCenter', 'paymentPassword');
    },
    needsPayoutAccount: async ({ screen, user }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Bind a bank account or e-wallet to receive your withdrawals.');
      await user.click(screen.getByRole('button', { name: 'Bind a payout account' }));
      expect(go).toHaveBeenLastCalledWith('securityCenter');
    },
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as WithdrawalContext;
      // The first account is preselected; limits and the balance are shown with the amount.
      expect(screen.getByLabelText('Payout account')).toHaveValue('pa_1');
      expect(screen.getByRole('option', { name: 'Dutch-Bangla Bank ****4321' })).toBeInTheDocument();
      expect(screen.getByLabelText('Amount')).toHaveValue(c.values.amount);
      expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
        expect.stringContaining('Min P 500.00, max P 50,000.00. Available balance: P 12,000.00'),
      );
      expect(screen.getByLabelText('Payment password')).toHaveValue(c.values.paymentPassword);
      for (const [field, error] of Object.entries(c.errors)) {
        const input = screen.getByLabelText(LABELS[field]!);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES[error!.key]!));
      }
      if (Object.keys(c.errors).length === 0) expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    },
    confirming: ({ screen }) => {
      const summary = screen.getByRole('region', { name: 'Confirm withdrawal' });
      expect(summary).toHaveTextContent('AmountP 1,000.00');
      expect(summary).toHaveTextContent('Payout accountbKash ****5678');
      expect(summary).toHaveTextContent('Payee nameRahim Uddin');
      expect(screen.getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(announceBalanceChanged).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    submitting: ({ screen, snapshot }) => {
      expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
      expect((snapshot.context as WithdrawalContext).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The page took longer to load, check your network');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.getByRole('region', { name: 'Confirm withdrawal' })).toHaveTextContent('P 1,000.00');
    },
    pending: ({ screen }) => {
      const result = screen.getByRole('status');
      expect(result).toHaveTextContent('Withdrawal request submitted');
      expect(result).toHaveTextContent('ReferenceWD20261115000001');
      expect(result).toHaveTextContent('AmountP 1,000.00');
      expect(result).toHaveTextContent('StatusPending');
      expect(announceBalanceChanged).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    needsPaymentPassword: ['button:Set payment password', 'button:Check again'],
    needsPayoutAccount: ['button:Bind a payout account', 'button:Check again'],
    editing: ['combobox:Payout account', 'textbox:Amount', 'password:Payment password', 'button:Next'],
    confirming: ['button:Back', 'button:Confirm withdrawal'],
    submitting: [],
    failed: ['button:Back', 'button:Try again'],
    pending: ['button:New withdrawal'],
  },
  exec: {
    'withdraw.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'withdraw.review': click('Next'),
    'withdraw.back': click('Back'),
    'withdraw.confirm': click('Confirm withdrawal'),
    'withdraw.retry': click('Try again'),
    'withdraw.reload': click('Check again'),
    'withdraw.again': click('New withdrawal'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
