import { type Kysely, sql } from 'kysely';

/**
 * VIP-only promotions (issue #7; docs/engagement.md "Promotions", "VIP promotions"):
 * `promo_activities.min_vip_level` is the lowest VIP level (`vip_levels.level`, migration
 * 0011_points) a member needs to take part; 0 = every member. A promotion of category `vip`
 * needs at least level 1. Promotions of category `vip` written before this migration get level 1
 * (the lowest VIP level above Member): none of them stays open to everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('promo_activities')
    .addColumn('min_vip_level', 'integer', (c) => c.notNull().defaultTo(0).check(sql`min_vip_level between 0 and 100`))
    .execute();
  await sql`update promo_activities set min_vip_level = 1 where category = 'vip'`.execute(db);
  await sql`alter table promo_activities add constraint promo_activities_vip_level check (category <> 'vip' or min_vip_level >= 1)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table promo_activities drop constraint if exists promo_activities_vip_level`.execute(db);
  await db.schema.alterTable('promo_activities').dropColumn('min_vip_level').execute();
}
