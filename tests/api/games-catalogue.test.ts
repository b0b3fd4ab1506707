import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/config/constants';
import { GAME_SERVER } from '../../src/config/game-server';
import { resolveEngineConfig, theoreticalRtp } from '../../src/game-engines/registry';
import { json } from '../../server/db/json';
import { CATALOGUE } from '../../server/db/seed-data/catalogue';
import { wireInstant } from '../../server/domain/time';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { type GamesKit, makeGamesKit } from './games-kit';
import { useKit } from './accounts-kit';


const { d, k } = useKit(makeGamesKit);
beforeAll(async () => {
  // Far from the seed's own bets (made at the real time), so the winner board sees only this file's.
  k.clock.set(new Date('2031-01-15T04:00:00Z'));
});

const games = () => d.db.selectFrom('games').selectAll().where('merchant_code', '=', TEST_MERCHANT).execute();
const list = async (qs: string, lang?: string) => k.valueOf('gameList', await k.read(`/wps/relay/GCSGAME_gameList?${qs}`, { lang }));
const refused = async (path: string, status: number, code: string, opts?: Parameters<GamesKit['read']>[1]) => {
  const [s, body] = await k.read(path, opts);
  expect({ status: s, errorCode: body.errorCode }).toEqual({ status, errorCode: code });
  return body;
};

describe('seeded catalogue', () => {
  it('gives every catalogue vendor its games: 4–10 each, lottery vendors one item per lottery game they sell', async () => {
    const rows = await games();
    for (const c of CATALOGUE) {
      for (const [vassalage] of c.vendors) {
        const mine = rows.filter((g) => g.category === c.code && g.vassalage === vassalage && g.is_game === 'GAME');
        const [min, max] = c.code === 'LOTT' || c.code === 'ELOTT' ? [2, 10] : [4, 10];
        expect(mine.length, `${c.code}/${vassalage}`).toBeGreaterThanOrEqual(min);
        expect(mine.length, `${c.code}/${vassalage}`).toBeLessThanOrEqual(max);
        for (const g of mine) expect(Object.keys(g.name).sort(), g.game_id).toEqual(['bn', 'en']);
      }
    }
  });

  it('plays each category on its engine; live vendors have baccarat and roulette tables', async () => {
    const rows = (await games()).filter((g) => g.is_game === 'GAME');
    const engineOf: Record<string, string[]> = {
      RNG: ['slot'], MINI: ['dice'], LIVE: ['baccarat', 'roulette'], PVP: ['teenpatti'], FISH: ['fish'],
      COCKFIGHT: ['cockfight'], LOTT: ['lottery'], ELOTT: ['lottery'], SPORTS: ['sports', 'esports'],
    };
    for (const g of rows) expect(engineOf[g.category], g.game_id).toContain(g.engine);
    for (const [v] of CATALOGUE.find((c) => c.code === 'LIVE')!.vendors) {
      const engines = new Set(rows.filter((g) => g.vassalage === v && g.category === 'LIVE').map((g) => g.engine));
      expect([...engines].sort(), v).toEqual(['baccarat', 'roulette']);
    }
    const esports = rows.filter((g) => ['AV', 'AI', 'IMES', 'TF', 'IA'].includes(g.vassalage));
    expect(new Set(esports.map((g) => g.engine))).toEqual(new Set(['esports']));
  });

  it('has slot variants with several paytables and RTPs between 94 and 97 %', async () => {
    const slots = (await games()).filter((g) => g.engine === 'slot');
    const paytables = new Set(slots.map((g) => (g.engine_config as { paytable: string }).paytable));
    const rtps = new Set(slots.map((g) => Number(g.rtp)));
    expect(paytables.size).toBeGreaterThanOrEqual(3);
    expect(rtps.size).toBeGreaterThanOrEqual(5);
    for (const r of rtps) expect(r).toBeGreaterThanOrEqual(94), expect(r).toBeLessThanOrEqual(97);
  });

  it("reports RTPs the demo vendor's engines really pay (within 0.3 points), on configs they accept", async () => {
    const seen = new Map<string, number>();
    for (const g of (await games()).filter((r) => r.engine && r.engine !== 'lottery')) {
      const config = resolveEngineConfig(g.engine!, g.engine_config, Number(g.rtp));
      const key = `${g.engine}:${JSON.stringify(config)}`;
      if (!seen.has(key)) seen.set(key, theoreticalRtp(g.engine!, config) * 100);
      expect(Math.abs(seen.get(key)! - Number(g.rtp)), g.game_id).toBeLessThan(0.3);
    }
  });

  it('names the lottery engine game codes each lottery vendor sells', async () => {
    const rows = (await games()).filter((g) => g.engine === 'lottery');
    const codes = (v: string) => rows.filter((g) => g.vassalage === v).map((g) => (g.engine_config as { gameCode: string }).gameCode).sort();
    expect(codes('TCG_LOTTO_VN')).toEqual(['VN_NORTH', 'VN_SOUTH']);
    expect(codes('TCG_LOTTO')).toEqual(['LHC', 'PK10_1', 'SSC1', 'X11_5']);
    for (const v of ['TCG_SEA', 'TCG_ELOTT', 'GW_ELOTT']) expect(codes(v)).toEqual(['ELOTT_1', 'ELOTT_PK']);
    for (const g of rows) expect(g.rtp, g.game_id).toBeNull();
  });

  it('seeds rooms with bet limits and seats for every PVP game', async () => {
    const rows = (await games()).filter((g) => g.category === 'PVP');
    const rooms = await d.db.selectFrom('pvp_rooms').selectAll().execute();
    for (const g of rows) expect(rooms.filter((r) => r.game_id === g.game_id).length, g.game_id).toBeGreaterThanOrEqual(2);
    for (const r of rooms) expect(Number(r.max_bet)).toBeGreaterThan(Number(r.min_bet));
  });
});

describe('GET GCSGAME_hotGamesV2', () => {
  it('lists hot items of every vendor, VASSALAGE items included, in the request language', async () => {
    const value = await k.valueOf('hotGames', await k.read(`/wps/relay/GCSGAME_hotGamesV2?merchantCode=${TEST_MERCHANT}&isPlatform=2&platform=flash,html5-desktop`, { lang: 'BN' }));
    expect(value.list.length).toBeGreaterThan(5);
    expect(value.list.length).toBeLessThanOrEqual(GAME_SERVER.hotGamesLimit);
    expect(value.list.every((g: any) => g.isHot === 1)).toBe(true);
    const all = value.list.find((g: any) => g.gameId === 'PG-all');
    expect(all).toMatchObject({ isGame: 'VASSALAGE', vassalage: 'PG', gameType: 'SLOT', gameName: 'সব পিজি সফট গেম' });
    expect(value.list.find((g: any) => g.gameId === 'PG-fortune-tiger').gameName).toBe('ফরচুন টাইগার');
  });

  it('lists one vendor\'s hot games only (no VASSALAGE item) when a vassalage is given', async () => {
    const value = await k.valueOf('hotGames', await k.read('/wps/relay/GCSGAME_hotGamesV2?vassalage=PG&language=en'));
    expect(value.list.map((g: any) => g.gameId)).toEqual(['PG-fortune-tiger', 'PG-mahjong-ways']);
    expect(value.list[0].gameName).toBe('Fortune Tiger');
  });

  it('refuses an unknown vendor, a malformed one and another merchant code', async () => {
    await refused('/wps/relay/GCSGAME_hotGamesV2?vassalage=NOPE', 404, 'game.vendor.unknown');
    await refused('/wps/relay/GCSGAME_hotGamesV2?vassalage=P%20G', 400, 'request_param_err');
    await refused('/wps/relay/GCSGAME_hotGamesV2?merchantCode=other', 400, 'request_param_err');
  });
});

describe('GET GCSGAME_gameList', () => {
  it('pages playable games GAMES.gameListPageSize at a time, without overlap, with the total', async () => {
    const p1 = await list('page=1');
    const p2 = await list('page=2');
    const playable = (await games()).filter((g) => g.is_game === 'GAME' && g.enabled).length;
    expect(p1).toMatchObject({ page: 1, size: GAMES.gameListPageSize, total: playable });
    expect(p1.list).toHaveLength(GAMES.gameListPageSize);
    const ids1 = new Set(p1.list.map((g: any) => g.gameId));
    expect(p2.list.some((g: any) => ids1.has(g.gameId))).toBe(false);
    expect(p1.list.some((g: any) => g.isGame !== 'GAME')).toBe(false);
    const last = Math.ceil(playable / 10);
    expect((await list(`page=${last}&size=10`)).list).toHaveLength(playable - (last - 1) * 10);
    expect((await list(`page=${last + 1}&size=10`)).list).toEqual([]);
  });

  it('refuses a bad page or size with request_param_err naming the field', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '9999999999']) {
      const body = await refused(`/wps/relay/GCSGAME_gameList?page=${page}`, 400, 'request_param_err');
      expect(body.value.field).toBe('page');
    }
    const body = await refused(`/wps/relay/GCSGAME_gameList?size=${GAME_SERVER.gameListMaxSize + 1}`, 400, 'request_param_err');
    expect(body.value.field).toBe('size');
  });

  it('filters by vendor and game type', async () => {
    const jiliSlots = await list('vassalage=JILI&gameType=SLOT&size=60');
    expect(jiliSlots.total).toBe(7);
    expect(jiliSlots.list.every((g: any) => g.vassalage === 'JILI' && g.gameType === 'SLOT' && g.gameCategory === 'RNG')).toBe(true);
    const jili = await list('vassalage=jili&size=60');
    expect(new Set(jili.list.map((g: any) => g.gameCategory))).toEqual(new Set(['RNG', 'FISH', 'PVP']));
    expect((await list('gameType=NOSUCHTYPE')).total).toBe(0);
    await refused('/wps/relay/GCSGAME_gameList?vassalage=NOPE', 404, 'game.vendor.unknown');
  });

  it('filters by category, with e-sports vendors split out of SPORTS', async () => {
    const es = await list('gameCategory=ESPORTS&size=60');
    expect(new Set(es.list.map((g: any) => g.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
    expect(es.list.every((g: any) => g.gameCategory === 'ESPORTS')).toBe(true);
    const sports = await list('gameCategory=SPORTS&size=60');
    expect(new Set(sports.list.map((g: any) => g.vassalage))).toEqual(new Set(['SABA', 'BTI', 'CMD']));
    await refused('/wps/relay/GCSGAME_gameList?gameCategory=CASINO', 404, 'game.category.unknown');
  });

  it('searches names in every language; LIKE wildcards are taken literally', async () => {
    expect((await list('keyword=tiger')).list.map((g: any) => g.gameId)).toEqual(['PG-fortune-tiger']);
    expect((await list(`keyword=${encodeURIComponent('টাইগার')}`)).list.map((g: any) => g.gameId)).toEqual(['PG-fortune-tiger']);
    expect((await list('keyword=%25')).total).toBe(0);
    expect((await list('keyword=_')).total).toBe(0);
    expect((await list('keyword=%20%20')).total).toBeGreaterThan(GAMES.gameListPageSize);
  });

  it('refuses an oversize keyword', async () => {
    const body = await refused(`/wps/relay/GCSGAME_gameList?keyword=${'a'.repeat(GAME_SERVER.keywordMaxLength + 1)}`, 400, 'request_param_err');
    expect(body.value.field).toBe('keyword');
    expect((await list(`keyword=${'a'.repeat(GAME_SERVER.keywordMaxLength)}`)).total).toBe(0);
  });

  it('leaves out switched-off games and the games of switched-off vendors', async () => {
    await d.db.updateTable('games').set({ enabled: false }).where('game_id', '=', 'PP-sugar-rush').execute();
    await d.db.updateTable('vendors').set({ enabled: false }).where('vassalage', '=', 'CQ9').execute();
    try {
      const pp = await list('vassalage=PP');
      expect(pp.list.map((g: any) => g.gameId)).not.toContain('PP-sugar-rush');
      expect(pp.total).toBe(6);
      await refused('/wps/relay/GCSGAME_gameList?vassalage=CQ9', 404, 'game.vendor.unknown');
      expect((await list('keyword=zeus')).total).toBe(0);
    } finally {
      await d.db.updateTable('games').set({ enabled: true }).where('game_id', '=', 'PP-sugar-rush').execute();
      await d.db.updateTable('vendors').set({ enabled: true }).where('vassalage', '=', 'CQ9').execute();
    }
  });

  it('reports trial play and RTP per game', async () => {
    const byId = (l: any) => Object.fromEntries(l.list.map((g: any) => [g.gameId, g]));
    const all = byId(await list('vassalage=PG'));
    expect(all['PG-fortune-tiger']).toMatchObject({ trial: true, rtp: 96.81, image: '/cdn/games/PG-fortune-tiger.svg' });
    const live = byId(await list('vassalage=EVO'));
    expect(live['EVO-speed-baccarat-a'].trial).toBe(false);
    const lott = byId(await list('vassalage=TCG_LOTTO'));
    expect(lott['TCG_LOTTO-ssc1']).toMatchObject({ trial: false, rtp: null, gameType: 'LOTTERY' });
  });
});

describe('GET GCSGAME_getVassGameType', () => {
  it('lists the tabs of a vendor with their counts', async () => {
    const value = await k.valueOf('vassGameTypes', await k.read('/wps/relay/GCSGAME_getVassGameType?vassalage=JILI'));
    expect(value.list).toEqual([
      { gameType: 'FISH', name: 'ফিশিং', count: 5 },
      { gameType: 'SLOT', name: 'স্লট', count: 7 },
      { gameType: 'TABLE', name: 'কার্ড টেবিল', count: 4 },
    ]);
    const evo = await k.valueOf('vassGameTypes', await k.read('/wps/relay/GCSGAME_getVassGameType?vassalage=EVO', { lang: 'EN' }));
    expect(evo.list).toEqual([
      { gameType: 'BACCARAT', name: 'Baccarat', count: 3 },
      { gameType: 'ROULETTE', name: 'Roulette', count: 3 },
    ]);
  });

  it('needs a known vendor', async () => {
    await refused('/wps/relay/GCSGAME_getVassGameType', 400, 'request_param_err');
    await refused('/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE', 404, 'game.vendor.unknown');
  });
});

describe('GET GCSGAME_gameVendor', () => {
  it('gives one lane per vendor of the category with its first games and total', async () => {
    const value = await k.valueOf('gameVendor', await k.read('/wps/relay/GCSGAME_gameVendor?gameCategory=RNG'));
    const lanes = value.data.lanes;
    expect(lanes.map((l: any) => l.vassalage)).toEqual(['PG', 'JILI', 'PP', 'JDB', 'CQ9', 'FC', 'SPADE']);
    for (const lane of lanes) {
      expect(lane.games.length).toBe(Math.min(lane.total, GAMES.laneGames));
      expect(lane.games.every((g: any) => g.isGame === 'GAME' && g.gameCategory === 'RNG' && g.vassalage === lane.vassalage)).toBe(true);
      const full = await list(`vassalage=${lane.vassalage}&gameCategory=RNG&size=60`);
      expect(lane.total).toBe(full.total);
      expect(lane.games.map((g: any) => g.gameId)).toEqual(full.list.slice(0, GAMES.laneGames).map((g: any) => g.gameId));
    }
    expect(lanes[0]).toMatchObject({ displayName: 'PG Soft', isHot: 1, accountTypeId: 501, gameCategory: 'RNG', total: 8 });
  });

  it('splits e-sports out of SPORTS exactly as the game menus do', async () => {
    const lanes = async (cat: string) => (await k.valueOf('gameVendor', await k.read(`/wps/relay/GCSGAME_gameVendor?gameCategory=${cat}`))).data.lanes;
    const menus = (await k.read('/lgw/games/game_menus'))[1].value;
    for (const cat of ['SPORTS', 'ESPORTS']) {
      const expected = menus.find((m: any) => m.gameCategory === cat).vendors.map((v: any) => v.vassalage);
      const got = await lanes(cat);
      expect(got.map((l: any) => l.vassalage)).toEqual(expected);
      expect(got.every((l: any) => l.gameCategory === cat && l.games.every((g: any) => g.gameCategory === cat))).toBe(true);
    }
  });

  it('gives every category\'s lanes when no category is named, and refuses an unknown one', async () => {
    const value = await k.valueOf('gameVendor', await k.read('/wps/relay/GCSGAME_gameVendor'));
    const vendors = CATALOGUE.reduce((n, c) => n + c.vendors.length, 0);
    expect(value.data.lanes).toHaveLength(vendors);
    await refused('/wps/relay/GCSGAME_gameVendor?gameCategory=CASINO', 404, 'game.category.unknown');
    await refused('/wps/relay/GCSGAME_gameVendor?gameCategory=%3Cx%3E', 400, 'request_param_err');
  });
});

describe('favourites (MCSFE_getFavoriteGames, getFavoriteGamesList, setFavoriteGame)', () => {
  const set = (m: any, gameId: string, favorite = true) => k.send('POST', '/wps/relay/MCSFE_setFavoriteGame', { gameId, favorite }, m);

  it('need a session', async () => {
    await refused('/wps/relay/MCSFE_getFavoriteGames', 401, 'login.required');
    await refused('/wps/relay/MCSFE_getFavoriteGamesList', 401, 'login.required');
    const [s, body] = await k.send('POST', '/wps/relay/MCSFE_setFavoriteGame', { gameId: 'PG-fortune-tiger', favorite: true });
    expect([s, body.errorCode]).toEqual([401, 'login.required']);
  });

  it('are the member\'s own: what A adds B never sees', async () => {
    const a = await k.member();
    const b = await k.member();
    expect(await k.valueOf('setFavoriteGame', await set(a, 'PG-fortune-tiger'))).toEqual({ list: ['PG-fortune-tiger'] });
    k.clock.advance(1000);
    expect((await k.valueOf('setFavoriteGame', await set(a, 'EVO-immersive-roulette'))).list).toEqual(['EVO-immersive-roulette', 'PG-fortune-tiger']);
    // Adding twice changes nothing.
    expect((await k.valueOf('setFavoriteGame', await set(a, 'PG-fortune-tiger'))).list).toHaveLength(2);

    const listA = await k.valueOf('favoriteGamesList', await k.read('/wps/relay/MCSFE_getFavoriteGamesList', { member: a }));
    expect(listA.list.map((g: any) => [g.gameId, g.gameName])).toEqual([
      ['EVO-immersive-roulette', 'ইমারসিভ রুলেট'],
      ['PG-fortune-tiger', 'ফরচুন টাইগার'],
    ]);
    expect(await k.valueOf('favoriteGames', await k.read('/wps/relay/MCSFE_getFavoriteGames', { member: b }))).toEqual({ list: [] });
    expect(await k.valueOf('favoriteGamesList', await k.read('/wps/relay/MCSFE_getFavoriteGamesList', { member: b }))).toEqual({ list: [] });
    // B removing A's favourite touches only B's (empty) list.
    await set(b, 'PG-fortune-tiger', false);
    expect((await k.valueOf('favoriteGames', await k.read('/wps/relay/MCSFE_getFavoriteGames', { member: a }))).list).toHaveLength(2);

    expect(await k.valueOf('setFavoriteGame', await set(a, 'PG-fortune-tiger', false))).toEqual({ list: ['EVO-immersive-roulette'] });
  });

  it('refuse unknown games, VASSALAGE items and malformed bodies', async () => {
    const a = await k.member();
    for (const id of ['NOPE-nothing', 'PG-all']) {
      const [s, body] = await set(a, id);
      expect([s, body.errorCode]).toEqual([404, 'game.unknown']);
    }
    const [s1, b1] = await k.send('POST', '/wps/relay/MCSFE_setFavoriteGame', { gameId: 'PG-fortune-tiger' }, a);
    expect([s1, b1.errorCode]).toEqual([400, 'request_param_err']);
    const [s2, b2] = await set(a, '../../etc');
    expect([s2, b2.errorCode, b2.value.field]).toEqual([400, 'request_param_err', 'gameId']);
  });

  it(`keep at most GAMES.favoritesMax (${GAMES.favoritesMax})`, async () => {
    const a = await k.member();
    const ids = (await games()).filter((g) => g.is_game === 'GAME').map((g) => g.game_id);
    await d.db
      .insertInto('favorite_games')
      .values(ids.slice(0, GAMES.favoritesMax).map((game_id) => ({ user_id: a.id, merchant_code: TEST_MERCHANT, game_id, created_at: k.clock.now() })))
      .execute();
    const [s, body] = await set(a, ids[GAMES.favoritesMax]!);
    expect([s, body.errorCode]).toEqual([409, 'game.favorites.limit']);
    // One already kept may still be set again, and removing makes room.
    expect((await set(a, ids[0]!))[0]).toBe(200);
    await set(a, ids[0]!, false);
    expect((await set(a, ids[GAMES.favoritesMax]!))[0]).toBe(200);
  });
});

describe('GET GLS2_roomList', () => {
  it('lists the rooms of a PVP vendor with bet limits and seats', async () => {
    const value = await k.valueOf('roomList', await k.read('/wps/relay/GLS2_roomList?vassalage=KM', { lang: 'EN' }));
    expect(value.list).toHaveLength(12);
    expect(value.list[0]).toEqual({
      roomId: 'KM-teen-patti-beginner',
      gameId: 'KM-teen-patti',
      name: 'Beginner room',
      vassalage: 'KM',
      minBet: 500,
      maxBet: 10_000,
      seats: 5,
      players: 0,
    });
    expect((await k.valueOf('roomList', await k.read('/wps/relay/GLS2_roomList?vassalage=PG'))).list).toEqual([]);
  });

  it('needs a known vendor', async () => {
    await refused('/wps/relay/GLS2_roomList', 400, 'request_param_err');
    await refused('/wps/relay/GLS2_roomList?vassalage=NOPE', 404, 'game.vendor.unknown');
  });
});

describe('GET GCSGAME_rankList (winner board)', () => {
  let winners: { username: string; payout: number }[] = [];
  let wonAt = '';
  beforeAll(async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => k.member({ funds: 10_000_000 })));
    // 25 wins today (payouts 1000 … 25000), a loss, an e-sports win, and a big win 8 days ago.
    const eight = new Date(k.clock.now().getTime() - 8 * 86_400_000);
    const now = k.clock.now();
    k.clock.set(eight);
    await k.bet(members[0]!, { stake: 100, payout: 99_000_000 });
    k.clock.set(now);
    wonAt = wireInstant(now);
    for (let i = 1; i <= 25; i++) {
      const m = members[i % 5]!;
      await k.bet(m, { stake: 100, payout: i * 1000 });
      winners.push({ username: m.username, payout: i * 1000 });
    }
    await k.bet(members[1]!, { stake: 5_000_000, payout: null });
    await k.bet(members[2]!, { stake: 100, payout: 500, category: 'ESPORTS', game: 'AI Dota 2' });
    winners = winners.sort((a, b) => b.payout - a.payout);
  });

  it('ranks the biggest wins of the last 7 days, masked, capped at the winner board limit', async () => {
    const value = await k.valueOf('rankList', await k.read('/wps/relay/GCSGAME_rankList?gameCategory=ALL&language=en&limitNum=500'));
    expect(value.list).toHaveLength(GAMES.winnerBoardLimit);
    expect(value.list.map((r: any) => r.amount)).toEqual(winners.slice(0, GAMES.winnerBoardLimit).map((w) => w.payout));
    expect(value.list.map((r: any) => r.rank)).toEqual(Array.from({ length: GAMES.winnerBoardLimit }, (_, i) => i + 1));
    const first = value.list[0];
    const u = winners[0]!.username;
    expect(first).toMatchObject({ account: `${u.slice(0, 2)}***${u.slice(-2)}`, gameName: 'Fortune Tiger', gameCategory: 'RNG', at: wonAt });
    expect(JSON.stringify(value)).not.toContain(u);
    expect(first.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('takes limitNum below the cap, defaults to the cap, and filters by category', async () => {
    expect((await k.valueOf('rankList', await k.read('/wps/relay/GCSGAME_rankList?limitNum=3'))).list).toHaveLength(3);
    expect((await k.valueOf('rankList', await k.read('/wps/relay/GCSGAME_rankList'))).list).toHaveLength(GAMES.winnerBoardLimit);
    const es = await k.valueOf('rankList', await k.read('/wps/relay/GCSGAME_rankList?gameCategory=ESPORTS'));
    expect(es.list.map((r: any) => [r.gameName, r.amount])).toEqual([['AI Dota 2', 500]]);
  });

  it('refuses a bad limitNum or an unknown category', async () => {
    for (const n of ['0', '-3', 'x']) expect((await refused(`/wps/relay/GCSGAME_rankList?limitNum=${n}`, 400, 'request_param_err')).value.field).toBe('limitNum');
    await refused('/wps/relay/GCSGAME_rankList?gameCategory=CASINO', 404, 'game.category.unknown');
  });
});

describe('GET /cdn/games/<gameId>.svg', () => {
  it('draws the game as a cacheable SVG', async () => {
    const res = await k.t.call('/cdn/games/PG-fortune-tiger.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toContain('max-age=');
    const etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>FT<');
    expect(svg).toContain('Fortune Tiger');
    const again = await k.t.call('/cdn/games/PG-fortune-tiger.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await k.t.call('/cdn/games/NOPE-nothing.svg')).status).toBe(404);
    expect((await k.t.call('/cdn/games/PG-fortune-tiger.png')).status).toBe(404);
    expect((await k.t.call('/cdn/games/%3Cscript%3E.svg')).status).toBe(404);
  });

  it('escapes the name it draws', async () => {
    await d.db.updateTable('games').set({ name: json({ en: '<script>alert("x")</script> & Co', bn: 'x' }) }).where('game_id', '=', 'SPADE-lucky-koi').execute();
    const svg = await (await k.t.call('/cdn/games/SPADE-lucky-koi.svg')).text();
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
  });
});
