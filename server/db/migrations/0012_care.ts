import type { Kysely } from 'kysely';

/** Responsible gambling: deposit limits, reality check, time-out and self-exclusion, age consent (issue #7; docs/engagement.md "Responsible gambling"). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
