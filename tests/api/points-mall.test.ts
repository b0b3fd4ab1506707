import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { pointsEndpoints as e } from '../../src/api/points-endpoints';
import { auditLedger } from '../../server/domain/money/ledger';
import { auditPoints } from '../../server/domain/points/ledger';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type Member, PAY_PASSWORD } from './money-kit';
import { useKit } from './accounts-kit';
import { makePointsKit } from './points-kit';

const { d, k } = useKit(makeMoneyKit);
const p = makePointsKit(d, k);

const RECHARGE = `${TEST_MERCHANT}-reward-mobile-recharge-100`; // 500 points, no requirement, unlimited
const GROCERY = `${TEST_MERCHANT}-reward-grocery-voucher-500`; // 2,000 points, stock 100
const EARBUDS = `${TEST_MERCHANT}-reward-wireless-earbuds`; // 8,000 points, needs P 5,000 valid bet

const redeem = (m: Member, body: Record<string, unknown>) => k.seal('POST', e.pointRedeem.path, body, m);
const convert = (m: Member, body: Record<string, unknown>) => k.seal('POST', e.pointConvert.path, body, m);
const stock = async (id: string) => (await d.db.selectFrom('point_rewards').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

async function holder(points: number) {
  const m = await k.member();
  if (points) await p.grant(m, points);
  return m;
}

describe('points balance, config and rewards', () => {
  it('balance, config (points never expire) and the active rewards in the request language', async () => {
    const m = await holder(1_234);
    const [s1, bal] = await p.read(e.pointBalance.path, m);
    expect(s1).toBe(200);
    assert(bal.value, await responseStruct(e.pointBalance));
    expect(bal.value).toEqual({ points: 1_234 });

    const [, cfg] = await p.read(e.pointConfig.path, m);
    assert(cfg.value, await responseStruct(e.pointConfig));
    expect(cfg.value).toMatchObject({ earnValidBet: 100, convert: { enabled: true, ratio: { points: 10, amount: 100 }, minPoints: 100 }, expires: false });

    const [, en] = await p.read(e.pointRewards.path, m, 'EN');
    assert(en.value, await responseStruct(e.pointRewards));
    expect(en.value.list.map((r: { name: string }) => r.name)[0]).toBe('Mobile recharge ৳100');
    expect(en.value.list.find((r: { id: string }) => r.id === EARBUDS)).toMatchObject({ points: 8_000, amountRequirement: 500_000, stock: 20 });
    const [, bn] = await p.read(e.pointRewards.path, m, 'BN');
    expect(bn.value.list[0].name).toBe('মোবাইল রিচার্জ ৳১০০');
  });

  it('needs a token, and a real account', async () => {
    expect((await p.read(e.pointBalance.path))[0]).toBe(401);
    const trial = await k.member({ type: 4 });
    for (const path of [e.pointBalance.path, e.pointRewards.path, e.pointConfig.path, e.pointRecords.path, e.pointRedemptions.path]) {
      const [s, b] = await p.read(path, trial);
      expect([path, s, b.errorCode]).toEqual([path, 403, 'in_need_true_account']);
    }
  });
});

describe('redeeming a reward (SPEC §4: In Process, Approved, Rejected)', () => {
  it('takes the points at once, lowers the stock and is In Process; the same requestId answers the same redemption', async () => {
    const m = await holder(5_000);
    const requestId = k.rid();
    const before = await stock(GROCERY);
    const [status, b] = await redeem(m, { requestId, rewardId: GROCERY, quantity: 2, paymentPassword: PAY_PASSWORD });
    expect(status).toBe(200);
    assert(b.value, await responseStruct(e.pointRedeem));
    expect(b.value.points).toBe(1_000);
    // No Language header: the merchant's default language (bn).
    expect(b.value.redemption).toMatchObject({ rewardId: GROCERY, name: 'মুদি ভাউচার ৳৫০০', quantity: 2, pointsEach: 2_000, pointsTotal: 4_000, status: 'inProcess' });
    expect(await p.points(m.id)).toBe(1_000);
    expect(await stock(GROCERY)).toBe(before! - 2);

    const postings = await p.pointPostings();
    const [, again] = await redeem(m, { requestId, rewardId: GROCERY, quantity: 2, paymentPassword: PAY_PASSWORD });
    expect(again.value.redemption.reference).toBe(b.value.redemption.reference);
    expect(await p.pointPostings()).toBe(postings);
    expect(await p.points(m.id)).toBe(1_000);
    await p.refused(() => redeem(m, { requestId, rewardId: GROCERY, quantity: 1, paymentPassword: PAY_PASSWORD }), 409, 'money.idempotency.conflict');
  });

  it('refuses more points than held: 409 points.balance.insufficient, nothing changed (points, stock, redemptions)', async () => {
    const m = await holder(1_999);
    const before = await stock(GROCERY);
    const redemptions = await k.count('point_redemptions');
    await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: GROCERY, quantity: 1, paymentPassword: PAY_PASSWORD }), 409, 'points.balance.insufficient');
    await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: RECHARGE, quantity: 4, paymentPassword: PAY_PASSWORD }), 409, 'points.balance.insufficient');
    expect(await p.points(m.id)).toBe(1_999);
    expect(await stock(GROCERY)).toBe(before);
    expect(await k.count('point_redemptions')).toBe(redemptions);
    // A retry after topping up with the same key works: the refusal did not use the key.
  });

  it('refuses a wrong payment password before anything moves, and a member without one', async () => {
    const m = await holder(5_000);
    await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: RECHARGE, quantity: 1, paymentPassword: '000000' }), 400, 'money.payment_password.wrong');
    const none = await k.member({ paymentPassword: null });
    await p.grant(none, 1_000);
    await p.refused(() => redeem(none, { requestId: k.rid(), rewardId: RECHARGE, quantity: 1, paymentPassword: '123456' }), 409, 'money.payment_password.not_set');
    expect(await p.points(m.id)).toBe(5_000);
  });

  it('refuses bad input with clear 4xx codes', async () => {
    const m = await holder(50_000);
    for (const quantity of [0, -1, 1.5, '2', 11, null]) {
      await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: RECHARGE, quantity, paymentPassword: PAY_PASSWORD }), 400, 'points.quantity.invalid');
    }
    await p.refused(() => redeem(m, { requestId: 'short', rewardId: RECHARGE, quantity: 1, paymentPassword: PAY_PASSWORD }), 400, 'money.request_id.invalid');
    await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: 'nope', quantity: 1, paymentPassword: PAY_PASSWORD }), 404, 'points.reward.unknown');
    await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: RECHARGE, quantity: 1 }), 400, 'request_param_err');
    // Needs P 5,000 of valid bets; this member has none.
    const b = await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: EARBUDS, quantity: 1, paymentPassword: PAY_PASSWORD }), 409, 'points.reward.requirement');
    expect(b.value).toEqual({ amountRequirement: 500_000, validBetTotal: 0 });
    // Not encrypted: refused by the wire.
    const [s, plain] = await k.send('POST', e.pointRedeem.path, { requestId: k.rid(), rewardId: RECHARGE, quantity: 1, paymentPassword: PAY_PASSWORD }, m);
    expect(s).toBe(400);
    expect(plain.success).toBe(false);
    expect(await p.points(m.id)).toBe(50_000);
  });

  it('refuses more units than the stock holds', async () => {
    const m = await holder(100_000);
    await d.db.updateTable('point_rewards').set({ stock: 1 }).where('id', '=', GROCERY).execute();
    const b = await p.refused(() => redeem(m, { requestId: k.rid(), rewardId: GROCERY, quantity: 2, paymentPassword: PAY_PASSWORD }), 409, 'points.reward.stock');
    expect(b.value).toEqual({ stock: 1 });
    await d.db.updateTable('point_rewards').set({ stock: 100 }).where('id', '=', GROCERY).execute();
  });

  it('ops approves (points spent) or rejects (points and stock back) exactly once', async () => {
    const m = await holder(3_000);
    const [, a] = await redeem(m, { requestId: k.rid(), rewardId: RECHARGE, quantity: 1, paymentPassword: PAY_PASSWORD });
    k.clock.advance(1000);
    const [, r] = await redeem(m, { requestId: k.rid(), rewardId: GROCERY, quantity: 1, paymentPassword: PAY_PASSWORD });
    expect(await p.points(m.id)).toBe(500);
    const list = await k.ops('points', 'redeem', 'list');
    expect(list.output).toContain(a.value.redemption.reference);

    const approved = await k.ops('points', 'redeem', 'approve', a.value.redemption.reference);
    expect(approved.ok, approved.output).toBe(true);
    const before = await stock(GROCERY);
    const rejected = await k.ops('points', 'redeem', 'reject', r.value.redemption.reference, 'address', 'incomplete');
    expect(rejected.ok, rejected.output).toBe(true);
    expect(await p.points(m.id)).toBe(2_500);
    expect(await stock(GROCERY)).toBe(before! + 1);

    // Decided once: a second decision is refused and changes nothing.
    const again = await k.ops('points', 'redeem', 'reject', a.value.redemption.reference);
    expect(again).toMatchObject({ ok: false });
    expect(again.output).toContain('points.redemption.state');
    expect((await k.ops('points', 'redeem', 'approve', 'PRNOPE')).output).toContain('points.redemption.unknown');
    expect(await p.points(m.id)).toBe(2_500);

    const [, page] = await p.read(`${e.pointRedemptions.path}?page=1`, m);
    assert(page.value, await responseStruct(e.pointRedemptions));
    expect(page.value.list.map((x: { status: string; remark: string | null }) => [x.status, x.remark])).toEqual([
      ['rejected', 'address incomplete'],
      ['approved', null],
    ]);
    const [, only] = await p.read(`${e.pointRedemptions.path}?status=approved`, m);
    expect(only.value.total).toBe(1);
    expect((await p.read(`${e.pointRedemptions.path}?status=lost`, m))[1].errorCode).toBe('request_param_err');

    // The records: redeem rows with their current status, the refund as its own row.
    const [, rec] = await p.read(e.pointRecords.path, m);
    assert(rec.value, await responseStruct(e.pointRecords));
    const [refund, groceryRow, rechargeRow] = rec.value.list;
    expect(refund).toMatchObject({ type: 'redeemRefund', name: 'Grocery voucher ৳500', changedPoints: 2_000, pointsBalance: 2_500, remark: 'address incomplete' });
    expect(groceryRow).toMatchObject({ type: 'redeem', quantity: 1, pointsRequirement: 2_000, amountRequirement: 0, status: 'rejected', changedPoints: -2_000, pointsBalance: 500 });
    expect(rechargeRow).toMatchObject({ type: 'redeem', status: 'approved', changedPoints: -500, pointsBalance: 2_500 });
  });

  it('a member sees only its own redemptions and records', async () => {
    const a = await holder(1_000);
    const b = await holder(0);
    await redeem(a, { requestId: k.rid(), rewardId: RECHARGE, quantity: 1, paymentPassword: PAY_PASSWORD });
    expect((await p.read(e.pointRedemptions.path, b))[1].value.total).toBe(0);
    expect((await p.read(e.pointRecords.path, b))[1].value.total).toBe(0);
  });
});

describe('converting points to balance', () => {
  it('whole steps of the ratio (10 points → P 1.00) move points out and money in, with one reference in both ledgers', async () => {
    const m = await holder(1_000);
    const requestId = k.rid();
    const [status, b] = await convert(m, { requestId, points: 250, paymentPassword: PAY_PASSWORD });
    expect(status).toBe(200);
    assert(b.value, await responseStruct(e.pointConvert));
    expect(b.value).toMatchObject({ points: 250, amount: 2_500, ratio: { points: 10, amount: 100 }, pointBalance: 750 });
    expect(await k.main(m.id)).toBe(2_500);
    const tx = await d.db.selectFrom('ledger_transactions').select(['kind']).where('reference', '=', b.value.reference).executeTakeFirstOrThrow();
    expect(tx.kind).toBe('pointsConvert');
    // Replay: nothing moves twice.
    const [, again] = await convert(m, { requestId, points: 250, paymentPassword: PAY_PASSWORD });
    expect(again.value.reference).toBe(b.value.reference);
    expect(await k.main(m.id)).toBe(2_500);
    expect(await p.points(m.id)).toBe(750);

    const [, rec] = await p.read(`${e.pointRecords.path}?type=convert`, m);
    expect(rec.value.list).toHaveLength(1);
    expect(rec.value.list[0]).toMatchObject({ type: 'convert', changedPoints: -250, pointsBalance: 750, pointsRatio: { points: 10, amount: 100 }, amount: 2_500 });
  });

  it('refuses odd amounts, too few, more than held and a wrong password; nothing moves in either ledger', async () => {
    const m = await holder(300);
    for (const points of [105, 90, 0, -10, 2.5, '100']) {
      const code = typeof points === 'number' && Number.isInteger(points) && points > 0 ? 'points.convert.step' : 'points.amount.invalid';
      await p.refused(() => convert(m, { requestId: k.rid(), points, paymentPassword: PAY_PASSWORD }), 400, code);
    }
    await p.refused(() => convert(m, { requestId: k.rid(), points: 310, paymentPassword: PAY_PASSWORD }), 409, 'points.balance.insufficient');
    await p.refused(() => convert(m, { requestId: k.rid(), points: 100, paymentPassword: '999999' }), 400, 'money.payment_password.wrong');
    expect(await p.points(m.id)).toBe(300);
    expect(await k.main(m.id)).toBe(0);
  });

  it('both ledgers stay balanced', async () => {
    expect((await auditPoints(d.db)).violations).toEqual([]);
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });
});
