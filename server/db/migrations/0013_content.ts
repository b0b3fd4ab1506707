import { type Kysely, sql } from 'kysely';

/**
 * Platform messages, feedback, customer-service and other content (issue #7; docs/engagement.md "Messages and content").
 *
 * - `member_messages` (0009) is the platform-message inbox (messageV2): this adds the index the
 *   unread count (CSP_unreadCount, polled by every signed-in page) reads — only unread rows.
 *   A member's delete removes the row: the inbox is the member's own, and what a message was
 *   about (a contract, a payment) keeps its own record elsewhere.
 * - `feedback`: what members send (PUT /wps/feedback) and the operator's reply.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index member_messages_unread on member_messages (user_id) where read_at is null`.execute(db);

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('suggestion', 'complaint', 'payment', 'game', 'other')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('words', 'integer', (c) => c.notNull().check(sql`words > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'answered')`))
    .addColumn('reply', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint('feedback_answer', sql`(status = 'answered') = (reply is not null and answered_at is not null)`)
    .execute();
  await sql`create index feedback_user on feedback (user_id, created_at desc)`.execute(db);
  await sql`create index feedback_open on feedback (merchant_code, created_at) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await sql`drop index member_messages_unread`.execute(db);
}
