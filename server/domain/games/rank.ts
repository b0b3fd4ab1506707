import type { RankList } from '../../../src/api/schemas/lobby';
import { GAME_SERVER } from '../../../src/config/game-server';
import { toMinor } from '../money/amounts';
import { wireInstant } from '../time';
import { categoryUnknown } from './errors';
import { type LobbyContext, menuVendors } from './lobby';

const DAY_MS = 86_400_000;

/** "player01" → "pl***01"; names of four characters or fewer keep only their first. */
export function maskAccount(username: string): string {
  const chars = [...username];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  return `${chars[0] ?? ''}***`;
}

/**
 * GCSGAME_rankList (the home winner board): the biggest wins (payout) settled across the
 * merchant in the last GAME_SERVER.winnerBoardDays days, biggest first, accounts masked. `gameCategory`
 * ALL or one category as bets record it (e-sports bets are ESPORTS).
 */
export async function rankList(ctx: LobbyContext, q: { gameCategory: string; limit: number }, now: Date): Promise<RankList> {
  if (q.gameCategory !== 'ALL') {
    const known = await ctx.db
      .selectFrom('game_categories')
      .select('code')
      .where('merchant_code', '=', ctx.merchantCode)
      .where('code', '=', q.gameCategory)
      .executeTakeFirst();
    if (!known && !(await menuVendors(ctx)).some((v) => v.gameCategory === q.gameCategory)) throw categoryUnknown();
  }
  const since = new Date(now.getTime() - GAME_SERVER.winnerBoardDays * DAY_MS);
  const rows = await ctx.db
    .selectFrom('bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['u.username', 'b.game_name', 'b.category', 'b.payout', 'b.settled_at'])
    .where('b.merchant_code', '=', ctx.merchantCode)
    .where('b.status', '=', 'won')
    .where('b.settled_at', '>', since)
    .where('b.settled_at', '<=', now)
    .$if(q.gameCategory !== 'ALL', (qb) => qb.where('b.category', '=', q.gameCategory))
    .orderBy('b.payout', 'desc')
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.reference')
    .limit(q.limit)
    .execute();
  return {
    list: rows.map((r, i) => ({
      rank: i + 1,
      account: maskAccount(r.username),
      gameName: r.game_name,
      gameCategory: r.category,
      amount: toMinor(r.payout ?? 0),
      at: wireInstant(r.settled_at!),
    })),
  };
}
