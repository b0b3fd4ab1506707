import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PromoApplication, RewardCenter } from '../../../src/api/schemas/promotions';
import { LIMITS } from '../../../src/config/limits';
import { PROMOTIONS } from '../../../src/config/promotions';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import type { MerchantMoney, MoneyDeps } from '../money/context';
import { ledgerTransaction, type Tx } from '../money/ledger';
import { proofType } from '../money/withdrawals';
import { wireInstant, wireInstantOrNull } from '../time';
import { type Actor, openPromotion, throttlePromotion } from './actions';
import { periodKey } from './catalog';
import { alreadyTaken, applicationOpen, applicationState, applicationUnknown, commentTooLong, imageTooLarge, imageType, tooManyImages } from './errors';
import { grantReward, listBonuses } from './grants';
import { activeBonuses } from './turnover';

/**
 * The activity apply form (SPEC §5; docs/engagement.md "Activity apply"): a comment of at most
 * LIMITS.activityComment characters and at most LIMITS.activityImages images, each a png or jpg
 * by its magic bytes (not its name or declared type) of at most LIMITS.activityImageBytes.
 */

/** Called by the route before it reads the multipart body: the expensive part. */
export const throttleApply = (d: MoneyDeps, userId: string) => throttlePromotion(d, userId, 'apply', PROMOTIONS.appliesPerHour, 3_600_000);

/** Input checks, in the order the form shows them: count, comment, then each image's size and type. */
export function checkApplyInput(comment: string, images: Uint8Array[]): { type: string; bytes: Uint8Array }[] {
  if (images.length > LIMITS.activityImages) throw tooManyImages(LIMITS.activityImages);
  if ([...comment].length > LIMITS.activityComment) throw commentTooLong(LIMITS.activityComment);
  return images.map((bytes, i) => {
    if (bytes.length > LIMITS.activityImageBytes) throw imageTooLarge(LIMITS.activityImageBytes, i);
    const type = bytes.length ? proofType(bytes) : null;
    if (!type) throw imageType(i);
    return { type, bytes };
  });
}

/** PUT /wps/promotion/apply: one open application per member, promotion and period (409 promotion.application.open). */
export async function applyActivity(d: MoneyDeps, a: Actor, input: { promotionId: unknown; comment: string; images: Uint8Array[] }): Promise<PromoApplication> {
  const images = checkApplyInput(input.comment, input.images);
  const p = await openPromotion(d, a, input.promotionId, ['apply']);
  const at = d.clock.now();
  const key = periodKey(p, at);
  const id = randomUUID();
  await ledgerTransaction(d.db, async (tx) => {
    const taken = await tx
      .selectFrom('promo_bonuses')
      .select('id')
      .where('promotion_id', '=', p.id)
      .where('user_id', '=', a.userId)
      .where('period_key', '=', key)
      .executeTakeFirst();
    if (taken) throw alreadyTaken();
    const row = await tx
      .insertInto('promo_applications')
      .values({ id, merchant_code: a.merchantCode, promotion_id: p.id, user_id: a.userId, period_key: key, comment: input.comment, status: 'applying', created_at: at })
      .onConflict((oc) => oc.columns(['promotion_id', 'user_id', 'period_key']).where('status', '<>', 'rejected').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw applicationOpen();
    if (images.length) {
      await tx
        .insertInto('promo_application_images')
        .values(images.map((img) => ({ application_id: id, content_type: img.type, size: img.bytes.length, sha256: createHash('sha256').update(img.bytes).digest('hex'), data: img.bytes })))
        .execute();
    }
  });
  return (await listApplications(d, a, { id }))[0]!;
}

export async function listApplications(d: MoneyDeps, a: Actor, opts: { id?: string } = {}): Promise<PromoApplication[]> {
  let q = d.db
    .selectFrom('promo_applications as x')
    .innerJoin('promo_activities as p', 'p.id', 'x.promotion_id')
    .select(['x.id', 'x.promotion_id', 'x.comment', 'x.status', 'x.created_at', 'x.decided_at', 'x.reject_reason', 'p.title'])
    .select((eb) => eb.selectFrom('promo_application_images as i').select((i) => i.fn.countAll<string | number>().as('n')).whereRef('i.application_id', '=', 'x.id').as('images'))
    .where('x.user_id', '=', a.userId);
  if (opts.id) q = q.where('x.id', '=', opts.id);
  const rows = await q.orderBy('x.created_at', 'desc').orderBy('x.id', 'desc').limit(PROMOTIONS.rewardCenterApplications).execute();
  return rows.map((r) => ({
    id: r.id,
    promotionId: r.promotion_id,
    title: pick(r.title, a.lang, a.fallbackLang),
    comment: r.comment,
    images: Number(r.images ?? 0),
    status: r.status,
    createdAt: wireInstant(r.created_at),
    decidedAt: wireInstantOrNull(r.decided_at),
    rejectReason: r.reject_reason,
  }));
}

/** GET /wps/promotion/rewards: rewards with turnover (completed ones marked first), the locked amount, applications. */
export async function rewardCenter(d: MoneyDeps, m: MerchantMoney, a: Actor): Promise<RewardCenter> {
  const at = d.clock.now();
  const active = await activeBonuses(d.db, a.userId, at);
  const [bonuses, applications] = await Promise.all([
    listBonuses(d.db, a.userId, a.lang, a.fallbackLang, { limit: PROMOTIONS.rewardCenterBonuses }),
    listApplications(d, a),
  ]);
  const lockedAmount = active.filter((b) => !b.completed).reduce((n, b) => n + b.amount, 0);
  return { currency: m.currency, lockedAmount, bonuses, applications };
}

// ---- Operator decisions (ops promotions …) -----------------------------------------------------

/** Approves an open application: status issued and the promotion's bonus paid, in one transaction. */
export async function approveApplication(d: MoneyDeps, merchantCode: string, applicationId: string): Promise<{ reference: string; amount: number; userId: string }> {
  const at = d.clock.now();
  return ledgerTransaction(d.db, async (tx) => {
    const app = await tx
      .updateTable('promo_applications')
      .set({ status: 'issued', decided_at: at })
      .where('id', '=', applicationId)
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'applying')
      .returningAll()
      .executeTakeFirst();
    if (!app) throw await stateOf(tx, merchantCode, applicationId);
    // Decided even if the promotion was disabled or ended since the member applied.
    const p = await tx.selectFrom('promo_activities').selectAll().where('id', '=', app.promotion_id).executeTakeFirstOrThrow();
    const amount = toMinor(p.bonus_amount);
    const bonusId = await grantReward(tx, { merchantCode, userId: app.user_id, promotion: p, periodKey: app.period_key, source: 'issued', amount, at });
    const b = await tx.selectFrom('promo_bonuses').select('reference').where('id', '=', bonusId).executeTakeFirstOrThrow();
    return { reference: b.reference, amount, userId: app.user_id };
  });
}

export async function rejectApplication(d: MoneyDeps, merchantCode: string, applicationId: string, reason: string | null): Promise<void> {
  const row = await d.db
    .updateTable('promo_applications')
    .set({ status: 'rejected', decided_at: d.clock.now(), reject_reason: reason ? reason.slice(0, 200) : null })
    .where('id', '=', applicationId)
    .where('merchant_code', '=', merchantCode)
    .where('status', '=', 'applying')
    .returning('id')
    .executeTakeFirst();
  if (!row) throw await stateOf(d.db, merchantCode, applicationId);
}

/** Why a decision found nothing to decide (read on the caller's handle: inside a transaction, PGlite has one connection). */
async function stateOf(db: Tx, merchantCode: string, id: string) {
  const row = await db.selectFrom('promo_applications').select('status').where('id', '=', id).where('merchant_code', '=', merchantCode).executeTakeFirst();
  return row ? applicationState(row.status) : applicationUnknown();
}

/** Open applications of a merchant, oldest first (the review queue). */
export async function pendingApplications(d: MoneyDeps, merchantCode: string, all: boolean) {
  let q = d.db
    .selectFrom('promo_applications as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .select(['x.id', 'x.promotion_id', 'x.status', 'x.comment', 'x.created_at', 'u.username'])
    .select((eb) => eb.selectFrom('promo_application_images as i').select((i) => i.fn.countAll<string | number>().as('n')).whereRef('i.application_id', '=', 'x.id').as('images'))
    .where('x.merchant_code', '=', merchantCode);
  if (!all) q = q.where('x.status', '=', 'applying');
  return q.orderBy(all ? sql`x.created_at desc` : sql`x.created_at asc`).limit(50).execute();
}
