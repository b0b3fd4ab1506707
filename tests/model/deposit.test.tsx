import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { depositModel } from '../../src/machines/deposit/deposit.model';
import type { DepositContext } from '../../src/machines/deposit/deposit.types';
import type { DepositActor } from '../../src/machines/deposit/use-deposit';
import { DepositPanel } from '../../src/views/money/deposit-section';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const announceBalanceChanged = vi.fn();
/** Approvals seen on the current path: each moves the header balance once. */
let approvals = 0;
type Step = StepContext<typeof depositModel.machine> & { snapshot: AnyMachineSnapshot };
const ctx = (step: Step) => step.snapshot.context as DepositContext;

const AMOUNT_MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'money.amount.limit': 'The amount must be between P 100.00 and P 25,000.00',
};

function expectForm(step: Step, { editable }: { editable: boolean }) {
  const { screen } = step;
  const c = ctx(step);
  expect(screen.getByRole('form', { name: 'Deposit with bKash' })).toBeInTheDocument();
  const amount = screen.getByLabelText('Amount');
  expect(amount).toHaveValue(c.amount);
  if (editable) expect(amount).toBeEnabled();
  else expect(amount).toBeDisabled();
  // The channel's bounds are shown with the field and checked before any request.
  const key = c.errors.amount?.key;
  expect(amount).toHaveAccessibleDescription(key ? `Min P 100.00, max P 25,000.00 ${AMOUNT_MESSAGES[key]}` : 'Min P 100.00, max P 25,000.00');
  if (key) expect(amount).toHaveAttribute('aria-invalid', 'true');
}

function expectPending(step: Step) {
  const { screen } = step;
  const c = ctx(step);
  const details = screen.getByRole('region', { name: 'Waiting for your payment' });
  for (const text of ['ReferenceD20261101ABCD', 'AmountP 150.00', 'Pay to01700000000', 'Account nameDemo Merchant Ltd', 'NoteSend money, then wait on this page', 'Pay before02/11/2026 12:00:00'])
    expect(details).toHaveTextContent(text);
  expect(screen.getByRole('status')).toHaveTextContent(c.pollErrorKey ? 'We could not check the status just now; we keep trying.' : 'Status: pending');
  expect(screen.getByRole('button', { name: 'New deposit' })).toBeEnabled();
  expect(announceBalanceChanged).toHaveBeenCalledTimes(0);
}

describeModel({
  model: depositModel,
  provide: (machine) => {
    announceBalanceChanged.mockClear();
    approvals = 0;
    // Polling is driven by the model's `after` events only: the real timer never fires in a test.
    return machine.provide({ actions: { announceBalanceChanged }, delays: { depositPoll: 1e9 } });
  },
  render: (actor) => (
    <WithI18n>
      <DepositPanel actor={actor as DepositActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading payment channels');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    },
    choosing: ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Choose a payment channel' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'bKash Min P 100.00, max P 25,000.00' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Bank transfer Min P 500.00, max P 25,000.00' })).toBeEnabled();
      expect(announceBalanceChanged).toHaveBeenCalledTimes(approvals);
    },
    editing: (step) => {
      expectForm(step, { editable: true });
      const c = ctx(step);
      if (c.errorKey) expect(step.screen.getByRole('alert')).toHaveTextContent('Please choose a payment channel');
      // Back from an unknown outcome, the form starts without the old alert.
      else expect(step.screen.queryByText(/took longer to load/)).not.toBeInTheDocument();
      expect(step.screen.getByRole('button', { name: 'Request deposit' })).toBeEnabled();
      expect(step.screen.getByRole('button', { name: 'Change channel' })).toBeEnabled();
    },
    submitting: (step) => {
      expectForm(step, { editable: false });
      expect(step.screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    },
    submitFailed: (step) => {
      expectForm(step, { editable: false });
      const alert = step.screen.getByRole('alert');
      expect(alert).toHaveTextContent('The page took longer to load, check your network');
      expect(alert).toHaveTextContent('Trying again will not create it twice.');
    },
    '{"pending":"waiting"}': expectPending,
    '{"pending":"checking"}': expectPending,
    approved: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Deposit received: P 150.00 has been added to your main wallet.');
      expect(announceBalanceChanged).toHaveBeenCalledTimes(approvals);
      expect(approvals).toBe(1);
    },
    rejected: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Deposit D20261101ABCD was rejected.');
      expect(announceBalanceChanged).not.toHaveBeenCalled();
    },
    expired: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Deposit D20261101ABCD expired before the payment arrived.');
      expect(announceBalanceChanged).not.toHaveBeenCalled();
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    choosing: ['button:bKash Min P 100.00, max P 25,000.00', 'button:Bank transfer Min P 500.00, max P 25,000.00'],
    editing: ['textbox:Amount', 'button:Request deposit', 'button:Change channel'],
    submitting: [],
    submitFailed: ['button:Try again', 'button:Edit deposit'],
    '{"pending":"waiting"}': ['button:New deposit'],
    '{"pending":"checking"}': ['button:New deposit'],
    approved: ['button:New deposit'],
    rejected: ['button:New deposit'],
    expired: ['button:New deposit'],
  },
  exec: {
    'xstate.done.actor.createDeposit': async (e, { actor }) => {
      if ((e as unknown as { output: { status: string } }).output.status === 'approved') approvals += 1;
      await act(async () => actor.send(e));
    },
    'xstate.done.actor.depositStatus': async (e, { actor }) => {
      if ((e as unknown as { output: { status: string } }).output.status === 'approved') approvals += 1;
      await act(async () => actor.send(e));
    },
    'channels.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'deposit.choose': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: /^bKash/ })),
    'deposit.amount': async (e, { user, screen }) => {
      const field = screen.getByLabelText('Amount');
      await user.clear(field);
      await user.type(field, (e as unknown as { value: string }).value);
    },
    'deposit.back': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Change channel' })),
    'deposit.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Request deposit' })),
    'deposit.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'deposit.edit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Edit deposit' })),
    'deposit.new': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'New deposit' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof depositModel.machine>) => Promise<void>>,
});

