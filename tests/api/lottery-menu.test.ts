import { createHash } from 'node:crypto';
import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { DrawPage, Draws, LotteryGameDetail, LotteryGames } from '../../src/api/schemas/lottery';
import { lotteryGameExists } from '../../server/domain/lottery/catalogue';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeLotteryKit } from './lottery-kit';
import { useKit } from './accounts-kit';


const { d, k } = useKit(makeLotteryKit);
beforeAll(async () => {
  await k.jobs();
});

const ALL = ['SSC1', 'PK10_1', 'X11_5', 'LHC', 'VN_NORTH', 'VN_SOUTH', 'ELOTT_1', 'ELOTT_PK'];
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await k.t.call(path, { headers });
  return [res.status, await res.json()] as [number, any];
};

describe('the lottery menu (GET /lgw/vn/games/game_menu)', () => {
  it('lists the seeded games in menu order, each with the draw taking bets (committed, numbers hidden)', async () => {
    const [status, body] = await get('/lgw/vn/games/game_menu');
    expect(status).toBe(200);
    assert(body.value, LotteryGames);
    expect(body.value.list.map((g: any) => g.gameCode)).toEqual(ALL);
    const ssc = body.value.list[0];
    expect(ssc).toMatchObject({ gameName: 'এসএসসি ৫ মিনিট', lotteryType: 'SSC', prizeMode: 'Lott', area: 'GLOBAL', category: 'LOTT', intervalSeconds: 300, closeSeconds: 30, last: null });
    expect(ssc.current).toMatchObject({ gameCode: 'SSC1', status: 'open', numbers: null, salt: null });
    expect(ssc.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(ssc.current.closeAt)).toBeGreaterThan(k.clock.now().getTime());
    const elott = body.value.list.find((g: any) => g.gameCode === 'ELOTT_1');
    expect(elott).toMatchObject({ prizeMode: 'Elott', category: 'ELOTT', intervalSeconds: 60 });
  });

  it('filters by area and names games in the request’s language', async () => {
    const [, vn] = await get('/lgw/vn/games/game_menu?area=VN', { Language: 'EN' });
    expect(vn.value.list.map((g: any) => [g.gameCode, g.gameName, g.area, g.intervalSeconds])).toEqual([
      ['VN_NORTH', 'Vietnam North', 'VN', 86_400],
      ['VN_SOUTH', 'Vietnam South', 'VN', 86_400],
    ]);
    const [, global] = await get('/lgw/vn/games/game_menu?area=GLOBAL');
    expect(global.value.list).toHaveLength(6);
    expect((await get('/lgw/vn/games/game_menu?area=MARS'))[1].errorCode).toBe('request_param_err');
  });

  it('lotteryGameExists answers for enabled games of the merchant only', async () => {
    expect(await lotteryGameExists(d.db, TEST_MERCHANT, 'VN_NORTH')).toBe(true);
    expect(await lotteryGameExists(d.db, TEST_MERCHANT, 'NOPE')).toBe(false);
    expect(await lotteryGameExists(d.db, 'other', 'VN_NORTH')).toBe(false);
  });
});

describe('a game with its bet types (GET /lgw/lotto/game)', () => {
  it('gives every bet type with odds, stake bounds and what it picks, localised', async () => {
    const [status, body] = await get('/lgw/lotto/game?gameCode=SSC1', { Language: 'EN' });
    expect(status).toBe(200);
    assert(body.value, LotteryGameDetail);
    const types = body.value.betTypes;
    expect(types.map((t: any) => t.code)).toEqual(['POS_DIGIT', 'POS_BS', 'POS_OE', 'SUM_BS', 'SUM_OE', 'DT', 'THREE']);
    expect(types[0]).toMatchObject({ name: 'Position digit', group: 'Positions', odds: 9.8, minStake: 100, maxStake: 1_000_000, pick: { kind: 'numbers', from: 0, to: 9, pad: 1, count: 1 } });
    expect(types[0].pick.positions.map((p: any) => p.label)).toEqual(['1st digit', '2nd digit', '3rd digit', '4th digit', '5th digit']);
    expect(types.find((t: any) => t.code === 'DT').pick.options).toEqual([
      { value: 'DRAGON', label: 'Dragon' },
      { value: 'TIGER', label: 'Tiger' },
      { value: 'TIE', label: 'Tie', odds: 9 },
    ]);
    const [, bn] = await get('/lgw/lotto/game?gameCode=VN_NORTH');
    expect(bn.value.betTypes.map((t: any) => [t.code, t.name, t.odds])).toEqual([
      ['DE', 'দে (বিশেষ পুরস্কারের শেষ দুই অঙ্ক)', 90],
      ['LO2', 'বাও লো ২ অঙ্ক', 3.5],
      ['LO3', 'বাও লো ৩ অঙ্ক', 40],
    ]);
    expect(bn.value.game.current.prizes).toBeNull();
  });

  it('odds are the merchant’s: an operator’s change shows at once and applies to new bets', async () => {
    expect((await k.ops('lottery', 'odds', 'PK10_1', 'SUM2', '8.7', '--option', '3')).ok).toBe(true);
    const [, body] = await get('/lgw/lotto/game?gameCode=PK10_1');
    const sum2 = body.value.betTypes.find((t: any) => t.code === 'SUM2');
    expect(sum2.pick.options.find((o: any) => o.value === '3').odds).toBe(8.7);
    const m = await k.member({ funds: 1000 });
    const draw = await k.current('PK10_1');
    const [, placed] = await k.place(m, 'PK10_1', draw.numero, [{ betType: 'SUM2', picks: ['3'], stake: 100 }]);
    expect(placed.value.bets[0].odds).toBe(8.7);
    expect((await k.ops('lottery', 'odds', 'PK10_1')).output).toContain('3 8.7');
  });

  it('an unknown game is 404 lottery.game.unknown', async () => {
    expect(await get('/lgw/lotto/game?gameCode=NOPE')).toEqual([404, expect.objectContaining({ errorCode: 'lottery.game.unknown' })]);
    expect((await get('/lgw/lotto/draws?gameCode=NOPE'))[0]).toBe(404);
    expect((await get('/lotto/lgw/games/opened/numero?gameCode=NOPE'))[0]).toBe(404);
    expect((await get('/lgw/lotto/game'))[1].errorCode).toBe('request_param_err');
  });
});

describe('draws once drawn', () => {
  it('publish numbers and salt that match the commitment published before', async () => {
    const draw = await k.current('LHC');
    const [, before] = await get('/lgw/lotto/game?gameCode=LHC');
    const commitment = before.value.game.current.commitment;
    await k.runAt(draw.draw_at);
    const [, opened] = await get('/lotto/lgw/games/opened/numero?gameCode=LHC');
    assert(opened.value, Draws);
    const [last] = opened.value.list;
    expect(last).toMatchObject({ numero: draw.numero, commitment, status: 'settled' });
    expect(last.numbers).toHaveLength(7);
    expect(createHash('sha256').update(`${last.numbers.join(',')}|${last.salt}`).digest('hex')).toBe(commitment);
    const [, game] = await get('/lgw/lotto/game?gameCode=LHC');
    expect(game.value.game.last.numero).toBe(draw.numero);
    expect(game.value.game.current.numero).not.toBe(draw.numero);
  });

  it('the Vietnamese draws come newest first with their prizes, at most `count`', async () => {
    // 11:20Z is after both Vietnamese draws of 1 March (south 16:15 = 09:15Z, north 18:15 = 11:15Z).
    await k.runAt(new Date('2026-03-01T11:20:00Z'));
    const [, vn] = await get('/lgw/vn/numeros/opened/game?count=100');
    assert(vn.value, Draws);
    expect(vn.value.list.map((x: any) => [x.gameCode, x.numero])).toEqual([
      ['VN_NORTH', '20260301'],
      ['VN_SOUTH', '20260301'],
    ]);
    const north = vn.value.list[0];
    expect(north.numbers).toHaveLength(27);
    expect(north.prizes.map((p: any) => p.name)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(north.prizes[0].numbers).toEqual([north.numbers[0]]);
    expect(vn.value.list[1].numbers).toHaveLength(18);
    expect((await get('/lgw/vn/numeros/opened/game?count=1'))[1].value.list).toHaveLength(1);
    expect((await get('/lgw/vn/numeros/opened/game?count=x'))[1].errorCode).toBe('request_param_err');
  });

  it('the last drawn draw of every game, and a game’s history paged newest first', async () => {
    const [, opened] = await get('/lotto/lgw/games/opened/numero');
    const codes = opened.value.list.map((x: any) => x.gameCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(ALL));
    const [, history] = await get('/lgw/lotto/draws?gameCode=SSC1');
    assert(history.value, DrawPage);
    expect(history.value.total).toBeGreaterThan(10);
    expect(history.value.list).toHaveLength(10);
    expect(history.value.list[0].drawAt > history.value.list[9].drawAt).toBe(true);
    expect(history.value.list.every((x: any) => x.numbers !== null && x.status === 'settled')).toBe(true);
    const [, page2] = await get('/lgw/lotto/draws?gameCode=SSC1&page=2');
    expect(page2.value.list[0].drawAt < history.value.list[9].drawAt).toBe(true);
  });
});

describe('popular lottery games (GET /lgw/games/popular)', () => {
  it('ranks the most bet-on games of the last 7 days first, then menu order; filters by prize mode; at most `count`', async () => {
    const m = await k.member({ funds: 100_000 });
    const x = await k.current('X11_5');
    const e = await k.current('ELOTT_PK');
    await k.place(m, 'X11_5', x.numero, Array(3).fill({ betType: 'ANY_1', picks: ['01'], stake: 100 }));
    await k.place(m, 'ELOTT_PK', e.numero, Array(2).fill({ betType: 'POS_BS', position: '1', picks: ['BIG'], stake: 100 }));
    const [, all] = await get('/lgw/games/popular?count=20&prizeMode=&device=WEB&language=BN');
    assert(all.value, LotteryGames);
    // PK10_1 has one bet from the odds test above.
    expect(all.value.list.map((g: any) => g.gameCode)).toEqual(['X11_5', 'ELOTT_PK', 'PK10_1', 'SSC1', 'LHC', 'VN_NORTH', 'VN_SOUTH', 'ELOTT_1']);
    const [, elott] = await get('/lgw/games/popular?count=20&prizeMode=Elott');
    expect(elott.value.list.map((g: any) => g.gameCode)).toEqual(['ELOTT_PK', 'ELOTT_1']);
    expect((await get('/lgw/games/popular?count=2'))[1].value.list).toHaveLength(2);
    expect((await get('/lgw/games/popular?count=500'))[1].value.list).toHaveLength(8);
    expect((await get('/lgw/games/popular?prizeMode=Nope'))[1].errorCode).toBe('request_param_err');

    // Eight days later those bets no longer count.
    k.clock.advance(8 * 86_400_000);
    const [, later] = await get('/lgw/games/popular');
    expect(later.value.list.map((g: any) => g.gameCode)).toEqual(ALL);
  });
});
