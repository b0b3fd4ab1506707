import type { Kysely } from 'kysely';

/** Game catalogue: games per vendor, favourites, recently played, launch tickets, PVP rooms (issue #5, docs/games.md). Owner: games catalogue work. */
export async function up(_db: Kysely<any>): Promise<void> {}
