import { randomInt } from 'node:crypto';
import type { PromotionJoined, PromotionReward } from '../../../src/api/schemas/promotions';
import { PROMOTIONS } from '../../../src/config/promotions';
import { bumpCounter } from '../../repositories/rate-counters';
import { marketingAllowed } from '../care/marketing';
import { parseRequestId, toMinor } from '../money/amounts';
import type { MoneyDeps } from '../money/context';
import { loginRequired } from '../money/errors';
import { idempotent } from '../money/idempotency';
import { activityStatus, eligible, ended, findPromotion, memberVipLevel, periodKey, type PromotionRow, started } from './catalog';
import { alreadyTaken, marketingBlocked, notEligible, notStarted, promotionClosed, promotionUnknown, throttledAction, vipLevelTooLow, wrongKind } from './errors';
import { grantReward, listBonuses } from './grants';

/** Who acts, and in which language the answer's titles are. */
export interface Actor {
  merchantCode: string;
  userId: string;
  lang: string;
  fallbackLang: string;
}

/** Throttle before any work: PROMOTIONS.actionsPerMinute per member (429 too.many.requests). */
async function throttle(d: MoneyDeps, userId: string, bucket: string, max: number, windowMs: number): Promise<void> {
  if ((await bumpCounter(d.db, `promo:${bucket}:${userId}`, d.clock.now(), windowMs)) > max) throw throttledAction();
}

/**
 * The checks every member action shares, in this order: the promotion exists (of this
 * merchant, enabled), has started, has not ended, is of the right kind, the member may receive
 * marketing now (no time-out or self-exclusion, care/marketing.ts), a newbie promotion is
 * for new members only, and a member's VIP level (points area) reaches the promotion's minimum.
 */
async function open(d: MoneyDeps, a: Actor, promotionId: unknown, kinds: PromotionRow['kind'][]): Promise<PromotionRow> {
  const id = typeof promotionId === 'string' ? promotionId : '';
  const p = id ? await findPromotion(d.db, a.merchantCode, id) : undefined;
  if (!p) throw promotionUnknown();
  const at = d.clock.now();
  if (!started(p, at)) throw notStarted();
  if (ended(p, at)) throw promotionClosed();
  if (!kinds.includes(p.kind)) throw wrongKind(p.kind);
  if (!(await marketingAllowed(d.db, a.userId, at))) throw marketingBlocked();
  const user = await d.db.selectFrom('users').select('created_at').where('id', '=', a.userId).executeTakeFirst();
  if (!user) throw loginRequired();
  if (!eligible(p, user.created_at, at)) throw notEligible();
  if (p.min_vip_level > 0) {
    const level = await memberVipLevel(d.db, a.userId);
    if (level < p.min_vip_level) throw vipLevelTooLow(p.min_vip_level, level);
  }
  return p;
}

async function rewardAnswer(d: MoneyDeps, a: Actor, p: PromotionRow, bonusId: string): Promise<PromotionReward> {
  const [bonus] = await listBonuses(d.db, a.userId, a.lang, a.fallbackLang, { ids: [bonusId] });
  const status = activityStatus(p, { bonus: { status: bonus!.status, source: bonus!.source }, application: null, joined: false, eligible: true, vipLevel: p.min_vip_level }, d.clock.now());
  return { status, bonus: bonus! };
}

/**
 * POST /wps/promotion/claim: an instant (claim) promotion pays its bonus once per period.
 * `requestId` makes a retry answer the same result; another key after the claim is
 * 409 promotion.already.
 */
export async function claimPromotion(d: MoneyDeps, a: Actor, input: { promotionId: unknown; requestId: unknown }): Promise<PromotionReward> {
  const requestId = parseRequestId(input.requestId);
  await throttle(d, a.userId, 'act', PROMOTIONS.actionsPerMinute, 60_000);
  const p = await open(d, a, input.promotionId, ['claim']);
  const at = d.clock.now();
  const bonusId = await idempotent(d.db, { userId: a.userId, key: requestId, scope: 'promotionClaim', params: { promotionId: p.id } }, at, (tx) =>
    grantReward(tx, { merchantCode: a.merchantCode, userId: a.userId, promotion: p, periodKey: periodKey(p, at), source: 'claim', amount: toMinor(p.bonus_amount), at }),
  );
  return rewardAnswer(d, a, p, bonusId);
}

/** A weighted draw from the promotion's prizes (node:crypto). */
export function drawPrize(prizes: { amount: number; weight: number }[], roll: (max: number) => number = randomInt): number {
  const usable = prizes.filter((x) => Number.isSafeInteger(x.amount) && x.amount > 0 && Number.isSafeInteger(x.weight) && x.weight > 0);
  if (!usable.length) throw new Error('a raffle promotion without prizes');
  let r = roll(usable.reduce((n, x) => n + x.weight, 0));
  for (const x of usable) {
    if (r < x.weight) return x.amount;
    r -= x.weight;
  }
  return usable.at(-1)!.amount;
}

/**
 * POST /wps/relay/MCSFE_claimRafflePromotion (SPEC §7 "claim raffle promotion"): one draw per
 * period; the prize is paid at once as a `raffle` credit with its turnover. The draw happens
 * inside the idempotent transaction, so a retry with the same requestId answers the same prize.
 */
export async function claimRaffle(d: MoneyDeps, a: Actor, input: { promotionId: unknown; requestId: unknown }): Promise<PromotionReward> {
  const requestId = parseRequestId(input.requestId);
  await throttle(d, a.userId, 'act', PROMOTIONS.actionsPerMinute, 60_000);
  const p = await open(d, a, input.promotionId, ['raffle']);
  const at = d.clock.now();
  const bonusId = await idempotent(d.db, { userId: a.userId, key: requestId, scope: 'promotionRaffle', params: { promotionId: p.id } }, at, (tx) =>
    grantReward(tx, { merchantCode: a.merchantCode, userId: a.userId, promotion: p, periodKey: periodKey(p, at), source: 'raffle', amount: drawPrize(p.prizes), at }),
  );
  return rewardAnswer(d, a, p, bonusId);
}

/** POST /wps/promotion/join: an award promotion's participants, once per period (join → joined). */
export async function joinPromotion(d: MoneyDeps, a: Actor, input: { promotionId: unknown }): Promise<PromotionJoined> {
  await throttle(d, a.userId, 'act', PROMOTIONS.actionsPerMinute, 60_000);
  const p = await open(d, a, input.promotionId, ['award']);
  const at = d.clock.now();
  const row = await d.db
    .insertInto('promo_participants')
    .values({ promotion_id: p.id, user_id: a.userId, period_key: periodKey(p, at), joined_at: at })
    .onConflict((oc) => oc.columns(['promotion_id', 'user_id', 'period_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw alreadyTaken();
  return { status: 'joined' };
}

export { open as openPromotion, throttle as throttlePromotion };
