import type { Kysely } from 'kysely';

/** The built-in demo vendor: provably-fair seeds, game sessions, rounds, sports fixtures (issue #5, docs/games.md). */
export async function up(_db: Kysely<any>): Promise<void> {}
