import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { responseStruct } from '../../src/api/endpoints';
import { promotionEndpoints as endpoints } from '../../src/api/promotion-endpoints';
import { json } from '../../server/db/json';
import { promotionId, seedPromotions } from '../../server/db/seed-data/promotions';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit } from './money-kit';
import { useKit } from './accounts-kit';
import { DAY, PNG, promoKit } from './promotions-kit';

/** VIP promotions (migration 0016_promotion_vip; docs/engagement.md "VIP promotions"). */
const { d, k } = useKit(makeMoneyKit);
const p = promoKit(k);
beforeAll(async () => {
  // The seed starts its promotions a day before the real clock; the kit's clock is fixed.
  await d.db.updateTable('promo_activities').set({ starts_at: new Date(k.clock.now().getTime() - DAY) }).where('id', '=', BIRTHDAY).execute();
});

const BIRTHDAY = promotionId(TEST_MERCHANT, 'vip-birthday');

describe('VIP promotions need a minimum VIP level (points area: member_progress.vip_level)', () => {
  it('the seeded VIP birthday gift needs Silver (level 2); a visitor sees the requirement with its kind\'s status', async () => {
    const [status, body] = await k.get('/wps/promotion/list?category=vip');
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.promotions));
    const gift = (body.value.list as any[]).find((x) => x.id === BIRTHDAY);
    expect(gift).toMatchObject({ status: 'join', actionable: true, minVipLevel: 2, minVipName: 'সিলভার', belowVipLevel: false });
    const other = ((await k.get('/wps/promotion/list'))[1].value.list as any[]).find((x) => x.category === 'newbie');
    expect(other).toMatchObject({ minVipLevel: 0, minVipName: null, belowVipLevel: false });
    const [, detail] = await k.get(`/wps/promotion/detail?id=${BIRTHDAY}`);
    assert(detail.value, await responseStruct(endpoints.promotionDetail));
    expect(detail.value.promotion).toMatchObject({ minVipLevel: 2, minVipName: 'সিলভার' });
  });

  it('a member below the level sees it closed (belowVipLevel) and is refused 403 promotion.vip_level; nothing is written', async () => {
    for (const level of [0, 1]) {
      const m = await k.member();
      if (level) await p.vipLevel(m.id, level);
      const [, mine] = await k.get('/wps/promotion/mine?category=vip', m);
      assert(mine.value, await responseStruct(endpoints.promotionsMine));
      expect((mine.value.list as any[]).find((x) => x.id === BIRTHDAY)).toMatchObject({ status: 'closed', actionable: false, belowVipLevel: true, minVipLevel: 2 });
      const before = await p.count('promo_participants');
      const refused = await k.refused(() => p.join(m, BIRTHDAY), 403, 'promotion.vip_level');
      expect(refused.value).toEqual({ required: 2, level });
      expect(await p.count('promo_participants')).toBe(before);
    }
  });

  it('a member at or above the level takes part as usual; the operator awards the gift', async () => {
    const silver = await k.member();
    await p.vipLevel(silver.id, 2);
    expect((await p.mine(silver, BIRTHDAY)).status).toBe('join');
    expect((await p.mine(silver, BIRTHDAY)).belowVipLevel).toBe(false);
    expect((await p.join(silver, BIRTHDAY))[1].value).toEqual({ status: 'joined' });
    expect((await k.ops('promotions', 'award', BIRTHDAY, silver.username, '10000')).ok).toBe(true);
    expect(await k.main(silver.id)).toBe(10_000);
    const gold = await k.member();
    await p.vipLevel(gold.id, 3);
    expect((await p.join(gold, BIRTHDAY))[0]).toBe(200);
  });

  it('guards every kind: claim, draw and the apply form (refused before anything is stored)', async () => {
    const m = await k.member();
    await p.vipLevel(m.id, 1);
    const claim = await p.promotion({ category: 'vip', kind: 'claim', minVip: 2 });
    const raffle = await p.promotion({ category: 'vip', kind: 'raffle', bonus: 0, prizes: [{ amount: 100, weight: 1 }], minVip: 2 });
    const apply = await p.promotion({ category: 'vip', kind: 'apply', minVip: 2 });
    await k.refused(() => p.claim(m, claim), 403, 'promotion.vip_level');
    await k.refused(() => p.raffle(m, raffle), 403, 'promotion.vip_level');
    const [before, imagesBefore] = [await p.count('promo_applications'), await p.count('promo_application_images')];
    const [status, body] = await p.apply(m, apply, 'my receipt', [{ bytes: PNG }]);
    expect([status, body.errorCode]).toEqual([403, 'promotion.vip_level']);
    expect([await p.count('promo_applications'), await p.count('promo_application_images')]).toEqual([before, imagesBefore]);
    // Level 1 is enough for a level-1 promotion.
    const bronze = await p.promotion({ category: 'vip', kind: 'claim', minVip: 1 });
    expect((await p.claim(m, bronze))[0]).toBe(200);
  });

  it('the seed raises a gift that migration 0016 set to level 1 to Silver once, never after an operator\'s change', async () => {
    const level = async () => (await d.db.selectFrom('promo_activities').select('min_vip_level').where('id', '=', BIRTHDAY).executeTakeFirstOrThrow()).min_vip_level;
    // A database seeded before 0016: the migration gave every vip promotion level 1, and no seed mark yet.
    await d.db.updateTable('promo_activities').set({ min_vip_level: 1 }).where('id', '=', BIRTHDAY).execute();
    await d.db.deleteFrom('seed_marks').where('merchant_code', '=', TEST_MERCHANT).where('key', '=', 'promotions:min-vip-level').execute();
    await seedPromotions(d.db, TEST_MERCHANT, k.clock.now());
    expect(await level()).toBe(2);
    await d.db.updateTable('promo_activities').set({ min_vip_level: 1 }).where('id', '=', BIRTHDAY).execute();
    await seedPromotions(d.db, TEST_MERCHANT, k.clock.now());
    expect(await level()).toBe(1);
    await d.db.updateTable('promo_activities').set({ min_vip_level: 2 }).where('id', '=', BIRTHDAY).execute();
  });

  it('the level applies to any category; a vip promotion without one is refused by the database', async () => {
    const m = await k.member();
    const id = await p.promotion({ category: 'limited', kind: 'claim', minVip: 1 });
    expect(await p.mine(m, id)).toMatchObject({ status: 'closed', belowVipLevel: true, minVipName: 'ব্রোঞ্জ' });
    await k.refused(() => p.claim(m, id), 403, 'promotion.vip_level');
    await expect(p.promotion({ category: 'vip', minVip: 0 })).rejects.toThrow();
    await expect(
      d.db.updateTable('promo_activities').set({ min_vip_level: 0 }).where('id', '=', BIRTHDAY).execute(),
    ).rejects.toThrow();
    // An unknown level still shows a name.
    await d.db.updateTable('promo_activities').set({ min_vip_level: 9, title: json({ en: 'x', bn: 'x' }) }).where('id', '=', id).execute();
    expect((await p.mine(m, id)).minVipName).toBe('VIP 9');
  });
});
