import { fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { withdrawalConfirmationModel } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.model';
import type { WithdrawalConfirmationContext } from '../../src/machines/withdrawal-confirmation/withdrawal-confirmation.types';
import type { WithdrawalConfirmationActor } from '../../src/machines/withdrawal-confirmation/use-withdrawal-confirmation';
import { WithdrawalConfirmationPanel } from '../../src/views/money/withdrawal-confirmation';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const onClose = vi.fn();
type Ctx = StepContext<typeof withdrawalConfirmationModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));
const SUBMIT: Record<string, string> = { received: 'Confirm receipt', partlyReceived: 'Report amount received', notReceived: 'Upload proof and report' };
const CHOICE: Record<string, string> = { received: 'Received in full', partlyReceived: 'Partly received', notReceived: 'Not received' };

const panel = (screen: Ctx['screen']) => screen.getByRole('region', { name: 'Confirm receipt of WD20261115000007' });

describeModel({
  model: withdrawalConfirmationModel,
  provide: (machine) => {
    onClose.mockClear();
    return machine;
  },
  render: (actor) => (
    <WithI18n>
      <WithdrawalConfirmationPanel actor={actor as WithdrawalConfirmationActor} onClose={onClose} />
    </WithI18n>
  ),
  states: {
    choosing: ({ screen }) => {
      expect(panel(screen)).toHaveTextContent('Did you receive P 1,000.00 in your account?');
      expect(panel(screen)).toHaveTextContent('Please answer by 15/11/2026 14:00:00 (GMT+8). Without an answer the payment counts as received, with no refund.');
      for (const name of Object.values(CHOICE)) expect(screen.getByRole('button', { name })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    received: ({ screen }) => {
      expect(panel(screen)).toHaveTextContent('You confirm that P 1,000.00 arrived in full.');
      expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeEnabled();
    },
    partlyReceived: ({ screen, snapshot }) => {
      const c = snapshot.context as WithdrawalConfirmationContext;
      const input = screen.getByLabelText('Amount received');
      expect(input).toHaveValue(c.receivedText);
      // amount − received, live.
      expect(panel(screen)).toHaveTextContent(c.receivedText === '400' ? 'Remaining: P 600.00' : 'Remaining: –');
      if (c.errors.receivedAmount?.key === 'validation.required') expect(input).toHaveAccessibleDescription(expect.stringContaining('Input cannot be empty'));
      if (c.errors.receivedAmount?.key === 'money.withdrawal.received_amount')
        expect(input).toHaveAccessibleDescription(expect.stringContaining('The amount received must be less than the amount withdrawn'));
      if (!c.errors.receivedAmount) expect(input).not.toHaveAttribute('aria-invalid');
    },
    notReceived: ({ screen, snapshot }) => {
      const c = snapshot.context as WithdrawalConfirmationContext;
      const input = screen.getByLabelText('Proof of non-receipt');
      expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
      if (c.proof) expect(screen.getByText('Chosen: proof.png (2 KB)')).toBeInTheDocument();
      else expect(screen.queryByText(/^Chosen:/)).toBeNull();
      const messages: Record<string, string> = {
        'money.proof.type': 'Only png or jpg images can be uploaded',
        'money.withdrawal.proof_required': 'Please upload a proof',
      };
      if (c.errors.proof) {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(messages[c.errors.proof.key]!));
      } else expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('button', { name: 'Upload proof and report' })).toBeEnabled();
    },
    uploading: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Uploading proof…' })).toBeDisabled();
      expect(screen.getByLabelText('Proof of non-receipt')).toBeDisabled();
      // A retry's earlier failure is gone while the proof goes up again.
      expect(screen.queryByRole('alert')).toBeNull();
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      expect(panel(screen)).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: ({ screen, snapshot }) => {
      const c = snapshot.context as WithdrawalConfirmationContext;
      expect(screen.getByRole('alert')).toHaveTextContent(
        c.errorKey === 'network.timeout' ? 'The page took longer to load, check your network' : 'Network link is abnormal, please try again',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    done: async ({ screen, user, snapshot }) => {
      const c = snapshot.context as WithdrawalConfirmationContext;
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Thank you, your answer was recorded.');
      const label = { received: 'Received', partlyReceived: 'Partly received', notReceived: 'Not received' }[c.outcome!];
      expect(status).toHaveTextContent(`Status: ${label}`);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    },
    autoReceived: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('it already counts as received');
      expect(screen.getByRole('status')).toHaveTextContent('A forced receipt cannot be refunded.');
      expect(screen.queryByText(/Please answer by/)).toBeNull();
    },
    alreadyAnswered: async ({ screen, user }) => {
      expect(screen.getByRole('status')).toHaveTextContent('This withdrawal was already answered or closed. Status: Received');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    },
  },
  controls: {
    choosing: ['button:Received in full', 'button:Partly received', 'button:Not received', 'button:Later'],
    received: ['button:Back', 'button:Confirm receipt'],
    partlyReceived: ['textbox:Amount received', 'button:Back', 'button:Report amount received'],
    notReceived: ['file:Proof of non-receipt', 'button:Back', 'button:Upload proof and report'],
    uploading: [],
    submitting: [],
    failed: ['button:Back', 'button:Try again'],
    done: ['button:Close'],
    autoReceived: ['button:Close'],
    alreadyAnswered: ['button:Close'],
  },
  absent: {
    // An answered withdrawal no longer asks for an answer.
    done: [/Please answer by/, /awaiting your confirmation/, /Please confirm by/],
    autoReceived: [/Please answer by/, /awaiting your confirmation/, /Please confirm by/],
    alreadyAnswered: [/Please answer by/, /awaiting your confirmation/, /Please confirm by/],
  },
  exec: {
    'confirm.choose': async (e, ctx) => click(CHOICE[(e as unknown as { outcome: string }).outcome]!)(e, ctx),
    'confirm.amount': async (e, { user, screen }) => user.type(screen.getByLabelText('Amount received'), (e as unknown as { value: string }).value),
    // fireEvent: user-event drops files that do not match `accept`, and the chart's own check is what is under test.
    'confirm.file': async (e, { screen }) => {
      fireEvent.change(screen.getByLabelText('Proof of non-receipt'), { target: { files: [(e as unknown as { file: File }).file] } });
    },
    'confirm.submit': async (e, ctx) => {
      const outcome = (ctx.actor.getSnapshot().context as WithdrawalConfirmationContext).outcome!;
      await click(SUBMIT[outcome]!)(e, ctx);
    },
    'confirm.back': click('Back'),
    'confirm.retry': click('Try again'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
