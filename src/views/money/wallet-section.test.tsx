import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { AppDepsProvider } from '../../machines/app-deps';
import { transferResultFixture, walletsFixture } from '../../machines/wallet-transfer/wallet-transfer.fixtures';
import { fakeApi } from '../testing/render-app';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createBalanceLogic } from '../../machines/balance/balance.runtime';
import { BalanceView } from '../layout/header-balance';
import { WalletSection } from './wallet-section';

useTestLocale('en');

/** The header balance as the app chart runs it: the balance chart bound to the same API. */
function HeaderBalance({ api }: { api: Parameters<typeof createBalanceLogic>[0]['api'] }) {
  const [logic] = useState(() => createBalanceLogic({ api, store: null }));
  return <BalanceView actor={useActorRef(logic, { input: { hidden: false } })} />;
}

describe('my wallet with the header balance (real charts, faked api)', () => {
  it('a transfer sends integer minor units with a requestId, and the header balance reloads after it', async () => {
    let balance = walletsFixture;
    const api = fakeApi({
      walletBalance: async () => balance,
      walletTransfer: async () => {
        balance = { ...transferResultFixture.balance, sumBalance: 699_99 };
        return transferResultFixture;
      },
    });
    const user = userEvent.setup();
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <HeaderBalance api={api} />
          <WalletSection go={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );
    expect(await screen.findByRole('button', { name: 'Hide balance P 700.00' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Transfer between wallets' });
    await user.click(within(form).getByRole('button', { name: 'Whole balance' }));
    expect(within(form).getByLabelText('Amount')).toHaveValue('500.00');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '150.5');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('P 150.50 moved from Main wallet to Evolution.');
    const body = api.calls.find((c) => c.name === 'walletTransfer')!.options!.body as Record<string, unknown>;
    expect(body).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), from: 'MAIN', to: 'EVO', amount: 150_50 });
    // The transfer announced the change: the header asked for the balance again.
    expect(await screen.findByRole('button', { name: 'Hide balance P 699.99' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.name === 'walletBalance')).toHaveLength(3);
  });

  it('a single-wallet merchant gets the balances and no transfer form', async () => {
    const api = fakeApi({ walletBalance: { ...walletsFixture, isSingle: true, wallets: walletsFixture.wallets.slice(0, 1) } });
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <WalletSection go={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );
    expect(await screen.findByText(/This site uses a single wallet/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Wallet balances' })).toHaveTextContent('Main walletP 500.00');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
