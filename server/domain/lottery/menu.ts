import type { Kysely } from 'kysely';
import type { Draw, DrawPage, LotteryGame, LotteryGameDetail } from '../../../src/api/schemas/lottery';
import { GAMES } from '../../../src/config/constants';
import { LOTTERY } from '../../../src/config/lottery';
import type { Database } from '../../db/database';
import { pick } from '../localize';
import { betTypeConfs, betTypeWire, findGame, type LotteryGameConf, listGames, type Locale } from './catalogue';
import { currentDraws, drawWire, lastDraws } from './draws';
import { gameUnknown } from './errors';
import { intervalSeconds } from './schedule';

/** What the lottery menus and the home page read (docs/lottery.md "Endpoints"). */
async function gamesWire(db: Kysely<Database>, merchantCode: string, games: LotteryGameConf[], now: Date, l: Locale): Promise<LotteryGame[]> {
  const codes = games.map((g) => g.code);
  const [current, last] = await Promise.all([currentDraws(db, merchantCode, codes, now), lastDraws(db, merchantCode, codes)]);
  return games.map((g) => {
    const c = current.get(g.code);
    const d = last.get(g.code);
    return {
      gameCode: g.code,
      gameName: pick(g.name, l.lang, l.fallback),
      lotteryType: g.type,
      prizeMode: g.prizeMode,
      area: g.area,
      category: g.category,
      intervalSeconds: intervalSeconds(g.clock.schedule),
      closeSeconds: g.clock.closeSeconds,
      current: c ? drawWire(g.type, c, now) : null,
      last: d ? drawWire(g.type, d, now) : null,
    };
  });
}

export async function lotteryMenu(db: Kysely<Database>, merchantCode: string, area: 'VN' | 'GLOBAL' | null, now: Date, l: Locale): Promise<LotteryGame[]> {
  return gamesWire(db, merchantCode, await listGames(db, merchantCode, area ? { area } : {}), now, l);
}

/** The games the member bet on, most recent first (at most GAMES.recentLimit). */
export async function recentLottery(db: Kysely<Database>, merchantCode: string, userId: string, now: Date, l: Locale): Promise<LotteryGame[]> {
  const recent = await db
    .selectFrom('lottery_bets')
    .select('game_code')
    .select((eb) => eb.fn.max('placed_at').as('last'))
    .where('user_id', '=', userId)
    .where('merchant_code', '=', merchantCode)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(GAMES.recentLimit)
    .execute();
  const byCode = new Map((await listGames(db, merchantCode)).map((g) => [g.code, g]));
  return gamesWire(db, merchantCode, recent.flatMap((r) => byCode.get(r.game_code) ?? []), now, l);
}

/** The most bet-on games of the last LOTTERY.popularDays days, then the rest in menu order. */
export async function popularLottery(db: Kysely<Database>, merchantCode: string, q: { count: number; prizeMode: string | null }, now: Date, l: Locale): Promise<LotteryGame[]> {
  const games = await listGames(db, merchantCode, q.prizeMode ? { prizeMode: q.prizeMode } : {});
  const counts = await db
    .selectFrom('lottery_bets')
    .select('game_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_code', '=', merchantCode)
    .where('placed_at', '>=', new Date(now.getTime() - LOTTERY.popularDays * 86_400_000))
    .groupBy('game_code')
    .execute();
  const n = new Map(counts.map((c) => [c.game_code, Number(c.n)]));
  const ranked = [...games].sort((a, b) => (n.get(b.code) ?? 0) - (n.get(a.code) ?? 0) || a.sort - b.sort);
  return gamesWire(db, merchantCode, ranked.slice(0, q.count), now, l);
}

/** Drawn draws of the Vietnamese games, newest first. */
export async function vnOpened(db: Kysely<Database>, merchantCode: string, count: number, now: Date): Promise<Draw[]> {
  const games = await listGames(db, merchantCode, { area: 'VN' });
  return drawnDraws(db, merchantCode, games, count, now);
}

/** The last drawn draw of each game (newest first), or of one game. */
export async function openedNumeros(db: Kysely<Database>, merchantCode: string, gameCode: string | null, now: Date): Promise<Draw[]> {
  const games = gameCode ? [await findGame(db, merchantCode, gameCode)].flatMap((g) => g ?? []) : await listGames(db, merchantCode);
  if (gameCode && !games.length) throw gameUnknown();
  const last = await lastDraws(db, merchantCode, games.map((g) => g.code));
  return games
    .flatMap((g) => {
      const d = last.get(g.code);
      return d ? [drawWire(g.type, d, now)] : [];
    })
    .sort((a, b) => (a.drawAt < b.drawAt ? 1 : a.drawAt > b.drawAt ? -1 : 0));
}

async function drawnDraws(db: Kysely<Database>, merchantCode: string, games: LotteryGameConf[], count: number, now: Date): Promise<Draw[]> {
  if (!games.length) return [];
  const types = new Map(games.map((g) => [g.code, g.type]));
  const rows = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('game_code', 'in', [...types.keys()])
    .where('status', 'in', ['drawn', 'settled'])
    .orderBy('draw_at', 'desc')
    .orderBy('game_code')
    .limit(count)
    .execute();
  return rows.map((r) => drawWire(types.get(r.game_code)!, r, now));
}

export async function gameDetail(db: Kysely<Database>, merchantCode: string, gameCode: string, now: Date, l: Locale): Promise<LotteryGameDetail> {
  const game = await findGame(db, merchantCode, gameCode);
  if (!game) throw gameUnknown();
  const [[wire], confs] = await Promise.all([gamesWire(db, merchantCode, [game], now, l), betTypeConfs(db, game)]);
  return { game: wire!, betTypes: confs.map((c) => betTypeWire(c, l)) };
}

/** A game's past draws (drawn, settled or cancelled), newest first. */
export async function drawHistory(db: Kysely<Database>, merchantCode: string, gameCode: string, page: number, now: Date): Promise<DrawPage> {
  const game = await findGame(db, merchantCode, gameCode);
  if (!game) throw gameUnknown();
  const base = db
    .selectFrom('lottery_draws')
    .where('merchant_code', '=', merchantCode)
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['drawn', 'settled', 'cancelled']);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('draw_at', 'desc')
      .limit(LOTTERY.pageSize)
      .offset((page - 1) * LOTTERY.pageSize)
      .execute(),
  ]);
  return { list: rows.map((r) => drawWire(game.type, r, now)), page, size: LOTTERY.pageSize, total: Number(n) };
}
