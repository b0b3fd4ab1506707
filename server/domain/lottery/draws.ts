import type { Kysely } from 'kysely';
import type { Draw, DrawStatus, LotteryType } from '../../../src/api/schemas/lottery';
import { LOTTERY } from '../../../src/config/lottery';
import type { Database } from '../../db/database';
import { json } from '../../db/json';
import type { LotteryDrawRow } from '../../db/tables-lottery';
import { MoneyError } from '../money/errors';
import { type LotteryGameConf, listGames } from './catalogue';
import { drawUnknown } from './errors';
import { commitmentOf, drawNumbers, newSalt, vnPrizes } from './numbers';
import { slotsAfter } from './schedule';
import { wireInstant } from '../time';

/**
 * Draws (docs/lottery.md "Draw life cycle"): scheduled ahead with their numbers committed,
 * closed, drawn (numbers and salt revealed), then settled (settle.ts) — or cancelled (refunded).
 * Every step is a conditional update on the current status, so any number of server
 * instances may run them at once and a step re-run changes nothing.
 */

/** The wire draw: numbers and salt only once drawn; a draw past its close time shows as closed even before the job marks it. */
export function drawWire(type: LotteryType, r: LotteryDrawRow, now: Date): Draw {
  const revealed = r.status === 'drawn' || r.status === 'settled';
  const status: DrawStatus = r.status === 'open' && now >= r.close_at ? 'closed' : r.status;
  return {
    gameCode: r.game_code,
    numero: r.numero,
    openAt: wireInstant(r.open_at),
    closeAt: wireInstant(r.close_at),
    drawAt: wireInstant(r.draw_at),
    status,
    commitment: r.commitment,
    numbers: revealed ? r.numbers : null,
    salt: revealed ? r.salt : null,
    ...(type === 'VNN' || type === 'VNS' ? { prizes: revealed ? vnPrizes(type, r.numbers) : null } : {}),
  };
}

/**
 * Creates the draws of the coming LOTTERY.scheduleAheadMinutes (at least LOTTERY.minDrawsAhead
 * future draws per game) that do not exist yet, each with fresh numbers from the CSPRNG and
 * their commitment. Two instances scheduling the same draw: the unique numero keeps the first.
 * Answers how many draws it created.
 */
export async function scheduleDraws(db: Kysely<Database>, now: Date, games?: LotteryGameConf[]): Promise<number> {
  const list = games ?? (await listGames(db, null));
  if (!list.length) return 0;
  // The future draws that exist: scheduling continues after the last of them.
  const known = await db
    .selectFrom('lottery_draws')
    .select(['merchant_code', 'game_code'])
    .select((eb) => [eb.fn.max('draw_at').as('last'), eb.fn.countAll<string>().as('ahead')])
    .where('draw_at', '>', now)
    .where('settled_at', 'is', null)
    .groupBy(['merchant_code', 'game_code'])
    .execute();
  const byGame = new Map(known.map((k) => [`${k.merchant_code}|${k.game_code}`, { last: new Date(k.last as unknown as Date), ahead: Number(k.ahead) }]));
  const until = new Date(now.getTime() + LOTTERY.scheduleAheadMinutes * 60_000);
  const rows = list.flatMap((g) => {
    const k = byGame.get(`${g.merchantCode}|${g.code}`);
    const after = k ? k.last : now;
    const min = Math.max(0, LOTTERY.minDrawsAhead - (k?.ahead ?? 0));
    return slotsAfter(g.clock, after, { until, min }).map((s) => {
      const numbers = drawNumbers(g.type);
      const salt = newSalt();
      return {
        merchant_code: g.merchantCode,
        game_code: g.code,
        numero: s.numero,
        open_at: s.openAt,
        close_at: s.closeAt,
        draw_at: s.drawAt,
        status: 'open' as const,
        numbers: json(numbers),
        salt,
        commitment: commitmentOf(numbers, salt),
        created_at: now,
      };
    });
  });
  let created = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const r = await db
      .insertInto('lottery_draws')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['merchant_code', 'game_code', 'numero']).doNothing())
      .executeTakeFirst();
    created += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return created;
}

/** Open draws past their close time become closed (placement checks the time itself too). */
export async function closeSales(db: Kysely<Database>, now: Date): Promise<number> {
  const r = await db.updateTable('lottery_draws').set({ status: 'closed' }).where('status', '=', 'open').where('close_at', '<=', now).where('settled_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Draws due (drawAt ≤ now) are drawn: their committed numbers and salt become public. */
export async function drawDue(db: Kysely<Database>, now: Date): Promise<number> {
  const r = await db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', drawn_at: now })
    .where('status', 'in', ['open', 'closed'])
    .where('draw_at', '<=', now)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Operator: cancels a draw not drawn yet; the settlement job then refunds its bets (void).
 * Its numbers are never revealed.
 */
export async function cancelDraw(db: Kysely<Database>, merchantCode: string, gameCode: string, numero: string, now: Date): Promise<LotteryDrawRow> {
  const row = await db
    .updateTable('lottery_draws')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('merchant_code', '=', merchantCode)
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .where('status', 'in', ['open', 'closed'])
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const existing = await findDraw(db, merchantCode, gameCode, numero);
  if (!existing) throw drawUnknown();
  throw new MoneyError('conflict', 'lottery.draw.state', `the draw is ${existing.status}: only open or closed draws can be cancelled`, { status: existing.status });
}

export function findDraw(db: Kysely<Database>, merchantCode: string, gameCode: string, numero: string): Promise<LotteryDrawRow | undefined> {
  return db.selectFrom('lottery_draws').selectAll().where('merchant_code', '=', merchantCode).where('game_code', '=', gameCode).where('numero', '=', numero).executeTakeFirst();
}

/** Per game: the nearest draw still taking bets. */
export async function currentDraws(db: Kysely<Database>, merchantCode: string, codes: string[], now: Date): Promise<Map<string, LotteryDrawRow>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .distinctOn('game_code')
    .where('merchant_code', '=', merchantCode)
    .where('game_code', 'in', codes)
    .where('status', '=', 'open')
    .where('close_at', '>', now)
    .orderBy('game_code')
    .orderBy('draw_at')
    .execute();
  return new Map(rows.map((r) => [r.game_code, r]));
}

/** Per game: the latest drawn draw. */
export async function lastDraws(db: Kysely<Database>, merchantCode: string, codes: string[]): Promise<Map<string, LotteryDrawRow>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('lottery_draws')
    .selectAll()
    .distinctOn('game_code')
    .where('merchant_code', '=', merchantCode)
    .where('game_code', 'in', codes)
    .where('status', 'in', ['drawn', 'settled'])
    .orderBy('game_code')
    .orderBy('draw_at', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.game_code, r]));
}
