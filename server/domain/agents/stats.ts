import { type Kysely, sql } from 'kysely';
import { AGENTS } from '../../../src/config/agents';
import type { Database } from '../../db/database';
import { every, type Loop } from '../jobs';
import { FINE_GRAINS, GRAINS } from './periods';

/**
 * The statistics fold (docs/agents.md "Statistics"). Triggers of migration 0008 write one
 * `stat_outbox` row per settled bet, approved deposit, paid withdrawal (and refund) and new
 * user, in the transaction of the change. foldStats turns a batch of them into `team_stats`
 * (and `member_activity`) exactly once, in ONE transaction and one statement:
 *
 * 1. claim up to `limit` outbox rows (`for update skip locked`, so concurrent folds — two
 *    server instances — take disjoint batches) and delete them;
 * 2. expand each row to its bucket in every grain (report zone, periods.ts; 5-minute and hour
 *    buckets only for events newer than AGENTS.fineStatsRetentionDays);
 * 3. insert the (member, grain, bucket) of each bet row into `member_activity`, on conflict do
 *    nothing: the rows actually inserted are the members newly active in that bucket;
 * 4. add the sums to `team_stats` of every ancestor of the member (`user_tree`, depth 0 = the
 *    member itself) × grain × bucket: counts and amounts add up, `max_bet` keeps the greatest,
 *    `active_members` adds the newly active.
 *
 * A crash before the commit leaves the outbox rows in place; after it, they are gone: nothing is
 * folded twice or lost. A fold that meets a deadlock (two folds upserting the same ancestors) is
 * retried.
 */

const MINUTE_MS = 60_000;

/** SQL of the start of `grain`'s bucket holding `at` (timestamptz), in the report zone; periods.ts bucketStart. */
function bucketSql(grain: ReturnType<typeof sql.ref>, at: ReturnType<typeof sql.ref>) {
  const off = sql.raw(`interval '${AGENTS.reportOffsetMinutes} minutes'`);
  const step = sql.raw(String(AGENTS.realtimeSalaryMinutes));
  const local = sql`((${at} at time zone 'UTC') + ${off})`;
  return sql`((case ${grain}
      when '5m' then date_trunc('hour', ${local}) + floor(date_part('minute', ${local}) / ${step}) * interval '1 minute' * ${step}
      when 'hour' then date_trunc('hour', ${local})
      when 'day' then date_trunc('day', ${local})
      when 'week' then date_trunc('week', ${local})
      when 'half' then date_trunc('month', ${local}) + case when date_part('day', ${local}) >= 16 then interval '15 days' else interval '0 days' end
      else date_trunc('month', ${local})
    end) - ${off}) at time zone 'UTC'`;
}

const SUMS = ['bet_count', 'stake', 'valid_bet', 'payout', 'deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', 'new_members'] as const;

export interface FoldResult {
  /** Outbox rows folded. */
  claimed: number;
  /** team_stats rows inserted or updated. */
  upserted: number;
  /** member_activity rows inserted (members newly active in a bucket). */
  activated: number;
}

/** The fold statement for one batch (exported for the bench seeder, which runs the same SQL). */
export function foldStatement(limit: number, now: Date) {
  const fineSince = new Date(now.getTime() - AGENTS.fineStatsRetentionDays * 1440 * MINUTE_MS);
  const grains = sql.join(GRAINS.map((g) => sql`(${g})`));
  const fine = sql.join(FINE_GRAINS.map((g) => sql`${g}`));
  const sums = sql.raw(SUMS.map((c) => `sum(${c})::bigint as ${c}`).join(', '));
  const zeros = sql.raw(SUMS.map((c) => `0::bigint as ${c}`).join(', '));
  const teamSums = sql.raw(SUMS.map((c) => `sum(o.${c})::bigint`).join(', '));
  const cols = sql.raw(SUMS.join(', '));
  const adds = sql.raw(SUMS.map((c) => `${c} = team_stats.${c} + excluded.${c}`).join(', '));
  return sql<{ claimed: string | number; upserted: string | number; activated: string | number }>`
    with claimed as (
      delete from stat_outbox
      where id in (select id from stat_outbox order by id limit ${limit} for update skip locked)
      returning user_id, at, ${cols}
    ),
    expanded as (
      select c.*, g.grain, ${bucketSql(sql.ref('g.grain'), sql.ref('c.at'))} as period_start
      from claimed c cross join (values ${grains}) as g(grain)
      where g.grain not in (${fine}) or c.at >= ${fineSince}
    ),
    fresh as (
      insert into member_activity (user_id, grain, period_start)
      select distinct user_id, grain, period_start from expanded where bet_count > 0
      order by user_id, grain, period_start
      on conflict do nothing
      returning user_id, grain, period_start
    ),
    own as (
      select user_id, grain, period_start, ${sums},
             max(case when bet_count > 0 then valid_bet else 0 end) as max_bet, 0::bigint as active_members
      from expanded group by user_id, grain, period_start
      union all
      select user_id, grain, period_start, ${zeros}, 0::bigint as max_bet, 1::bigint as active_members from fresh
    ),
    upserted as (
      insert into team_stats (ancestor_id, grain, period_start, depth, ${cols}, max_bet, active_members)
      select t.ancestor_id, o.grain, o.period_start, t.depth, ${teamSums}, max(o.max_bet), sum(o.active_members)::bigint
      from own o join user_tree t on t.descendant_id = o.user_id
      group by t.ancestor_id, o.grain, o.period_start, t.depth
      order by t.ancestor_id, o.grain, o.period_start, t.depth
      on conflict (ancestor_id, grain, period_start, depth) do update set ${adds},
        max_bet = greatest(team_stats.max_bet, excluded.max_bet),
        active_members = team_stats.active_members + excluded.active_members
      returning 1
    )
    select (select count(*) from claimed) as claimed, (select count(*) from upserted) as upserted, (select count(*) from fresh) as activated`;
}

const DEADLOCK = '40P01';
const SERIALIZATION = '40001';

/** Folds one batch of at most `limit` outbox rows (AGENTS.foldBatchSize); see the module comment. */
export async function foldStats(db: Kysely<Database>, limit: number = AGENTS.foldBatchSize, now: Date = new Date()): Promise<FoldResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await db.transaction().execute((tx) => foldStatement(limit, now).execute(tx));
      const row = r.rows[0]!;
      return { claimed: Number(row.claimed), upserted: Number(row.upserted), activated: Number(row.activated) };
    } catch (e) {
      const code = (e as { code?: string }).code;
      if ((code === DEADLOCK || code === SERIALIZATION) && attempt < 5) continue;
      throw e;
    }
  }
}

/** Folds batches until the outbox is empty or `maxBatches` ran; answers the rows folded. */
export async function foldAll(db: Kysely<Database>, now: Date, maxBatches = 50, limit: number = AGENTS.foldBatchSize): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const r = await foldStats(db, limit, now);
    total += r.claimed;
    if (r.claimed < limit) break;
  }
  return total;
}

/**
 * Whether the fold has caught up with `instant` for a merchant: no outbox row with `at` before
 * it is left (rows being folded right now still count as left). A settlement of a period ending
 * at `instant` runs only then (docs/agents.md "Settlement").
 */
export async function outboxDrainedBefore(db: Kysely<Database>, merchantCode: string, instant: Date): Promise<boolean> {
  const r = await db
    .selectFrom('stat_outbox')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('at', '<', instant)
    .limit(1)
    .executeTakeFirst();
  return r === undefined;
}

/**
 * The `asOf` of a report: statistics include everything that happened before this instant —
 * the oldest event still waiting in the outbox, or `now` when there is none.
 */
export async function statsAsOf(db: Kysely<Database>, merchantCode: string, now: Date): Promise<Date> {
  const r = await db
    .selectFrom('stat_outbox')
    .select('at')
    .where('merchant_code', '=', merchantCode)
    .orderBy('at')
    .limit(1)
    .executeTakeFirst();
  if (!r) return now;
  const at = new Date(r.at);
  return at < now ? at : now;
}

/** Drops 5-minute and hourly buckets (team_stats and member_activity) older than AGENTS.fineStatsRetentionDays. */
export async function purgeFineStats(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AGENTS.fineStatsRetentionDays * 1440 * MINUTE_MS);
  const a = await db.deleteFrom('team_stats').where('grain', 'in', [...FINE_GRAINS]).where('period_start', '<', cutoff).executeTakeFirst();
  const b = await db.deleteFrom('member_activity').where('grain', 'in', [...FINE_GRAINS]).where('period_start', '<', cutoff).executeTakeFirst();
  return Number(a.numDeletedRows) + Number(b.numDeletedRows);
}

export interface StatsJobs {
  stop(): Promise<void>;
}

/**
 * The fold every AGENTS.foldEveryMs (all that is waiting, in batches) and the purge of fine
 * buckets every AGENTS.purgeEveryMs. Safe with several server instances (SKIP LOCKED claims;
 * the purge is a plain delete).
 */
export function startStatsJobs(db: Kysely<Database>, clock: { now(): Date }, log: Pick<Console, 'log' | 'error'> = console): StatsJobs {
  const loops: Loop[] = [
    every(AGENTS.foldEveryMs, '[agents] statistics folded', () => foldAll(db, clock.now()), log),
    every(AGENTS.purgeEveryMs, '[agents] fine statistics purged', () => purgeFineStats(db, clock.now()), log),
  ];
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
