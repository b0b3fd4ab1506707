import type { ColumnType } from 'kysely';
import type { Localized } from './database';

/** Tables of migration 0014_referral (issue #7; docs/engagement.md "Referral", "Missions"). Database (database.ts) extends this interface. */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
/** bigint: node-postgres reads a string, PGlite a number (domain/money/amounts.ts toMinor()). */
type Minor = ColumnType<string | number | bigint, number | bigint | string, number | bigint | string>;

export interface ReferralCodesTable {
  user_id: string;
  merchant_code: string;
  code: string;
  created_at: Stamp;
}

/** One row per invitee: the member whose code it registered with. */
export interface ReferralsTable {
  id: string;
  merchant_code: string;
  referrer_id: string;
  invitee_id: string;
  code: string;
  created_at: Stamp;
}

/** A paid referral reward (its ledger transaction has the same reference). */
export interface ReferralRewardsTable {
  referral_id: string;
  referrer_id: string;
  amount: Minor;
  reference: string;
  created_at: Stamp;
}

export type MissionKind = 'deposit' | 'validBet' | 'betCount' | 'invite';
export type MissionPeriod = 'daily' | 'once';

export interface MissionsTable {
  id: string;
  merchant_code: string;
  key: string;
  kind: MissionKind;
  period: MissionPeriod;
  /** Minor units for deposit and validBet; a count for betCount and invite. */
  target: Minor;
  reward: Minor;
  title: Json<Localized>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: Stamp;
}

export interface MissionClaimsTable {
  mission_id: string;
  user_id: string;
  merchant_code: string;
  period_key: string;
  reward: Minor;
  reference: string;
  claimed_at: Stamp;
}

export interface ReferralTables {
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  referral_rewards: ReferralRewardsTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
}
