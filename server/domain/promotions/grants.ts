import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PromoBonus } from '../../../src/api/schemas/promotions';
import type { Database } from '../../db/database';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import { creditPromotion } from '../money/bonuses';
import type { Tx } from '../money/ledger';
import { newReference } from '../money/references';
import { wireInstant, wireInstantOrNull } from '../time';
import type { PromotionRow } from './catalog';
import { alreadyTaken } from './errors';

export interface Grant {
  merchantCode: string;
  userId: string;
  promotion: PromotionRow;
  periodKey: string;
  source: 'claim' | 'issued' | 'raffle';
  amount: number;
  at: Date;
}

/**
 * Pays one reward inside the caller's transaction: the bonus row first (its unique key
 * (promotion, member, period) makes a second grant of the period fail with promotion.already,
 * whoever races for it — the loser waits on the key and then finds it taken), then the ledger
 * credit (promotions −a, MAIN +a; kind `raffle` for a draw, else `bonus`) with the same
 * reference. Required turnover = amount × the promotion's multiplier.
 */
export async function grantReward(tx: Tx, g: Grant): Promise<string> {
  const id = randomUUID();
  const reference = newReference(g.source === 'raffle' ? 'R' : 'P', g.at);
  const required = g.amount * g.promotion.turnover_multiplier;
  const inserted = await tx
    .insertInto('promo_bonuses')
    .values({
      id,
      merchant_code: g.merchantCode,
      user_id: g.userId,
      promotion_id: g.promotion.id,
      period_key: g.periodKey,
      source: g.source,
      reference,
      amount: g.amount,
      turnover_required: required,
      status: required === 0 ? 'completed' : 'active',
      granted_at: g.at,
      completed_at: required === 0 ? g.at : null,
    })
    .onConflict((oc) => oc.constraint('promo_bonuses_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw alreadyTaken();
  const title = g.promotion.title.en ?? Object.values(g.promotion.title)[0] ?? g.promotion.id;
  await creditPromotion(tx, {
    merchantCode: g.merchantCode,
    userId: g.userId,
    amount: g.amount,
    kind: g.source === 'raffle' ? 'raffle' : 'bonus',
    name: title,
    at: g.at,
    reference,
  });
  return id;
}

/** Rewards as the wire shows them, with progress (turnover.ts rules), newest first. */
export async function listBonuses(db: Kysely<Database> | Tx, userId: string, lang: string, fallback: string, opts: { ids?: string[]; limit?: number } = {}): Promise<PromoBonus[]> {
  let q = db
    .selectFrom('promo_bonuses as b')
    .innerJoin('promo_activities as p', 'p.id', 'b.promotion_id')
    .select([
      'b.id',
      'b.promotion_id',
      'b.source',
      'b.reference',
      'b.amount',
      'b.turnover_required',
      'b.status',
      'b.granted_at',
      'b.completed_at',
      'p.title',
      (eb) =>
        eb
          .selectFrom('bets as x')
          .select((x) => x.fn.coalesce(x.fn.sum<string | number>('x.valid_bet'), x.lit(0)).as('s'))
          .whereRef('x.user_id', '=', 'b.user_id')
          .whereRef('x.placed_at', '>=', 'b.granted_at')
          .where('x.status', 'in', ['won', 'lost'])
          .as('progress'),
    ])
    .where('b.user_id', '=', userId);
  if (opts.ids) q = q.where('b.id', 'in', opts.ids.length ? opts.ids : ['']);
  const rows = await q.orderBy('b.granted_at', 'desc').orderBy('b.id', 'desc').limit(opts.limit ?? 50).execute();
  return rows.map((r) => {
    const required = toMinor(r.turnover_required);
    return {
      id: r.id,
      promotionId: r.promotion_id,
      title: pick(r.title, lang, fallback),
      source: r.source,
      reference: r.reference,
      amount: toMinor(r.amount),
      turnoverRequired: required,
      turnoverProgress: Math.min(required, toMinor(r.progress ?? 0)),
      status: r.status,
      grantedAt: wireInstant(r.granted_at),
      completedAt: wireInstantOrNull(r.completed_at),
    };
  });
}
