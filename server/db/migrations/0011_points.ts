import { type Kysely, sql } from 'kysely';

/**
 * Points ledger, rewards, redemptions and VIP levels (issue #7; docs/engagement.md "Points", "VIP").
 *
 * Points have their own double-entry ledger beside the money ledger (point_accounts,
 * point_transactions, point_postings), guarded by the database like migration 0004's: postings
 * and transactions are append-only, a transaction's postings sum to zero with at least two of
 * them (checked at commit), and a member's point account never goes below zero.
 *
 * Earning is fed by an outbox: triggers add one `points_outbox` row per bet that becomes won or
 * lost (its valid bet) and per approved deposit, in the transaction of that change; the accrual
 * job (server/domain/points/accrual.ts) folds the rows into each member's totals, VIP level and
 * points exactly once. The bet trigger is statement-level (transition tables): a lottery draw
 * settling thousands of bets in one UPDATE adds one INSERT … SELECT, not one per bet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('point_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('member', 'issued', 'redeeming', 'redeemed', 'converted', 'adjustments')`))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('point_accounts_non_negative', sql`allow_negative or balance >= 0`)
    .execute();
  await sql`create unique index point_accounts_member on point_accounts (user_id) where kind = 'member'`.execute(db);

  await db.schema
    .createTable('point_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    /** Operator's remark (rejection reason, adjustment note). */
    .addColumn('note', 'text')
    /** What the record shows besides the amounts: reward name, quantity, ratio, money credited… */
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index point_transactions_user on point_transactions (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index point_transactions_reference on point_transactions (reference)`.execute(db);

  await db.schema
    .createTable('point_postings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('point_transactions.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('point_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index point_postings_tx on point_postings (transaction_id)`.execute(db);
  await sql`create index point_postings_account on point_postings (account_id, id)`.execute(db);

  for (const t of ['point_postings', 'point_transactions']) {
    await sql`create trigger ${sql.id(`${t}_append_only`)} before update or delete on ${sql.table(t)} for each row execute function ledger_append_only()`.execute(db);
    await sql`create trigger ${sql.id(`${t}_no_truncate`)} before truncate on ${sql.table(t)} for each statement execute function ledger_append_only()`.execute(db);
  }
  await sql`
    create function point_check_balanced() returns trigger language plpgsql as $$
    declare
      total numeric;
      legs integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, legs from point_postings where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'point transaction % does not sum to zero (%)', new.transaction_id, total using errcode = 'P0001';
      end if;
      if legs < 2 then
        raise exception 'point transaction % has % posting(s); at least two are needed', new.transaction_id, legs using errcode = 'P0001';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger point_postings_balanced after insert on point_postings
    deferrable initially deferred for each row execute function point_check_balanced()`.execute(db);
  await sql`
    create function point_check_has_postings() returns trigger language plpgsql as $$
    begin
      if (select count(*) from point_postings where transaction_id = new.id) < 2 then
        raise exception 'point transaction % has fewer than two postings', new.id using errcode = 'P0001';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger point_transactions_have_postings after insert on point_transactions
    deferrable initially deferred for each row execute function point_check_has_postings()`.execute(db);

  /** One row per merchant; a merchant without one uses POINTS.defaults. */
  await db.schema
    .createTable('point_settings')
    .addColumn('merchant_code', 'text', (c) => c.primaryKey().references('merchants.code').onDelete('cascade'))
    /** Valid bet (minor units) that earns one point at a 1× VIP rate. */
    .addColumn('earn_valid_bet', 'bigint', (c) => c.notNull().check(sql`earn_valid_bet > 0`))
    /** Conversion: `convert_points` points buy `convert_amount` minor units; only whole steps. */
    .addColumn('convert_points', 'bigint', (c) => c.notNull().check(sql`convert_points > 0`))
    .addColumn('convert_amount', 'bigint', (c) => c.notNull().check(sql`convert_amount > 0`))
    .addColumn('convert_min_points', 'bigint', (c) => c.notNull().check(sql`convert_min_points > 0`))
    .addColumn('convert_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('redeem_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('point_rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    /** Seed/operator key, unique per merchant (the seed's natural key). */
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('voucher', 'gadget', 'experience')`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points > 0`))
    /** The member's cumulative valid bet (minor units) needed to redeem it; 0: none. */
    .addColumn('amount_requirement', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`amount_requirement >= 0`))
    /** Units left; null: unlimited. */
    .addColumn('stock', 'integer', (c) => c.check(sql`stock is null or stock >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('point_rewards_key', ['merchant_code', 'key'])
    .execute();

  await db.schema
    .createTable('point_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reward_id', 'text', (c) => c.notNull().references('point_rewards.id'))
    .addColumn('reward_type', 'text', (c) => c.notNull())
    /** The reward's name when redeemed (a later rename does not rewrite history). */
    .addColumn('reward_name', 'jsonb', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('points_each', 'bigint', (c) => c.notNull().check(sql`points_each > 0`))
    .addColumn('points_total', 'bigint', (c) => c.notNull().check(sql`points_total > 0`))
    .addColumn('amount_requirement', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('inProcess', 'approved', 'rejected')`))
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index point_redemptions_user on point_redemptions (user_id, created_at desc)`.execute(db);
  await sql`create index point_redemptions_status on point_redemptions (status, created_at)`.execute(db);

  await db.schema
    .createTable('vip_levels')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level >= 0`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    /** Cumulative approved deposits and valid bets (minor units) that reach the level; both are needed. */
    .addColumn('min_deposit', 'bigint', (c) => c.notNull().check(sql`min_deposit >= 0`))
    .addColumn('min_valid_bet', 'bigint', (c) => c.notNull().check(sql`min_valid_bet >= 0`))
    /** Earning rate in basis points of the base rate (10000 = 1×). */
    .addColumn('earn_bps', 'integer', (c) => c.notNull().check(sql`earn_bps > 0`))
    /** Points given once when the level is reached. */
    .addColumn('level_up_points', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`level_up_points >= 0`))
    .addPrimaryKeyConstraint('vip_levels_pk', ['merchant_code', 'level'])
    .execute();

  await db.schema
    .createTable('member_progress')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('deposit_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet_total', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Valid bet × rate (bps) not yet worth a whole point: carried, so no fraction is ever lost. */
    .addColumn('earn_remainder', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`earn_remainder >= 0`))
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('points_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`
    create function points_outbox_bets_inserted() returns trigger language plpgsql as $$
    begin
      insert into points_outbox (merchant_code, user_id, at, valid_bet)
        select merchant_code, user_id, coalesce(settled_at, placed_at), valid_bet
        from new_bets where status in ('won', 'lost') and valid_bet > 0;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger bets_points_outbox_insert after insert on bets
    referencing new table as new_bets for each statement execute function points_outbox_bets_inserted()`.execute(db);
  await sql`
    create function points_outbox_bets_settled() returns trigger language plpgsql as $$
    begin
      insert into points_outbox (merchant_code, user_id, at, valid_bet)
        select n.merchant_code, n.user_id, coalesce(n.settled_at, n.placed_at), n.valid_bet
        from new_bets n join old_bets o on o.reference = n.reference
        where n.status in ('won', 'lost') and o.status = 'open' and n.valid_bet > 0;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger bets_points_outbox_update after update on bets
    referencing old table as old_bets new table as new_bets for each statement execute function points_outbox_bets_settled()`.execute(db);

  await sql`
    create function points_outbox_deposit() returns trigger language plpgsql as $$
    begin
      if new.status = 'approved' and old.status is distinct from 'approved' then
        insert into points_outbox (merchant_code, user_id, at, deposit)
          values (new.merchant_code, new.user_id, coalesce(new.decided_at, new.created_at), new.amount);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger deposits_points_outbox after update of status on deposits for each row execute function points_outbox_deposit()`.execute(db);

  // History before this migration counts once: VIP levels come from cumulative figures.
  await sql`
    insert into points_outbox (merchant_code, user_id, at, valid_bet)
      select merchant_code, user_id, coalesce(settled_at, placed_at), valid_bet from bets where status in ('won', 'lost') and valid_bet > 0`.execute(db);
  await sql`
    insert into points_outbox (merchant_code, user_id, at, deposit)
      select merchant_code, user_id, coalesce(decided_at, created_at), amount from deposits where status = 'approved'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists deposits_points_outbox on deposits`.execute(db);
  await sql`drop trigger if exists bets_points_outbox_update on bets`.execute(db);
  await sql`drop trigger if exists bets_points_outbox_insert on bets`.execute(db);
  for (const t of ['points_outbox', 'member_progress', 'vip_levels', 'point_redemptions', 'point_rewards', 'point_settings', 'point_postings', 'point_transactions', 'point_accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const f of ['points_outbox_deposit', 'points_outbox_bets_settled', 'points_outbox_bets_inserted', 'point_check_has_postings', 'point_check_balanced']) {
    await sql`drop function if exists ${sql.id(f)}()`.execute(db);
  }
}
