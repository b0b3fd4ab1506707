import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../../src/config/agents';
import type { OpenedDatabase } from '../../db/connect';
import type { StatGrain } from '../../db/tables-agents';
import { createTestDb, TEST_MERCHANT } from '../../testing/test-db';
import { bucketStart, FINE_GRAINS, GRAINS } from './periods';
import { foldAll, foldStats, outboxDrainedBefore, purgeFineStats, statsAsOf } from './stats';

/**
 * The statistics fold (docs/agents.md "Statistics"): team_stats must equal sums computed
 * directly from the bets and users, whatever the batching, re-runs and concurrency.
 */
let d: OpenedDatabase;
const NOW = new Date('2026-03-20T04:00:00Z');
const FINE_SINCE = NOW.getTime() - AGENTS.fineStatsRetentionDays * 86_400_000;

interface Bet {
  user: string;
  at: Date;
  stake: number;
  valid: number;
  payout: number;
}
const bets: Bet[] = [];
const users: { id: string; upline: string | null; at: Date }[] = [];
let seq = 0;

async function addUser(id: string, upline: string | null, type: number, at: Date) {
  await d.db
    .insertInto('users')
    .values({
      id,
      merchant_code: TEST_MERCHANT,
      username: id,
      password_hash: 'x',
      password_changed_at: at,
      type,
      nickname: id,
      profile: '{}',
      register_method: 'TEST',
      upline_id: upline,
      created_at: at,
    })
    .execute();
  users.push({ id, upline, at });
}

async function addBet(user: string, at: Date, stake: number, payout: number, valid = stake) {
  await d.db
    .insertInto('bets')
    .values({
      reference: `SB${++seq}`,
      merchant_code: TEST_MERCHANT,
      user_id: user,
      wallet_code: 'MAIN',
      category: 'RNG',
      vendor: 'PG',
      game_name: 'g',
      stake,
      valid_bet: valid,
      payout,
      status: payout > 0 ? 'won' : 'lost',
      placed_at: new Date(at.getTime() - 60_000),
      settled_at: at,
    })
    .execute();
  bets.push({ user, at, stake, valid, payout });
}

const ancestorsOf = (id: string): [string, number][] => {
  const out: [string, number][] = [];
  let cur: string | null = id;
  let depth = 0;
  while (cur) {
    out.push([cur, depth++]);
    cur = users.find((u) => u.id === cur)!.upline;
  }
  return out;
};

const grainsFor = (at: Date): StatGrain[] => GRAINS.filter((g) => !FINE_GRAINS.includes(g) || at.getTime() >= FINE_SINCE);

/** What team_stats must hold for the test users, computed from the bets and users in memory. */
function expected() {
  const out = new Map<string, { bet_count: number; stake: number; valid_bet: number; payout: number; new_members: number; max_bet: number; active: Set<string> }>();
  const row = (key: string) => {
    let r = out.get(key);
    if (!r) out.set(key, (r = { bet_count: 0, stake: 0, valid_bet: 0, payout: 0, new_members: 0, max_bet: 0, active: new Set() }));
    return r;
  };
  for (const b of bets) {
    for (const g of grainsFor(b.at)) {
      for (const [a, depth] of ancestorsOf(b.user)) {
        const r = row(`${a}|${g}|${bucketStart(g, b.at).toISOString()}|${depth}`);
        r.bet_count += 1;
        r.stake += b.stake;
        r.valid_bet += b.valid;
        r.payout += b.payout;
        r.max_bet = Math.max(r.max_bet, b.valid);
        r.active.add(b.user);
      }
    }
  }
  for (const u of users) {
    for (const g of grainsFor(u.at)) {
      for (const [a, depth] of ancestorsOf(u.id)) row(`${a}|${g}|${bucketStart(g, u.at).toISOString()}|${depth}`).new_members += 1;
    }
  }
  return Object.fromEntries(
    [...out].map(([k, r]) => [k, [r.bet_count, r.stake, r.valid_bet, r.payout, r.new_members, r.active.size, r.max_bet]]),
  );
}

async function actual() {
  const rows = await d.db
    .selectFrom('team_stats')
    .selectAll()
    .where(
      'ancestor_id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  return Object.fromEntries(
    rows.map((r) => [
      `${r.ancestor_id}|${r.grain}|${new Date(r.period_start).toISOString()}|${r.depth}`,
      [r.bet_count, r.stake, r.valid_bet, r.payout, r.new_members, r.active_members, r.max_bet].map(Number),
    ]),
  );
}

const T = (iso: string) => new Date(iso);

beforeAll(async () => {
  d = await createTestDb();
  // top ─┬─ sub ─┬─ m1
  //      │       └─ m2
  //      └─ m3
  await addUser('s-top', null, 1, T('2026-02-01T00:00:00Z'));
  await addUser('s-sub', 's-top', 1, T('2026-02-10T00:00:00Z'));
  await addUser('s-m1', 's-sub', 0, T('2026-03-15T15:59:59Z')); // last second of March 15 (GMT+8)
  await addUser('s-m2', 's-sub', 0, T('2026-03-15T16:00:00Z')); // first second of March 16: another half month
  await addUser('s-m3', 's-top', 0, T('2026-03-18T00:00:00Z'));
  // Around the buckets' edges, old enough for no fine buckets, and recent.
  await addBet('s-m1', T('2026-02-15T15:59:59Z'), 1000, 0);
  await addBet('s-m1', T('2026-02-15T16:00:00Z'), 2000, 5000);
  await addBet('s-m1', T('2026-03-15T15:59:59Z'), 300, 0);
  await addBet('s-m1', T('2026-03-15T16:00:00Z'), 700, 1400, 500);
  await addBet('s-m2', T('2026-03-15T16:04:59Z'), 900, 0);
  await addBet('s-m2', T('2026-03-15T16:05:00Z'), 100, 0);
  await addBet('s-m3', T('2026-03-18T03:00:00Z'), 5000, 0);
  await addBet('s-m3', T('2026-03-18T03:30:00Z'), 6000, 12000);
  await addBet('s-sub', T('2026-03-18T03:30:00Z'), 40, 0);
});
afterAll(() => d.close());

describe('foldStats', () => {
  it('folds exactly: team_stats equals direct sums over bets and users', async () => {
    expect(await foldAll(d.db, NOW)).toBeGreaterThan(0);
    expect(await actual()).toEqual(expected());
    expect(await d.db.selectFrom('stat_outbox').select('id').execute()).toEqual([]);
  });

  it('a second run finds nothing and changes nothing', async () => {
    const before = await actual();
    expect(await foldStats(d.db, AGENTS.foldBatchSize, NOW)).toEqual({ claimed: 0, upserted: 0, activated: 0 });
    expect(await actual()).toEqual(before);
  });

  it('counts a member active once per bucket, even across batches', async () => {
    // Three more bets of m3 in the same hour, folded one at a time.
    for (const m of [10, 20, 40]) {
      await addBet('s-m3', T(`2026-03-18T03:${m}:00Z`), 100, 0);
      await foldStats(d.db, 1, NOW);
    }
    const row = await d.db
      .selectFrom('team_stats')
      .select(['active_members', 'bet_count'])
      .where('ancestor_id', '=', 's-top')
      .where('grain', '=', 'hour')
      .where('period_start', '=', T('2026-03-18T03:00:00Z'))
      .where('depth', '=', 1)
      .executeTakeFirstOrThrow();
    expect([Number(row.active_members), Number(row.bet_count)]).toEqual([2, 6]); // s-m3 and s-sub, six bets
    expect(await actual()).toEqual(expected());
  });

  it('counts a new member in new_members of every ancestor at its depth', async () => {
    await addUser('s-m4', 's-sub', 0, T('2026-03-19T02:00:00Z'));
    await foldAll(d.db, NOW);
    const rows = await d.db
      .selectFrom('team_stats')
      .select(['ancestor_id', 'depth', 'new_members'])
      .where('grain', '=', 'day')
      .where('period_start', '=', T('2026-03-18T16:00:00Z'))
      .where('ancestor_id', 'in', ['s-top', 's-sub', 's-m4'])
      .orderBy('depth')
      .execute();
    expect(rows.map((r) => [r.ancestor_id, r.depth, Number(r.new_members)])).toEqual([
      ['s-m4', 0, 1],
      ['s-sub', 1, 1],
      ['s-top', 2, 1],
    ]);
    expect(await actual()).toEqual(expected());
  });

  it('concurrent folds in small batches never double count', async () => {
    const day = T('2026-03-19T05:00:00Z').getTime();
    for (let i = 0; i < 60; i++) {
      await addBet(['s-m1', 's-m2', 's-m3', 's-m4', 's-sub'][i % 5]!, new Date(day + i * 97_000), 100 + i, i % 3 ? 0 : 300 + i);
    }
    for (;;) {
      const runs = await Promise.all([1, 2, 3, 4].map(() => foldStats(d.db, 7, NOW)));
      if (runs.every((r) => r.claimed === 0)) break;
    }
    expect(await actual()).toEqual(expected());
  });
});

describe('outboxDrainedBefore and asOf', () => {
  it('says whether events before an instant are still waiting', async () => {
    const t = T('2026-03-19T10:00:00Z');
    await addBet('s-m1', t, 100, 0);
    expect(await outboxDrainedBefore(d.db, TEST_MERCHANT, t)).toBe(true);
    expect(await outboxDrainedBefore(d.db, TEST_MERCHANT, new Date(t.getTime() + 1))).toBe(false);
    expect(await outboxDrainedBefore(d.db, 'other', new Date(t.getTime() + 1))).toBe(true);
    expect((await statsAsOf(d.db, TEST_MERCHANT, NOW)).toISOString()).toBe(t.toISOString());
    await foldAll(d.db, NOW);
    expect(await outboxDrainedBefore(d.db, TEST_MERCHANT, NOW)).toBe(true);
    expect((await statsAsOf(d.db, TEST_MERCHANT, NOW)).toISOString()).toBe(NOW.toISOString());
    expect(await actual()).toEqual(expected());
  });
});

describe('purgeFineStats', () => {
  it('drops 5-minute and hourly buckets older than the retention, keeps the rest', async () => {
    const later = new Date(NOW.getTime() + 10 * 86_400_000);
    const cutoff = new Date(later.getTime() - AGENTS.fineStatsRetentionDays * 86_400_000);
    const count = async (where: 'old-fine' | 'coarse') => {
      const r = await sql<{ n: string }>`select count(*) as n from team_stats where ${
        where === 'old-fine' ? sql`grain in ('5m', 'hour') and period_start < ${cutoff}` : sql`grain not in ('5m', 'hour')`
      }`.execute(d.db);
      return Number(r.rows[0]!.n);
    };
    const coarse = await count('coarse');
    expect(await count('old-fine')).toBeGreaterThan(0);
    expect(await purgeFineStats(d.db, later)).toBeGreaterThan(0);
    expect(await count('old-fine')).toBe(0);
    expect(await count('coarse')).toBe(coarse);
  });
});
