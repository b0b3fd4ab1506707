import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { useTestLocale } from '../../../tests/setup/i18n';
import type { CallOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { SecurityInfo } from '../../api/schemas/money';
import { createModalLogic } from '../../machines/modal/modal.runtime';
import { securityInfoFixture } from '../../machines/profile/profile.fixtures';
import { payoutAccountFixtures, withdrawalSettingsFixture } from '../../machines/withdrawal/withdrawal.fixtures';
import { AccountsProviders } from '../testing/accounts-providers';
import { type FakeResponses, fakeApi } from '../testing/render-app';
import { SecurityCenterSection } from './security-center';

useTestLocale('en');

const setting = {
  captcha: false,
  affiliateCode: true,
  mobileRegistration: true,
  countries: [{ countryCode: 'BD', countryDialingCode: '880' }],
  fields: {
    paymentPassword: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 6, maxLength: 6 },
    whatsapp: { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 7, maxLength: 15 },
  },
};

function setup(info: SecurityInfo, extra: FakeResponses = {}) {
  let current = info;
  const api = fakeApi({
    security: async () => current,
    registerSetting: setting,
    payoutAccounts: payoutAccountFixtures.slice(0, 1),
    withdrawalSettings: withdrawalSettingsFixture,
    ...extra,
  });
  const modal = createActor(createModalLogic()).start();
  const user = userEvent.setup();
  render(
    <AccountsProviders api={api} modal={modal} host={false}>
      <SecurityCenterSection go={() => {}} />
    </AccountsProviders>,
  );
  return {
    api,
    user,
    modal,
    /** What the server answers from now on. */
    serverHas: (next: SecurityInfo) => {
      current = next;
    },
    bodies: (name: string) => api.calls.filter((c) => c.name === name).map((c) => c.options?.body),
  };
}

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('security center (my account)', () => {
  it('shows the account, payee name, bindings and profile; "Change password" opens the change-password modal', async () => {
    const { user, modal } = setup(securityInfoFixture);
    await screen.findByRole('heading', { name: 'Sign-in and contact' });
    expect(row('Account')).toHaveTextContent('player01');
    expect(row('Mobile number')).toHaveTextContent('+880 1712345678');
    // Binding again replaces the bound number (after a code to the new one).
    expect(within(row('Mobile number')).getByRole('button', { name: 'Change mobile number' })).toHaveAttribute('aria-expanded', 'false');
    expect(row('E-mail address')).toHaveTextContent('Not set');
    expect(within(row('E-mail address')).getByRole('button', { name: 'Bind e-mail address' })).toHaveAttribute('aria-expanded', 'false');
    expect(row('Payee name (real name)')).toHaveTextContent('Rahim Uddin');
    expect(row('WhatsApp')).toHaveTextContent('Not set');
    expect(within(row('Payment password')).getByText('Set')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Payout accounts' })).toHaveTextContent('bKash ****5678 Rahim Uddin');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(modal.getSnapshot().context.stack.map((m) => m.name)).toEqual(['changePassword']);
  });

  it('first payment password: asks the login password, sends it, then the account shows it set', async () => {
    const { user, serverHas, bodies } = setup(
      { ...securityInfoFixture, hasPaymentPassword: false },
      {
        paymentPassword: async () => {
          serverHas(securityInfoFixture);
          return null;
        },
      },
    );
    expect(await screen.findByText('Set a payment password first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add payout account' })).toBeDisabled();
    expect(within(row('Payment password')).getByText('Not set')).toBeInTheDocument();
    await user.click(within(row('Payment password')).getByRole('button', { name: 'Set payment password' }));
    expect(screen.queryByLabelText('Old payment password')).toBeNull();
    await user.type(screen.getByLabelText('Login password'), 'Secret2025');
    await user.type(screen.getByLabelText('New payment password'), '12345');
    await user.type(screen.getByLabelText('Confirm payment password'), '12345');
    await user.click(within(row('Payment password')).getByRole('button', { name: 'Set payment password' }));
    // The register setting's rule: 6 digits.
    expect(screen.getByLabelText('New payment password')).toHaveAccessibleDescription('Please enter 6 digits');
    await user.type(screen.getByLabelText('New payment password'), '6');
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(within(row('Payment password')).getByRole('button', { name: 'Set payment password' }));
    await screen.findByText('Your payment password has been set.');
    expect(bodies('paymentPassword')).toEqual([{ loginPassword: 'Secret2025', paymentPassword: '123456', confirmPaymentPassword: '123456' }]);
    await waitFor(() => expect(within(row('Payment password')).getByText('Set')).toBeInTheDocument());
    // Adding a payout account is now possible.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add payout account' })).toBeEnabled());
  });

  it('changing the payment password asks the old one; a wrong one shows under it', async () => {
    const { user } = setup(securityInfoFixture, {
      paymentPassword: async () => {
        throw new ApiError('server', 'money.payment_password.wrong', { status: 400 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change payment password' }));
    expect(screen.queryByLabelText('Login password')).toBeNull();
    await user.type(screen.getByLabelText('Old payment password'), '000000');
    await user.type(screen.getByLabelText('New payment password'), '135790');
    await user.type(screen.getByLabelText('Confirm payment password'), '135790');
    await user.click(within(row('Payment password')).getByRole('button', { name: 'Change payment password' }));
    await waitFor(() => expect(screen.getByLabelText('Old payment password')).toHaveAccessibleDescription('Incorrect payment password'));
    expect(screen.getByLabelText('Old payment password')).toHaveValue('');
  });

  it('binds an e-mail: the code goes by mail to a valid address, then the bind call carries it', async () => {
    const { user, serverHas, bodies } = setup(securityInfoFixture, {
      bindCode: { expiredMinutes: 10 },
      bind: async (o?: CallOptions) => {
        const next = { ...securityInfoFixture, email: (o!.body as { email: string }).email };
        serverHas(next);
        return next;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bind e-mail address' }));
    expect(screen.queryByLabelText('Mobile number', { selector: 'input' })).toBeNull();
    await user.type(screen.getByLabelText('E-mail address', { selector: 'input' }), 'rahim@');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('E-mail address', { selector: 'input' })).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(bodies('bindCode')).toEqual([]);
    await user.type(screen.getByLabelText('E-mail address', { selector: 'input' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 600 s' })).toBeDisabled();
    expect(bodies('bindCode')).toEqual([{ channel: 'email', email: 'rahim@example.com' }]);
    await user.type(screen.getByLabelText('Verification code'), '482910');
    await user.click(screen.getByRole('button', { name: 'Bind e-mail address' }));
    await screen.findByText('Your e-mail address is now bound.');
    expect(bodies('bind')).toEqual([{ channel: 'email', email: 'rahim@example.com', verificationCode: '482910' }]);
    await waitFor(() => expect(row('E-mail address')).toHaveTextContent('rahim@example.com'));
  });

  it('adds a payout account with the registered payee name; a number that is not 6–30 digits is refused first', async () => {
    const added = { ...payoutAccountFixtures[1]!, id: 'pa_9' };
    const { user, bodies } = setup(securityInfoFixture, { addPayoutAccount: added });
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }));
    expect(screen.getByLabelText('Payee name')).toHaveValue('Rahim Uddin');
    await user.selectOptions(screen.getByLabelText('Bank or e-wallet'), 'DBBL');
    await user.type(screen.getByLabelText('Account number'), '12345');
    await user.type(screen.getByLabelText('Payment password', { selector: 'input' }), '135790');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid account number'));
    await user.type(screen.getByLabelText('Account number'), '6789 01');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await screen.findByText('Payout account added: Dutch-Bangla Bank ****4321');
    expect(bodies('addPayoutAccount')).toEqual([{ provider: 'DBBL', accountNo: '12345678901', payeeName: 'Rahim Uddin', paymentPassword: '135790' }]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
