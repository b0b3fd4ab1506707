import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';

const ts = (d: Date) => sql<Date>`cast(${d.toISOString()} as timestamptz)`;

/** Adds `by` (default one; never below 0) to a windowed count (a window older than windowMs starts again at 1); returns the count. */
export async function bumpCounter(db: Kysely<Database>, key: string, now: Date, windowMs: number, by = 1): Promise<number> {
  const cutoff = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: Math.max(by, 0), window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`greatest(0, case when rate_counters.window_start <= ${ts(cutoff)} then ${by} else rate_counters.count + ${by} end)`,
        window_start: sql`case when rate_counters.window_start <= ${ts(cutoff)} then ${ts(now)} else rate_counters.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The current count of a window (0 when the window has lapsed or never started). */
export async function readCounter(db: Kysely<Database>, key: string, now: Date, windowMs: number): Promise<number> {
  const row = await db.selectFrom('rate_counters').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || row.window_start.getTime() <= now.getTime() - windowMs) return 0;
  return row.count;
}

/** A login that got through: the account's failure count is cleared and the address's attempt in flight released. */
export interface CounterSettle {
  clear: string;
  release: string;
  now: Date;
  windowMs: number;
}

/**
 * A CounterSettle on its own (repositories/logins.ts recordLogin does it with the session), in
 * one transaction and in key order (the account's key before the flight's), as bumpCounters locks.
 */
export async function settleCounters(db: Kysely<Database>, c: CounterSettle): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('rate_counters').where('key', '=', c.clear).execute();
    await bumpCounter(tx, c.release, c.now, c.windowMs, -1);
  });
}

/**
 * Claims the next slot of a "not more often than gapMs" throttle in one statement, so
 * racing instances cannot both pass: true when the caller may go ahead.
 */
export async function claimSlot(db: Kysely<Database>, key: string, now: Date, gapMs: number): Promise<boolean> {
  const next = new Date(now.getTime() + gapMs);
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 0, window_start: now, next_at: next })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ next_at: ts(next) })
        .where((eb) => eb.or([eb('rate_counters.next_at', 'is', null), eb('rate_counters.next_at', '<=', ts(now))])),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Several windowed counts moved in one statement (one commit): each [key, by]. Returns the
 * new counts in the order given. A key first seen with a negative step starts below zero,
 * which every threshold reads as "nothing counted".
 */
export async function bumpCounters(db: Kysely<Database>, steps: [string, number][], now: Date, windowMs: number): Promise<number[]> {
  const cutoff = new Date(now.getTime() - windowMs);
  // Rows are locked in key order, everywhere (a login's settle touches its keys in the same
  // order): two statements locking the same two counters in opposite orders deadlock on PostgreSQL.
  const ordered = [...steps].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await db
    .insertInto('rate_counters')
    .values(ordered.map(([key, by]) => ({ key, count: by, window_start: now })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`greatest(0, case when rate_counters.window_start <= ${ts(cutoff)} then excluded.count else rate_counters.count + excluded.count end)`,
        window_start: sql`case when rate_counters.window_start <= ${ts(cutoff)} then ${ts(now)} else rate_counters.window_start end`,
      }),
    )
    .returning(['key', 'count'])
    .execute();
  return steps.map(([key]) => rows.find((r) => r.key === key)?.count ?? 0);
}
