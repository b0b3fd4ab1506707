import type { MoneyProfile } from '../database';

/**
 * A merchant's money configuration (docs/money.md "Merchant configuration"): vendor wallets,
 * deposit channels with their limits and where members pay, withdrawal limits and payout
 * providers. Amounts are minor units (1 P = 100). Migration 0004 writes it into merchants
 * created before it; the seed writes it into new ones.
 */
export function moneyProfile(): MoneyProfile {
  return {
    isSingle: false,
    vendorWallets: [
      { code: 'EVO', name: 'Evolution' },
      { code: 'PG', name: 'PG Soft' },
      { code: 'SABA', name: 'SABA Sports' },
    ],
    depositChannels: [
      { code: 'BKASH', kind: 'ewallet', name: 'bKash', min: 10_000, max: 2_500_000, demo: true, payTo: '01700000001', accountName: 'Elott BD (merchant)' },
      { code: 'NAGAD', kind: 'ewallet', name: 'Nagad', min: 10_000, max: 2_500_000, demo: true, payTo: '01800000002', accountName: 'Elott BD (merchant)' },
      { code: 'BANK', kind: 'bank', name: 'Bank transfer', min: 10_000, max: 2_500_000, demo: false, payTo: 'Dutch-Bangla Bank 1071100012345', accountName: 'Elott Bangladesh Ltd' },
    ],
    withdrawal: {
      min: 50_000,
      max: 5_000_000,
      providers: [
        { code: 'BKASH', kind: 'ewallet', name: 'bKash' },
        { code: 'NAGAD', kind: 'ewallet', name: 'Nagad' },
        { code: 'DBBL', kind: 'bank', name: 'Dutch-Bangla Bank' },
        { code: 'BRAC', kind: 'bank', name: 'BRAC Bank' },
      ],
    },
  };
}

/** Payment password of the demo accounts that get one (README "Accounts"). */
export const DEMO_PAYMENT_PASSWORD = '123456';

/** A movement of a demo account, `daysAgo` before the seed runs; `key` makes it happen once. */
export type MoneySeed =
  | { key: string; account: string; daysAgo: number; kind: 'deposit'; channel: string; amount: number }
  | { key: string; account: string; daysAgo: number; kind: 'transfer'; from: string; to: string; amount: number }
  | { key: string; account: string; daysAgo: number; kind: 'bonus'; name: string; amount: number }
  | {
      key: string;
      account: string;
      daysAgo: number;
      kind: 'bet';
      category: string;
      vendor: string;
      wallet: string;
      game: string;
      stake: number;
      /** null: lost. */
      payout: number | null;
    };

const bet = (n: number, daysAgo: number, category: string, vendor: string, wallet: string, game: string, stake: number, payout: number | null): MoneySeed => ({
  key: `seed-bet-${String(n).padStart(2, '0')}`,
  account: 'player01',
  daysAgo,
  kind: 'bet',
  category,
  vendor,
  wallet,
  game,
  stake,
  payout,
});

/**
 * player01: an approved P 5,000.00 deposit, a welcome bonus, transfers to and from the EVO
 * wallet and 12 settled bets over the last 20 days in six categories; agent01: a deposit.
 * In time order (the ledger's balance_after chain follows it).
 */
export const MONEY_SEEDS: MoneySeed[] = [
  { key: 'seed-deposit-1', account: 'player01', daysAgo: 20, kind: 'deposit', channel: 'BKASH', amount: 500_000 },
  { key: 'seed-bonus-1', account: 'player01', daysAgo: 19, kind: 'bonus', name: 'Welcome bonus', amount: 10_000 },
  { key: 'seed-transfer-1', account: 'player01', daysAgo: 18, kind: 'transfer', from: 'MAIN', to: 'EVO', amount: 100_000 },
  bet(1, 17, 'SPORTS', 'SABA', 'MAIN', 'Dhaka vs Chattogram', 20_000, 38_000),
  bet(2, 16, 'LIVE', 'EVO', 'EVO', 'Lightning Roulette', 10_000, null),
  bet(3, 15, 'RNG', 'PG', 'MAIN', 'Mahjong Ways', 5_000, 12_500),
  { key: 'seed-deposit-2', account: 'agent01', daysAgo: 15, kind: 'deposit', channel: 'NAGAD', amount: 1_000_000 },
  bet(4, 14, 'FISH', 'JILI', 'MAIN', 'Royal Fishing', 8_000, null),
  bet(5, 12, 'LIVE', 'EVO', 'EVO', 'Baccarat', 20_000, 39_000),
  bet(6, 11, 'PVP', 'KM', 'MAIN', 'Teen Patti', 5_000, 9_000),
  { key: 'seed-transfer-2', account: 'player01', daysAgo: 10, kind: 'transfer', from: 'EVO', to: 'MAIN', amount: 20_000 },
  bet(7, 9, 'SPORTS', 'SABA', 'MAIN', 'India vs Bangladesh', 30_000, null),
  bet(8, 7, 'RNG', 'PG', 'MAIN', 'Fortune Tiger', 3_000, null),
  bet(9, 6, 'LOTT', 'TCG_LOTTO', 'MAIN', 'Fast 3', 2_000, 9_600),
  bet(10, 4, 'LIVE', 'EVO', 'EVO', 'Crazy Time', 15_000, null),
  bet(11, 2, 'SPORTS', 'SABA', 'MAIN', 'Comilla vs Sylhet', 25_000, 47_500),
  bet(12, 1, 'RNG', 'PG', 'MAIN', 'Lucky Neko', 4_000, null),
];

/** player01's payout account (its payee name is the registered one). */
export const PAYOUT_SEEDS = [{ account: 'player01', provider: 'BKASH', accountNo: '01711000001' }];

/** Accounts that get the demo payment password. */
export const PAYMENT_PASSWORD_SEEDS = ['player01', 'agent01'];
