import type { ColumnType, Generated } from 'kysely';
import type { PromotionCategory, PromotionKind, PromotionPeriod, RafflePrize } from '../../src/api/schemas/promotions';
import type { Localized } from './database';

/** Tables of migrations 0010_promotions and 0016_promotion_vip (issue #7; docs/engagement.md "Promotions"). Database (database.ts) extends this interface. */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
type MaybeStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads a string, PGlite a number. */
type Minor = ColumnType<string | number, number | string | bigint, number | string | bigint>;

/** A promotion of a merchant: what it offers, when, and how a member takes part (`kind`). */
export interface PromoActivitiesTable {
  id: string;
  merchant_code: string;
  category: PromotionCategory;
  kind: PromotionKind;
  /** once: one reward per member; daily: one per member per site day (GMT+8). */
  period: PromotionPeriod;
  title: Json<Localized>;
  summary: Json<Localized>;
  /** Operator HTML; the SPA sanitises it before rendering. */
  content: Json<Localized>;
  /** Fixed reward of claim and apply promotions (minor units); award and raffle promotions name their own. */
  bonus_amount: Minor;
  /** Required turnover = reward × this (0: none). */
  turnover_multiplier: number;
  /** raffle: the prizes and their weights. */
  prizes: Json<RafflePrize[]>;
  starts_at: Stamp;
  ends_at: MaybeStamp;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
  /**
   * Migration 0016_promotion_vip: the lowest VIP level (vip_levels.level, the member's
   * member_progress.vip_level) that may take part; 0 = everyone. Category `vip` needs ≥ 1.
   */
  min_vip_level: ColumnType<number, number | undefined, number>;
}

export type ApplicationStatus = 'applying' | 'rejected' | 'issued';

/** A member's activity apply form (SPEC §5): comment and up to 3 images, reviewed by an operator. */
export interface PromoApplicationsTable {
  id: string;
  merchant_code: string;
  promotion_id: string;
  user_id: string;
  /** The promotion's period key when it was sent (once, or the site day). */
  period_key: string;
  comment: string;
  status: ApplicationStatus;
  created_at: Stamp;
  decided_at: MaybeStamp;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The images of an application, checked by their bytes (png or jpg, ≤ 5 MB each). */
export interface PromoApplicationImagesTable {
  id: Generated<number>;
  application_id: string;
  content_type: string;
  size: number;
  sha256: string;
  data: Uint8Array;
}

/** Members taking part in an award promotion (join → joined); the operator awards them later. */
export interface PromoParticipantsTable {
  promotion_id: string;
  user_id: string;
  period_key: string;
  joined_at: Stamp;
}

export type BonusStatus = 'active' | 'completed';

/**
 * One reward paid through the ledger (creditPromotion) with its turnover requirement: at most one
 * per (promotion, member, period key) — the unique key that makes every grant happen once.
 */
export interface PromoBonusesTable {
  id: string;
  merchant_code: string;
  user_id: string;
  promotion_id: string;
  period_key: string;
  /** How it was granted: claim (member), issued (operator approved or awarded), raffle (a draw). */
  source: 'claim' | 'issued' | 'raffle';
  /** The ledger transaction's reference (bonus details show it). */
  reference: string;
  amount: Minor;
  turnover_required: Minor;
  status: BonusStatus;
  granted_at: Stamp;
  completed_at: MaybeStamp;
}

export interface PromotionsTables {
  promo_activities: PromoActivitiesTable;
  promo_applications: PromoApplicationsTable;
  promo_application_images: PromoApplicationImagesTable;
  promo_participants: PromoParticipantsTable;
  promo_bonuses: PromoBonusesTable;
}
