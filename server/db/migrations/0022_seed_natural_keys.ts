import { type Kysely, sql } from 'kysely';

/**
 * The seed is idempotent by construction, not only under the start-up lock (issue #18): a
 * seeded demo message (`ref` 'seed:…', seed-data/messages.ts) gets its natural key, one per
 * member and ref, as a unique index the seed's insert names in `on conflict do nothing`.
 *
 * Databases that two racing starts seeded before the lock existed may hold copies of a seeded
 * message: the oldest of each stays (a member's read mark on it included), the others go.
 * Other messages (contract offers and answers carry the contract id as ref, several per member)
 * are not keyed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from member_messages m
    using member_messages k
    where m.ref like 'seed:%' and k.user_id = m.user_id and k.ref = m.ref and k.id < m.id`.execute(db);
  await sql`create unique index member_messages_seed_ref on member_messages (user_id, ref) where ref like 'seed:%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index member_messages_seed_ref`.execute(db);
}
