import type { Kysely } from 'kysely';

/** Promotions, activities, applications and bonuses with turnover (issue #7; docs/engagement.md "Promotions"). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
