import { type Kysely, sql } from 'kysely';

/**
 * Invite friends and missions (issue #7; docs/engagement.md "Referral", "Missions"):
 * - `referral_codes`: a member's personal code, made on first use; unique per merchant.
 * - `referrals`: who invited whom — one row per invitee (an account has at most one referrer),
 *   written in the registration's transaction.
 * - `referral_rewards`: one row per rewarded invitee, written in the same transaction as the
 *   ledger credit (kind referralReward): the primary key makes the reward exactly-once.
 * - `missions`: the merchant's mission definitions (kind of activity, period, target, reward).
 * - `mission_claims`: one row per (mission, member, period key), written in the same transaction
 *   as the ledger credit (kind missionReward): a period's reward is paid at most once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_codes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('referral_codes_code', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('referrer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invitee_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('referrals_not_self', sql`referrer_id <> invitee_id`)
    .execute();
  await sql`create index referrals_referrer on referrals (referrer_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('referral_rewards')
    .addColumn('referral_id', 'text', (c) => c.primaryKey().references('referrals.id').onDelete('cascade'))
    .addColumn('referrer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index referral_rewards_referrer on referral_rewards (referrer_id)`.execute(db);

  await db.schema
    .createTable('missions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    /** Stable key (the seed's and the operator's handle). */
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('deposit', 'validBet', 'betCount', 'invite')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'once')`))
    .addColumn('target', 'bigint', (c) => c.notNull().check(sql`target > 0`))
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('missions_key', ['merchant_code', 'key'])
    .execute();

  await db.schema
    .createTable('mission_claims')
    .addColumn('mission_id', 'text', (c) => c.notNull().references('missions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    /** `yyyy-MM-dd` (GMT+8) of a daily mission, `once` for a one-time mission. */
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('mission_claims_pk', ['mission_id', 'user_id', 'period_key'])
    .execute();
  // The leaderboard reads a merchant's claims of one week.
  await sql`create index mission_claims_board on mission_claims (merchant_code, claimed_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['mission_claims', 'missions', 'referral_rewards', 'referrals', 'referral_codes']) await db.schema.dropTable(t).ifExists().execute();
}
