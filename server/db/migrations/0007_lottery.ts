import { type Kysely, sql } from 'kysely';

/**
 * The lottery engine (issue #5, docs/lottery.md): games per merchant, odds and stake bounds per
 * bet type, draws committed in advance (numbers, salt, commitment), and the lottery side of
 * each bet (the money side is the `bets` row with the same reference).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_games')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('lottery_type', 'text', (c) => c.notNull().check(sql`lottery_type in ('SSC', 'PK10', '11X5', 'LHC', 'VNN', 'VNS')`))
    .addColumn('prize_mode', 'text', (c) => c.notNull().check(sql`prize_mode in ('Lott', 'ZY', 'Elott', 'SEA')`))
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('VN', 'GLOBAL')`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('schedule', 'jsonb', (c) => c.notNull())
    .addColumn('close_seconds', 'integer', (c) => c.notNull().check(sql`close_seconds >= 0`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_games_pk', ['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('lottery_bet_types')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('odds', sql`numeric(12, 4)`, (c) => c.notNull().check(sql`odds >= 1`))
    .addColumn('option_odds', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('min_stake', 'bigint', (c) => c.notNull().check(sql`min_stake >= 1`))
    .addColumn('max_stake', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_bet_types_pk', ['merchant_code', 'game_code', 'bet_type'])
    .addForeignKeyConstraint('lottery_bet_types_game_fk', ['merchant_code', 'game_code'], 'lottery_games', ['merchant_code', 'code'])
    .addCheckConstraint('lottery_bet_types_stakes', sql`max_stake >= min_stake`)
    .execute();

  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('open_at', 'timestamptz', (c) => c.notNull())
    .addColumn('close_at', 'timestamptz', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed', 'drawn', 'settled', 'cancelled')`))
    .addColumn('numbers', 'jsonb', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('commitment', 'text', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addForeignKeyConstraint('lottery_draws_game_fk', ['merchant_code', 'game_code'], 'lottery_games', ['merchant_code', 'code'])
    .addCheckConstraint('lottery_draws_times', sql`open_at <= close_at and close_at <= draw_at`)
    .execute();
  await sql`create unique index lottery_draws_numero_uq on lottery_draws (merchant_code, game_code, numero)`.execute(db);
  await db.schema.createIndex('lottery_draws_game_idx').on('lottery_draws').columns(['merchant_code', 'game_code', 'draw_at']).execute();
  // The jobs look only at draws still to close, draw or settle.
  await sql`create index lottery_draws_pending_idx on lottery_draws (draw_at) where settled_at is null`.execute(db);

  await db.schema
    .createTable('lottery_bets')
    .addColumn('reference', 'text', (c) => c.primaryKey().references('bets.reference'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('draw_id', 'bigint', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('bet_type', 'text', (c) => c.notNull())
    .addColumn('position', 'text')
    .addColumn('picks', 'jsonb', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('odds', sql`numeric(12, 4)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'won', 'lost', 'void')`))
    .addColumn('payout', 'bigint')
    .addColumn('hits', 'integer')
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  // Settlement walks a draw's open bets in reference order, a batch at a time.
  await sql`create index lottery_bets_open_idx on lottery_bets (draw_id, reference) where status = 'open'`.execute(db);
  await db.schema.createIndex('lottery_bets_user_idx').on('lottery_bets').columns(['user_id', 'placed_at']).execute();
  await db.schema.createIndex('lottery_bets_popular_idx').on('lottery_bets').columns(['merchant_code', 'placed_at']).execute();
}
