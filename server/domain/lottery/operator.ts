import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * What the lottery's operator reads and changes (docs/lottery.md "Operations"), with typed
 * arguments; the CLI (server/cli/lottery.ts) parses and prints.
 */

/** The game's draws opened by `now`, newest first, each with its bets counted by status. */
export async function latestDraws(db: Kysely<Database>, m: string, gameCode: string, now: Date, count: number) {
  const rows = await db.selectFrom('lottery_draws').selectAll().where('merchant_code', '=', m).where('game_code', '=', gameCode).where('open_at', '<=', now).orderBy('draw_at', 'desc').limit(count).execute();
  const bets = await db
    .selectFrom('lottery_bets')
    .select(['draw_id', 'status'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('draw_id', 'in', rows.length ? rows.map((r) => r.id) : [-1])
    .groupBy(['draw_id', 'status'])
    .execute();
  return rows.map((draw) => ({
    draw,
    bets: bets.filter((b) => String(b.draw_id) === String(draw.id)).map((b) => ({ status: b.status, count: Number(b.n) })),
  }));
}

/** Bets of a draw still open (a cancelled draw's are refunded by the next settlement run). */
export async function openBetCount(db: Kysely<Database>, drawId: string | number | bigint): Promise<number> {
  const r = await db.selectFrom('lottery_bets').select((eb) => eb.fn.countAll<string>().as('n')).where('draw_id', '=', drawId).where('status', '=', 'open').executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A game's bet types with their odds and stake bounds, in the menu's order. */
export function betTypesOf(db: Kysely<Database>, m: string, gameCode: string) {
  return db.selectFrom('lottery_bet_types').selectAll().where('merchant_code', '=', m).where('game_code', '=', gameCode).orderBy('sort').execute();
}

/** Sets a bet type's stake bounds (minor units); false: no such game or bet type. */
export async function setStakeBounds(db: Kysely<Database>, m: string, gameCode: string, betType: string, min: number, max: number): Promise<boolean> {
  const r = await db.updateTable('lottery_bet_types').set({ min_stake: min, max_stake: max }).where('merchant_code', '=', m).where('game_code', '=', gameCode).where('bet_type', '=', betType).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Sets a bet type's odds, or one option's (`option`), for bets placed from now on; false: no such
 * bet type. `odds` is the decimal text the operator gave (at most 4 decimals).
 */
export async function setOdds(db: Kysely<Database>, m: string, gameCode: string, betType: string, odds: string, option?: string): Promise<boolean> {
  const row = await db.selectFrom('lottery_bet_types').selectAll().where('merchant_code', '=', m).where('game_code', '=', gameCode).where('bet_type', '=', betType).executeTakeFirst();
  if (!row) return false;
  const change = option === undefined ? { odds } : { option_odds: JSON.stringify({ ...row.option_odds, [option]: Number(odds) }) };
  await db.updateTable('lottery_bet_types').set(change).where('merchant_code', '=', m).where('game_code', '=', gameCode).where('bet_type', '=', betType).execute();
  return true;
}
