import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import type { Tx } from '../money/ledger';
import { turnoverUnmet } from './errors';

/**
 * Bonus turnover (docs/engagement.md "Bonus turnover"): a reward requires turnover = amount ×
 * the promotion's multiplier; progress is the valid bet of the member's bets placed at or after
 * the grant and settled (won or lost; void bets do not count), in any wallet. Bets count towards
 * every reward active when they were placed. A reward whose progress reaches its requirement is
 * completed (status and completed_at written on the next read that sees it).
 */
export interface BonusProgress {
  id: string;
  amount: number;
  required: number;
  progress: number;
  completed: boolean;
}

/** Active rewards of a member with their progress; the completed ones are marked so in the same statement's transaction. */
export async function activeBonuses(db: Kysely<Database> | Tx, userId: string, at: Date): Promise<BonusProgress[]> {
  const rows = await sql<{ id: string; amount: string | number; required: string | number; progress: string | number }>`
    select b.id, b.amount, b.turnover_required as required,
      coalesce((select sum(x.valid_bet) from bets x
        where x.user_id = b.user_id and x.placed_at >= b.granted_at and x.status in ('won', 'lost')), 0) as progress
    from promo_bonuses b
    where b.user_id = ${userId} and b.status = 'active'
    order by b.granted_at, b.id`.execute(db);
  const out = rows.rows.map((r) => {
    const required = toMinor(r.required);
    const progress = Math.min(toMinor(r.progress), required);
    return { id: r.id, amount: toMinor(r.amount), required, progress, completed: progress >= required };
  });
  const done = out.filter((b) => b.completed).map((b) => b.id);
  if (done.length) {
    await db.updateTable('promo_bonuses').set({ status: 'completed', completed_at: at }).where('id', 'in', done).where('status', '=', 'active').execute();
  }
  return out;
}

/** The part of the balance that is bonus money with unmet turnover (the sum of the unmet rewards). */
export async function lockedBonusAmount(db: Kysely<Database> | Tx, userId: string, at: Date): Promise<number> {
  return (await activeBonuses(db, userId, at)).filter((b) => !b.completed).reduce((n, b) => n + b.amount, 0);
}

/**
 * Called by a withdrawal inside its transaction, after its posting locked the wallet: the MAIN
 * balance left must still cover the locked bonus money. Deposited money and winnings above the
 * locked part stay withdrawable (the bonus counts as spent last). Throws 409
 * promotion.turnover.unmet, rolling the withdrawal back.
 */
export async function assertWithdrawable(tx: Tx, userId: string, amount: number, balanceAfter: number, at: Date): Promise<void> {
  const locked = await lockedBonusAmount(tx, userId, at);
  if (locked > 0 && balanceAfter < locked) throw turnoverUnmet(locked, Math.max(0, balanceAfter + amount - locked));
}
