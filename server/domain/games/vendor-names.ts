import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface VendorNameRow {
  vassalage: string;
  category_code: string;
  display_name: string;
}

/**
 * A bet stores its vendor's code ("PG"); a player knows the vendor by the name the catalogue and
 * the wallet show ("PG Soft"). The name in the bet's category first (JILI is "JILI Slots" in slots
 * and "JILI Fishing" in fishing), else in any category (e-sports bets are ESPORTS, their vendor
 * rows SPORTS), else the code.
 */
export function vendorNameOf(rows: readonly VendorNameRow[], category: string, code: string): string {
  const own = rows.filter((r) => r.vassalage === code);
  return (own.find((r) => r.category_code === category) ?? own[0])?.display_name || code;
}

/** The vendor rows of the merchant for these codes, switched-off vendors included (their bets stay named). */
export async function vendorNameRows(db: Kysely<Database>, merchantCode: string, codes: readonly string[]): Promise<VendorNameRow[]> {
  if (!codes.length) return [];
  return db
    .selectFrom('vendors')
    .select(['vassalage', 'category_code', 'display_name'])
    .where('merchant_code', '=', merchantCode)
    .where('vassalage', 'in', [...new Set(codes)])
    .orderBy('sort')
    .execute();
}
