import type { Deposit, DepositChannels } from './deposit.types';

export const channelsFixture: DepositChannels = {
  currency: { symbol: 'P', scale: 2 },
  channels: [
    { code: 'BKASH', kind: 'ewallet', name: 'bKash', min: 100_00, max: 25_000_00, demo: true },
    { code: 'BANK', kind: 'bank', name: 'Bank transfer', min: 500_00, max: 25_000_00, demo: false },
  ],
};

export const pendingDepositFixture: Deposit = {
  reference: 'D20261101ABCD',
  channel: 'BKASH',
  channelName: 'bKash',
  amount: 150_00,
  status: 'pending',
  instructions: { payTo: '01700000000', accountName: 'Demo Merchant Ltd', note: 'Send money, then wait on this page' },
  createdAt: '2026-11-01T04:00:00.000Z',
  expiresAt: '2026-11-02T04:00:00.000Z',
  decidedAt: null,
};

export const decided = (status: 'approved' | 'rejected' | 'expired'): Deposit => ({
  ...pendingDepositFixture,
  status,
  decidedAt: '2026-11-01T04:00:05.000Z',
});
