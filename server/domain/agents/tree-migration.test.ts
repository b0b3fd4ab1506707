import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpenedDatabase } from '../../db/connect';
import { createTestDb, TEST_MERCHANT } from '../../testing/test-db';

/** Migration 0008_agents: the closure rows and outbox rows its triggers keep. */
describe('downline tree triggers', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await createTestDb();
  });
  afterAll(() => opened.close());

  test('seeded users have their closure rows and the outbox has their history', async () => {
    const db = opened.db;
    const rows = await db.selectFrom('user_tree').selectAll().where('descendant_id', '=', `${TEST_MERCHANT}-player01`).orderBy('depth').execute();
    expect(rows.map((r) => [r.ancestor_id, r.depth])).toEqual([
      [`${TEST_MERCHANT}-player01`, 0],
      [`${TEST_MERCHANT}-agent01`, 1],
    ]);
    const bets = await db.selectFrom('stat_outbox').select(sql<number>`sum(bet_count)::int`.as('n')).where('user_id', '=', `${TEST_MERCHANT}-player01`).executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBeGreaterThan(0);
  });

  test('a new user under a downline gets every ancestor; the upline cannot change', async () => {
    const db = opened.db;
    const base = { merchant_code: TEST_MERCHANT, password_hash: 'x', password_changed_at: new Date(), nickname: 'n', profile: '{}', register_method: 'TEST' };
    await db.insertInto('users').values({ ...base, id: 't-a2', username: 't-a2', type: 1, upline_id: `${TEST_MERCHANT}-agent01` }).execute();
    await db.insertInto('users').values({ ...base, id: 't-m3', username: 't-m3', type: 0, upline_id: 't-a2' }).execute();
    const rows = await db.selectFrom('user_tree').selectAll().where('descendant_id', '=', 't-m3').orderBy('depth').execute();
    expect(rows.map((r) => [r.ancestor_id, r.depth])).toEqual([
      ['t-m3', 0],
      ['t-a2', 1],
      [`${TEST_MERCHANT}-agent01`, 2],
    ]);
    await expect(db.updateTable('users').set({ upline_id: null }).where('id', '=', 't-m3').execute()).rejects.toThrow(/never changes/);
    const outbox = await db.selectFrom('stat_outbox').selectAll().where('user_id', '=', 't-m3').execute();
    expect(outbox.map((o) => Number(o.new_members))).toEqual([1]);
  });
});
