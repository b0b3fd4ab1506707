import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { payoutAccountModel } from '../../src/machines/payout-account/payout-account.model';
import type { PayoutAccountContext } from '../../src/machines/payout-account/payout-account.types';
import type { PayoutAccountActor } from '../../src/machines/payout-account/use-payout-account';
import { PayoutAccounts } from '../../src/views/money/payout-accounts';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { answerRecheck, expectRecheckPanel, RECHECK_LOADING_CONTROLS } from './recheck-steps';

useTestLocale('en');

const LABELS: Record<string, string> = { provider: 'Bank or e-wallet', accountNo: 'Account number', payeeName: 'Payee name', paymentPassword: 'Payment password' };
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'money.payout_account.provider': 'Please choose a bank or e-wallet',
  'money.payment_password.wrong': 'Incorrect payment password',
};
type Ctx = StepContext<typeof payoutAccountModel.machine>;
const accountAdded = vi.fn();
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

function listed(screen: Ctx['screen'], c: PayoutAccountContext) {
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(screen.getByRole('list', { name: 'Payout accounts' })).toBeInTheDocument();
  expect(items).toEqual(c.accounts.map((a) => `${a.providerName} ${a.accountNoMasked} ${a.payeeName}`));
}

describeModel({
  model: payoutAccountModel,
  provide: (machine) => {
    accountAdded.mockClear();
    return machine.provide({ actions: { accountAdded: (_: unknown, account: unknown) => accountAdded(account) } });
  },
  render: (actor) => (
    <WithI18n>
      <PayoutAccounts actor={actor as PayoutAccountActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading payout accounts');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    },
    listing: ({ screen, snapshot }) => {
      const c = snapshot.context as PayoutAccountContext;
      listed(screen, c);
      expect(screen.getByRole('button', { name: 'Add payout account' })).toBeEnabled();
      if (c.added) {
        expect(screen.getByRole('status')).toHaveTextContent('Payout account added: Nagad ****5678');
        expect(accountAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'pa_3' }));
      } else expect(accountAdded).not.toHaveBeenCalled();
      expect(screen.queryByLabelText('Account number')).toBeNull();
    },
    adding: ({ screen, snapshot }) => {
      const c = snapshot.context as PayoutAccountContext;
      listed(screen, c);
      expect(screen.getByRole('option', { name: 'Dutch-Bangla Bank' })).toBeInTheDocument();
      expect(screen.getByLabelText('Bank or e-wallet')).toHaveValue(c.values.provider);
      expect(screen.getByLabelText('Account number')).toHaveValue(c.values.accountNo);
      // Prefilled with the registered payee name, which accounts must carry.
      expect(screen.getByLabelText('Payee name')).toHaveValue('Rahim Uddin');
      expect(screen.getByLabelText('Payee name')).toHaveAttribute('readonly');
      for (const [field, error] of Object.entries(c.errors)) {
        const input = screen.getByLabelText(LABELS[field]!);
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES[error!.key]!));
      }
      if (c.errorKey) expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('You have bound the maximum number of payout accounts');
      expect(screen.getByRole('button', { name: 'Add account' })).toBeEnabled();
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
    rechecking: ({ screen, snapshot }) => {
      expectRecheckPanel(screen);
      // The accounts stay listed; the form waits behind "Confirm it's you".
      listed(screen, snapshot.context as PayoutAccountContext);
      expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
      expect(accountAdded).not.toHaveBeenCalled();
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    listing: ['button:Add payout account'],
    adding: ['button:Add account', 'button:Cancel', 'combobox:Bank or e-wallet', 'password:Payment password', 'textbox:Account number', 'textbox:Payee name'],
    submitting: [],
    rechecking: RECHECK_LOADING_CONTROLS,
  },
  exec: {
    'payout.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      const input = screen.getByLabelText(LABELS[field]!);
      if (field === 'provider') await user.selectOptions(input, value);
      else await user.type(input, value);
    },
    'payout.add': click('Add payout account'),
    'payout.submit': click('Add account'),
    'payout.cancel': click('Cancel'),
    'payout.retry': click('Try again'),
    'xstate.done.actor.recheck': answerRecheck,
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
