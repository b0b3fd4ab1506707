import { sql } from 'kysely';
import type { FavoriteGames, GameItems } from '../../../src/api/schemas/lobby';
import { GAMES } from '../../../src/config/constants';
import { findGame } from '../../repositories/content';
import { favoritesFull, gameUnknown } from './errors';
import { itemsInOrder, type LobbyContext } from './lobby';

/**
 * A member's favourite games (MCSFE_getFavoriteGames / getFavoriteGamesList / setFavoriteGame):
 * only the session's own rows are ever read or written; games switched off are left out of
 * the lists but keep their row (they come back when switched on again).
 */
export async function favoriteList(ctx: LobbyContext, userId: string): Promise<GameItems> {
  const favs = await ctx.db
    .selectFrom('favorite_games')
    .select('game_id')
    .where('user_id', '=', userId)
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('created_at', 'desc')
    .orderBy('game_id')
    .execute();
  return itemsInOrder(ctx, favs.map((f) => f.game_id));
}

export async function favoriteIds(ctx: LobbyContext, userId: string): Promise<FavoriteGames> {
  return { list: (await favoriteList(ctx, userId)).list.map((g) => g.gameId) };
}

/** Adds or removes one favourite; at most GAMES.favoritesMax (409 game.favorites.limit). Answers the ids. */
export async function setFavorite(ctx: LobbyContext, userId: string, gameId: string, favorite: boolean, now: Date): Promise<FavoriteGames> {
  const game = await findGame(ctx.db, ctx.merchantCode, gameId);
  if (!game || game.is_game !== 'GAME') throw gameUnknown();
  await ctx.db.transaction().execute(async (tx) => {
    if (!favorite) {
      await tx.deleteFrom('favorite_games').where('user_id', '=', userId).where('game_id', '=', gameId).execute();
      return;
    }
    // One member's concurrent adds are serialised so the cap holds.
    await sql`select pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`.execute(tx);
    const present = await tx.selectFrom('favorite_games').select('game_id').where('user_id', '=', userId).where('game_id', '=', gameId).executeTakeFirst();
    if (present) return;
    const { n } = await tx
      .selectFrom('favorite_games')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= GAMES.favoritesMax) throw favoritesFull(GAMES.favoritesMax);
    await tx.insertInto('favorite_games').values({ user_id: userId, merchant_code: ctx.merchantCode, game_id: gameId, created_at: now }).execute();
  });
  return favoriteIds(ctx, userId);
}
