import type { Kysely } from 'kysely';
import { POINTS } from '../../../src/config/points';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import { ledgerTransaction } from '../money/ledger';
import { newReference } from '../money/references';
import { accruePoints } from './accrual';
import { memberPoints, pointAccount, postPoints } from './ledger';

/** What the points mall's operator does beyond deciding redemptions (docs/engagement.md "Points"). */

const memberId = async (db: Kysely<Database>, m: string, username: string) =>
  (await db.selectFrom('users').select('id').where('merchant_code', '=', m).where('username', '=', username).executeTakeFirst())?.id ?? null;

/** The member's username, for the operator's messages. */
export async function usernameOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  return (await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst())?.username ?? null;
}

/**
 * Gives a member points: one `adjust` movement from the merchant's adjustments account, on the
 * member's point records. null: no such member.
 */
export async function grantPoints(db: Kysely<Database>, m: string, username: string, points: number, note: string | null, now: Date): Promise<{ reference: string; balance: number } | null> {
  const userId = await memberId(db, m, username);
  if (userId === null) return null;
  const reference = newReference('PA', now);
  const member = pointAccount.member(m, userId);
  const posted = await ledgerTransaction(db, (tx) =>
    postPoints(tx, {
      merchantCode: m,
      kind: 'adjust',
      reference,
      userId,
      note: note?.slice(0, POINTS.remarkMaxLength) || null,
      at: now,
      legs: [
        { account: pointAccount.adjustments(m), amount: -points },
        { account: member, amount: points },
      ],
    }),
  );
  return { reference, balance: posted.balances.get(member.id)! };
}

/** A member's points, VIP level and totals (minor units). null: no such member. */
export async function memberStanding(db: Kysely<Database>, m: string, username: string) {
  const userId = await memberId(db, m, username);
  if (userId === null) return null;
  const p = await db.selectFrom('member_progress').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    points: await memberPoints(db, m, userId),
    vipLevel: p?.vip_level ?? 0,
    depositTotal: p ? toMinor(p.deposit_total) : 0,
    validBetTotal: p ? toMinor(p.valid_bet_total) : 0,
  };
}

/** Folds everything waiting in the outbox into points and VIP levels now, batch after batch. */
export async function accrueAllNow(db: Kysely<Database>, now: Date) {
  const total = { claimed: 0, points: 0, levelUps: 0 };
  for (;;) {
    const r = await accruePoints(db, now);
    total.claimed += r.claimed;
    total.points += r.points;
    total.levelUps += r.levelUps;
    if (r.claimed < POINTS.accrueBatchSize) return total;
  }
}
