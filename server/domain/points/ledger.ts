import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { PointAccountKind } from '../../db/tables-points';
import { json } from '../../db/json';
import { toMinor } from '../money/amounts';
import type { Tx } from '../money/ledger';
import { balancesAfter, checkLegs } from '../double-entry';
import { pointsInsufficient } from './errors';

/**
 * The points ledger (docs/engagement.md "Points"): double-entry like the money ledger, in its
 * own tables (migration 0011). Every point movement is one transaction whose postings sum to
 * zero; a member's account never goes below zero; the cached balance equals the sum of the
 * postings (auditPoints re-checks it). This module is the only code that writes postings.
 *
 * Lock order: a transaction that moves money AND points (conversion) posts points first; the
 * accrual job touches points only; so no two transactions wait on each other in a cycle.
 */
export interface PointAccountRef {
  id: string;
  merchantCode: string;
  kind: PointAccountKind;
  userId: string | null;
  allowNegative: boolean;
}

const system = (merchantCode: string, kind: Exclude<PointAccountKind, 'member'>): PointAccountRef => ({
  id: `pts:sys:${merchantCode}:${kind}`,
  merchantCode,
  kind,
  userId: null,
  // Redemptions waiting for the operator are points members still own: never below zero.
  allowNegative: kind !== 'redeeming',
});

/** Accounts: a member's points; the merchant's issued (source of earned points), pending, spent, converted, adjustments. */
export const pointAccount = {
  member: (merchantCode: string, userId: string): PointAccountRef => ({ id: `pts:u:${userId}`, merchantCode, kind: 'member', userId, allowNegative: false }),
  issued: (m: string) => system(m, 'issued'),
  redeeming: (m: string) => system(m, 'redeeming'),
  redeemed: (m: string) => system(m, 'redeemed'),
  converted: (m: string) => system(m, 'converted'),
  adjustments: (m: string) => system(m, 'adjustments'),
};

export interface PointLeg {
  account: PointAccountRef;
  amount: number;
}

export interface PointPostInput {
  merchantCode: string;
  /** earn | vipLevelUp | redeem | redeemApproved | redeemRejected | convert | adjust */
  kind: string;
  reference: string;
  userId: string | null;
  note?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
  legs: PointLeg[];
}

export interface PointsPosted {
  transactionId: string;
  /** Balance of each touched account after the movement, by account id. */
  balances: Map<string, number>;
}

const BOOK = 'point';

/**
 * Posts one point movement inside the caller's db transaction: creates missing accounts, locks
 * the touched ones in id order (SELECT … FOR UPDATE), refuses one that would take a
 * non-negative account below zero (409 points.balance.insufficient), writes the transaction
 * and its postings with balance_after, and updates the cached balances.
 */
export async function postPoints(tx: Tx, input: PointPostInput): Promise<PointsPosted> {
  const legs = checkLegs(input.legs, BOOK);
  await tx
    .insertInto('point_accounts')
    .values(
      legs.map((l) => ({
        id: l.account.id,
        merchant_code: l.account.merchantCode,
        kind: l.account.kind,
        user_id: l.account.userId,
        balance: 0,
        allow_negative: l.account.allowNegative,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const ids = legs.map((l) => l.account.id);
  const locked = await tx.selectFrom('point_accounts').select(['id', 'balance', 'allow_negative']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const current = new Map(locked.map((r) => [r.id, { balance: toMinor(r.balance), allowNegative: r.allow_negative }]));
  const after = balancesAfter(legs, current, pointsInsufficient, BOOK);
  const { id } = await tx
    .insertInto('point_transactions')
    .values({
      merchant_code: input.merchantCode,
      kind: input.kind,
      reference: input.reference,
      user_id: input.userId,
      note: input.note ?? null,
      detail: json(input.detail ?? {}),
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('point_postings')
    .values(after.map((a) => ({ transaction_id: id, account_id: a.id, amount: a.amount, balance_after: a.balance, created_at: input.at })))
    .execute();
  for (const a of after) await tx.updateTable('point_accounts').set({ balance: a.balance }).where('id', '=', a.id).execute();
  return { transactionId: String(id), balances: new Map(after.map((a) => [a.id, a.balance])) };
}

/** A member's points (0 before the first movement). */
export async function memberPoints(db: Kysely<Database>, merchantCode: string, userId: string): Promise<number> {
  const row = await db.selectFrom('point_accounts').select('balance').where('id', '=', pointAccount.member(merchantCode, userId).id).executeTakeFirst();
  return row ? toMinor(row.balance) : 0;
}

export interface PointsAudit {
  accounts: number;
  transactions: number;
  violations: string[];
}

/** Re-checks the points ledger from its postings (`ops points audit`): sums to zero, cached balances, no negative member, chains. */
export async function auditPoints(db: Kysely<Database>): Promise<PointsAudit> {
  const violations: string[] = [];
  const unbalanced = await sql<{ id: string; total: string; legs: string }>`
    select t.id::text as id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as legs
    from point_transactions t left join point_postings p on p.transaction_id = t.id
    group by t.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2 order by t.id limit 100`.execute(db);
  for (const r of unbalanced.rows) violations.push(`transaction ${r.id}: postings sum to ${r.total} over ${r.legs} leg(s)`);
  const cached = await sql<{ id: string; balance: string; total: string }>`
    select a.id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as total
    from point_accounts a left join point_postings p on p.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0) order by a.id limit 100`.execute(db);
  for (const r of cached.rows) violations.push(`account ${r.id}: cached balance ${r.balance} but postings sum to ${r.total}`);
  const chain = await sql<{ id: string; account_id: string }>`
    select x.id::text as id, x.account_id from (
      select p.id, p.account_id, p.balance_after, a.allow_negative, sum(p.amount) over (partition by p.account_id order by p.id) as running
      from point_postings p join point_accounts a on a.id = p.account_id
    ) x where x.balance_after <> x.running or (not x.allow_negative and x.balance_after < 0) order by x.id limit 100`.execute(db);
  for (const r of chain.rows) violations.push(`posting ${r.id} on ${r.account_id}: balance chain broken or negative`);
  const count = async (t: 'point_accounts' | 'point_transactions') =>
    Number((await db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return { accounts: await count('point_accounts'), transactions: await count('point_transactions'), violations };
}
