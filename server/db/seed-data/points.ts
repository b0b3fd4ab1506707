import type { Kysely } from 'kysely';
import { POINTS } from '../../../src/config/points';
import { accruePoints } from '../../domain/points/accrual';
import type { Database, Localized } from '../database';
import { json } from '../json';

/**
 * Points mall and VIP demo data (docs/engagement.md "Points", "VIP"): the merchant's point
 * rules, six VIP levels and six rewards (the cheapest, 100 points, is within reach of a P 100
 * bet). Idempotent (`on conflict do nothing`: an operator's change is never undone). Then the accrual runs once, so the seeded bets and deposits of
 * player01 (seed-data/money.ts: P 5,000 deposited, P 1,470 valid bets) are points and a VIP
 * level (Bronze: 1,470 earned + 100 level-up = 1,570 points) from the first start.
 */
const l = (en: string, bn: string): Localized => ({ en, bn });

/** Amounts in minor units (P 1,000 = 100_000); earnBps 10000 = 1×. */
export const VIP_LEVELS = [
  { level: 0, name: l('Member', 'সদস্য'), minDeposit: 0, minValidBet: 0, earnBps: 10_000, levelUpPoints: 0 },
  { level: 1, name: l('Bronze', 'ব্রোঞ্জ'), minDeposit: 100_000, minValidBet: 100_000, earnBps: 11_000, levelUpPoints: 100 },
  { level: 2, name: l('Silver', 'সিলভার'), minDeposit: 1_000_000, minValidBet: 2_000_000, earnBps: 12_500, levelUpPoints: 500 },
  { level: 3, name: l('Gold', 'গোল্ড'), minDeposit: 5_000_000, minValidBet: 10_000_000, earnBps: 15_000, levelUpPoints: 2_000 },
  { level: 4, name: l('Platinum', 'প্লাটিনাম'), minDeposit: 20_000_000, minValidBet: 50_000_000, earnBps: 17_500, levelUpPoints: 5_000 },
  { level: 5, name: l('Diamond', 'ডায়মন্ড'), minDeposit: 100_000_000, minValidBet: 200_000_000, earnBps: 20_000, levelUpPoints: 20_000 },
];

export const REWARDS = [
  {
    key: 'mobile-recharge-100',
    type: 'voucher' as const,
    name: l('Mobile recharge ৳100', 'মোবাইল রিচার্জ ৳১০০'),
    description: l('Airtime for any Bangladeshi operator, sent to your registered number.', 'যেকোনো বাংলাদেশি অপারেটরের টক-টাইম, আপনার নিবন্ধিত নম্বরে পাঠানো হবে।'),
    points: 500,
    amountRequirement: 0,
    stock: null,
  },
  {
    key: 'grocery-voucher-500',
    type: 'voucher' as const,
    name: l('Grocery voucher ৳500', 'মুদি ভাউচার ৳৫০০'),
    description: l('A voucher code for online grocery shops, sent by message.', 'অনলাইন মুদি দোকানের ভাউচার কোড, মেসেজে পাঠানো হবে।'),
    points: 2_000,
    amountRequirement: 0,
    stock: 100,
  },
  {
    key: 'wireless-earbuds',
    type: 'gadget' as const,
    name: l('Wireless earbuds', 'ওয়্যারলেস ইয়ারবাড'),
    description: l('Bluetooth earbuds with a charging case, delivered to your address.', 'চার্জিং কেসসহ ব্লুটুথ ইয়ারবাড, আপনার ঠিকানায় পৌঁছে দেওয়া হবে।'),
    points: 8_000,
    amountRequirement: 500_000,
    stock: 20,
  },
  {
    key: 'cricket-tickets',
    type: 'experience' as const,
    name: l('Cricket match tickets (2)', 'ক্রিকেট ম্যাচের টিকিট (২টি)'),
    description: l('Two tickets for a home series match in Mirpur.', 'মিরপুরে হোম সিরিজের একটি ম্যাচের দুটি টিকিট।'),
    points: 12_000,
    amountRequirement: 1_000_000,
    stock: 10,
  },
  {
    key: 'smart-watch',
    type: 'gadget' as const,
    name: l('Smart watch', 'স্মার্ট ঘড়ি'),
    description: l('A fitness smart watch, delivered to your address.', 'একটি ফিটনেস স্মার্ট ঘড়ি, আপনার ঠিকানায় পৌঁছে দেওয়া হবে।'),
    points: 20_000,
    amountRequirement: 2_000_000,
    stock: 5,
  },
  {
    key: 'mobile-data-1gb',
    type: 'voucher' as const,
    name: l('Mobile data 1 GB', 'মোবাইল ডেটা ১ জিবি'),
    description: l('A 1 GB data pack for 7 days, sent to your registered number.', '৭ দিনের ১ জিবি ডেটা প্যাক, আপনার নিবন্ধিত নম্বরে পাঠানো হবে।'),
    points: 100,
    amountRequirement: 0,
    stock: null,
  },
];

export async function seedPoints(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const d = POINTS.defaults;
  await db
    .insertInto('point_settings')
    .values({
      merchant_code: merchantCode,
      earn_valid_bet: d.earnValidBet,
      convert_points: d.convertPoints,
      convert_amount: d.convertAmount,
      convert_min_points: d.convertMinPoints,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('vip_levels')
    .values(
      VIP_LEVELS.map((v) => ({
        merchant_code: merchantCode,
        level: v.level,
        name: json(v.name),
        min_deposit: v.minDeposit,
        min_valid_bet: v.minValidBet,
        earn_bps: v.earnBps,
        level_up_points: v.levelUpPoints,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('point_rewards')
    .values(
      REWARDS.map((r, sort) => ({
        id: `${merchantCode}-reward-${r.key}`,
        merchant_code: merchantCode,
        key: r.key,
        type: r.type,
        name: json(r.name),
        description: json(r.description),
        image_url: null,
        points: r.points,
        amount_requirement: r.amountRequirement,
        stock: r.stock,
        sort,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (;;) if ((await accruePoints(db, now)).claimed < POINTS.accrueBatchSize) break;
}
