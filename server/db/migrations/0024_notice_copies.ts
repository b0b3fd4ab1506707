import { type Kysely, sql } from 'kysely';

/**
 * SMS and e-mail copies of the security notices (issue #19 item 5; docs/account-protection.md
 * "Notices"): whether the bound mobile number and e-mail address were proven by a code (a copy
 * goes only to a proven one), and the queue of copies the delivery job hands to the providers.
 * The request that causes a notice only inserts a row here, in the database: a slow or failing
 * SMS gateway never slows or fails a login, and a copy is retried until a provider takes it.
 * Rows bound before this migration are unproven (null): nobody can tell how they were bound.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile_verified_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema
    .createTable('notice_copies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  // The delivery job reads the unsent ones oldest first.
  await db.schema.createIndex('notice_copies_unsent_idx').on('notice_copies').column('id').where(sql.ref('sent_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_copies').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  await db.schema.alterTable('users').dropColumn('mobile_verified_at').execute();
}
