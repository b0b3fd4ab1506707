import { type Kysely, sql } from 'kysely';

/**
 * The built-in demo vendor (issue #5, docs/demo-vendor.md): provably-fair seeds, game sessions,
 * engine configs, instant rounds, sports and e-sports fixtures and their bets. Money moves only
 * through the ledger and `bets` (migration 0004); these rows say what was played.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_seeds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0).check(sql`next_nonce >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  // One active seed per member and engine: racing first rounds create it once.
  await sql`create unique index demo_seeds_active_idx on demo_seeds (user_id, engine) where active`.execute(db);

  await db.schema
    .createTable('demo_configs')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('demo_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text')
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('config_hash', 'text', (c) => c.notNull().references('demo_configs.hash'))
    .addColumn('rtp', 'numeric')
    .addColumn('min_bet', 'bigint', (c) => c.notNull())
    .addColumn('max_bet', 'bigint', (c) => c.notNull())
    .addColumn('wallet_code', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('demo_sessions_expiry_idx').on('demo_sessions').columns(['expires_at']).execute();

  await db.schema
    .createTable('demo_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('demo_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('config_hash', 'text', (c) => c.notNull().references('demo_configs.hash'))
    .addColumn('choice', 'jsonb', (c) => c.notNull())
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('multiplier', 'numeric', (c) => c.notNull())
    .addColumn('bet_reference', 'text', (c) => c.notNull().references('bets.reference'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // A nonce is used once per seed; a request id once per member.
    .addUniqueConstraint('demo_rounds_seed_nonce_key', ['seed_id', 'nonce'])
    .addUniqueConstraint('demo_rounds_request_key', ['user_id', 'request_id'])
    .execute();
  await db.schema.createIndex('demo_rounds_user_idx').on('demo_rounds').columns(['user_id', 'engine', 'id']).execute();
  await db.schema.createIndex('demo_rounds_game_idx').on('demo_rounds').columns(['merchant_code', 'game_id']).execute();

  await db.schema
    .createTable('demo_fixtures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sports', 'esports')`))
    .addColumn('league', 'text', (c) => c.notNull())
    .addColumn('home', 'text', (c) => c.notNull())
    .addColumn('away', 'text', (c) => c.notNull())
    .addColumn('kickoff_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'settled', 'cancelled')`))
    .addColumn('odds', 'jsonb', (c) => c.notNull())
    .addColumn('result_seed', 'text', (c) => c.notNull())
    .addColumn('result_hash', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('demo_fixtures_kind_idx').on('demo_fixtures').columns(['kind', 'kickoff_at']).execute();
  await db.schema.createIndex('demo_fixtures_status_idx').on('demo_fixtures').columns(['status', 'ends_at']).execute();

  await db.schema
    .createTable('demo_fixture_bets')
    .addColumn('bet_reference', 'text', (c) => c.primaryKey().references('bets.reference'))
    .addColumn('fixture_id', 'text', (c) => c.notNull().references('demo_fixtures.id'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull().check(sql`pick in ('home', 'draw', 'away')`))
    .addColumn('odds', 'numeric', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('settled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The settlement job walks the open bets of a fixture.
  await sql`create index demo_fixture_bets_open_idx on demo_fixture_bets (fixture_id) where not settled`.execute(db);
  await db.schema.createIndex('demo_fixture_bets_user_idx').on('demo_fixture_bets').columns(['user_id', 'placed_at']).execute();
}
