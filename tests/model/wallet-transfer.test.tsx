import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { WalletTransferActor } from '../../src/machines/wallet-transfer/use-wallet-transfer';
import { walletTransferModel } from '../../src/machines/wallet-transfer/wallet-transfer.model';
import { walletBalanceOf } from '../../src/machines/wallet-transfer/wallet-transfer.rules';
import type { WalletTransferContext } from '../../src/machines/wallet-transfer/wallet-transfer.types';
import { WalletTransferPanel } from '../../src/views/money/wallet-section';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const announceBalanceChanged = vi.fn();
/** Transfers that went through on the current path: each announces the balance change once. */
let successes = 0;
type Step = StepContext<typeof walletTransferModel.machine> & { snapshot: AnyMachineSnapshot };
const NAMES: Record<string, string> = { MAIN: 'Main wallet', EVO: 'Evolution', PG: 'PG Soft' };

function expectBalances({ screen }: Step, rows: [string, string][]) {
  const table = screen.getByRole('table', { name: 'Wallet balances' });
  for (const [wallet, amount] of rows) expect(table).toHaveTextContent(`${wallet}${amount}`);
}

/** The form as the chart's context says it is. */
function expectForm(step: Step, { editable }: { editable: boolean }) {
  const { screen } = step;
  const c = step.snapshot.context as WalletTransferContext;
  expect(screen.getByRole('form', { name: 'Transfer between wallets' })).toBeInTheDocument();
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  const amount = screen.getByLabelText('Amount');
  expect(from).toHaveDisplayValue(NAMES[c.from]!);
  expect(to).toHaveDisplayValue(NAMES[c.to]!);
  // One side is always the main wallet, never both.
  expect([c.from, c.to].filter((w) => w === 'MAIN')).toHaveLength(1);
  expect(amount).toHaveValue(c.amount);
  for (const el of [from, to, amount]) (editable ? expect(el).toBeEnabled() : expect(el).toBeDisabled());
  if (c.errors.amount) {
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringMatching(c.amount ? /Insufficient balance/ : /Input cannot be empty/));
  } else expect(amount).not.toHaveAttribute('aria-invalid');
}

describeModel({
  model: walletTransferModel,
  provide: (machine) => {
    announceBalanceChanged.mockClear();
    successes = 0;
    return machine.provide({ actions: { announceBalanceChanged } });
  },
  render: (actor) => (
    <WithI18n>
      <WalletTransferPanel actor={actor as WalletTransferActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading wallets');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    },
    single: (step) => {
      expectBalances(step, [['Main wallet', 'P 500.00']]);
      expect(step.screen.getByText(/This site uses a single wallet/)).toBeInTheDocument();
      // A single-wallet merchant is not offered the transfer form.
      expect(step.screen.queryByRole('form')).toBeNull();
      expect(step.screen.queryByLabelText('Amount')).toBeNull();
    },
    editing: (step) => {
      const c = step.snapshot.context as WalletTransferContext;
      const after = successes > 0;
      expectBalances(step, [
        ['Main wallet', after ? 'P 350.00' : 'P 500.00'],
        ['Evolution', after ? 'P 350.00' : 'P 200.00'],
        ['PG Soft', 'P 0.00'],
        ['Total', 'P 700.00'],
      ]);
      expectForm(step, { editable: true });
      const available = c.from === 'MAIN' ? (after ? 'P 350.00' : 'P 500.00') : 'P 0.00';
      expect(step.screen.getByText(`Available: ${available}`)).toBeInTheDocument();
      // A refusal about no field shows in an alert; amount refusals show under the amount.
      if (c.errorKey) expect(step.screen.getByRole('alert')).toHaveTextContent('This site has a single wallet');
      else if (!c.errors.amount) expect(step.screen.queryByRole('alert')).toBeNull();
      expect(step.screen.getByRole('button', { name: 'Transfer' })).toBeEnabled();
      expect(announceBalanceChanged).toHaveBeenCalledTimes(successes);
    },
    submitting: (step) => {
      expectForm(step, { editable: false });
      expect(step.screen.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
    },
    failed: (step) => {
      expectForm(step, { editable: false });
      const alert = step.screen.getByRole('alert');
      expect(alert).toHaveTextContent('The page took longer to load, check your network');
      expect(alert).toHaveTextContent('Trying again will not move the money twice.');
      expect(step.screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    done: (step) => {
      const c = step.snapshot.context as WalletTransferContext;
      // Balances after the transfer come from the transfer's answer.
      expectBalances(step, [
        ['Main wallet', 'P 350.00'],
        ['Evolution', 'P 350.00'],
      ]);
      expect(step.screen.getByRole('status')).toHaveTextContent(`P 150.00 moved from ${NAMES[c.done!.from]} to ${NAMES[c.done!.to]}.`);
      expect(step.screen.queryByRole('form')).toBeNull();
      expect(announceBalanceChanged).toHaveBeenCalledTimes(successes);
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    single: [],
    // "Whole balance" only while the wallet moved from has money.
    editing: (s) => [
      'combobox:From',
      'combobox:To',
      'textbox:Amount',
      'button:Transfer',
      ...(walletBalanceOf((s.context as WalletTransferContext).balance, (s.context as WalletTransferContext).from) > 0 ? ['button:Whole balance'] : []),
    ],
    submitting: [],
    failed: ['button:Try again', 'button:Edit transfer'],
    done: ['button:Make another transfer'],
  },
  exec: {
    'xstate.done.actor.walletTransfer': async (e, { actor }) => {
      successes += 1;
      await act(async () => actor.send(e));
    },
    'wallets.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'transfer.from': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('From'), NAMES[(e as unknown as { code: string }).code]!),
    'transfer.to': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('To'), NAMES[(e as unknown as { code: string }).code]!),
    'transfer.amount': async (e, { user, screen }) => {
      const field = screen.getByLabelText('Amount');
      await user.clear(field);
      await user.type(field, (e as unknown as { value: string }).value);
    },
    'transfer.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Transfer' })),
    'transfer.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'transfer.edit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Edit transfer' })),
    'transfer.again': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Make another transfer' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof walletTransferModel.machine>) => Promise<void>>,
});
