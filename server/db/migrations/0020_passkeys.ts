import { type Kysely, sql } from 'kysely';

/**
 * Passkeys (WebAuthn; issue #19, docs/account-protection.md "Passkeys"): a member's registered
 * credentials, and the ceremonies' challenges kept in the database (not in a process's memory)
 * so that every instance behind the load balancer accepts the answer to a challenge another
 * one issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    // The credential id (base64url) the authenticator chose: globally unique, the login looks it up.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // COSE public key, base64url: only a public key is stored, nothing that signs in by itself.
    .addColumn('public_key', 'text', (c) => c.notNull())
    // The authenticator's signature counter: an assertion must raise it (a cloned key shows as a replay).
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    // JSON array of transports ("internal", "hybrid", "usb"…), handed back to the browser as a hint.
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    // The random challenge itself (base64url): the browser signs it and sends it back in clientDataJSON.
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull()) // 'register' | 'login'
    // Registration: the member it was issued to (only they may answer it). Login: none (username-less).
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('rp_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('passkey_challenges_expiry_idx').on('passkey_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
}
