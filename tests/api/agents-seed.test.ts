import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { seedDatabase } from '../../server/db/seed';
import { AGENT_TREE } from '../../server/db/seed-data/agents';
import { json } from '../../server/testing/test-app';
import { createTestDb, TEST_MERCHANT } from '../../server/testing/test-db';
import { makeAgentKit } from './agents-kit';

/** The demo downline and agent announcements (server/db/seed-data/agents.ts): seeded once, idempotent. */
let d: OpenedDatabase;
beforeAll(async () => {
  d = await createTestDb();
});
afterAll(() => d.close());

const TABLES = ['users', 'user_tree', 'agent_announcements', 'ledger_postings', 'bets', 'deposits', 'stat_outbox'];
async function counts() {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(d.db)).rows[0]!.n);
  return out;
}

describe('seeded agents', () => {
  it('hang agent02 under agent01 and player03 under agent02; player01 stays under agent01', async () => {
    const rows = await d.db
      .selectFrom('user_tree as t')
      .innerJoin('users as a', 'a.id', 't.ancestor_id')
      .innerJoin('users as u', 'u.id', 't.descendant_id')
      .select(['a.username as ancestor', 'u.username as member', 't.depth'])
      .where('a.username', '=', 'agent01')
      .where('t.depth', '>=', 1)
      .orderBy('u.username')
      .execute();
    expect(rows.map((r) => [r.member, r.depth])).toEqual([
      ['agent02', 1],
      ['player01', 1],
      ['player03', 2],
    ]);
    const a2 = await d.db.selectFrom('users').selectAll().where('username', '=', 'agent02').executeTakeFirstOrThrow();
    const a1 = await d.db.selectFrom('users').selectAll().where('username', '=', 'agent01').executeTakeFirstOrThrow();
    expect([a2.type, a2.affiliate_code, a2.rebate_bps <= a1.rebate_bps, a2.payment_password_hash !== null]).toEqual([1, 'AGENT02', true, true]);
  });

  it('let agent02 and player03 log in with their README passwords; agent02 has money and player03 bets', async () => {
    const k = makeAgentKit(d);
    for (const a of AGENT_TREE) expect((await json(await k.login(a.username, a.password))).success, a.username).toBe(true);
    const a2 = await d.db.selectFrom('users').select('id').where('username', '=', 'agent02').executeTakeFirstOrThrow();
    expect(await k.main(a2.id)).toBeGreaterThan(0);
    const p3 = await d.db.selectFrom('users').select('id').where('username', '=', 'player03').executeTakeFirstOrThrow();
    const bets = await d.db.selectFrom('bets').select('status').where('user_id', '=', p3.id).execute();
    expect(bets.length).toBeGreaterThan(0);
  });

  it('change nothing on a second run', async () => {
    const before = await counts();
    const users = await d.db.selectFrom('users').select(['id', 'rebate_bps', 'type', 'password_hash']).orderBy('id').execute();
    await seedDatabase(d.db, { merchantCode: TEST_MERCHANT, languages: ['bn', 'en'] });
    expect(await counts()).toEqual(before);
    expect(await d.db.selectFrom('users').select(['id', 'rebate_bps', 'type', 'password_hash']).orderBy('id').execute()).toEqual(users);
  });
});
