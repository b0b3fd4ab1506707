import type { Kysely } from 'kysely';
import type { GameItems } from '../../../src/api/schemas/lobby';
import { GAMES } from '../../../src/config/constants';
import type { Database } from '../../db/database';
import { itemsInOrder, type LobbyContext } from './lobby';

/**
 * Recently played games (GCS_recentGame): written at launch, one row per game (a second launch
 * moves it to the top), at most GAMES.recentLimit kept per member, most recent first.
 */
export async function recordRecent(db: Kysely<Database>, r: { userId: string; merchantCode: string; gameId: string; at: Date }): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({ user_id: r.userId, merchant_code: r.merchantCode, game_id: r.gameId, played_at: r.at })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ played_at: r.at }))
    .execute();
  await db
    .deleteFrom('recent_games')
    .where('user_id', '=', r.userId)
    .where('game_id', 'not in', (eb) =>
      eb
        .selectFrom('recent_games')
        .select('game_id')
        .where('user_id', '=', r.userId)
        .orderBy('played_at', 'desc')
        .orderBy('game_id')
        .limit(GAMES.recentLimit),
    )
    .execute();
}

export async function recentList(ctx: LobbyContext, userId: string): Promise<GameItems> {
  const recent = await ctx.db
    .selectFrom('recent_games')
    .select('game_id')
    .where('user_id', '=', userId)
    .where('merchant_code', '=', ctx.merchantCode)
    .orderBy('played_at', 'desc')
    .orderBy('game_id')
    .limit(GAMES.recentLimit)
    .execute();
  return itemsInOrder(ctx, recent.map((r) => r.game_id));
}
