import type { Kysely } from 'kysely';
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
