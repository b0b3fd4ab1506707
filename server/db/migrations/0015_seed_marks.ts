import { type Kysely, sql } from 'kysely';

/**
 * `seed_marks`: demo data the seed writes once and never again, even when the member has since
 * removed it (a deleted demo message must not come back at the next start). A seed step claims
 * its key with an insert; only the start whose insert lands writes the data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_marks')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('seed_marks_pk', ['merchant_code', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_marks').execute();
}
