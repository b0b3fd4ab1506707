import { type Kysely, sql } from 'kysely';

/**
 * Accounts and sessions: users, the addresses they logged in from, and the short-lived
 * state that must agree across instances (captchas, codes, throttles, challenges).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('dialing_code', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('affiliate_code', 'text')
    .addColumn('upline_id', 'text', (c) => c.references('users.id'))
    .addColumn('demo_credit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('icon_url', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('register_method', 'text', (c) => c.notNull())
    .addColumn('register_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await sql`create unique index users_username_uq on users (merchant_code, lower(username))`.execute(db);
  await sql`create unique index users_mobile_uq on users (merchant_code, dialing_code, mobile_num) where mobile_num is not null`.execute(db);
  await sql`create unique index users_affiliate_uq on users (merchant_code, upper(affiliate_code)) where affiliate_code is not null`.execute(db);

  await db.schema
    .createTable('user_ips')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_ips_pk', ['user_id', 'ip'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('password_change_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('verification_codes_subject_idx').on('verification_codes').columns(['merchant_code', 'purpose', 'subject']).execute();
  await db.schema.createIndex('verification_codes_hash_idx').on('verification_codes').columns(['code_hash']).execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('methods', 'jsonb', (c) => c.notNull())
    .addColumn('must_change_password', 'boolean', (c) => c.notNull())
    .addColumn('password_expired', 'boolean', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('next_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_to_idx').on('outbox').columns(['to']).execute();

  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('subject', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('detail', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_events_user_idx').on('auth_events').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['auth_events', 'outbox', 'rate_counters', 'login_challenges', 'verification_codes', 'captchas', 'user_ips']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('sessions').dropColumn('password_change_required').execute();
  await db.schema.alterTable('sessions').dropColumn('account_type').execute();
  await db.schema.dropTable('users').ifExists().execute();
}
