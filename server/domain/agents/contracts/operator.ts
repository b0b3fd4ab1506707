import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** What the operator reads of an agent's contracts and bills (`ops agents contract list`, `ops agents bills`). */

async function accountId(db: Kysely<Database>, m: string, username: string): Promise<string | null> {
  return (await db.selectFrom('users').select('id').where('merchant_code', '=', m).where('username', '=', username).executeTakeFirst())?.id ?? null;
}

/** The account's latest 50 contracts, its own and those it gave, newest offer first; null: no such account. */
export async function contractsOfAccount(db: Kysely<Database>, m: string, username: string) {
  const id = await accountId(db, m, username);
  if (id === null) return null;
  return db
    .selectFrom('contracts as c')
    .leftJoin('users as up', 'up.id', 'c.upline_id')
    .innerJoin('users as down', 'down.id', 'c.downline_id')
    .select(['c.id', 'c.kind', 'c.status', 'c.tiers', 'c.offered_at', 'c.ended_by', 'up.username as upline', 'down.username as downline'])
    .where((eb) => eb.or([eb('c.upline_id', '=', id), eb('c.downline_id', '=', id)]))
    .orderBy('c.offered_at', 'desc')
    .limit(50)
    .execute();
}

/** The account's latest 30 bills, received and paid, newest period first; null: no such account. */
export async function billsOfAccount(db: Kysely<Database>, m: string, username: string) {
  const id = await accountId(db, m, username);
  if (id === null) return null;
  return db
    .selectFrom('contract_bills as b')
    .leftJoin('users as payer', 'payer.id', 'b.payer_id')
    .innerJoin('users as payee', 'payee.id', 'b.payee_id')
    .select(['b.id', 'b.kind', 'b.period_key', 'b.base', 'b.rate_bps', 'b.amount', 'b.paid', 'b.status', 'payer.username as payer', 'payee.username as payee'])
    .where((eb) => eb.or([eb('b.payee_id', '=', id), eb('b.payer_id', '=', id)]))
    .orderBy('b.period_start', 'desc')
    .orderBy('b.created_at', 'desc')
    .limit(30)
    .execute();
}
