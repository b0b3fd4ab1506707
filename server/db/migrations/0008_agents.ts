import { type Kysely, sql } from 'kysely';

/**
 * Agents (issue #6; docs/agents.md): the downline tree as a closure table, the statistics
 * outbox and its roll-ups, agent announcements and the rebate group of a user.
 *
 * Triggers keep the derived tables in the same transaction as the row that caused them, so
 * no writer (domain code, seed, ops, the bench seeder) can forget them:
 * - a new user gets its closure rows (itself at depth 0, each ancestor of its upline + 1);
 * - an upline never changes (the tree would have to move a subtree; the product has no such flow);
 * - a bet that becomes won or lost, an approved deposit, a paid withdrawal (and its refund) and a
 *   new user each add one `stat_outbox` row; the fold job (server/domain/agents/stats.ts) turns
 *   outbox rows into `team_stats` exactly once (claims with SKIP LOCKED, deletes what it folded).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('rebate_bps', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('user_tree')
    .addColumn('ancestor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('descendant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull().check(sql`depth >= 0`))
    .addPrimaryKeyConstraint('user_tree_pk', ['ancestor_id', 'depth', 'descendant_id'])
    .execute();
  await sql`create unique index user_tree_descendant on user_tree (descendant_id, ancestor_id) include (depth)`.execute(db);

  // Backfill: every existing user and the chain of its uplines.
  await sql`
    with recursive chain(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from users
      union all
      select u.upline_id, c.descendant_id, c.depth + 1
      from chain c join users u on u.id = c.ancestor_id
      where u.upline_id is not null
    )
    insert into user_tree (ancestor_id, descendant_id, depth) select ancestor_id, descendant_id, depth from chain
  `.execute(db);

  await sql`
    create function user_tree_on_insert() returns trigger language plpgsql as $$
    begin
      insert into user_tree (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
      if new.upline_id is not null then
        insert into user_tree (ancestor_id, descendant_id, depth)
          select ancestor_id, new.id, depth + 1 from user_tree where descendant_id = new.upline_id;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger users_tree_insert after insert on users for each row execute function user_tree_on_insert()`.execute(db);

  await sql`
    create function user_upline_immutable() returns trigger language plpgsql as $$
    begin
      if new.upline_id is distinct from old.upline_id then
        raise exception 'the upline of a user never changes (user %)', old.id using errcode = 'check_violation';
      end if;
      return new;
    end $$
  `.execute(db);
  await sql`create trigger users_upline_immutable before update of upline_id on users for each row execute function user_upline_immutable()`.execute(
    db,
  );

  // What happened, once, to be folded into team_stats. Amounts are minor units.
  await db.schema
    .createTable('stat_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_members', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index stat_outbox_at on stat_outbox (at)`.execute(db);

  await sql`
    create function stat_outbox_bet() returns trigger language plpgsql as $$
    begin
      if new.status in ('won', 'lost') and (tg_op = 'INSERT' or old.status = 'open') then
        insert into stat_outbox (merchant_code, user_id, at, bet_count, stake, valid_bet, payout)
          values (new.merchant_code, new.user_id, coalesce(new.settled_at, new.placed_at), 1, new.stake, new.valid_bet, coalesce(new.payout, 0));
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger bets_stat_outbox after insert or update of status on bets for each row execute function stat_outbox_bet()`.execute(db);

  await sql`
    create function stat_outbox_deposit() returns trigger language plpgsql as $$
    begin
      if new.status = 'approved' and old.status is distinct from 'approved' then
        insert into stat_outbox (merchant_code, user_id, at, deposits, deposit_count)
          values (new.merchant_code, new.user_id, coalesce(new.decided_at, new.created_at), new.amount, 1);
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger deposits_stat_outbox after update of status on deposits for each row execute function stat_outbox_deposit()`.execute(db);

  await sql`
    create function stat_outbox_withdrawal() returns trigger language plpgsql as $$
    begin
      if new.status = 'paid' and old.status = 'pending' then
        insert into stat_outbox (merchant_code, user_id, at, withdrawals, withdrawal_count)
          values (new.merchant_code, new.user_id, coalesce(new.decided_at, new.created_at), new.amount, 1);
      end if;
      if coalesce(new.refunded_amount, 0) > coalesce(old.refunded_amount, 0) then
        insert into stat_outbox (merchant_code, user_id, at, withdrawals)
          values (new.merchant_code, new.user_id, coalesce(new.closed_at, new.decided_at, new.created_at),
                  -(coalesce(new.refunded_amount, 0) - coalesce(old.refunded_amount, 0)));
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`create trigger withdrawals_stat_outbox after update on withdrawals for each row execute function stat_outbox_withdrawal()`.execute(db);

  await sql`
    create function stat_outbox_user() returns trigger language plpgsql as $$
    begin
      insert into stat_outbox (merchant_code, user_id, at, new_members) values (new.merchant_code, new.id, new.created_at, 1);
      return null;
    end $$
  `.execute(db);
  await sql`create trigger users_stat_outbox after insert on users for each row execute function stat_outbox_user()`.execute(db);

  // What happened before this migration, once: settled bets, approved deposits, paid withdrawals, users.
  await sql`
    insert into stat_outbox (merchant_code, user_id, at, bet_count, stake, valid_bet, payout)
      select merchant_code, user_id, coalesce(settled_at, placed_at), 1, stake, valid_bet, coalesce(payout, 0) from bets where status in ('won', 'lost')
  `.execute(db);
  await sql`
    insert into stat_outbox (merchant_code, user_id, at, deposits, deposit_count)
      select merchant_code, user_id, coalesce(decided_at, created_at), amount, 1 from deposits where status = 'approved'
  `.execute(db);
  await sql`
    insert into stat_outbox (merchant_code, user_id, at, withdrawals, withdrawal_count)
      select merchant_code, user_id, coalesce(decided_at, created_at), amount - coalesce(refunded_amount, 0), 1
      from withdrawals where status not in ('pending', 'rejected')
  `.execute(db);
  await sql`insert into stat_outbox (merchant_code, user_id, at, new_members) select merchant_code, id, created_at, 1 from users`.execute(db);

  // Roll-ups: for each ancestor (depth 0 = the user itself), grain and bucket, the sums of its
  // descendants at that depth. Buckets start in the report zone (AGENTS.reportZone).
  await db.schema
    .createTable('team_stats')
    .addColumn('ancestor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('5m', 'hour', 'day', 'week', 'half', 'month')`))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('bet_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('new_members', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active_members', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The largest single valid bet in the bucket (the "single bet" contract threshold). */
    .addColumn('max_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_stats_pk', ['ancestor_id', 'grain', 'period_start', 'depth'])
    .execute();

  // A member counts once as active (placed a settled bet) per bucket.
  await db.schema
    .createTable('member_activity')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_activity_pk', ['user_id', 'grain', 'period_start'])
    .execute();

  await db.schema
    .createTable('agent_announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index agent_announcements_merchant on agent_announcements (merchant_code, published_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_announcements').execute();
  await db.schema.dropTable('member_activity').execute();
  await db.schema.dropTable('team_stats').execute();
  await sql`drop trigger users_stat_outbox on users`.execute(db);
  await sql`drop trigger withdrawals_stat_outbox on withdrawals`.execute(db);
  await sql`drop trigger deposits_stat_outbox on deposits`.execute(db);
  await sql`drop trigger bets_stat_outbox on bets`.execute(db);
  await sql`drop trigger users_upline_immutable on users`.execute(db);
  await sql`drop trigger users_tree_insert on users`.execute(db);
  await sql`drop function stat_outbox_user(), stat_outbox_withdrawal(), stat_outbox_deposit(), stat_outbox_bet(), user_upline_immutable(), user_tree_on_insert()`.execute(
    db,
  );
  await db.schema.dropTable('stat_outbox').execute();
  await db.schema.dropTable('user_tree').execute();
  await db.schema.alterTable('users').dropColumn('rebate_bps').execute();
}
