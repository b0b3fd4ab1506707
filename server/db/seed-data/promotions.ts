import type { Kysely } from 'kysely';
import type { PromotionCategory, PromotionKind, PromotionPeriod, RafflePrize } from '../../../src/api/schemas/promotions';
import type { Database, Localized } from '../database';
import { json } from '../json';
import { seedUserId } from '../seed-accounts';
import { seedOnce } from '../seed-steps';

/**
 * Promotions demo data (docs/engagement.md "Promotions"): one promotion of each category and of
 * each kind, plus one coming soon:
 * - newbie "Welcome bonus": claim at once, P 50 with ×5 turnover (what a new member claims first);
 * - limited "Share your big win": apply form, P 200 ×10; limited "Festival bonus": starts in 7 days;
 * - special offer "Reload receipt": apply form, daily, P 100 ×8;
 * - daily "Lucky draw": raffle, one draw a day, P 5–200 ×1;
 * - high rebate "Slots rebate club": join, the operator awards (ops promotions award);
 * - VIP "VIP birthday gift": join once, the operator awards; for VIP Silver (level 2) or higher.
 *   Databases seeded before migration 0016_promotion_vip got level 1 there; the seed raises the
 *   seeded gift to Silver once (seed_marks), never again after an operator's change.
 * player01 has an application under review for "Share your big win" (ops promotions applications).
 * Idempotent: natural ids with `on conflict do nothing`; an operator's change is never undone.
 */
interface PromotionSeed {
  key: string;
  category: PromotionCategory;
  kind: PromotionKind;
  period: PromotionPeriod;
  bonus: number;
  turnover: number;
  prizes?: RafflePrize[];
  startsInDays?: number;
  endsInDays?: number;
  /** Lowest VIP level (seed-data/points.ts VIP_LEVELS) that may take part; category vip needs ≥ 1. */
  minVip?: number;
  title: Localized;
  summary: Localized;
  content: Localized;
}

const p = (en: string, bn: string): Localized => ({ bn: `<p>${bn}</p>`, en: `<p>${en}</p>` });

export const PROMOTION_SEEDS: PromotionSeed[] = [
  {
    key: 'newbie-welcome',
    category: 'newbie',
    kind: 'claim',
    period: 'once',
    bonus: 5_000,
    turnover: 5,
    title: { bn: 'স্বাগতম বোনাস', en: 'Welcome bonus' },
    summary: { bn: 'নতুন সদস্যরা এক ক্লিকে P 50 পান।', en: 'New members get P 50 with one click.' },
    content: p(
      'Registered in the last 30 days? Claim P 50 once. Bet five times the bonus (P 250) before the bonus part can be withdrawn.',
      'গত ৩০ দিনে নিবন্ধন করেছেন? একবার P 50 দাবি করুন। বোনাসের অংশ তোলার আগে বোনাসের পাঁচ গুণ (P 250) বাজি ধরুন।',
    ),
  },
  {
    key: 'limited-share',
    category: 'limited',
    kind: 'apply',
    period: 'once',
    bonus: 20_000,
    turnover: 10,
    endsInDays: 30,
    title: { bn: 'আপনার বড় জয় শেয়ার করুন', en: 'Share your big win' },
    summary: { bn: 'বড় জয়ের স্ক্রিনশট পাঠান, P 200 পান।', en: 'Send a screenshot of a big win and get P 200.' },
    content: p(
      'Send up to 3 screenshots (png or jpg, at most 5 MB each) and a short comment. Our team reviews every application; an approved one pays P 200 with ×10 turnover.',
      'সর্বোচ্চ ৩টি স্ক্রিনশট (png বা jpg, প্রতিটি সর্বোচ্চ ৫ MB) ও একটি ছোট মন্তব্য পাঠান। আমাদের দল প্রতিটি আবেদন যাচাই করে; অনুমোদিত হলে ×10 টার্নওভারসহ P 200 দেওয়া হয়।',
    ),
  },
  {
    key: 'limited-festival',
    category: 'limited',
    kind: 'claim',
    period: 'once',
    bonus: 10_000,
    turnover: 5,
    startsInDays: 7,
    endsInDays: 14,
    title: { bn: 'উৎসব বোনাস', en: 'Festival bonus' },
    summary: { bn: 'উৎসবের সপ্তাহে সবার জন্য P 100।', en: 'P 100 for everyone in the festival week.' },
    content: p('Opens with the festival week. Claim P 100 once.', 'উৎসবের সপ্তাহে শুরু হবে। একবার P 100 দাবি করুন।'),
  },
  {
    key: 'special-reload',
    category: 'specialOffer',
    kind: 'apply',
    period: 'daily',
    bonus: 10_000,
    turnover: 8,
    title: { bn: 'রিলোড রসিদ বোনাস', en: 'Reload receipt bonus' },
    summary: { bn: 'প্রতিদিন একটি জমার রসিদ পাঠান, P 100 পান।', en: 'Send one deposit receipt a day and get P 100.' },
    content: p(
      'Once a day: send the receipt of a deposit of P 1,000 or more. Approved applications pay P 100 with ×8 turnover.',
      'দিনে একবার: P 1,000 বা তার বেশি জমার রসিদ পাঠান। অনুমোদিত আবেদনে ×8 টার্নওভারসহ P 100 দেওয়া হয়।',
    ),
  },
  {
    key: 'daily-raffle',
    category: 'daily',
    kind: 'raffle',
    period: 'daily',
    bonus: 0,
    turnover: 1,
    prizes: [
      { amount: 500, weight: 60 },
      { amount: 1_000, weight: 30 },
      { amount: 5_000, weight: 9 },
      { amount: 20_000, weight: 1 },
    ],
    title: { bn: 'লাকি ড্র', en: 'Lucky draw' },
    summary: { bn: 'প্রতিদিন একটি ফ্রি ড্র: P 5 থেকে P 200।', en: 'One free draw every day: P 5 to P 200.' },
    content: p('Draw once a day. Every draw wins a prize, paid at once with ×1 turnover.', 'দিনে একবার ড্র করুন। প্রতিটি ড্রতেই পুরস্কার, সঙ্গে সঙ্গে ×1 টার্নওভারসহ দেওয়া হয়।'),
  },
  {
    key: 'high-rebate',
    category: 'highRebate',
    kind: 'award',
    period: 'daily',
    bonus: 0,
    turnover: 1,
    title: { bn: 'স্লট রিবেট ক্লাব', en: 'Slots rebate club' },
    summary: { bn: 'যোগ দিন: স্লটে অতিরিক্ত ০.৫% রিবেট।', en: 'Join for an extra 0.5% rebate on slots.' },
    content: p(
      'Join each day you play. The next day our team pays 0.5% of your valid slot bets as a bonus with ×1 turnover.',
      'যেদিন খেলবেন সেদিন যোগ দিন। পরের দিন আমাদের দল আপনার বৈধ স্লট বাজির ০.৫% ×1 টার্নওভারসহ বোনাস হিসেবে দেয়।',
    ),
  },
  {
    key: 'vip-birthday',
    category: 'vip',
    kind: 'award',
    period: 'once',
    bonus: 0,
    turnover: 3,
    minVip: 2,
    title: { bn: 'ভিআইপি জন্মদিনের উপহার', en: 'VIP birthday gift' },
    summary: { bn: 'সিলভার ও তার উপরের ভিআইপি সদস্যদের জন্মদিনের উপহার।', en: 'A birthday gift for VIP members from Silver up.' },
    content: p('Join once; in your birthday month our team sends a gift by VIP level, with ×3 turnover.', 'একবার যোগ দিন; জন্মমাসে আপনার ভিআইপি স্তর অনুযায়ী ×3 টার্নওভারসহ উপহার পাঠানো হয়।'),
  },
];

export const promotionId = (merchantCode: string, key: string) => `${merchantCode}-promo-${key}`;

const DAY_MS = 86_400_000;

export async function seedPromotions(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  await db
    .insertInto('promo_activities')
    .values(
      PROMOTION_SEEDS.map((s, sort) => ({
        id: promotionId(merchantCode, s.key),
        merchant_code: merchantCode,
        category: s.category,
        kind: s.kind,
        period: s.period,
        title: json(s.title),
        summary: json(s.summary),
        content: json(s.content),
        bonus_amount: s.bonus,
        turnover_multiplier: s.turnover,
        prizes: json(s.prizes ?? []),
        // Started a day before the seed (so a clock a little behind still sees them open), unless later.
        starts_at: new Date(now.getTime() + (s.startsInDays ?? -1) * DAY_MS),
        ends_at: s.endsInDays === undefined ? null : new Date(now.getTime() + s.endsInDays * DAY_MS),
        sort,
        min_vip_level: s.minVip ?? 0,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  // Once (seedOnce): the seeded VIP promotions at their seeded level where migration 0016 gave them level 1.
  await seedOnce(db, merchantCode, 'promotions:min-vip-level', async (tx) => {
    for (const s of PROMOTION_SEEDS.filter((x) => (x.minVip ?? 0) > 1)) {
      await tx.updateTable('promo_activities').set({ min_vip_level: s.minVip! }).where('id', '=', promotionId(merchantCode, s.key)).where('min_vip_level', '=', 1).execute();
    }
  });

  const player01 = await db.selectFrom('users').select('id').where('id', '=', seedUserId(merchantCode, 'player01')).executeTakeFirst();
  if (!player01) return;
  await db
    .insertInto('promo_applications')
    .values({
      id: `${merchantCode}-promo-app-demo`,
      merchant_code: merchantCode,
      promotion_id: promotionId(merchantCode, 'limited-share'),
      user_id: player01.id,
      period_key: 'once',
      comment: 'Won P 2,400 on Lucky Fish yesterday!',
      status: 'applying',
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
