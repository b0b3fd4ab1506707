import { type Kysely, sql } from 'kysely';
import type { Database, MerchantRow, ModuleRow } from '../db/database';
import { json } from '../db/json';

export function findMerchant(db: Kysely<Database>, code: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export function listModules(db: Kysely<Database>, merchantCode: string): Promise<ModuleRow[]> {
  return db.selectFrom('modules').selectAll().where('merchant_code', '=', merchantCode).orderBy('sort').orderBy('mod_id').execute();
}

export async function setModuleEnabled(db: Kysely<Database>, merchantCode: string, modId: string, enabled: boolean): Promise<boolean> {
  const r = await db
    .updateTable('modules')
    .set({ enabled })
    .where('merchant_code', '=', merchantCode)
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function setMaintenance(db: Kysely<Database>, merchantCode: string, on: boolean, message: string | null): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ maintenance: on, maintenance_message: message, updated_at: new Date() })
    .where('code', '=', merchantCode)
    .execute();
}

export async function setAllowedCountries(db: Kysely<Database>, merchantCode: string, countries: string[]): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ allowed_countries: json(countries), updated_at: new Date() })
    .where('code', '=', merchantCode)
    .execute();
}

/** settings.flowsEnabled of the merchant profile, set in place (the rest of the profile is untouched). */
export async function setFlowsEnabled(db: Kysely<Database>, merchantCode: string, on: boolean): Promise<void> {
  await db
    .updateTable('merchants')
    .set({
      profile: sql<string>`jsonb_set(profile, '{settings,flowsEnabled}', to_jsonb(${on}::boolean), true)`,
      updated_at: new Date(),
    })
    .where('code', '=', merchantCode)
    .execute();
}

export function listRegisterFields(db: Kysely<Database>, merchantCode: string) {
  return db.selectFrom('register_fields').selectAll().where('merchant_code', '=', merchantCode).orderBy('sort').execute();
}

export function listCountries(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('countries')
    .select(['country_code', 'dialing_code'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .execute();
}
