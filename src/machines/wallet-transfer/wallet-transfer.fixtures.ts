import type { TransferResult, WalletBalance } from './wallet-transfer.types';

/** Main wallet and two vendor wallets (P, 2 decimals). */
export const walletsFixture: WalletBalance = {
  sumBalance: 700_00,
  currency: { symbol: 'P', scale: 2 },
  isSingle: false,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: 500_00 },
    { code: 'EVO', name: 'Evolution', balance: 200_00 },
    { code: 'PG', name: 'PG Soft', balance: 0 },
  ],
};

export const singleWalletFixture: WalletBalance = {
  sumBalance: 500_00,
  currency: { symbol: 'P', scale: 2 },
  isSingle: true,
  wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 500_00 }],
};

/** After moving P 150.00 from MAIN to EVO. */
export const transferResultFixture: TransferResult = {
  transactionId: 'tx-1',
  balance: {
    ...walletsFixture,
    wallets: [
      { code: 'MAIN', name: 'Main wallet', balance: 350_00 },
      { code: 'EVO', name: 'Evolution', balance: 350_00 },
      { code: 'PG', name: 'PG Soft', balance: 0 },
    ],
  },
};
