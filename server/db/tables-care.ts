import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0012_care (issue #7; docs/engagement.md "Responsible gambling"). Database (database.ts) extends this interface. */
type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads a string, PGlite a number. */
type NullableMinor = ColumnType<string | number | null, number | string | bigint | null | undefined, number | string | bigint | null>;

/** The three deposit-limit windows: rolling 24 hours, 7 days, 30 days. */
export type DepositLimitPeriod = 'day' | 'week' | 'month';

/** One member's deposit limit for one window; no row (or amount null) means no limit for that window. */
export interface CareDepositLimitsTable {
  user_id: string;
  period: DepositLimitPeriod;
  /** The limit in force, minor units; null: none. */
  amount: NullableMinor;
  /** A raise (or removal) waiting for its cooling-off; applied by whoever reads it after `pending_at`. */
  pending_amount: NullableMinor;
  /** Whether a pending change exists (pending_amount null + has_pending true means "remove the limit"). */
  has_pending: ColumnType<boolean, boolean | undefined, boolean>;
  pending_at: NullableStamp;
  updated_at: Stamp;
}

/** Per-member care settings (one row per member, created on first use; also the row a deposit locks). */
export interface CareSettingsTable {
  user_id: string;
  /** Reality-check interval in minutes; null: off. */
  reality_check_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Stamp;
}

export type ExclusionKind = 'timeout' | 'selfExclusion';

/** A time-out or self-exclusion; in force while starts_at <= now < ends_at. Never shortened or deleted. */
export interface CareExclusionsTable {
  id: Generated<number>;
  user_id: string;
  kind: ExclusionKind;
  starts_at: Stamp;
  ends_at: Stamp;
  created_at: Stamp;
}

/** Audit trail of every care change (limit set/raised/lowered/applied, reality check, exclusion). */
export interface CareEventsTable {
  id: Generated<number>;
  user_id: string;
  event: string;
  detail: string;
  created_at: Stamp;
}

/** Consents a member gave (kind 'terms18': the 18+ terms checkbox at registration). */
export interface CareConsentsTable {
  user_id: string;
  kind: string;
  accepted_at: Stamp;
}

export interface CareTables {
  care_consents: CareConsentsTable;
  care_deposit_limits: CareDepositLimitsTable;
  care_settings: CareSettingsTable;
  care_exclusions: CareExclusionsTable;
  care_events: CareEventsTable;
}
