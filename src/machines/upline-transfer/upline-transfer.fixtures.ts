import type { TransferResult, UplineSetup } from './upline-transfer.types';

export const uplineSetupFixture: UplineSetup = {
  upline: { account: 'agent01', nickname: 'Rahim' },
  allowed: true,
  currency: { symbol: 'P', scale: 2 },
  available: 500_00,
};

/** The member has an upline but toUpline is off. */
export const uplineNotAllowedFixture: UplineSetup = { ...uplineSetupFixture, allowed: false };

/** After sending P 120.00 to the upline. */
export const uplineResultFixture: TransferResult = {
  transactionId: 'tx-9',
  balance: {
    sumBalance: 380_00,
    currency: { symbol: 'P', scale: 2 },
    isSingle: true,
    wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 380_00 }],
  },
};
