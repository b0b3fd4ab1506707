import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Operator-managed IP tables: geo (CIDR → country, global) and per-merchant block/allow rules. */
export function listGeo(db: Kysely<Database>) {
  return db.selectFrom('ip_geo').select(['cidr', 'country_code']).orderBy('cidr').execute();
}

export async function upsertGeo(db: Kysely<Database>, cidr: string, countryCode: string): Promise<void> {
  await db
    .insertInto('ip_geo')
    .values({ cidr, country_code: countryCode })
    .onConflict((oc) => oc.column('cidr').doUpdateSet({ country_code: countryCode, updated_at: new Date() }))
    .execute();
}

export function listIpRules(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('ip_rules')
    .select(['cidr', 'kind'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('kind')
    .orderBy('cidr')
    .execute();
}

export async function addIpRule(db: Kysely<Database>, merchantCode: string, cidr: string, kind: 'block' | 'allow'): Promise<boolean> {
  const r = await db
    .insertInto('ip_rules')
    .values({ merchant_code: merchantCode, cidr, kind })
    .onConflict((oc) => oc.columns(['merchant_code', 'cidr', 'kind']).doNothing())
    .executeTakeFirst();
  return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function removeIpRule(db: Kysely<Database>, merchantCode: string, cidr: string, kind: 'block' | 'allow'): Promise<boolean> {
  const r = await db
    .deleteFrom('ip_rules')
    .where('merchant_code', '=', merchantCode)
    .where('cidr', '=', cidr)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}
