import type { Kysely } from 'kysely';

/** Platform messages, feedback, customer-service and other content (issue #7; docs/engagement.md "Messages and content"). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
