import type { Kysely } from 'kysely';

/**
 * `wire_nonces`: the nonce of every sealed (encrypted) request accepted, until its seal's window
 * has passed (server/domain/wire-nonces.ts). In the database, not in a process, so every instance
 * behind a load balancer refuses a replay that another instance already served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wire_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wire_nonces_expires_idx').on('wire_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wire_nonces').execute();
}
