import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ConfigCache } from './domain/config-cache';
import type { AuthDeps } from './domain/auth/context';
import type { KeyStore } from './domain/keys';
import type { MoneyDeps } from './domain/money/context';
import type { BalanceCache } from './domain/money/wallets';
import type { SessionCache } from './domain/sessions';

/** What route handlers are given: no globals, so tests build their own. */
export interface Services {
  db: Kysely<Database>;
  clock: Clock;
  config: ServerConfig;
  cache: ConfigCache;
  keys: KeyStore;
  /** Accounts and sessions: hasher, SMS/mail providers, captcha renderer, settings. */
  auth: AuthDeps;
  /** Ledger, wallets, deposits, withdrawals: settings and the same password hasher. */
  money: MoneyDeps;
  /**
   * Process-local read caches of this app (domain/read-cache.ts): live sessions by token hash
   * (the wire middleware) and wallet balances by user (GET /wps/v2/wallets/balance).
   */
  reads: { sessions: SessionCache; balances: BalanceCache };
}
