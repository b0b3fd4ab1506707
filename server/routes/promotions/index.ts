import { Hono, type MiddlewareHandler } from 'hono';
import { promotionEndpoints as e } from '../../../src/api/promotion-endpoints';
import { PromotionActionRequest, PromotionCategory, PromotionJoinRequest } from '../../../src/api/schemas/promotions';
import { PROMOTIONS } from '../../../src/config/promotions';
import { type Actor, claimPromotion, claimRaffle, joinPromotion } from '../../domain/promotions/actions';
import { applyActivity, rewardCenter, throttleApply } from '../../domain/promotions/applications';
import { MoneyError } from '../../domain/money/errors';
import { parseEnum } from '../../domain/money/records';
import type { Services } from '../../services';
import { badInput, ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { body } from '../../wire/body';
import { type C, handle, merchant, moneyInput, queryField, toWireError, userId } from '../../wire/money-context';
import { listPromotions, promotionDetail } from './listing';

export const actorOf = (c: C): Actor => ({
  merchantCode: c.get('merchant').code,
  userId: userId(c),
  lang: c.get('lang'),
  fallbackLang: c.get('merchant').profile.brand.defaultLanguage.toLowerCase(),
});

const category = (c: C) => parseEnum('category', queryField(c, 'category'), [...PROMOTIONS.categories]) as PromotionCategory | null;

/** The apply form's fields: one promotionId, one comment (text), `images` files (any other field is refused). */
async function applyForm(c: C): Promise<{ promotionId: string; comment: string; images: Uint8Array[] }> {
  if (!(c.req.header('Content-Type') ?? '').includes('multipart/form-data')) throw badInput('images', 'multipart');
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw badInput('images', 'multipart');
  });
  const one = (name: string): string => {
    const v = form[name];
    if (v === undefined) return '';
    if (typeof v !== 'string') throw badInput(name, 'text');
    return v;
  };
  const raw = form.images ?? form['images[]'];
  const files = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (files.some((f) => !(f instanceof File))) throw badInput('images', 'file');
  const promotionId = one('promotionId');
  if (!promotionId || promotionId.length > 64) throw badInput('promotionId', 'validation.required');
  return { promotionId, comment: one('comment'), images: await Promise.all((files as File[]).map(async (f) => new Uint8Array(await f.arrayBuffer()))) };
}

/** Promotions, activities, apply form, raffle, bonuses and the reward center (issue #7; docs/engagement.md). */
export function promotionRoutes(s: Services) {
  const d = s.money;
  const real = realAccountOnly;
  // The apply form is throttled before its body (up to 15 MB) is read.
  const throttled: MiddlewareHandler<AppEnv> = async (c, next) => {
    try {
      await throttleApply(d, userId(c));
    } catch (err) {
      throw err instanceof MoneyError ? toWireError(err) : err;
    }
    await next();
  };
  return new Hono<AppEnv>()
    .get(e.promotions.path, handle(async (c) => ok(c, await listPromotions(s, c, null, category(c)))))
    .get(e.promotionsMine.path, handle(async (c) => ok(c, await listPromotions(s, c, userId(c), category(c)))))
    .get(e.promotionDetail.path, handle(async (c) => ok(c, await promotionDetail(s, c, queryField(c, 'id') ?? ''))))
    .post(
      e.promotionClaim.path,
      real,
      handle(async (c) => ok(c, await claimPromotion(d, actorOf(c), moneyInput(await body(c), PromotionActionRequest, { requestId: true })))),
    )
    .post(
      e.claimRaffle.path,
      real,
      handle(async (c) => ok(c, await claimRaffle(d, actorOf(c), moneyInput(await body(c), PromotionActionRequest, { requestId: true })))),
    )
    .post(e.promotionJoin.path, real, handle(async (c) => ok(c, await joinPromotion(d, actorOf(c), moneyInput(await body(c), PromotionJoinRequest)))))
    .put(
      e.activityApply.path,
      real,
      throttled,
      handle(async (c) => ok(c, await applyActivity(d, actorOf(c), await applyForm(c)))),
    )
    .get(e.rewardCenter.path, real, handle(async (c) => ok(c, await rewardCenter(d, merchant(c), actorOf(c)))));
}
