import { type Kysely, sql } from 'kysely';
import type { Database, NewUser, UserRow } from '../db/database';

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Kysely<Database>, merchantCode: string, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserByMobile(db: Kysely<Database>, merchantCode: string, dialingCode: string, mobileNum: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();
}

/** Agents (types 1, 2, 41, 42) by their invitation code. */
export function findAgentByAffiliateCode(db: Kysely<Database>, merchantCode: string, code: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where(sql`upper(affiliate_code)`, '=', code.toUpperCase())
    .where('type', 'in', [1, 2, 41, 42])
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function setPassword(db: Kysely<Database>, userId: string, hash: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, password_changed_at: at }).where('id', '=', userId).execute();
}

/** Upgrades a hash without touching password age. */
export async function replaceHash(db: Kysely<Database>, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}
