import type { PromoBonus, Promotion, PromotionPage } from '../../api/schemas/promotions';

const base: Pick<Promotion, 'period' | 'startsAt' | 'endsAt' | 'bonusAmount' | 'turnoverMultiplier' | 'prizes' | 'summary' | 'actionable' | 'minVipLevel' | 'minVipName' | 'belowVipLevel'> = {
  period: 'once',
  startsAt: '2026-10-31T16:00:00.000Z',
  endsAt: null,
  bonusAmount: 0,
  turnoverMultiplier: 1,
  prizes: [],
  summary: '',
  actionable: true,
  minVipLevel: 0,
  minVipName: null,
  belowVipLevel: false,
};

export const welcomeFixture: Promotion = { ...base, id: 'p-welcome', category: 'newbie', kind: 'claim', title: 'Welcome bonus', summary: 'New members get P 50 with one click.', bonusAmount: 5_000, turnoverMultiplier: 5, status: 'claim' };
export const raffleFixture: Promotion = { ...base, id: 'p-raffle', category: 'daily', kind: 'raffle', period: 'daily', title: 'Lucky draw', prizes: [500, 1_000, 5_000], status: 'claim' };
export const clubFixture: Promotion = { ...base, id: 'p-club', category: 'highRebate', kind: 'award', period: 'daily', title: 'Slots rebate club', status: 'join' };
export const shareFixture: Promotion = { ...base, id: 'p-share', category: 'limited', kind: 'apply', title: 'Share your big win', bonusAmount: 20_000, turnoverMultiplier: 10, status: 'join' };
/** VIP promotions (docs/engagement.md "VIP promotions"): one the member is below, one it reaches. */
export const vipGiftFixture: Promotion = { ...base, id: 'p-gift', category: 'vip', kind: 'award', title: 'VIP birthday gift', status: 'closed', actionable: false, minVipLevel: 2, minVipName: 'Silver', belowVipLevel: true };
export const vipDinnerFixture: Promotion = { ...base, id: 'p-dinner', category: 'vip', kind: 'award', title: 'Bronze dinner', status: 'join', minVipLevel: 1, minVipName: 'Bronze' };
export const festivalFixture: Promotion = { ...base, id: 'p-festival', category: 'limited', kind: 'claim', title: 'Festival bonus', status: 'comingSoon', actionable: false };

export const promotionPageFixture: PromotionPage = {
  currency: { symbol: 'P', scale: 2 },
  categories: ['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip'],
  list: [welcomeFixture, shareFixture, festivalFixture, raffleFixture, clubFixture],
};

export const bonusFixture: PromoBonus = {
  id: 'b1',
  promotionId: 'p-welcome',
  title: 'Welcome bonus',
  source: 'claim',
  reference: 'P261115ABCDEFGH',
  amount: 5_000,
  turnoverRequired: 25_000,
  turnoverProgress: 0,
  status: 'active',
  grantedAt: '2026-11-15T04:00:00.000Z',
  completedAt: null,
};
