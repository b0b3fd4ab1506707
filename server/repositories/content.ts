import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';

/** Read side of the catalogue, notices and help center. */
export function listCategoriesWithVendors(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('game_categories as c')
    .leftJoin('vendors as v', (j) =>
      j.onRef('v.merchant_code', '=', 'c.merchant_code').onRef('v.category_code', '=', 'c.code').on('v.enabled', '=', true),
    )
    .select([
      'c.code',
      'c.title',
      'c.sort as category_sort',
      'v.vassalage',
      'v.display_name',
      'v.is_hot',
      'v.account_type_id',
      'v.game_type',
      'v.sort as vendor_sort',
    ])
    .where('c.merchant_code', '=', merchantCode)
    .orderBy('c.sort')
    .orderBy('v.sort')
    .execute();
}

export function listActiveNotices(db: Kysely<Database>, merchantCode: string, types: string[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notices')
    .select(['id', 'type', 'title', 'content', 'image_url', 'link_url', 'published_at'])
    .where('merchant_code', '=', merchantCode)
    .where('active', '=', true)
    .where('type', 'in', types)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listHelp(db: Kysely<Database>, merchantCode: string) {
  const categories = await db
    .selectFrom('help_categories')
    .select(['id', 'title'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const articles = categories.length
    ? await db
        .selectFrom('help_articles')
        .select(['id', 'category_id', 'title', 'content'])
        .where(
          'category_id',
          'in',
          categories.map((c) => c.id),
        )
        .orderBy('sort')
        .orderBy('id')
        .execute()
    : [];
  return { categories, articles };
}

/** A vendor row by its stored key (e-sports vendors are stored under SPORTS). */
export interface VendorKey {
  category: string;
  vassalage: string;
}

/** Filters of the game catalogue reads; every one is optional and they combine with AND. */
export interface GameQuery {
  /** Games of these vendors only (an empty list matches nothing). */
  vendors?: VendorKey[];
  vassalage?: string;
  gameType?: string;
  /** A LIKE pattern (already escaped) matched against the name in every language. */
  namePattern?: string;
  hot?: boolean;
  /** GAME items only (no VASSALAGE items). */
  playable?: boolean;
  gameIds?: string[];
}

/** Enabled games of enabled vendors, with what the lobby shows of their vendor, in catalogue order. */
function gamesOf(db: Kysely<Database>, merchantCode: string, q: GameQuery) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', (j) =>
      j.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.category_code', '=', 'g.category').onRef('v.vassalage', '=', 'g.vassalage'),
    )
    .innerJoin('game_categories as c', (j) => j.onRef('c.merchant_code', '=', 'g.merchant_code').onRef('c.code', '=', 'g.category'))
    .where('g.merchant_code', '=', merchantCode)
    .where('g.enabled', '=', true)
    .where('v.enabled', '=', true)
    .$if(q.vendors !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or(q.vendors!.map((k) => eb.and([eb('g.category', '=', k.category), eb('g.vassalage', '=', k.vassalage)]))),
      ),
    )
    .$if(q.vassalage !== undefined, (qb) => qb.where('g.vassalage', '=', q.vassalage!))
    .$if(q.gameType !== undefined, (qb) => qb.where('g.game_type', '=', q.gameType!))
    .$if(q.hot === true, (qb) => qb.where('g.is_hot', '=', true))
    .$if(q.playable === true, (qb) => qb.where('g.is_game', '=', 'GAME'))
    .$if(q.gameIds !== undefined, (qb) => (q.gameIds!.length ? qb.where('g.game_id', 'in', q.gameIds!) : qb.where(sql<boolean>`false`)))
    .$if(q.namePattern !== undefined, (qb) =>
      qb.where(sql<boolean>`exists (select 1 from jsonb_each_text(g.name) as t where t.value ilike ${q.namePattern!})`),
    );
}

const GAME_COLUMNS = [
  'g.game_id',
  'g.vassalage',
  'g.category',
  'g.game_type',
  'g.name',
  'g.image',
  'g.is_game',
  'g.is_hot',
  'g.is_new',
  'g.trial',
  'g.rtp',
  'v.trial_allowed',
] as const;

export function listGames(db: Kysely<Database>, merchantCode: string, q: GameQuery, page?: { limit: number; offset: number }) {
  return gamesOf(db, merchantCode, q)
    .select(GAME_COLUMNS)
    .orderBy('c.sort')
    .orderBy('v.sort')
    .orderBy('g.sort')
    .orderBy('g.game_id')
    .$if(page !== undefined, (qb) => qb.limit(page!.limit).offset(page!.offset))
    .execute();
}

export type CatalogueGameRow = Awaited<ReturnType<typeof listGames>>[number];

export async function countGames(db: Kysely<Database>, merchantCode: string, q: GameQuery): Promise<number> {
  const r = await gamesOf(db, merchantCode, q)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The first `perVendor` playable games of each of these vendors, with each vendor's total. */
export async function listLaneGames(db: Kysely<Database>, merchantCode: string, vendors: VendorKey[], perVendor: number) {
  if (!vendors.length) return [];
  const ranked = gamesOf(db, merchantCode, { vendors, playable: true }).select([
    ...GAME_COLUMNS,
    sql<number>`row_number() over (partition by g.category, g.vassalage order by g.sort, g.game_id)`.as('rn'),
    sql<string | number>`count(*) over (partition by g.category, g.vassalage)`.as('total'),
  ]);
  return db.selectFrom(ranked.as('x')).selectAll().where('x.rn', '<=', perVendor).orderBy('x.rn').execute();
}

/** The vendor's playable games counted by game type, in the order the types first appear. */
export function countGameTypes(db: Kysely<Database>, merchantCode: string, vassalage: string) {
  return gamesOf(db, merchantCode, { vassalage, playable: true })
    .select((eb) => ['g.game_type', eb.fn.countAll<string | number>().as('n')])
    .groupBy('g.game_type')
    .orderBy(sql`min(c.sort)`)
    .orderBy(sql`min(v.sort)`)
    .orderBy(sql`min(g.sort)`)
    .orderBy('g.game_type')
    .execute();
}

/** One enabled game of an enabled vendor, with its engine settings. */
export function findGame(db: Kysely<Database>, merchantCode: string, gameId: string) {
  return gamesOf(db, merchantCode, { gameIds: [gameId] })
    .select([...GAME_COLUMNS, 'g.engine', 'g.engine_config'])
    .executeTakeFirst();
}

export type GameRecord = NonNullable<Awaited<ReturnType<typeof findGame>>>;

/** Enabled vendors of the merchant (stored category, vassalage), in menu order. */
export function listVendors(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('vendors as v')
    .innerJoin('game_categories as c', (j) => j.onRef('c.merchant_code', '=', 'v.merchant_code').onRef('c.code', '=', 'v.category_code'))
    .select(['v.category_code', 'v.vassalage', 'v.display_name', 'v.is_hot', 'v.account_type_id', 'v.trial_allowed'])
    .where('v.merchant_code', '=', merchantCode)
    .where('v.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('v.sort')
    .execute();
}
