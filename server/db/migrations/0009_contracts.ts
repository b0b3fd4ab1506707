import { type Kysely, sql } from 'kysely';

/**
 * Agent contracts and their settlement (issue #6; docs/agents.md "Contracts", "Settlement", "Bills"):
 * - `contracts`: an upline's (or the platform's) offer of one kind to a direct downline agent and
 *   its life (offered → valid | rejected | cancelled; valid → terminated). The database keeps the
 *   rule "at most one pending offer and one valid contract per kind and downline" (every member
 *   has exactly one upline, so that is per pair) with two partial unique indexes.
 * - `settlement_runs`: one row per (merchant, kind, period key), claimed with a lease, so a period
 *   is settled by one instance at a time and marked done once.
 * - `contract_bills`: one row per (contract, period key), written in the same transaction as its
 *   ledger posting, so a period never pays a contract twice (re-run, crash, two instances).
 * - `member_messages`: what reaches a member as a message (contract offers, answers, ends).
 * - the ledger gets a system account kind `commissions` (sys:<merchant>:commissions): the platform
 *   pays top-level agents' contracts from it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('wallet', 'hold', 'channel', 'payout', 'games', 'promotions', 'commissions'))`.execute(db);

  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dividend', 'daily', 'hourly', 'realtime')`))
    /** The payer: null for the platform. */
    .addColumn('upline_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('downline_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('offered', 'valid', 'rejected', 'cancelled', 'terminated')`))
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull())
    /** Accepted or rejected (the platform's contracts: granted). */
    .addColumn('answered_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    /** upline | downline | platform | superseded | uplineEnded */
    .addColumn('ended_by', 'text')
    .addCheckConstraint('contracts_not_self', sql`upline_id is null or upline_id <> downline_id`)
    .execute();
  await sql`create unique index contracts_one_offer on contracts (downline_id, kind) where status = 'offered'`.execute(db);
  await sql`create unique index contracts_one_valid on contracts (downline_id, kind) where status = 'valid'`.execute(db);
  await sql`create index contracts_upline on contracts (upline_id, kind, offered_at desc)`.execute(db);
  await sql`create index contracts_downline on contracts (downline_id, kind, offered_at desc)`.execute(db);
  // Settlement reads the contracts of a kind in force at a period's end.
  await sql`create index contracts_settle on contracts (merchant_code, kind, answered_at) where status in ('valid', 'terminated')`.execute(db);

  await db.schema
    .createTable('settlement_runs')
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'done')`))
    /** While running: no other instance takes the run before this instant (a crashed run resumes after it). */
    .addColumn('lease_until', 'timestamptz')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('bills', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('settlement_runs_pk', ['merchant_code', 'kind', 'period_key'])
    .execute();

  await db.schema
    .createTable('contract_bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    /** null: the platform. The contract's upline and downline at settlement (no foreign keys: the contract has them). */
    .addColumn('payer_id', 'text')
    .addColumn('payee_id', 'text', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('profit_loss', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('max_bet', 'bigint', (c) => c.notNull())
    .addColumn('base', 'bigint', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('paid', 'bigint', (c) => c.notNull().check(sql`paid >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('issued', 'partlyIssued', 'insufficientBalance', 'notReached', 'rejected')`))
    .addColumn('transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('contract_bills_paid', sql`paid <= amount`)
    .addUniqueConstraint('contract_bills_once', ['contract_id', 'period_key'])
    .execute();
  await sql`create index contract_bills_payee on contract_bills (payee_id, period_start desc)`.execute(db);
  await sql`create index contract_bills_payer on contract_bills (payer_id, period_start desc)`.execute(db);

  await db.schema
    .createTable('member_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    /** What the message is about (a contract id), for a later message centre to link to. */
    .addColumn('ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index member_messages_user on member_messages (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_messages').execute();
  await db.schema.dropTable('contract_bills').execute();
  await db.schema.dropTable('settlement_runs').execute();
  await db.schema.dropTable('contracts').execute();
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('wallet', 'hold', 'channel', 'payout', 'games', 'promotions'))`.execute(db);
}
