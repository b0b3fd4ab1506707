import type { WalletBalance } from '../../api/schemas/money';

/** A member with money in the main wallet and one vendor wallet (model suites and unit tests). */
export const balanceFixture: WalletBalance = {
  sumBalance: 1_234_56,
  currency: { symbol: '৳', scale: 2 },
  isSingle: false,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: 1_000_00 },
    { code: 'EVO', name: 'Evolution', balance: 234_56 },
  ],
};
