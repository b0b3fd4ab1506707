import { type Kysely, sql } from 'kysely';

/**
 * Account protection (issue #19; docs/account-protection.md): a member's authenticator (TOTP)
 * enrolment and its replay guard, single-use recovery codes, and the "must change the password"
 * mark a "this wasn't me" leaves. The confirmed secret stays in `users.totp_secret` (the login
 * check and the seed read it); everything else about the factor is here, one row per member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_protection')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // A secret shown but not yet confirmed with a code; never active, dropped when it expires.
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_pending_expires_at', 'timestamptz')
    // The last 30-second step a code was accepted for: a step is never accepted twice.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('password_change_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of a 50-bit random code: high entropy, so a fast hash is enough (no dictionary to try).
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').columns(['user_id', 'code_hash']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropTable('account_protection').ifExists().execute();
}
