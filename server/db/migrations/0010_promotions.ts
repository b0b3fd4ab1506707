import { type Kysely, sql } from 'kysely';

/**
 * Promotions, activities, applications and bonuses with turnover (issue #7; docs/engagement.md "Promotions"):
 * - `promo_activities`: a merchant's promotions (category, kind, period, texts, reward, turnover multiple).
 * - `promo_applications` + `promo_application_images`: activity apply forms; at most one open
 *   (applying) application per member, promotion and period, kept by a partial unique index.
 * - `promo_participants`: members who joined an award promotion, one row per period.
 * - `promo_bonuses`: every reward paid through the ledger with its required turnover; unique per
 *   (promotion, member, period key) so a claim, approval, award or draw pays once whoever races.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('claim', 'apply', 'award', 'raffle')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('once', 'daily')`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('bonus_amount', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`bonus_amount >= 0`))
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull().defaultTo(0).check(sql`turnover_multiplier between 0 and 100`))
    .addColumn('prizes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index promo_activities_merchant on promo_activities (merchant_code, sort, id)`.execute(db);

  await db.schema
    .createTable('promo_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promo_activities.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().check(sql`char_length(comment) <= 140`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applying', 'rejected', 'issued')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .execute();
  await sql`create unique index promo_applications_one_open on promo_applications (promotion_id, user_id, period_key) where status <> 'rejected'`.execute(db);
  await sql`create index promo_applications_user on promo_applications (user_id, created_at desc)`.execute(db);
  await sql`create index promo_applications_open on promo_applications (merchant_code, created_at) where status = 'applying'`.execute(db);

  await db.schema
    .createTable('promo_application_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('promo_applications.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size between 1 and 5242880`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .execute();
  await sql`create index promo_application_images_app on promo_application_images (application_id)`.execute(db);

  await db.schema
    .createTable('promo_participants')
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promo_activities.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('promo_participants_pk', ['promotion_id', 'user_id', 'period_key'])
    .execute();

  await db.schema
    .createTable('promo_bonuses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promo_activities.id').onDelete('cascade'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('claim', 'issued', 'raffle')`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('turnover_required', 'bigint', (c) => c.notNull().check(sql`turnover_required >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'completed')`))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('promo_bonuses_once', ['promotion_id', 'user_id', 'period_key'])
    .execute();
  await sql`create index promo_bonuses_user on promo_bonuses (user_id, granted_at desc)`.execute(db);
  await sql`create index promo_bonuses_active on promo_bonuses (user_id) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['promo_bonuses', 'promo_participants', 'promo_application_images', 'promo_applications', 'promo_activities']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
