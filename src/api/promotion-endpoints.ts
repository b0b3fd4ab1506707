import type { Struct } from 'superstruct';
import { LIMITS } from '../config/limits';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import type * as PromotionSchemas from './schemas/promotions';

type Promotions = typeof PromotionSchemas;
/** A promotions schema by name, loaded on first use. */
function promo<K extends keyof Promotions>(name: K): LazyStruct<Promotions[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/promotions.ts', load: () => import('./schemas/promotions').then((m) => m[name] as never) };
}

/**
 * Promotions, activities, apply form, raffle, bonuses and the reward center (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 */
export const promotionEndpoints = {
  /** `?category=`: every visible promotion; statuses as a visitor sees them. */
  promotions: endpoint('GET', '/wps/promotion/list', promo('PromotionPage')),
  /** The same list with the caller's own statuses. */
  promotionsMine: endpoint('GET', '/wps/promotion/mine', promo('PromotionPage'), { token: true }),
  /** `?id=`. */
  promotionDetail: endpoint('GET', '/wps/promotion/detail', promo('PromotionDetail')),
  promotionClaim: endpoint('POST', '/wps/promotion/claim', promo('PromotionReward'), { token: true }),
  promotionJoin: endpoint('POST', '/wps/promotion/join', promo('PromotionJoined'), { token: true }),
  /** multipart/form-data: promotionId, comment, images (0–3). */
  activityApply: endpoint('PUT', '/wps/promotion/apply', promo('PromoApplication'), {
    token: true,
    upload: { files: LIMITS.activityImages, fileBytes: LIMITS.activityImageBytes, errorCode: 'promotion.image.size' },
  }),
  /** SPEC §7 common: "relay claim raffle promotion (token)". */
  claimRaffle: endpoint('POST', '/wps/relay/MCSFE_claimRafflePromotion', promo('PromotionReward'), { token: true }),
  rewardCenter: endpoint('GET', '/wps/promotion/rewards', promo('RewardCenter'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
