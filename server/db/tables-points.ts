import type { ColumnType, Generated } from 'kysely';
import type { Localized } from './database';

/** Tables of migration 0011_points (issue #7; docs/engagement.md "Points", "VIP"). Database (database.ts) extends this interface. */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads a string, PGlite a number. */
type Big = ColumnType<string | number, number | string | bigint, number | string | bigint>;
type BigDefault = ColumnType<string | number, number | string | bigint | undefined, number | string | bigint>;

export type PointAccountKind = 'member' | 'issued' | 'redeeming' | 'redeemed' | 'converted' | 'adjustments';
export type RedemptionStatusValue = 'inProcess' | 'approved' | 'rejected';
export type RewardTypeValue = 'voucher' | 'gadget' | 'experience';

export interface PointAccountsTable {
  /** pts:u:<userId> (a member's points), pts:sys:<merchant>:<kind> (the merchant's side). */
  id: string;
  merchant_code: string;
  kind: PointAccountKind;
  user_id: string | null;
  /** Cached sum of the account's postings, updated by points/ledger.ts postPoints() in the same transaction. */
  balance: Big;
  allow_negative: boolean;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PointTransactionsTable {
  id: Generated<string | number>;
  merchant_code: string;
  /** earn | vipLevelUp | redeem | redeemApproved | redeemRejected | convert | adjust */
  kind: string;
  reference: string;
  user_id: string | null;
  note: string | null;
  detail: Json<Record<string, unknown>>;
  created_at: Stamp;
}

export interface PointPostingsTable {
  id: Generated<string | number>;
  transaction_id: number | string;
  account_id: string;
  amount: Big;
  balance_after: Big;
  created_at: Stamp;
}

export interface PointSettingsTable {
  merchant_code: string;
  earn_valid_bet: Big;
  convert_points: Big;
  convert_amount: Big;
  convert_min_points: Big;
  convert_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  redeem_enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PointRewardsTable {
  id: string;
  merchant_code: string;
  key: string;
  type: RewardTypeValue;
  name: Json<Localized>;
  description: Json<Localized>;
  image_url: string | null;
  points: Big;
  amount_requirement: BigDefault;
  stock: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface PointRedemptionsTable {
  id: string;
  reference: string;
  merchant_code: string;
  user_id: string;
  reward_id: string;
  reward_type: RewardTypeValue;
  reward_name: Json<Localized>;
  quantity: number;
  points_each: Big;
  points_total: Big;
  amount_requirement: Big;
  status: RedemptionStatusValue;
  remark: string | null;
  created_at: Stamp;
  decided_at: NullableStamp;
}

export interface VipLevelsTable {
  merchant_code: string;
  level: number;
  name: Json<Localized>;
  min_deposit: Big;
  min_valid_bet: Big;
  earn_bps: number;
  level_up_points: BigDefault;
}

export interface MemberProgressTable {
  user_id: string;
  merchant_code: string;
  deposit_total: BigDefault;
  valid_bet_total: BigDefault;
  earn_remainder: BigDefault;
  vip_level: ColumnType<number, number | undefined, number>;
  level_at: NullableStamp;
  updated_at: Stamp;
}

export interface PointsOutboxTable {
  id: Generated<string | number>;
  merchant_code: string;
  user_id: string;
  at: Stamp;
  valid_bet: BigDefault;
  deposit: BigDefault;
}

export interface PointsTables {
  point_accounts: PointAccountsTable;
  point_transactions: PointTransactionsTable;
  point_postings: PointPostingsTable;
  point_settings: PointSettingsTable;
  point_rewards: PointRewardsTable;
  point_redemptions: PointRedemptionsTable;
  vip_levels: VipLevelsTable;
  member_progress: MemberProgressTable;
  points_outbox: PointsOutboxTable;
}
