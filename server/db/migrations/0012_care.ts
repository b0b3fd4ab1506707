import { type Kysely, sql } from 'kysely';

/**
 * Responsible gambling and age consent (issue #7; docs/engagement.md "Responsible gambling"):
 * - `care_settings`: one row per member (reality-check interval); also the row a deposit locks
 *   (`select … for update`) so two concurrent deposits cannot both pass a limit.
 * - `care_deposit_limits`: a limit per window (day = rolling 24 h, week = 7 days, month = 30 days);
 *   a raise or removal waits in `pending_*` until its 24 h cooling-off has passed.
 * - `care_exclusions`: time-outs (24 h to 6 weeks) and self-exclusions (at least 6 months);
 *   in force while starts_at <= now < ends_at; never shortened.
 * - `care_consents`: the 18+ terms consent given at registration.
 * - `care_events`: an audit trail of every change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('care_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('care_settings_reality_check', sql`reality_check_minutes is null or reality_check_minutes > 0`)
    .execute();

  await db.schema
    .createTable('care_deposit_limits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
    .addColumn('amount', 'bigint')
    .addColumn('pending_amount', 'bigint')
    .addColumn('has_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('care_deposit_limits_pk', ['user_id', 'period'])
    .addCheckConstraint('care_deposit_limits_positive', sql`(amount is null or amount > 0) and (pending_amount is null or pending_amount > 0)`)
    .addCheckConstraint('care_deposit_limits_pending', sql`has_pending = (pending_at is not null)`)
    .execute();

  await db.schema
    .createTable('care_exclusions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('timeout', 'selfExclusion')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('care_exclusions_span', sql`ends_at > starts_at`)
    .execute();
  await sql`create index care_exclusions_user on care_exclusions (user_id, ends_at desc)`.execute(db);

  await db.schema
    .createTable('care_consents')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('care_consents_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('care_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index care_events_user on care_events (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['care_events', 'care_consents', 'care_exclusions', 'care_deposit_limits', 'care_settings']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
