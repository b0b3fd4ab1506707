import type { Kysely, Selectable } from 'kysely';
import type { ActivityStatus, Promotion, PromotionCategory } from '../../../src/api/schemas/promotions';
import { PROMOTIONS } from '../../../src/config/promotions';
import type { Database, Localized } from '../../db/database';
import type { PromoActivitiesTable } from '../../db/tables-promotions';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import { loadVipLevels } from '../points/settings';
import { wireInstant, wireInstantOrNull } from '../time';

export type PromotionRow = Selectable<PromoActivitiesTable>;

const OFFSET_MS = 8 * 3_600_000;

/** The period a reward belongs to: `once`, or the site day (GMT+8) of a daily promotion. */
export function periodKey(p: Pick<PromotionRow, 'period'>, at: Date): string {
  return p.period === 'once' ? 'once' : new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export const started = (p: PromotionRow, at: Date) => p.starts_at.getTime() <= at.getTime();
export const ended = (p: PromotionRow, at: Date) => p.ends_at !== null && p.ends_at.getTime() <= at.getTime();

/** What the caller has done in a promotion's current period (null: a visitor). */
export interface MemberState {
  bonus: { status: 'active' | 'completed'; source: 'claim' | 'issued' | 'raffle' } | null;
  application: 'applying' | 'rejected' | 'issued' | null;
  joined: boolean;
  eligible: boolean;
  /** The member's current VIP level (points area: member_progress.vip_level; 0 without progress). */
  vipLevel: number;
}

/** A member below the promotion's minimum VIP level (migration 0016_promotion_vip; 0 = everyone). */
export const belowVipLevel = (p: Pick<PromotionRow, 'min_vip_level'>, m: Pick<MemberState, 'vipLevel'> | null): boolean => m !== null && m.vipLevel < p.min_vip_level;

/**
 * The SPEC §4 activity status of one promotion for one caller (docs/engagement.md "Statuses"):
 * a reward of the period → process while its turnover is unmet, then claimed (claim, raffle) or
 * issued (operator); else by kind: claim → claim; apply → applying | rejected | join; award →
 * joined | join; raffle → claim. Before the start: comingSoon; after the end, with nothing of
 * the caller's left to show: closed. A newbie promotion is closed to members past its days, and
 * a promotion with a minimum VIP level to members below it (a visitor sees its kind's status).
 */
export function activityStatus(p: PromotionRow, m: MemberState | null, at: Date): ActivityStatus {
  if (!started(p, at)) return 'comingSoon';
  if (m?.bonus) return m.bonus.status === 'active' ? 'process' : m.bonus.source === 'issued' ? 'issued' : 'claimed';
  if (m?.application === 'applying') return 'applying';
  if (m?.application === 'issued') return 'issued';
  if (m && p.kind === 'award' && m.joined) return 'joined';
  if (ended(p, at) || (m && !m.eligible) || belowVipLevel(p, m)) return 'closed';
  if (m?.application === 'rejected') return 'rejected';
  return p.kind === 'apply' || p.kind === 'award' ? 'join' : 'claim';
}

const ACTIONABLE: ReadonlySet<ActivityStatus> = new Set(['join', 'claim', 'rejected']);

/** VIP level names of a merchant (points area: vip_levels), to name a promotion's minimum level. */
export async function vipLevelNames(db: Kysely<Database>, merchantCode: string): Promise<Map<number, Localized>> {
  return new Map((await loadVipLevels(db, merchantCode)).map((l) => [l.level, l.name]));
}

/** The member's current VIP level as the points area keeps it (member_progress.vip_level; 0 without a row). */
export async function memberVipLevel(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('member_progress').select('vip_level').where('user_id', '=', userId).executeTakeFirst();
  return row?.vip_level ?? 0;
}

/** How a promotion's VIP requirement is shown: the level's name, and whether the caller is below it. */
export interface VipView {
  names: Map<number, Localized>;
  /** The caller's state (null: a visitor, never "below"). */
  member: Pick<MemberState, 'vipLevel'> | null;
}

export function toPromotion(p: PromotionRow, status: ActivityStatus, lang: string, fallback: string, vip?: VipView): Promotion {
  const level = p.min_vip_level;
  const name = level > 0 ? vip?.names.get(level) : undefined;
  return {
    id: p.id,
    category: p.category,
    kind: p.kind,
    period: p.period,
    title: pick(p.title, lang, fallback),
    summary: pick(p.summary, lang, fallback),
    startsAt: wireInstant(p.starts_at),
    endsAt: wireInstantOrNull(p.ends_at),
    bonusAmount: toMinor(p.bonus_amount),
    turnoverMultiplier: p.turnover_multiplier,
    prizes: p.prizes.map((x) => x.amount),
    status,
    actionable: ACTIONABLE.has(status),
    minVipLevel: level,
    minVipName: level > 0 ? (name ? pick(name, lang, fallback) : `VIP ${level}`) : null,
    belowVipLevel: belowVipLevel(p, vip?.member ?? null),
  };
}

export async function findPromotion(db: Kysely<Database>, merchantCode: string, id: string): Promise<PromotionRow | undefined> {
  if (id.length > 64) return undefined;
  return db.selectFrom('promo_activities').selectAll().where('id', '=', id).where('merchant_code', '=', merchantCode).where('enabled', '=', true).executeTakeFirst();
}

/** Newbie promotions are for members registered within PROMOTIONS.newbieDays. */
export function eligible(p: Pick<PromotionRow, 'category'>, registeredAt: Date, at: Date): boolean {
  return p.category !== 'newbie' || at.getTime() - registeredAt.getTime() <= PROMOTIONS.newbieDays * 86_400_000;
}

/** The caller's state in each listed promotion's current period: a few indexed reads. */
export async function memberStates(db: Kysely<Database>, userId: string, rows: PromotionRow[], at: Date): Promise<Map<string, MemberState>> {
  const out = new Map<string, MemberState>();
  if (!rows.length) return out;
  const ids = rows.map((r) => r.id);
  const keys = [...new Set(rows.map((r) => periodKey(r, at)))];
  const [user, vipLevel, bonuses, apps, joins] = await Promise.all([
    db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow(),
    memberVipLevel(db, userId),
    db.selectFrom('promo_bonuses').select(['promotion_id', 'period_key', 'status', 'source']).where('user_id', '=', userId).where('promotion_id', 'in', ids).where('period_key', 'in', keys).execute(),
    db
      .selectFrom('promo_applications')
      .select(['promotion_id', 'period_key', 'status'])
      .where('user_id', '=', userId)
      .where('promotion_id', 'in', ids)
      .where('period_key', 'in', keys)
      .orderBy('created_at', 'asc')
      .execute(),
    db.selectFrom('promo_participants').select(['promotion_id', 'period_key']).where('user_id', '=', userId).where('promotion_id', 'in', ids).where('period_key', 'in', keys).execute(),
  ]);
  for (const r of rows) {
    const key = periodKey(r, at);
    const b = bonuses.find((x) => x.promotion_id === r.id && x.period_key === key);
    // The latest application of the period decides (an open one outranks an earlier rejection).
    const a = apps.filter((x) => x.promotion_id === r.id && x.period_key === key).at(-1);
    out.set(r.id, {
      bonus: b ? { status: b.status, source: b.source } : null,
      application: a?.status ?? null,
      joined: joins.some((x) => x.promotion_id === r.id && x.period_key === key),
      eligible: eligible(r, user.created_at, at),
      vipLevel,
    });
  }
  return out;
}

/** Enabled promotions of a merchant in page order; ended ones stay listed as closed until an operator disables them. */
export async function listPromotionRows(db: Kysely<Database>, merchantCode: string, category: PromotionCategory | null): Promise<PromotionRow[]> {
  let q = db.selectFrom('promo_activities').selectAll().where('merchant_code', '=', merchantCode).where('enabled', '=', true);
  if (category) q = q.where('category', '=', category);
  return q.orderBy('sort').orderBy('id').execute();
}
