import { type Kysely, sql } from 'kysely';
import type { LotteryType } from '../../../src/api/schemas/lottery';
import { LOTTERY } from '../../../src/config/lottery';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import { type Settlement, settleBets } from '../money/bets';
import { ledgerTransaction } from '../money/ledger';
import { betTypeDef } from './bet-types';
import type { Outcome } from './bet-types/common';
import { isDrawShape } from './numbers';

/**
 * Settlement (docs/lottery.md "Settlement"): every bet of a drawn draw is settled exactly
 * once, and every bet of a cancelled draw refunded, whatever the number of server instances
 * and however often it runs.
 *
 * A batch is one ledger transaction: it takes up to LOTTERY.settleBatchSize of the draw's open
 * bets with SELECT … FOR UPDATE SKIP LOCKED (two instances settling one draw take disjoint
 * batches instead of waiting), settles them set-based through money/bets.ts settleBets (each
 * bets row conditional on status open, payouts through the ledger) and marks the lottery rows.
 * A crash loses at most the batch in flight, which rolls back and is taken again by the next
 * run. When no open bet is left the draw is marked settled (conditional on that, too).
 */
export interface SettleDrawInput {
  id: string;
  type: LotteryType;
  status: 'drawn' | 'cancelled';
  numbers: string[];
}

/** stake × odds × hits, rounded down to a minor unit; odds carry at most 4 decimals. */
export function payoutOf(stake: number, odds: number | string, hits: number): number {
  const oddsE4 = BigInt(Math.round(Number(odds) * 10_000));
  return Number((BigInt(stake) * oddsE4 * BigInt(hits)) / 10_000n);
}

/** The outcome of one bet against the drawn numbers; an unknown bet type (removed from the code since) is refunded. */
export function outcomeOf(type: LotteryType, numbers: string[], bet: { bet_type: string; position: string | null; picks: string[] }): Outcome {
  const def = betTypeDef(type, bet.bet_type);
  if (!def) return { result: 'void' };
  return def.settle(numbers, { position: bet.position, picks: bet.picks });
}

/** One batch; answers how many open bets it took (0: none left that are not locked by another run). */
export async function settleBatch(db: Kysely<Database>, draw: SettleDrawInput, now: Date, size: number = LOTTERY.settleBatchSize): Promise<number> {
  if (draw.status === 'drawn' && !isDrawShape(draw.type, draw.numbers)) throw new Error(`draw ${draw.id}: its numbers are not a ${draw.type} draw; not settled`);
  return ledgerTransaction(db, async (tx) => {
    const bets = await tx
      .selectFrom('lottery_bets')
      .select(['reference', 'bet_type', 'position', 'picks', 'stake', 'odds'])
      .where('draw_id', '=', draw.id)
      .where('status', '=', 'open')
      .orderBy('reference')
      .limit(size)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!bets.length) return 0;
    const hits: { reference: string; hits: number | null }[] = [];
    const items: Settlement[] = bets.map((b) => {
      const o = draw.status === 'cancelled' ? ({ result: 'void' } as const) : outcomeOf(draw.type, draw.numbers, b);
      hits.push({ reference: b.reference, hits: o.result === 'won' ? o.hits : null });
      if (o.result === 'void') return { reference: b.reference, outcome: 'void' };
      return { reference: b.reference, outcome: { payout: o.result === 'won' ? payoutOf(toMinor(b.stake), b.odds, o.hits) : 0 } };
    });
    await settleBets(tx, items, now);
    // The lottery rows follow their bets rows (also one a different run settled first, if any).
    await sql`
      update lottery_bets as lb
      set status = b.status, payout = b.payout, settled_at = b.settled_at, hits = case when b.status = 'won' then v.hits else null end
      from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as v(reference text, hits integer)
      join bets as b on b.reference = v.reference
      where lb.reference = v.reference and lb.status = 'open' and b.status <> 'open'`.execute(tx);
    return bets.length;
  });
}

/** Settles (or refunds) a draw's open bets batch by batch, then marks the draw; answers the bets it took. */
export async function settleDraw(db: Kysely<Database>, draw: SettleDrawInput, now: Date, size?: number): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await settleBatch(db, draw, now, size);
    if (n === 0) break;
    total += n;
  }
  await sql`
    update lottery_draws set status = case when status = 'drawn' then 'settled' else status end, settled_at = ${now}
    where id = ${draw.id} and status in ('drawn', 'cancelled') and settled_at is null
      and not exists (select 1 from lottery_bets where draw_id = ${draw.id} and status = 'open')`.execute(db);
  return total;
}

/** Every drawn or cancelled draw not settled yet, oldest first; answers the bets settled. */
export async function settlePending(db: Kysely<Database>, now: Date, opts: { batchSize?: number } = {}): Promise<number> {
  const draws = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', (j) => j.onRef('g.merchant_code', '=', 'd.merchant_code').onRef('g.code', '=', 'd.game_code'))
    .select(['d.id', 'd.status', 'd.numbers', 'g.lottery_type'])
    .where('d.settled_at', 'is', null)
    .where('d.status', 'in', ['drawn', 'cancelled'])
    .orderBy('d.draw_at')
    .limit(1000)
    .execute();
  let total = 0;
  for (const d of draws) {
    total += await settleDraw(db, { id: String(d.id), type: d.lottery_type, status: d.status as 'drawn' | 'cancelled', numbers: d.numbers }, now, opts.batchSize);
  }
  return total;
}
