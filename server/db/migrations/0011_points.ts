import type { Kysely } from 'kysely';

/** Points ledger, rewards, redemptions and VIP levels (issue #7; docs/engagement.md "Points", "VIP"). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
