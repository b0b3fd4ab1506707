import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { pointsEndpoints as e } from '../../src/api/points-endpoints';
import { seedUserId } from '../../server/db/seed-accounts';
import { auditLedger } from '../../server/domain/money/ledger';
import { auditPoints } from '../../server/domain/points/ledger';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit } from './money-kit';
import { useKit } from './accounts-kit';
import { makePointsKit } from './points-kit';

const { d, k } = useKit(makeMoneyKit);
const p = makePointsKit(d, k);

const progress = (userId: string) => d.db.selectFrom('member_progress').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('earning points (docs/engagement.md "Points")', () => {
  it('the seed folds player01’s seeded bets and deposit: 1,470 points at 1× plus Bronze’s 100 level-up points', async () => {
    const id = seedUserId(TEST_MERCHANT, 'player01');
    expect(await p.points(id)).toBe(1_570);
    expect(await progress(id)).toMatchObject({ vip_level: 1 });
    expect(Number((await progress(id))!.valid_bet_total)).toBe(147_000);
    expect(Number((await progress(id))!.deposit_total)).toBe(500_000);
  });

  it('one point per P 1.00 of valid bet, exactly: fractions are carried to the next bet, never lost or paid twice', async () => {
    const m = await k.member({ funds: 10_000 });
    await p.bet(m, 150);
    expect((await p.accrue()).points).toBe(1);
    expect(await p.points(m.id)).toBe(1);
    await p.bet(m, 150, 400);
    await p.accrue();
    expect(await p.points(m.id)).toBe(3);
    expect(Number((await progress(m.id))!.earn_remainder)).toBe(0);
    // Folding again finds nothing: each settled bet counts once.
    expect((await p.accrue()).claimed).toBe(0);
    expect(await p.points(m.id)).toBe(3);
  });

  it('open and void bets earn nothing; only won or lost bets count', async () => {
    const m = await k.member({ funds: 10_000 });
    const { placeBet, settleBet } = await import('../../server/domain/money/bets');
    const { loadMerchantMoney } = await import('../../server/domain/money/context');
    const money = await loadMerchantMoney(d.db, TEST_MERCHANT);
    const ref = await d.db.transaction().execute((tx) => placeBet(tx, money, { userId: m.id, wallet: 'MAIN', stake: 5_000, category: 'RNG', vendor: 'PG', gameName: 'x', at: k.clock.now() }));
    await p.accrue();
    expect(await p.points(m.id)).toBe(0);
    await d.db.transaction().execute((tx) => settleBet(tx, ref, 'void', k.clock.now()));
    await p.accrue();
    expect(await p.points(m.id)).toBe(0);
    expect(await progress(m.id)).toBeUndefined();
  });

  it('trial accounts (type 4) earn no points and reach no level', async () => {
    const m = await k.member({ type: 4, funds: 50_000 });
    await p.bet(m, 20_000);
    await p.accrue();
    expect(await p.points(m.id)).toBe(0);
    expect(await progress(m.id)).toBeUndefined();
  });

  it('a level is reached with both thresholds; its level-up points come once, and its rate applies to later bets', async () => {
    const m = await k.member({ funds: 300_000 });
    // Bronze needs P 1,000 deposited AND P 1,000 valid bet. Bets alone do not reach it.
    await p.bet(m, 100_000);
    await p.accrue();
    expect(await p.points(m.id)).toBe(1_000);
    expect((await progress(m.id))!.vip_level).toBe(0);
    // An approved deposit counts (the deposit trigger).
    const [s, dep] = await k.send('POST', '/wps/deposit', { requestId: k.rid(), channel: 'BKASH', amount: 100_000 }, m);
    expect(s).toBe(200);
    expect((await k.ops('deposit', 'approve', dep.value.reference)).ok).toBe(true);
    const r = await p.accrue();
    expect(r.levelUps).toBe(1);
    expect(await p.points(m.id)).toBe(1_100);
    expect((await progress(m.id))!.vip_level).toBe(1);
    // Bronze earns 1.1×: P 100.00 → 110 points.
    await p.bet(m, 10_000);
    await p.accrue();
    expect(await p.points(m.id)).toBe(1_210);
    // Another deposit does not give the level-up points again.
    const [, dep2] = await k.send('POST', '/wps/deposit', { requestId: k.rid(), channel: 'BKASH', amount: 100_000 }, m);
    await k.ops('deposit', 'approve', dep2.value.reference);
    await p.accrue();
    expect(await p.points(m.id)).toBe(1_210);
  });

  it('the records show earnings with their valid bet, and level-ups with the level reached', async () => {
    const member = await k.member({ funds: 300_000 });
    await p.bet(member, 250);
    await p.accrue();
    const [status, b] = await p.read(`${e.pointRecords.path}?page=1`, member);
    expect(status).toBe(200);
    assert(b.value, await responseStruct(e.pointRecords));
    expect(b.value.list[0]).toMatchObject({ type: 'earn', changedPoints: 2, pointsBalance: 2, validBet: 250, status: null });
  });

  it('both ledgers stay balanced', async () => {
    expect((await auditPoints(d.db)).violations).toEqual([]);
    expect((await auditLedger(d.db)).violations).toEqual([]);
    expect((await k.ops('points', 'audit')).ok).toBe(true);
  });
});

describe('VIP (docs/engagement.md "VIP")', () => {
  it('GET /wps/vip/levels is public and localized: thresholds and benefits per level', async () => {
    const [status, b] = await p.read(e.vipLevels.path, undefined, 'BN');
    expect(status).toBe(200);
    assert(b.value, await responseStruct(e.vipLevels));
    expect(b.value.levels.map((l: { name: string }) => l.name)).toEqual(['সদস্য', 'ব্রোঞ্জ', 'সিলভার', 'গোল্ড', 'প্লাটিনাম', 'ডায়মন্ড']);
    expect(b.value.levels[1]).toEqual({ level: 1, name: 'ব্রোঞ্জ', minDeposit: 100_000, minValidBet: 100_000, earnBps: 11_000, levelUpPoints: 100 });
  });

  it('GET /wps/vip/progress: the member’s level, totals and what the next level still needs; token required', async () => {
    const m = await k.member({ funds: 100_000 });
    await p.bet(m, 30_000);
    await p.accrue();
    const [status, b] = await p.read(e.vipProgress.path, m);
    expect(status).toBe(200);
    assert(b.value, await responseStruct(e.vipProgress));
    expect(b.value).toMatchObject({ level: 0, depositTotal: 0, validBetTotal: 30_000, next: { level: 1, depositNeeded: 100_000, validBetNeeded: 70_000 } });
    expect((await p.read(e.vipProgress.path))[0]).toBe(401);
    const trial = await k.member({ type: 4 });
    expect((await p.read(e.vipProgress.path, trial))[1].errorCode).toBe('in_need_true_account');
  });
});
