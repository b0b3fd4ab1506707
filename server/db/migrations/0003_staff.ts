import type { Kysely } from 'kysely';

/** Staff accounts (issue "Flows"): the operator's people, who may open the flow visualiser in production. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('is_staff').execute();
}
