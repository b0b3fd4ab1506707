import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../tests/setup/i18n';
import type { CallOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { Withdrawal, WithdrawalConfirmRequest, WithdrawalRequest } from '../../api/schemas/money';
import { onBalanceChanged } from '../../machines/balance/balance-signal';
import { securityInfoFixture } from '../../machines/profile/profile.fixtures';
import { paidWithdrawalFixture } from '../../machines/withdrawal-confirmation/withdrawal-confirmation.fixtures';
import { payoutAccountFixtures, withdrawalFixture, withdrawalSettingsFixture } from '../../machines/withdrawal/withdrawal.fixtures';
import { AccountsProviders } from '../testing/accounts-providers';
import { type FakeResponses, fakeApi } from '../testing/render-app';
import { WithdrawSection } from './withdraw-section';

useTestLocale('en');

const wallet = { sumBalance: 1_500_000, currency: { symbol: 'P', scale: 2 }, isSingle: false, wallets: [{ code: 'MAIN', name: 'Main', balance: 1_200_000 }] };
const autoReceived: Withdrawal = { ...withdrawalFixture, id: 'wd_3', reference: 'WD20261110000003', status: 'autoReceived', amount: 80_000 };
const page = (list: Withdrawal[]) => ({ list, page: 1, size: 10, total: list.length });

function setup(extra: FakeResponses = {}, withdrawals: Withdrawal[] = [paidWithdrawalFixture, autoReceived]) {
  const api = fakeApi({
    withdrawalSettings: withdrawalSettingsFixture,
    payoutAccounts: payoutAccountFixtures,
    security: securityInfoFixture,
    walletBalance: wallet,
    withdrawals: page(withdrawals),
    ...extra,
  });
  const go = vi.fn();
  const user = userEvent.setup();
  render(
    <AccountsProviders api={api} host={false}>
      <WithdrawSection go={go} />
    </AccountsProviders>,
  );
  return { api, go, user, count: (name: string) => api.calls.filter((c) => c.name === name).length };
}

const item = (reference: string) => screen.getByRole('listitem', { name: `Withdrawal ${reference}` });

afterEach(() => vi.restoreAllMocks());

describe('withdraw section', () => {
  it('lists recent withdrawals: a paid one offers "Confirm receipt" with its deadline; auto-received explains the forced receipt', async () => {
    setup();
    await waitFor(() => expect(item('WD20261115000007')).toBeInTheDocument());
    // The member center's panel heading ("Withdrawal") names the section: no "Withdraw" heading under it.
    expect(screen.queryByRole('heading', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recent withdrawals' })).toBeInTheDocument();
    const paid = item('WD20261115000007');
    expect(paid).toHaveTextContent('P 1,000.00');
    expect(paid).toHaveTextContent('Paid, awaiting your confirmation');
    expect(paid).toHaveTextContent('Please confirm by 15/11/2026 14:00:00 (GMT+8).');
    expect(within(paid).getByRole('button', { name: 'Confirm receipt' })).toBeEnabled();
    const auto = item('WD20261110000003');
    expect(auto).toHaveTextContent('Received automatically');
    expect(auto).toHaveTextContent('Not confirmed in time, so it counts as received (forced receipt): no refund.');
    expect(within(auto).queryByRole('button')).toBeNull();
  });

  it('a partly received payment: the remaining amount shows as it is typed, the answer is sent, its row shows the answer at once', async () => {
    const sent: WithdrawalConfirmRequest[] = [];
    const { user, count } = setup({
      withdrawalConfirm: async (o?: CallOptions) => {
        sent.push(o!.body as WithdrawalConfirmRequest);
        return { ...paidWithdrawalFixture, status: 'partlyReceived', receivedAmount: 40_050, remainingAmount: 59_950 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await user.click(screen.getByRole('button', { name: 'Partly received' }));
    const input = screen.getByLabelText('Amount received');
    await user.type(input, '400.5');
    expect(screen.getByText('Remaining: P 599.50')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1000');
    expect(screen.getByText('Remaining: –')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report amount received' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The amount received must be less than the amount withdrawn'));
    expect(sent).toEqual([]);
    await user.clear(input);
    await user.type(input, '400.50');
    await user.click(screen.getByRole('button', { name: 'Report amount received' }));
    await screen.findByText('Received P 400.50, remaining P 599.50.');
    expect(sent).toEqual([{ withdrawalId: 'wd_7', outcome: 'partlyReceived', receivedAmount: 40_050 }]);
    // The answer's record is the row now: nothing asks for an answer any more, before and after Close.
    const reads = count('withdrawals');
    const settled = () => {
      const row = item('WD20261115000007');
      expect(row).toHaveTextContent('Partly received');
      expect(row).toHaveTextContent('You reported P 400.50 received, P 599.50 missing. We are checking it.');
      expect(row).not.toHaveTextContent('awaiting your confirmation');
      expect(row).not.toHaveTextContent('Please confirm by');
      expect(within(row).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    };
    settled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    settled();
    expect(within(item('WD20261115000007')).queryByRole('button')).toBeNull();
    expect(count('withdrawals')).toBe(reads);
  });

  it('received in full: after the answer and after Close the row says Received and offers nothing', async () => {
    const { user } = setup({ withdrawalConfirm: async () => ({ ...paidWithdrawalFixture, status: 'received' }) });
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await user.click(screen.getByRole('button', { name: 'Received in full' }));
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    await screen.findByText('Thank you, your answer was recorded.');
    const row = item('WD20261115000007');
    expect(within(row).getByRole('status')).toHaveTextContent('Status: Received');
    expect(row).not.toHaveTextContent('Paid, awaiting your confirmation');
    expect(row).not.toHaveTextContent('Please confirm by');
    expect(row).not.toHaveTextContent('Please answer by');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(item('WD20261115000007')).toHaveTextContent('P 1,000.00Received');
    expect(within(item('WD20261115000007')).queryByRole('button')).toBeNull();
  });

  it('answered in another tab meanwhile: the row takes the status the server named and the list reads again', async () => {
    let listed = [paidWithdrawalFixture, autoReceived];
    const { user, count } = setup({
      withdrawalConfirm: async () => {
        listed = [{ ...paidWithdrawalFixture, status: 'received' }, autoReceived];
        throw new ApiError('server', 'money.withdrawal.state', { status: 409, value: { status: 'received' } });
      },
      withdrawals: async () => page(listed),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    const reads = count('withdrawals');
    await user.click(screen.getByRole('button', { name: 'Received in full' }));
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    await screen.findByText(/This withdrawal was already answered or closed/);
    const row = item('WD20261115000007');
    expect(row).not.toHaveTextContent('awaiting your confirmation');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    await waitFor(() => expect(count('withdrawals')).toBe(reads + 1));
  });

  it('not received: a gif or a file over 5 MB is refused before any upload; a png is uploaded, then the proof id is sent', async () => {
    const order: string[] = [];
    const { user, api } = setup({
      withdrawalProof: async () => {
        order.push('proof');
        return { proofId: 'pf_42' };
      },
      withdrawalConfirm: async (o?: CallOptions) => {
        order.push(`confirm:${JSON.stringify(o!.body)}`);
        return { ...paidWithdrawalFixture, status: 'notReceived', hasProof: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    const input = screen.getByLabelText('Proof of non-receipt');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Only png or jpg images can be uploaded'));
    await upload.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The image must be at most 5 MB'));
    await user.click(screen.getByRole('button', { name: 'Upload proof and report' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please upload a proof'));
    expect(api.calls.some((c) => c.name === 'withdrawalProof')).toBe(false);
    await upload.upload(input, new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' }));
    expect(screen.getByText('Chosen: receipt.png (2 KB)')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Upload proof and report' }));
    await screen.findByText('We will check your proof and contact you.');
    expect(order).toEqual(['proof', `confirm:${JSON.stringify({ withdrawalId: 'wd_7', outcome: 'notReceived', proofId: 'pf_42' })}`]);
    const proofCall = api.calls.find((c) => c.name === 'withdrawalProof')!;
    expect((proofCall.options!.body as FormData).get('file')).toHaveProperty('name', 'receipt.png');
  });

  it('requests a withdrawal: summary first, one request id, the balance is announced, the list shows it', async () => {
    const requests: WithdrawalRequest[] = [];
    const announced = vi.fn();
    const stop = onBalanceChanged(announced);
    const created: Withdrawal = { ...withdrawalFixture, amount: 250_000 };
    let listed: Withdrawal[] = [];
    const { user } = setup(
      {
        withdraw: async (o?: CallOptions) => {
          requests.push(o!.body as WithdrawalRequest);
          listed = [created];
          return created;
        },
        withdrawals: async () => page(listed),
      },
      [],
    );
    try {
      await screen.findByText('No withdrawals yet.');
      await user.selectOptions(await screen.findByLabelText('Payout account'), 'pa_2');
      await user.type(screen.getByLabelText('Amount'), '2,500');
      await user.type(screen.getByLabelText('Payment password'), '135790');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const summary = screen.getByRole('region', { name: 'Confirm withdrawal' });
      expect(summary).toHaveTextContent('P 2,500.00');
      expect(summary).toHaveTextContent('Dutch-Bangla Bank ****4321');
      expect(requests).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
      await screen.findByText('Withdrawal request submitted');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ payoutAccountId: 'pa_2', amount: 250_000, paymentPassword: '135790' });
      expect(requests[0]!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(announced).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(item(created.reference)).toHaveTextContent('Pending'));
    } finally {
      stop();
    }
  });

  it('without a payment password it offers the security center instead of the form', async () => {
    const { user, go } = setup({ security: { ...securityInfoFixture, hasPaymentPassword: false } });
    await user.click(await screen.findByRole('button', { name: 'Set payment password' }));
    expect(go).toHaveBeenCalledWith('securityCenter', 'paymentPassword');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
