import { type Kysely, sql } from 'kysely';
import type { RoomList } from '../../../src/api/schemas/lobby';
import { GAME_SERVER } from '../../../src/config/game-server';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import { pick } from '../localize';
import { type LobbyContext, requireVendor } from './lobby';

/** Enabled rooms of enabled games of enabled vendors. */
function liveRooms(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('pvp_rooms as r')
    .innerJoin('games as g', (j) => j.onRef('g.merchant_code', '=', 'r.merchant_code').onRef('g.game_id', '=', 'r.game_id'))
    .innerJoin('vendors as v', (j) =>
      j.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.category_code', '=', 'g.category').onRef('v.vassalage', '=', 'g.vassalage'),
    )
    .where('r.merchant_code', '=', merchantCode)
    .where('r.enabled', '=', true)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true);
}

/**
 * GLS2_roomList: the PVP rooms of a vendor's games. `players` counts the distinct members who
 * launched into the room in the last GAME_SERVER.roomPlayersMinutes (from the launch tickets).
 */
export async function roomList(ctx: LobbyContext, vassalage: string, now: Date): Promise<RoomList> {
  await requireVendor(ctx, vassalage);
  const since = new Date(now.getTime() - GAME_SERVER.roomPlayersMinutes * 60_000);
  const rows = await liveRooms(ctx.db, ctx.merchantCode)
    .where('g.vassalage', '=', vassalage)
    .select([
      'r.room_id',
      'r.game_id',
      'r.name',
      'r.min_bet',
      'r.max_bet',
      'r.seats',
      'g.vassalage',
      (eb) =>
        eb
          .selectFrom('launch_tickets as t')
          .select(sql<string | number>`count(distinct t.user_id)`.as('n'))
          .whereRef('t.merchant_code', '=', 'r.merchant_code')
          .whereRef('t.room_id', '=', 'r.room_id')
          .where('t.created_at', '>', since)
          .where('t.created_at', '<=', now)
          .as('players'),
    ])
    .orderBy('v.sort')
    .orderBy('g.sort')
    .orderBy('r.sort')
    .orderBy('r.room_id')
    .execute();
  return {
    list: rows.map((r) => ({
      roomId: r.room_id,
      gameId: r.game_id,
      name: pick(r.name, ctx.lang, ctx.fallback),
      vassalage: r.vassalage,
      minBet: toMinor(r.min_bet),
      maxBet: toMinor(r.max_bet),
      seats: r.seats,
      players: Number(r.players ?? 0),
    })),
  };
}

export interface RoomInfo {
  roomId: string;
  gameId: string;
  minBet: number;
  maxBet: number;
  seats: number;
}

/** One enabled room (of an enabled game and vendor), e.g. for the demo vendor's table limits; null if none. */
export async function findRoom(db: Kysely<Database>, merchantCode: string, roomId: string): Promise<RoomInfo | null> {
  const r = await liveRooms(db, merchantCode)
    .where('r.room_id', '=', roomId)
    .select(['r.room_id', 'r.game_id', 'r.min_bet', 'r.max_bet', 'r.seats'])
    .executeTakeFirst();
  return r ? { roomId: r.room_id, gameId: r.game_id, minBet: toMinor(r.min_bet), maxBet: toMinor(r.max_bet), seats: r.seats } : null;
}

/** The first enabled room of a game (launching a PVP game without a room seats the member there). */
export async function defaultRoom(db: Kysely<Database>, merchantCode: string, gameId: string): Promise<string | null> {
  const r = await liveRooms(db, merchantCode).where('r.game_id', '=', gameId).select('r.room_id').orderBy('r.sort').orderBy('r.room_id').executeTakeFirst();
  return r?.room_id ?? null;
}
