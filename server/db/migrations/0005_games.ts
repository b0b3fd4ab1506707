import { type Kysely, sql } from 'kysely';

/**
 * Game catalogue (issue #5, docs/games.md): games per vendor, favourites, recently played,
 * launch tickets, PVP rooms, and a trial flag on vendors. Owner: games catalogue work.
 *
 * Engines are the contract's ENGINES (src/api/schemas/lobby.ts) plus `lottery`; the list is
 * written out here because a shipped migration must not change when the code does.
 */
const ENGINES = ['slot', 'dice', 'baccarat', 'roulette', 'cockfight', 'teenpatti', 'fish', 'sports', 'esports', 'lottery'];

export async function up(db: Kysely<any>): Promise<void> {
  // null: the category's default (RNG, MINI, FISH allow trial play; docs/games.md "Trial").
  await db.schema.alterTable('vendors').addColumn('trial_allowed', 'boolean').execute();

  await db.schema
    .createTable('games')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    // Goes into URLs (/cdn/games/<id>.svg) unescaped: a safe alphabet only.
    .addColumn('game_id', 'text', (c) => c.notNull().check(sql`game_id ~ '^[A-Za-z0-9_-]{1,64}$'`))
    .addColumn('vassalage', 'text', (c) => c.notNull())
    /** The vendor row's category_code (SPORTS for e-sports vendors; the split happens on reading). */
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull().check(sql`game_type ~ '^[A-Z0-9_]{1,16}$'`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    /** Path below an image CDN; null: the generated art at /cdn/games/<game_id>.svg. */
    .addColumn('image', 'text')
    .addColumn('is_game', 'text', (c) => c.notNull().defaultTo('GAME').check(sql`is_game in ('GAME', 'VASSALAGE')`))
    .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    /** Trial (type 4) accounts may play it, if its vendor allows trial play too. */
    .addColumn('trial', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('engine', 'text', (c) => c.check(sql`engine in (${sql.join(ENGINES.map((e) => sql.lit(e)))})`))
    .addColumn('engine_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('rtp', 'numeric(5, 2)', (c) => c.check(sql`rtp > 0 and rtp <= 100`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('games_pk', ['merchant_code', 'game_id'])
    .addForeignKeyConstraint('games_vendor_fk', ['merchant_code', 'category', 'vassalage'], 'vendors', [
      'merchant_code',
      'category_code',
      'vassalage',
    ], (fk) => fk.onDelete('cascade'))
    // A playable game names its engine; a VASSALAGE item only opens the vendor's list.
    .addCheckConstraint('games_engine_required', sql`is_game = 'VASSALAGE' or engine is not null`)
    .execute();
  await db.schema.createIndex('games_vendor_idx').on('games').columns(['merchant_code', 'vassalage', 'category', 'sort']).execute();

  await db.schema
    .createTable('favorite_games')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_games_pk', ['user_id', 'game_id'])
    .addForeignKeyConstraint('favorite_games_game_fk', ['merchant_code', 'game_id'], 'games', ['merchant_code', 'game_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('recent_games')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['user_id', 'game_id'])
    .addForeignKeyConstraint('recent_games_game_fk', ['merchant_code', 'game_id'], 'games', ['merchant_code', 'game_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('recent_games_user_idx').on('recent_games').columns(['user_id', 'played_at']).execute();

  await db.schema
    .createTable('pvp_rooms')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull().check(sql`room_id ~ '^[A-Za-z0-9_-]{1,64}$'`))
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('min_bet', 'bigint', (c) => c.notNull().check(sql`min_bet > 0`))
    .addColumn('max_bet', 'bigint', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats between 2 and 10`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('pvp_rooms_pk', ['merchant_code', 'room_id'])
    .addForeignKeyConstraint('pvp_rooms_game_fk', ['merchant_code', 'game_id'], 'games', ['merchant_code', 'game_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('pvp_rooms_bets', sql`max_bet >= min_bet`)
    .execute();

  await db.schema
    .createTable('launch_tickets')
    /** Hex SHA-256 of the 128-bit ticket: the table never holds a usable ticket. */
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** Account type of the launching session (4 = trial). */
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text')
    /** The wallet rounds of this game debit: the vendor's own wallet when the merchant has one, else MAIN. */
    .addColumn('wallet_code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addForeignKeyConstraint('launch_tickets_game_fk', ['merchant_code', 'game_id'], 'games', ['merchant_code', 'game_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // Room occupancy (players who launched into a room lately) and the purge of old tickets.
  await db.schema.createIndex('launch_tickets_room_idx').on('launch_tickets').columns(['merchant_code', 'room_id', 'created_at']).execute();
  await db.schema.createIndex('launch_tickets_created_idx').on('launch_tickets').columns(['created_at']).execute();

  // Winner board: the biggest wins of the last days across a merchant.
  await sql`create index bets_winners_idx on bets (merchant_code, settled_at) where status = 'won'`.execute(db);
}
