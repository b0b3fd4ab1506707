import type { WalletBalance } from '../../api/schemas/money';

export interface BalanceInput {
  /** Whether the member hid the amount earlier in this browser session (balance.runtime.ts). */
  hidden: boolean;
}

export interface BalanceContext {
  /** Last answer of GET /wps/v2/wallets/balance; kept while a refresh runs. */
  balance: WalletBalance | null;
  hidden: boolean;
  errorKey: string | null;
}

export type BalanceEvent =
  | { type: 'balance.refresh' }
  | { type: 'balance.toggle' }
  /** Money moved somewhere else in the app (balance-signal.ts). */
  | { type: 'balance.changed' };
