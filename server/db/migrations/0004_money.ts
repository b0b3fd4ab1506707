import { type Kysely, sql } from 'kysely';
import { moneyProfile } from '../seed-data/money';

/**
 * Money (issue #4, docs/money.md): a double-entry ledger (accounts, transactions, postings),
 * idempotency keys, deposits, payout accounts, withdrawals with their proofs, bets, and the
 * member's payment password.
 *
 * The database itself guards the ledger rules, whatever code writes to it:
 *  - postings and transactions are append-only (UPDATE, DELETE and TRUNCATE are refused);
 *  - a DEFERRABLE INITIALLY DEFERRED constraint trigger refuses a commit in which any
 *    transaction's postings do not sum to zero or a transaction has fewer than two postings;
 *  - CHECK (allow_negative OR balance >= 0) on the cached balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('wallet', 'hold', 'channel', 'payout', 'games', 'promotions')`))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('wallet_code', 'text')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ledger_accounts_non_negative', sql`allow_negative or balance >= 0`)
    .execute();
  await db.schema.createIndex('ledger_accounts_user_idx').on('ledger_accounts').columns(['user_id']).execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    /** What the member sees besides the kind: a bonus's name, a rejection reason. */
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_transactions_user_idx').on('ledger_transactions').columns(['user_id', 'kind', 'created_at']).execute();
  await db.schema.createIndex('ledger_transactions_ref_idx').on('ledger_transactions').columns(['reference']).execute();

  await db.schema
    .createTable('ledger_postings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_postings_account_idx').on('ledger_postings').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('ledger_postings_tx_idx').on('ledger_postings').columns(['transaction_id']).execute();

  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger rows are append-only: % on % refused', tg_op, tg_table_name using errcode = 'P0001';
    end $$`.execute(db);
  for (const t of ['ledger_postings', 'ledger_transactions']) {
    await sql`create trigger ${sql.id(`${t}_append_only`)} before update or delete on ${sql.table(t)} for each row execute function ledger_append_only()`.execute(db);
    await sql`create trigger ${sql.id(`${t}_no_truncate`)} before truncate on ${sql.table(t)} for each statement execute function ledger_append_only()`.execute(db);
  }

  // Checked at commit, once per posting row (cheap: the postings of one transaction are indexed).
  await sql`
    create function ledger_check_balanced() returns trigger language plpgsql as $$
    declare
      total numeric;
      legs integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, legs from ledger_postings where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'ledger transaction % does not sum to zero (%)', new.transaction_id, total using errcode = 'P0001';
      end if;
      if legs < 2 then
        raise exception 'ledger transaction % has % posting(s); at least two are needed', new.transaction_id, legs using errcode = 'P0001';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_postings_balanced after insert on ledger_postings
    deferrable initially deferred for each row execute function ledger_check_balanced()`.execute(db);
  // A transaction row with no posting at all would escape the trigger above.
  await sql`
    create function ledger_check_has_postings() returns trigger language plpgsql as $$
    begin
      if (select count(*) from ledger_postings where transaction_id = new.id) < 2 then
        raise exception 'ledger transaction % has fewer than two postings', new.id using errcode = 'P0001';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_transactions_have_postings after insert on ledger_transactions
    deferrable initially deferred for each row execute function ledger_check_has_postings()`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('deposits')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('channel_name', 'text', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'expired')`))
    .addColumn('instructions', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    /** operator | demo | job */
    .addColumn('decided_by', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .execute();
  await db.schema.createIndex('deposits_user_idx').on('deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_status_idx').on('deposits').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'ewallet')`))
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index payout_accounts_uq on payout_accounts (user_id, provider, account_no)`.execute(db);

  await db.schema
    .createTable('withdrawal_proofs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_proofs_user_idx').on('withdrawal_proofs').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('payout_account_id', 'text', (c) => c.notNull().references('payout_accounts.id'))
    .addColumn('provider_name', 'text', (c) => c.notNull())
    .addColumn('account_no_masked', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'rejected', 'paid', 'received', 'partlyReceived', 'notReceived', 'autoReceived', 'refunded', 'closed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('confirm_by', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('received_amount', 'bigint')
    .addColumn('refunded_amount', 'bigint')
    .addColumn('proof_id', 'text', (c) => c.references('withdrawal_proofs.id'))
    .addColumn('reject_reason', 'text')
    .execute();
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'confirm_by']).execute();

  await db.schema
    .createTable('bets')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('wallet_code', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'won', 'lost', 'void')`))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bets_user_idx').on('bets').columns(['user_id', 'placed_at']).execute();

  await db.schema.alterTable('users').addColumn('payment_password_hash', 'text').execute();
  // Registration used to keep it in the profile json.
  await sql`
    update users set payment_password_hash = profile ->> 'paymentPasswordHash', profile = profile - 'paymentPasswordHash'
    where profile ->> 'paymentPasswordHash' is not null`.execute(db);
  await sql`
    update merchants set profile = jsonb_set(profile, '{money}', cast(${JSON.stringify(moneyProfile())} as jsonb), true)
    where profile -> 'money' is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update merchants set profile = profile - 'money'`.execute(db);
  await sql`
    update users set profile = jsonb_set(profile, '{paymentPasswordHash}', to_jsonb(payment_password_hash), true)
    where payment_password_hash is not null`.execute(db);
  await db.schema.alterTable('users').dropColumn('payment_password_hash').execute();
  for (const t of ['bets', 'withdrawals', 'withdrawal_proofs', 'payout_accounts', 'deposits', 'idempotency_keys', 'ledger_postings', 'ledger_transactions', 'ledger_accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const f of ['ledger_append_only', 'ledger_check_balanced', 'ledger_check_has_postings']) await sql`drop function if exists ${sql.id(f)}()`.execute(db);
}
