import { type Kysely, sql } from 'kysely';

/**
 * State that must agree across instances (issue #18, several instances behind a load balancer):
 * `dev_captcha_answers` — outside production, the answer of each issued captcha by the hash of its
 * cookie id, so `GET /dev/captcha` answers whichever instance drew it. Rows lapse with the captcha
 * (`expires_at`); production never writes one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dev_captcha_answers')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index dev_captcha_answers_expiry on dev_captcha_answers (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dev_captcha_answers').execute();
}
