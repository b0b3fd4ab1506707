import type { ColumnType, Generated } from 'kysely';
import type { Localized } from './database';

/** Tables of the agent area (migration 0008_agents; docs/agents.md). */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
/** bigint: node-postgres reads a string, PGlite a number. */
type Count = ColumnType<string | number | bigint, number | bigint | string | undefined, number | bigint | string>;

/** Closure table of the downline tree: each user is its own ancestor at depth 0. Written by a trigger on users. */
export interface UserTreeTable {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
}

/** One thing that happened to a user, to be folded into team_stats exactly once (written by triggers). */
export interface StatOutboxTable {
  id: Generated<string | number>;
  merchant_code: string;
  user_id: string;
  at: Stamp;
  bet_count: Count;
  stake: Count;
  valid_bet: Count;
  payout: Count;
  deposits: Count;
  deposit_count: Count;
  withdrawals: Count;
  withdrawal_count: Count;
  new_members: Count;
}

export type StatGrain = '5m' | 'hour' | 'day' | 'week' | 'half' | 'month';

/** Sums of an ancestor's descendants at one depth (0 = itself) in one bucket of a grain. */
export interface TeamStatsTable {
  ancestor_id: string;
  grain: StatGrain;
  period_start: Stamp;
  depth: number;
  bet_count: Count;
  stake: Count;
  valid_bet: Count;
  payout: Count;
  deposits: Count;
  deposit_count: Count;
  withdrawals: Count;
  withdrawal_count: Count;
  new_members: Count;
  active_members: Count;
  /** The largest single valid bet in the bucket. */
  max_bet: Count;
}

/** A member's first settled bet in a bucket (so it counts once as active there). */
export interface MemberActivityTable {
  user_id: string;
  grain: StatGrain;
  period_start: Stamp;
}

export interface AgentAnnouncementsTable {
  id: string;
  merchant_code: string;
  title: Json<Localized>;
  /** HTML per language; the SPA rebuilds it from an allowlist before rendering (src/views/common/sanitized-html.tsx). */
  content: Json<Localized>;
  published_at: Stamp;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
}
