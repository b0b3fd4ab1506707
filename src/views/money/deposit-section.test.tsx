import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { MONEY } from '../../config/constants';
import { AppDepsProvider } from '../../machines/app-deps';
import { onBalanceChanged } from '../../machines/balance/balance-signal';
import { channelsFixture, decided, pendingDepositFixture } from '../../machines/deposit/deposit.fixtures';
import type { Deposit } from '../../machines/deposit/deposit.types';
import { fakeApi } from '../testing/render-app';
import { DepositSection } from './deposit-section';

useTestLocale('en');

describe('deposit section (real chart, faked api)', () => {
  afterEach(() => vi.useRealTimers());

  it('creates a request, shows where to pay, polls until approved, then announces the new balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: Deposit = pendingDepositFixture;
    const api = fakeApi({
      depositChannels: channelsFixture,
      deposit: async () => current,
      depositStatus: async () => current,
      deposits: async () => ({ list: [current], page: 1, size: MONEY.recordsPageSize, total: 1 }),
    });
    const announced = vi.fn();
    const stop = onBalanceChanged(announced);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <DepositSection go={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );

    await user.click(await screen.findByRole('button', { name: /^bKash/ }));
    // The member center's panel heading names the section: no second "Deposit" heading inside it.
    expect(screen.queryByRole('heading', { name: 'Deposit' })).toBeNull();
    await user.type(screen.getByLabelText('Amount'), '150');
    await user.click(screen.getByRole('button', { name: 'Request deposit' }));

    const pending = await screen.findByRole('region', { name: 'Waiting for your payment' });
    expect(pending).toHaveTextContent('ReferenceD20261101ABCD');
    expect(api.calls.find((c) => c.name === 'deposit')!.options!.body).toEqual({
      requestId: expect.stringMatching(MONEY.requestIdPattern),
      channel: 'BKASH',
      amount: 150_00,
    });
    expect(await screen.findByRole('table', { name: 'Recent deposits' })).toHaveTextContent('D20261101ABCDbKashP 150.00Pending');

    current = decided('approved');
    await act(() => vi.advanceTimersByTimeAsync(MONEY.depositPollMs));
    expect(await screen.findByText('Deposit received: P 150.00 has been added to your main wallet.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.name === 'depositStatus')[0]!.options!.query).toEqual({ reference: 'D20261101ABCD' });
    expect(announced).toHaveBeenCalledTimes(1);
    // The list follows the deposit's new status.
    expect(await screen.findByRole('table', { name: 'Recent deposits' })).toHaveTextContent('D20261101ABCDbKashP 150.00Approved');
    stop();
  });

  it.each(['UTC', 'Asia/Dhaka'])("shows a deposit's request time and pay-before time in GMT+8, as the header clock, with the process in %s", async (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      const api = fakeApi({
        depositChannels: channelsFixture,
        deposit: async () => pendingDepositFixture,
        depositStatus: async () => pendingDepositFixture,
        deposits: async () => ({ list: [pendingDepositFixture], page: 1, size: MONEY.recordsPageSize, total: 1 }),
      });
      const user = userEvent.setup();
      render(
        <WithI18n>
          <AppDepsProvider deps={{ api }}>
            <DepositSection go={() => {}} />
          </AppDepsProvider>
        </WithI18n>,
      );
      // createdAt 2026-11-01T04:00:00.000Z is 12:00 in GMT+8; expiresAt is a day later.
      const table = await screen.findByRole('table', { name: 'Recent deposits' });
      const [, row] = within(table).getAllByRole('row');
      expect(within(row!).getAllByRole('cell')[0]).toHaveTextContent(/^01\/11\/2026 12:00:00$/);
      await user.click(await screen.findByRole('button', { name: /^bKash/ }));
      await user.type(screen.getByLabelText('Amount'), '150');
      await user.click(screen.getByRole('button', { name: 'Request deposit' }));
      const pending = await screen.findByRole('region', { name: 'Waiting for your payment' });
      expect(pending).toHaveTextContent('Pay before02/11/2026 12:00:00');
    } finally {
      process.env.TZ = before;
    }
  });
});

