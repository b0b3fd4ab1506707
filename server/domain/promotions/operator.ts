import type { Kysely } from 'kysely';
import type { PromotionCategory, PromotionKind, PromotionPeriod, RafflePrize } from '../../../src/api/schemas/promotions';
import type { Database, Localized } from '../../db/database';
import { json } from '../../db/json';
import { toMinor } from '../money/amounts';
import type { MoneyDeps } from '../money/context';
import { ledgerTransaction } from '../money/ledger';
import { loadVipLevels } from '../points/settings';
import { alreadyTaken, applicationUnknown, promotionUnknown, wrongKind } from './errors';
import { grantReward } from './grants';
import { activeBonuses } from './turnover';

/**
 * The operator's side of promotions (docs/engagement.md "Promotions", "Operators"), with typed
 * arguments; server/cli/promotions.ts parses the command line, checks a spec and prints.
 * Refusals are MoneyErrors, as the members' own.
 */

/** What a promotion is, as add and edit write it. */
export interface PromotionSpec {
  category: PromotionCategory;
  kind: PromotionKind;
  period: PromotionPeriod;
  title: Localized;
  summary: Localized;
  content: Localized;
  bonus: number;
  turnover: number;
  prizes: RafflePrize[];
  startsAt: Date;
  endsAt: Date | null;
  minVip: number;
}

/** The merchant's VIP levels, which a promotion's minimum level must be one of. */
export async function merchantLevels(db: Kysely<Database>, m: string): Promise<number[]> {
  return (await loadVipLevels(db, m)).map((l) => l.level);
}

/** Adds a promotion last in the merchant's order; false: a promotion with this id exists. */
export async function insertPromotion(db: Kysely<Database>, m: string, id: string, spec: PromotionSpec, enabled: boolean): Promise<boolean> {
  const last = await db.selectFrom('promo_activities').select((eb) => eb.fn.max('sort').as('sort')).where('merchant_code', '=', m).executeTakeFirst();
  const row = await db
    .insertInto('promo_activities')
    .values({
      id,
      merchant_code: m,
      category: spec.category,
      kind: spec.kind,
      period: spec.period,
      ...editableColumns(spec),
      enabled,
      sort: Number(last?.sort ?? -1) + 1,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** The columns of a promotion an operator writes, on creation and on every change. */
function editableColumns(spec: PromotionSpec) {
  return {
    title: json(spec.title),
    summary: json(spec.summary),
    content: json(spec.content),
    bonus_amount: spec.bonus,
    turnover_multiplier: spec.turnover,
    prizes: json(spec.prizes),
    starts_at: spec.startsAt,
    ends_at: spec.endsAt,
    min_vip_level: spec.minVip,
  };
}

/** A promotion's spec and whether it is shown; refuses an unknown promotion. */
export async function promotionSpec(db: Kysely<Database>, m: string, id: string): Promise<{ spec: PromotionSpec; enabled: boolean }> {
  const p = await db.selectFrom('promo_activities').selectAll().where('id', '=', id).where('merchant_code', '=', m).executeTakeFirst();
  if (!p) throw promotionUnknown();
  return {
    enabled: p.enabled,
    spec: {
      category: p.category,
      kind: p.kind,
      period: p.period,
      title: p.title,
      summary: p.summary,
      content: p.content,
      bonus: toMinor(p.bonus_amount),
      turnover: p.turnover_multiplier,
      prizes: p.prizes,
      startsAt: p.starts_at,
      endsAt: p.ends_at,
      minVip: p.min_vip_level,
    },
  };
}

/** Changes a promotion's texts, reward, window and level; rewards already paid keep their amount and turnover. */
export async function updatePromotion(db: Kysely<Database>, m: string, id: string, spec: PromotionSpec): Promise<void> {
  await db
    .updateTable('promo_activities')
    .set(editableColumns(spec))
    .where('id', '=', id)
    .where('merchant_code', '=', m)
    .execute();
}

/** The merchant's promotions in their order, with the count of rewards paid. */
export function listPromotions(db: Kysely<Database>, m: string) {
  return db
    .selectFrom('promo_activities as p')
    .select(['p.id', 'p.category', 'p.kind', 'p.period', 'p.enabled', 'p.starts_at', 'p.ends_at', 'p.bonus_amount', 'p.turnover_multiplier', 'p.title', 'p.min_vip_level'])
    .select((eb) => eb.selectFrom('promo_bonuses as b').select((b) => b.fn.countAll<string>().as('n')).whereRef('b.promotion_id', '=', 'p.id').as('rewards'))
    .where('p.merchant_code', '=', m)
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
}

/** Shows or hides a promotion; refuses an unknown one. */
export async function setPromotionEnabled(db: Kysely<Database>, m: string, id: string, enabled: boolean): Promise<void> {
  const r = await db.updateTable('promo_activities').set({ enabled }).where('id', '=', id).where('merchant_code', '=', m).returning('id').executeTakeFirst();
  if (!r) throw promotionUnknown();
}

const memberByName = (db: Kysely<Database>, m: string, username: string) =>
  db.selectFrom('users').select(['id', 'username']).where('merchant_code', '=', m).where('username', '=', username).executeTakeFirst();

/**
 * Pays a member of an award promotion for their latest participation without a reward; answers
 * the reward's reference, or null for an unknown member. Refuses an unknown promotion, another
 * kind, and a member with no participation left to reward.
 */
export async function awardMember(d: MoneyDeps, m: string, promotionId: string, username: string, amount: number, now: Date): Promise<string | null> {
  const p = await d.db.selectFrom('promo_activities').selectAll().where('id', '=', promotionId).where('merchant_code', '=', m).executeTakeFirst();
  if (!p) throw promotionUnknown();
  if (p.kind !== 'award') throw wrongKind(p.kind);
  const user = await memberByName(d.db, m, username);
  if (!user) return null;
  return ledgerTransaction(d.db, async (tx) => {
    // The member's latest participation that has no reward yet.
    const joined = await tx
      .selectFrom('promo_participants as x')
      .select('x.period_key')
      .where('x.promotion_id', '=', p.id)
      .where('x.user_id', '=', user.id)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('promo_bonuses as b').select('b.id').whereRef('b.promotion_id', '=', 'x.promotion_id').whereRef('b.user_id', '=', 'x.user_id').whereRef('b.period_key', '=', 'x.period_key')),
        ),
      )
      .orderBy('x.joined_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!joined) throw alreadyTaken();
    const id = await grantReward(tx, { merchantCode: m, userId: user.id, promotion: p, periodKey: joined.period_key, source: 'issued', amount, at: now });
    return (await tx.selectFrom('promo_bonuses').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference;
  });
}

/** A member's latest 50 rewards with their turnover progress (minor units); null: unknown member. */
export async function memberRewards(db: Kysely<Database>, m: string, username: string, now: Date) {
  const user = await memberByName(db, m, username);
  if (!user) return null;
  const rows = await db.selectFrom('promo_bonuses').selectAll().where('user_id', '=', user.id).orderBy('granted_at', 'desc').limit(50).execute();
  const progress = new Map((await activeBonuses(db, user.id, now)).map((b) => [b.id, b.progress]));
  return rows.map((r) => {
    const required = toMinor(r.turnover_required);
    return { row: r, required, done: r.status === 'completed' ? required : (progress.get(r.id) ?? 0) };
  });
}

/** One application with its member, promotion and images; refuses an unknown one. */
export async function applicationWithImages(db: Kysely<Database>, m: string, id: string) {
  const app = await db
    .selectFrom('promo_applications as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .innerJoin('promo_activities as p', 'p.id', 'x.promotion_id')
    .select(['x.id', 'x.status', 'x.comment', 'x.created_at', 'x.decided_at', 'x.reject_reason', 'x.period_key', 'x.user_id', 'u.username', 'x.promotion_id', 'p.title'])
    .where('x.id', '=', id)
    .where('x.merchant_code', '=', m)
    .executeTakeFirst();
  if (!app) throw applicationUnknown();
  const images = await db.selectFrom('promo_application_images').select(['content_type', 'size', 'sha256', 'data']).where('application_id', '=', app.id).orderBy('id').execute();
  return { app, images };
}
