import type { PayoutAccount, Withdrawal, WithdrawalSettings } from '../../api/schemas/money';
import type { WithdrawalSetup } from './withdrawal.types';

/** The seeded merchant's withdrawal settings (docs/money.md): P 500.00 – P 50,000.00. */
export const withdrawalSettingsFixture: WithdrawalSettings = {
  currency: { symbol: 'P', scale: 2 },
  min: 50_000,
  max: 5_000_000,
  autoReceiveMinutes: 60,
  providers: [
    { code: 'BKASH', kind: 'ewallet', name: 'bKash' },
    { code: 'NAGAD', kind: 'ewallet', name: 'Nagad' },
    { code: 'DBBL', kind: 'bank', name: 'Dutch-Bangla Bank' },
  ],
};

export const payoutAccountFixtures: PayoutAccount[] = [
  { id: 'pa_1', kind: 'ewallet', provider: 'BKASH', providerName: 'bKash', accountNoMasked: '****5678', payeeName: 'Rahim Uddin', createdAt: '2026-11-01T02:00:00.000Z' },
  { id: 'pa_2', kind: 'bank', provider: 'DBBL', providerName: 'Dutch-Bangla Bank', accountNoMasked: '****4321', payeeName: 'Rahim Uddin', createdAt: '2026-11-02T02:00:00.000Z' },
];

export const withdrawalSetupFixture: WithdrawalSetup = {
  settings: withdrawalSettingsFixture,
  accounts: payoutAccountFixtures,
  hasPaymentPassword: true,
  balance: 1_200_000,
};

export const withdrawalFixture: Withdrawal = {
  id: 'wd_1',
  reference: 'WD20261115000001',
  amount: 100_000,
  status: 'pending',
  payoutAccount: { providerName: 'bKash', accountNoMasked: '****5678' },
  createdAt: '2026-11-15T04:00:00.000Z',
  decidedAt: null,
  confirmBy: null,
  receivedAmount: null,
  remainingAmount: null,
  hasProof: false,
  refundedAmount: null,
  rejectReason: null,
};
