import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../tests/setup/i18n';
import { securityInfoFixture } from '../../machines/profile/profile.fixtures';
import { payoutAccountFixtures, withdrawalSettingsFixture } from '../../machines/withdrawal/withdrawal.fixtures';
import { MemberCenterBody } from '../member-center/member-center';
import { AccountsProviders } from '../testing/accounts-providers';
import { fakeApi } from '../testing/render-app';

useTestLocale('en');

const wallet = { sumBalance: 1_200_000, currency: { symbol: 'P', scale: 2 }, isSingle: false, wallets: [{ code: 'MAIN', name: 'Main', balance: 1_200_000 }] };

describe('withdrawal without a payment password', () => {
  it('"Set payment password" opens My account with the payment password form already open', async () => {
    const api = fakeApi({
      withdrawalSettings: withdrawalSettingsFixture,
      payoutAccounts: payoutAccountFixtures,
      security: { ...securityInfoFixture, hasPaymentPassword: false },
      walletBalance: wallet,
      withdrawals: { list: [], page: 1, size: 10, total: 0 },
    });
    const user = userEvent.setup();
    render(
      <AccountsProviders api={api} host={false}>
        <MemberCenterBody props={{ page: 'withdraw' }} />
      </AccountsProviders>,
    );
    // The first section's code loads lazily (slow on a cold test worker).
    await user.click(await screen.findByRole('button', { name: 'Set payment password' }, { timeout: 5000 }));
    // One press: the member is on My account and types the new payment password at once.
    expect(await screen.findByRole('heading', { name: 'My account', level: 3 })).toBeInTheDocument();
    expect(await screen.findByLabelText('New payment password', {}, { timeout: 5000 })).toBeEnabled();
    expect(screen.getByLabelText('Confirm payment password')).toBeEnabled();
    const row = screen.getByText('Payment password', { selector: 'dt' }).parentElement!;
    expect(within(row).getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('My account opened from the menu shows the payment password form closed', async () => {
    const api = fakeApi({ security: { ...securityInfoFixture, hasPaymentPassword: false } });
    render(
      <AccountsProviders api={api} host={false}>
        <MemberCenterBody props={{ page: 'securityCenter' }} />
      </AccountsProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Set payment password' }, { timeout: 5000 })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('New payment password')).toBeNull();
  });
});
