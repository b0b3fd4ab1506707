import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/config/constants';
import { GAME_SERVER } from '../../src/config/game-server';
import { hashTicket, redeemLaunchTicket } from '../../server/domain/games/launch';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeGamesKit } from './games-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeGamesKit);

const TRIAL = 4;
const refusedLaunch = async (m: Member, over: Record<string, unknown>, status: number, code: string, as?: Member) => {
  const [s, body] = await k.launch(m, over, as);
  expect({ status: s, errorCode: body.errorCode }).toEqual({ status, errorCode: code });
  return body;
};
const content = async (m: Member, over: Record<string, unknown> = {}) => (await k.valueOf('launchGame', await k.launch(m, over))).content as string;
const recent = async (m: Member) => (await k.valueOf('recentGames', await k.read('/wps/relay/GCS_recentGame', { member: m }))).list.map((g: any) => g.gameId);
const tickets = () => k.count('launch_tickets');

describe('POST /wps/game/launchGame: who may launch', () => {
  it('needs a session (401 login.required)', async () => {
    const m = await k.member();
    const [s, body] = await k.send('POST', '/wps/game/launchGame', k.launchBody(m));
    expect([s, body.errorCode]).toEqual([401, 'login.required']);
  });

  it("refuses a body whose token, username or merchant is not the session's", async () => {
    const a = await k.member();
    const b = await k.member();
    const before = await tickets();
    expect((await refusedLaunch(a, {}, 403, 'game.launch.mismatch', b)).value.field).toBe('token');
    expect((await refusedLaunch(a, { token: b.token }, 403, 'game.launch.mismatch')).value.field).toBe('token');
    expect((await refusedLaunch(a, { username: b.username }, 403, 'game.launch.mismatch')).value.field).toBe('username');
    expect((await refusedLaunch(a, { merchantCode: 'vn01' }, 403, 'game.launch.mismatch')).value.field).toBe('merchantCode');
    expect(await tickets()).toBe(before);
    // The username is matched without regard to case, as login does.
    expect(await content(a, { username: a.username.toUpperCase() })).toMatch(/^\/demo-vendor\/play\?ticket=/);
  });

  it('validates the SPEC §3 payload', async () => {
    const m = await k.member();
    for (const over of [{ accountType: 2 }, { confirmTrans: 1 }, { launchMode: 'XYZ' }, { vassalage: undefined }, { token: 'x'.repeat(300) }]) {
      await refusedLaunch(m, over, 400, 'request_param_err');
    }
    expect((await refusedLaunch(m, { gameId: undefined }, 400, 'request_param_err')).value.field).toBe('gameId');
    expect((await refusedLaunch(m, { gameId: 'a/b' }, 400, 'request_param_err')).value.field).toBe('gameId');
    expect((await refusedLaunch(m, { vassalage: 'JILI' }, 400, 'request_param_err')).value.field).toBe('vassalage');
  });

  it('needs an enabled game of an enabled vendor (404 game.unknown)', async () => {
    const m = await k.member();
    await refusedLaunch(m, { gameId: 'PG-no-such-game' }, 404, 'game.unknown');
    await refusedLaunch(m, { gameId: 'PG-all' }, 404, 'game.unknown');
    await d.db.updateTable('games').set({ enabled: false }).where('game_id', '=', 'PG-lucky-neko').execute();
    await refusedLaunch(m, { gameId: 'PG-lucky-neko' }, 404, 'game.unknown');
    await d.db.updateTable('games').set({ enabled: true }).where('game_id', '=', 'PG-lucky-neko').execute();
    await d.db.updateTable('vendors').set({ enabled: false }).where('vassalage', '=', 'PG').execute();
    await refusedLaunch(m, { gameId: 'PG-lucky-neko' }, 404, 'game.unknown');
    await d.db.updateTable('vendors').set({ enabled: true }).where('vassalage', '=', 'PG').execute();
  });
});

describe('trial (type 4) accounts', () => {
  it('play where the vendor allows trial play (RNG, MINI, FISH)', async () => {
    const t = await k.member({ type: TRIAL });
    expect(await content(t)).toMatch(/^\/demo-vendor\/play\?ticket=/);
    expect(await content(t, { gameId: 'SPRIBE-dice', vassalage: 'SPRIBE' })).toMatch(/ticket=/);
    expect(await content(t, { gameId: 'JILI-jackpot-fishing', vassalage: 'JILI' })).toMatch(/ticket=/);
  });

  it('are refused with game.trial.forbidden where it forbids it (LIVE, SPORTS, ESPORTS, PVP, COCKFIGHT, LOTT)', async () => {
    const t = await k.member({ type: TRIAL });
    const before = await tickets();
    for (const [gameId, vassalage] of [
      ['EVO-speed-baccarat-a', 'EVO'],
      ['SABA-football', 'SABA'],
      ['AI-dota2', 'AI'],
      ['KM-teen-patti', 'KM'],
      ['SV388-arena-1', 'SV388'],
      ['TCG_LOTTO-ssc1', 'TCG_LOTTO'],
    ]) {
      await refusedLaunch(t, { gameId, vassalage }, 403, 'game.trial.forbidden');
    }
    await refusedLaunch(t, { gameId: undefined, vassalage: 'TCG_LOTTO_VN', launchMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoArea: 'VN' }, 403, 'game.trial.forbidden');
    expect(await tickets()).toBe(before);
    expect(await recent(t)).toEqual([]);
    // A real member plays the same games.
    const m = await k.member();
    expect(await content(m, { gameId: 'EVO-speed-baccarat-a', vassalage: 'EVO' })).toMatch(/ticket=/);
  });

  it('follow the operator: a vendor or a game may forbid what the category allows', async () => {
    const t = await k.member({ type: TRIAL });
    await d.db.updateTable('vendors').set({ trial_allowed: false }).where('vassalage', '=', 'PG').execute();
    await refusedLaunch(t, {}, 403, 'game.trial.forbidden');
    await d.db.updateTable('vendors').set({ trial_allowed: null }).where('vassalage', '=', 'PG').execute();
    await d.db.updateTable('games').set({ trial: false }).where('game_id', '=', 'PG-wild-bandito').execute();
    await refusedLaunch(t, { gameId: 'PG-wild-bandito' }, 403, 'game.trial.forbidden');
    const pg = await k.valueOf('gameList', await k.read('/wps/relay/GCSGAME_gameList?vassalage=PG'));
    expect(pg.list.find((g: any) => g.gameId === 'PG-wild-bandito').trial).toBe(false);
    await d.db.updateTable('games').set({ trial: true }).where('game_id', '=', 'PG-wild-bandito').execute();
    await d.db.updateTable('vendors').set({ trial_allowed: true }).where('vassalage', '=', 'EVO').execute();
    expect(await content(t, { gameId: 'EVO-speed-baccarat-a', vassalage: 'EVO' })).toMatch(/ticket=/);
    await d.db.updateTable('vendors').set({ trial_allowed: null }).where('vassalage', '=', 'EVO').execute();
  });
});

describe('launch tickets', () => {
  it('are 128-bit, stored only as a SHA-256 hash, and redeem once into what the demo vendor needs', async () => {
    const m = await k.member();
    const c = await content(m, { language: 'bn' });
    const ticket = k.ticketOf(c);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await d.db.selectFrom('launch_tickets').selectAll().where('ticket_hash', '=', hashTicket(ticket)).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(ticket);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(GAME_SERVER.launchTicketSeconds * 1000);

    const redeemed = await redeemLaunchTicket(d.db, ticket, k.clock.now());
    expect(redeemed).toEqual({
      merchantCode: TEST_MERCHANT,
      userId: m.id,
      account: m.username,
      userType: 0,
      gameId: 'PG-fortune-tiger',
      roomId: null,
      // PG has its own wallet on this merchant (profile.money.vendorWallets).
      walletCode: 'PG',
      language: 'bn',
      engine: 'slot',
      engineConfig: { paytable: 'fortune' },
      vassalage: 'PG',
      gameCategory: 'RNG',
      gameName: 'ফরচুন টাইগার',
      rtp: 96.81,
    });
    expect(await redeemLaunchTicket(d.db, ticket, k.clock.now())).toBeNull();
  });

  it('debit MAIN for a vendor without its own wallet, and split e-sports out of SPORTS', async () => {
    const m = await k.member();
    const r = await redeemLaunchTicket(d.db, k.ticketOf(await content(m, { gameId: 'AI-dota2', vassalage: 'AI' })), k.clock.now());
    expect(r).toMatchObject({ walletCode: 'MAIN', gameCategory: 'ESPORTS', engine: 'esports', engineConfig: { title: 'dota2' }, gameName: 'AI Dota 2', language: 'en' });
  });

  it(`expire after GAME_SERVER.launchTicketSeconds (${GAME_SERVER.launchTicketSeconds} s)`, async () => {
    const m = await k.member();
    const early = k.ticketOf(await content(m));
    const late = k.ticketOf(await content(m));
    const issued = k.clock.now().getTime();
    expect(await redeemLaunchTicket(d.db, early, new Date(issued + GAME_SERVER.launchTicketSeconds * 1000 - 1))).not.toBeNull();
    expect(await redeemLaunchTicket(d.db, late, new Date(issued + GAME_SERVER.launchTicketSeconds * 1000))).toBeNull();
  });

  it('redeem once even when two redeem at the same time', async () => {
    const m = await k.member();
    const ticket = k.ticketOf(await content(m));
    const results = await Promise.all(Array.from({ length: 5 }, () => redeemLaunchTicket(d.db, ticket, k.clock.now())));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('are refused when unknown or malformed, or when the game was switched off meanwhile', async () => {
    expect(await redeemLaunchTicket(d.db, 'A'.repeat(22), k.clock.now())).toBeNull();
    expect(await redeemLaunchTicket(d.db, "' or 1=1 --", k.clock.now())).toBeNull();
    const m = await k.member();
    const ticket = k.ticketOf(await content(m, { gameId: 'PG-ganesha-gold' }));
    await d.db.updateTable('games').set({ enabled: false }).where('game_id', '=', 'PG-ganesha-gold').execute();
    expect(await redeemLaunchTicket(d.db, ticket, k.clock.now())).toBeNull();
    await d.db.updateTable('games').set({ enabled: true }).where('game_id', '=', 'PG-ganesha-gold').execute();
  });
});

describe('recent games (GCS_recentGame)', () => {
  it('need a session', async () => {
    const [s, body] = await k.read('/wps/relay/GCS_recentGame');
    expect([s, body.errorCode]).toEqual([401, 'login.required']);
  });

  it('are written at launch, most recent first, without duplicates, and only the member\'s own', async () => {
    const a = await k.member();
    const b = await k.member();
    for (const [gameId, vassalage] of [['PG-fortune-tiger', 'PG'], ['JILI-super-ace', 'JILI'], ['EVO-auto-roulette', 'EVO']]) {
      await content(a, { gameId, vassalage });
      k.clock.advance(1000);
    }
    expect(await recent(a)).toEqual(['EVO-auto-roulette', 'JILI-super-ace', 'PG-fortune-tiger']);
    await content(a);
    k.clock.advance(1000);
    expect(await recent(a)).toEqual(['PG-fortune-tiger', 'EVO-auto-roulette', 'JILI-super-ace']);
    expect(await recent(b)).toEqual([]);
  });

  it(`keep the last GAMES.recentLimit (${GAMES.recentLimit})`, async () => {
    const a = await k.member();
    const pp = await k.valueOf('gameList', await k.read('/wps/relay/GCSGAME_gameList?gameCategory=RNG&size=60'));
    const ids = pp.list.map((g: any) => [g.gameId, g.vassalage]).slice(0, GAMES.recentLimit + 3);
    for (const [gameId, vassalage] of ids) {
      await content(a, { gameId, vassalage });
      k.clock.advance(1000);
    }
    const got = await recent(a);
    expect(got).toEqual(ids.slice(-GAMES.recentLimit).reverse().map(([id]: string[]) => id));
    expect(await d.db.selectFrom('recent_games').select('game_id').where('user_id', '=', a.id).execute()).toHaveLength(GAMES.recentLimit);
  });
});

describe('PVP rooms', () => {
  const rooms = async () => (await k.valueOf('roomList', await k.read('/wps/relay/GLS2_roomList?vassalage=TCG_PVP'))).list;
  const players = async (roomId: string) => (await rooms()).find((r: any) => r.roomId === roomId).players;

  it('launch into a room of the game; a room of another game is refused', async () => {
    const m = await k.member();
    const r = await redeemLaunchTicket(d.db, k.ticketOf(await content(m, { gameId: 'KM-teen-patti', vassalage: 'KM', roomId: 'KM-teen-patti-vip' })), k.clock.now());
    expect(r).toMatchObject({ gameId: 'KM-teen-patti', roomId: 'KM-teen-patti-vip', engine: 'teenpatti', engineConfig: { variant: 'classic' } });
    // The room alone names its game.
    const byRoom = await redeemLaunchTicket(d.db, k.ticketOf(await content(m, { gameId: undefined, vassalage: 'KM', roomId: 'KM-teen-patti-joker-standard' })), k.clock.now());
    expect(byRoom).toMatchObject({ gameId: 'KM-teen-patti-joker', roomId: 'KM-teen-patti-joker-standard' });
    await refusedLaunch(m, { gameId: 'KM-teen-patti', vassalage: 'KM', roomId: 'KM-teen-patti-joker-vip' }, 404, 'game.room.unknown');
    await refusedLaunch(m, { gameId: 'KM-teen-patti', vassalage: 'KM', roomId: 'nope' }, 404, 'game.room.unknown');
    // Without a room, a PVP game seats the member in its first room.
    const seated = await redeemLaunchTicket(d.db, k.ticketOf(await content(m, { gameId: 'KM-teen-patti-ak47', vassalage: 'KM' })), k.clock.now());
    expect(seated?.roomId).toBe('KM-teen-patti-ak47-beginner');
  });

  it(`count the distinct members who launched into a room in the last ${GAME_SERVER.roomPlayersMinutes} minutes`, async () => {
    const room = 'TCG_PVP-teen-patti-classic-standard';
    const [a, b] = [await k.member(), await k.member()];
    expect(await players(room)).toBe(0);
    const into = { gameId: 'TCG_PVP-teen-patti-classic', vassalage: 'TCG_PVP', roomId: room };
    await content(a, into);
    await content(a, into);
    k.clock.advance(10 * 60_000);
    await content(b, into);
    expect(await players(room)).toBe(2);
    expect(await players('TCG_PVP-teen-patti-classic-vip')).toBe(0);
    k.clock.advance((GAME_SERVER.roomPlayersMinutes - 10) * 60_000 + 1);
    expect(await players(room)).toBe(1);
    k.clock.advance(10 * 60_000);
    expect(await players(room)).toBe(0);
  });
});

describe('lottery launches', () => {
  it('open the lottery page for a lottery catalogue game, the Vietnamese one for TCG_LOTTO_VN', async () => {
    const m = await k.member();
    const before = await tickets();
    expect(await content(m, { gameId: 'TCG_LOTTO-ssc1', vassalage: 'TCG_LOTTO' })).toBe('/lottery?game=SSC1&view=betting');
    k.clock.advance(1000);
    expect(await content(m, { gameId: 'TCG_LOTTO_VN-vn-north', vassalage: 'TCG_LOTTO_VN' })).toBe('/Vnlottery?game=VN_NORTH&view=betting');
    k.clock.advance(1000);
    expect(await content(m, { gameId: 'TCG_SEA-elott-1', vassalage: 'TCG_SEA', lottoView: 'lobby' })).toBe('/lottery?game=ELOTT_1&view=lobby');
    expect(await tickets()).toBe(before);
    expect(await recent(m)).toEqual(['TCG_SEA-elott-1', 'TCG_LOTTO_VN-vn-north', 'TCG_LOTTO-ssc1']);
  });

  it('take the SPEC §7 lottery payload (launchMode LOTT with lotto* fields)', async () => {
    const m = await k.member();
    const lott = { gameId: undefined, launchMode: 'LOTT', lottoPrizeMode: 'Lott', device: 'WEB', backUrl: '/', language: 'bn' };
    expect(await content(m, { ...lott, vassalage: 'TCG_LOTTO', lottoGameCode: 'PK10_1', lottoView: 'lobby' })).toBe('/lottery?game=PK10_1&view=lobby');
    expect(await content(m, { ...lott, vassalage: 'TCG_LOTTO_VN', lottoArea: 'VN', lottoGameCode: 'VN_SOUTH', lottoView: 'betting' })).toBe(
      '/Vnlottery?game=VN_SOUTH&view=betting',
    );
    expect(await recent(m)).toContain('TCG_LOTTO-pk10-1');
    await refusedLaunch(m, { ...lott, vassalage: 'TCG_LOTTO' }, 400, 'request_param_err');
    expect((await refusedLaunch(m, { ...lott, vassalage: 'TCG_LOTTO', lottoGameCode: 'ssc 1; drop' }, 400, 'request_param_err')).value.field).toBe('lottoGameCode');
    await refusedLaunch(m, { ...lott, vassalage: 'NOPE', lottoGameCode: 'SSC1' }, 404, 'game.vendor.unknown');
    // Well-formed, but not a game of the lottery engine (server/domain/lottery/catalogue.ts).
    await refusedLaunch(m, { ...lott, vassalage: 'TCG_LOTTO', lottoGameCode: 'NO_SUCH_GAME' }, 404, 'game.unknown');
    // A slot is not launched as a lottery.
    expect((await refusedLaunch(m, { launchMode: 'LOTT', lottoGameCode: 'SSC1' }, 400, 'request_param_err')).value.field).toBe('launchMode');
  });
});
