import type { Kysely } from 'kysely';
import type { Currency } from '../../../src/api/schemas/money';
import { MONEY } from '../../../src/config/constants';
import type { Clock } from '../../clock';
import type { MoneySettings } from '../../config';
import type { Database, MerchantProfile, MoneyProfile } from '../../db/database';
import { findMerchant } from '../../repositories/merchants';
import type { PasswordHasher } from '../auth/passwords';
import { MAX_AMOUNT } from './amounts';

/** What the money domain needs; built once per app (app.ts), or by ops, jobs and the seed. */
export interface MoneyDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: MoneySettings;
  hasher: PasswordHasher;
}

/** The merchant's money configuration as the domain uses it. */
export interface MerchantMoney {
  code: string;
  currency: Currency;
  config: MoneyProfile;
}

/** A merchant without a money block (none should exist after migration 0004): one wallet, no channels. */
const NO_MONEY: MoneyProfile = { isSingle: true, vendorWallets: [], depositChannels: [], withdrawal: { min: 1, max: MAX_AMOUNT, providers: [] } };

export function merchantMoney(code: string, profile: MerchantProfile): MerchantMoney {
  return {
    code,
    currency: { symbol: profile.brand.currencySymbol || 'P', scale: MONEY.scale },
    config: profile.money ?? NO_MONEY,
  };
}

export async function loadMerchantMoney(db: Kysely<Database>, code: string): Promise<MerchantMoney> {
  const row = await findMerchant(db, code);
  if (!row) throw new Error(`unknown merchant: ${code}`);
  return merchantMoney(code, row.profile);
}

