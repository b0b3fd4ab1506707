import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { LotteryBetPage, PlacedLotteryBets } from '../../src/api/schemas/lottery';
import { LOTTERY } from '../../src/config/lottery';
import { auditLedger } from '../../server/domain/money/ledger';
import { makeLotteryKit } from './lottery-kit';
import { useKit } from './accounts-kit';


const { d, k } = useKit(makeLotteryKit);
beforeAll(async () => {
  await k.jobs();
});

const sum = (numbers: string[]) => numbers.reduce((s, x) => s + Number(x), 0);

describe('placing a slip (POST /lgw/lotto/bets)', () => {
  it('takes every bet from the main wallet at once and answers the bets and the new balance', async () => {
    const m = await k.member({ funds: 100_000 });
    const draw = await k.current('SSC1');
    const [status, body] = await k.place(m, 'SSC1', draw.numero, [
      { betType: 'POS_DIGIT', position: '1', picks: [draw.numbers[0]!], stake: 1000 },
      { betType: 'DT', picks: ['TIE'], stake: 500 },
    ]);
    expect(status).toBe(200);
    assert(body.value, PlacedLotteryBets);
    expect(body.value.balance).toBe(98_500);
    expect(body.value.bets.map((b: any) => [b.gameCode, b.numero, b.betType, b.position, b.picks, b.stake, b.odds, b.status, b.payout])).toEqual([
      ['SSC1', draw.numero, 'POS_DIGIT', '1', [draw.numbers[0]], 1000, 9.8, 'open', null],
      ['SSC1', draw.numero, 'DT', null, ['TIE'], 500, 9, 'open', null],
    ]);
    expect(body.value.bets[0].betTypeName).toBe('অবস্থানের অঙ্ক · ১ম অঙ্ক');
    expect(await k.main(m.id)).toBe(98_500);

    // The betting record shows them under the game's category and vendor.
    const [, records] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-01', m);
    const rows = records.value.list.map((r: any) => [r.category, r.vendor, r.gameName, r.stake, r.status]);
    expect(rows.sort((a: any, b: any) => a[3] - b[3])).toEqual([
      ['LOTT', 'TCG_LOTTO', `এসএসসি ৫ মিনিট ${draw.numero}`, 500, 'open'],
      ['LOTT', 'TCG_LOTTO', `এসএসসি ৫ মিনিট ${draw.numero}`, 1000, 'open'],
    ]);
  });

  it('an electronic lottery bet is recorded under ELOTT', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('ELOTT_PK');
    const [status] = await k.place(m, 'ELOTT_PK', draw.numero, [{ betType: 'DT', position: '1', picks: ['DRAGON'], stake: 100 }]);
    expect(status).toBe(200);
    const [, records] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-01', m);
    expect(records.value.list.map((r: any) => [r.category, r.vendor])).toEqual([['ELOTT', 'TCG_ELOTT']]);
  });

  it('the same requestId with the same slip answers the first answer again and moves nothing; with another slip it is a conflict', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('PK10_1');
    const slip = [{ betType: 'POS_BS', position: '1', picks: ['BIG'], stake: 1000 }];
    const id = k.rid();
    const [, first] = await k.place(m, 'PK10_1', draw.numero, slip, id);
    const postings = await k.postings();
    const [status, again] = await k.place(m, 'PK10_1', draw.numero, slip, id);
    expect(status).toBe(200);
    expect(again.value).toEqual(first.value);
    expect(await k.postings()).toBe(postings);
    expect(await k.main(m.id)).toBe(9000);
    await k.refused(() => k.place(m, 'PK10_1', draw.numero, [{ ...slip[0]!, stake: 2000 }], id), 409, 'money.idempotency.conflict');
  });

  it('refuses a bet whose picks do not fit its type with lottery.bet.invalid naming the field, and moves nothing', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('X11_5');
    const bad = async (bet: object, field: string, reason: string) => {
      const ok = { betType: 'ANY_1', picks: ['01'], stake: 100 };
      const body = await k.refused(() => k.place(m, 'X11_5', draw.numero, [ok, bet as never]), 400, 'lottery.bet.invalid');
      expect(body.value).toEqual({ field: `bets[1].${field}`, index: 1, reason });
    };
    await bad({ betType: 'ANY_3', picks: ['01', '02'], stake: 100 }, 'picks', 'count');
    await bad({ betType: 'ANY_3', picks: ['01', '02', '12'], stake: 100 }, 'picks', 'range');
    await bad({ betType: 'ANY_3', picks: ['01', '02', '02'], stake: 100 }, 'picks', 'duplicate');
    await bad({ betType: 'ANY_3', picks: ['01', '02', '3'], stake: 100 }, 'picks', 'format');
    await bad({ betType: 'ANY_3', position: '1', picks: ['01', '02', '03'], stake: 100 }, 'position', 'position');
    await bad({ betType: 'POS_DIGIT', picks: ['1'], stake: 100 }, 'betType', 'type');

    const ssc = await k.current('SSC1');
    const body = await k.refused(() => k.place(m, 'SSC1', ssc.numero, [{ betType: 'POS_DIGIT', picks: ['1'], stake: 100 }]), 400, 'lottery.bet.invalid');
    expect(body.value).toEqual({ field: 'bets[0].position', index: 0, reason: 'position' });
    const body2 = await k.refused(() => k.place(m, 'SSC1', ssc.numero, [{ betType: 'SUM_BS', picks: ['HUGE'], stake: 100 }]), 400, 'lottery.bet.invalid');
    expect(body2.value).toEqual({ field: 'bets[0].picks', index: 0, reason: 'option' });
    expect(await k.main(m.id)).toBe(10_000);
  });

  it('refuses an empty or over-long slip, a stake outside the bet type’s bounds, and a malformed stake', async () => {
    const m = await k.member({ funds: 10_000_000 });
    const draw = await k.current('SSC1');
    const bet = { betType: 'SUM_OE', picks: ['ODD'], stake: 100 };
    expect((await k.refused(() => k.place(m, 'SSC1', draw.numero, []), 400, 'lottery.bet.invalid')).value).toEqual({ field: 'bets', reason: 'count' });
    await k.refused(() => k.place(m, 'SSC1', draw.numero, Array(LOTTERY.slipMaxBets + 1).fill(bet)), 400, 'lottery.bet.invalid');
    const low = await k.refused(() => k.place(m, 'SSC1', draw.numero, [{ ...bet, stake: 99 }]), 400, 'lottery.bet.stake');
    expect(low.value).toEqual({ field: 'bets[0].stake', index: 0, min: 100, max: 1_000_000 });
    await k.refused(() => k.place(m, 'SSC1', draw.numero, [{ ...bet, stake: 1_000_001 }]), 400, 'lottery.bet.stake');
    await k.refused(() => k.place(m, 'SSC1', draw.numero, [{ ...bet, stake: 1.5 }]), 400, 'money.amount.invalid');
    await k.refused(() => k.place(m, 'SSC1', draw.numero, [bet], 'x'), 400, 'money.request_id.invalid');
    const [status] = await k.place(m, 'SSC1', draw.numero, Array(LOTTERY.slipMaxBets).fill(bet));
    expect(status).toBe(200);
  });

  it('refuses an unknown game (404 lottery.game.unknown) and an unknown numero (404 lottery.draw.unknown)', async () => {
    const m = await k.member({ funds: 10_000 });
    const bet = { betType: 'SUM_OE', picks: ['ODD'], stake: 100 };
    await k.refused(() => k.place(m, 'NOPE', '20260301-0001', [bet]), 404, 'lottery.game.unknown');
    await k.refused(() => k.place(m, 'SSC1', '20990101-0001', [bet]), 404, 'lottery.draw.unknown');
  });

  it('is all or nothing: a slip the balance cannot cover moves nothing (money.balance.insufficient)', async () => {
    const m = await k.member({ funds: 1500 });
    const draw = await k.current('SSC1');
    const bet = { betType: 'SUM_OE', picks: ['ODD'], stake: 1000 };
    await k.refused(() => k.place(m, 'SSC1', draw.numero, [bet, bet]), 409, 'money.balance.insufficient');
    expect(await k.main(m.id)).toBe(1500);
    expect(await d.db.selectFrom('lottery_bets').select('reference').where('user_id', '=', m.id).execute()).toEqual([]);
  });

  it('refuses bets once sales close (closeAt), before the draw itself', async () => {
    const m = await k.member({ funds: 10_000 });
    const draw = await k.current('PK10_1');
    const start = k.clock.now();
    k.clock.set(new Date(draw.close_at.getTime() - 1));
    expect((await k.place(m, 'PK10_1', draw.numero, [{ betType: 'POS_OE', position: '2', picks: ['ODD'], stake: 100 }]))[0]).toBe(200);
    k.clock.set(draw.close_at);
    const body = await k.refused(() => k.place(m, 'PK10_1', draw.numero, [{ betType: 'POS_OE', position: '2', picks: ['ODD'], stake: 100 }]), 409, 'lottery.draw.closed');
    expect(body.value).toEqual({ status: 'closed' });
    await k.jobs();
    expect((await k.draw(draw.id)).status).toBe('closed');
    await k.refused(() => k.place(m, 'PK10_1', draw.numero, [{ betType: 'POS_OE', position: '2', picks: ['ODD'], stake: 100 }]), 409, 'lottery.draw.closed');
    k.clock.set(start);
  });
});

describe('a draw is drawn and settled by the jobs', () => {
  it('reveals the committed numbers, pays the winners, and the balance and betting record show the payout', async () => {
    const m = await k.member({ funds: 100_000 });
    const draw = await k.current('SSC1');
    const n = draw.numbers;
    const big = sum(n) >= 23;
    const [, placed] = await k.place(m, 'SSC1', draw.numero, [
      { betType: 'POS_DIGIT', position: '3', picks: [n[2]!], stake: 1000 },
      { betType: 'POS_DIGIT', position: '3', picks: [String((Number(n[2]) + 1) % 10)], stake: 1000 },
      { betType: 'SUM_BS', picks: [big ? 'BIG' : 'SMALL'], stake: 2000 },
    ]);
    expect(placed.value.balance).toBe(96_000);

    const run = await k.runAt(draw.draw_at);
    expect(run.drawn).toBeGreaterThanOrEqual(1);
    const after = await k.draw(draw.id);
    expect(after.status).toBe('settled');

    expect(await k.main(m.id)).toBe(96_000 + 9800 + 3960);
    const [, mine] = await k.get('/lgw/lotto/bets?status=settled', m);
    assert(mine.value, LotteryBetPage);
    expect(mine.value.list.map((b: any) => [b.status, b.payout]).sort()).toEqual([['lost', 0], ['won', 3960], ['won', 9800]].sort());
    const [, records] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-01', m);
    expect(records.value.summary).toMatchObject({ stake: 4000, payout: 13_760, profit: 9760 });
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });
});

describe('bets are the member’s own', () => {
  it('another member sees none of them, in the list or as recent games', async () => {
    const a = await k.member({ funds: 10_000 });
    const b = await k.member({ funds: 10_000 });
    const draw = await k.current('SSC1');
    await k.place(a, 'SSC1', draw.numero, [{ betType: 'SUM_OE', picks: ['EVEN'], stake: 100 }]);
    const [, mine] = await k.get('/lgw/lotto/bets', a);
    expect(mine.value.total).toBe(1);
    const [, theirs] = await k.get('/lgw/lotto/bets', b);
    expect(theirs.value).toEqual({ list: [], page: 1, size: LOTTERY.pageSize, total: 0 });
    const [, recentA] = await k.get('/lgw/vn/games/game_menu/recent', a);
    expect(recentA.value.list.map((g: any) => g.gameCode)).toEqual(['SSC1']);
    const [, recentB] = await k.get('/lgw/vn/games/game_menu/recent', b);
    expect(recentB.value.list).toEqual([]);
  });

  it('listing and placing need a session (401)', async () => {
    expect((await k.get('/lgw/lotto/bets'))[0]).toBe(401);
    expect((await k.send('POST', '/lgw/lotto/bets', { requestId: k.rid(), gameCode: 'SSC1', numero: 'x', bets: [] }))[0]).toBe(401);
    expect((await k.get('/lgw/vn/games/game_menu/recent'))[0]).toBe(401);
  });

  it('pages newest first and filters open / settled', async () => {
    const m = await k.member({ funds: 100_000 });
    const draw = await k.current('SSC1');
    for (let i = 0; i < 3; i++) {
      k.clock.advance(1000);
      await k.place(m, 'SSC1', draw.numero, Array(4).fill({ betType: 'SUM_OE', picks: ['ODD'], stake: 100 }));
    }
    const [, p1] = await k.get('/lgw/lotto/bets?status=open', m);
    expect([p1.value.list.length, p1.value.total, p1.value.page]).toEqual([10, 12, 1]);
    const [, p2] = await k.get('/lgw/lotto/bets?status=open&page=2', m);
    expect(p2.value.list).toHaveLength(2);
    expect(p1.value.list[0].placedAt >= p2.value.list[1].placedAt).toBe(true);
    expect((await k.get('/lgw/lotto/bets?status=settled', m))[1].value.total).toBe(0);
    expect((await k.get('/lgw/lotto/bets?gameCode=PK10_1', m))[1].value.total).toBe(0);
    expect((await k.get('/lgw/lotto/bets?status=won', m))[0]).toBe(400);
  });
});
