import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { OpenedDatabase } from '../../server/db/connect';
import { seedDatabase } from '../../server/db/seed';
import { seedUserId } from '../../server/db/seed-accounts';
import { OPS_HELP } from '../../server/cli/commands';
import { OPS_TOKEN_HEADER } from '../../server/routes/ops';
import { json, makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb, TEST_MERCHANT } from '../../server/testing/test-db';

let d: OpenedDatabase;
let t: TestApp;
const TOKEN = 'c'.repeat(64);
beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({ db: d.db, opsToken: TOKEN });
});
afterAll(() => d.close());

/** Through the running server's loopback transport, as the CLI does while the server owns the data dir. */
const run = async (...argv: string[]) =>
  json<{ ok: boolean; output: string }>(
    await t.call('/ops/run', { method: 'POST', headers: { 'Content-Type': 'application/json', [OPS_TOKEN_HEADER]: TOKEN }, body: JSON.stringify({ argv }) }),
  );

describe('money operator commands', () => {
  it('are listed in the help', () => {
    for (const c of ['deposit list', 'deposit approve <ref>', 'deposit reject <ref> [reason]', 'withdrawal list', 'withdrawal approve <ref>', 'withdrawal reject <ref> [reason]', 'withdrawal refund <ref>', 'withdrawal close <ref>', 'withdrawal auto-receive', 'ledger audit']) {
      expect(OPS_HELP).toContain(c);
    }
    expect(OPS_HELP).not.toMatch(/wallet credit/);
  });

  it('ledger audit prints the counts and "violations: none" on the seeded ledger', async () => {
    const out = await run('ledger', 'audit');
    expect(out.ok).toBe(true);
    expect(out.output).toMatch(/^ledger: \d+ accounts, \d+ transactions, \d+ postings\nviolations: none$/);
  });

  it('ledger audit fails (ok: false → exit code 1) when a cached balance was changed behind the ledger', async () => {
    const id = `w:${seedUserId(TEST_MERCHANT, 'player01')}:MAIN`;
    await sql`update ledger_accounts set balance = balance + 100 where id = ${id}`.execute(d.db);
    try {
      const out = await run('ledger', 'audit');
      expect(out.ok).toBe(false);
      expect(out.output).toContain('violations: 1');
      expect(out.output).toContain(`[balance] account ${id}: cached balance`);
    } finally {
      await sql`update ledger_accounts set balance = balance - 100 where id = ${id}`.execute(d.db);
    }
    expect((await run('ledger', 'audit')).ok).toBe(true);
  });

  it('deposit and withdrawal commands work through /ops/run and refuse unknown references and usage errors', async () => {
    expect(await run('deposit', 'list')).toEqual({ ok: true, output: `pending deposits of ${TEST_MERCHANT}: 0` });
    expect((await run('deposit', 'list', '--all')).output).toMatch(/player01 {2}BKASH {2}P 5,000\.00 {2}approved/);
    expect(await run('deposit', 'approve', 'D000000NOPE')).toEqual({ ok: false, output: 'error: no such deposit (money.deposit.unknown)' });
    expect((await run('deposit', 'approve')).output).toMatch(/^error: missing or malformed <ref>/);
    expect((await run('withdrawal', 'refund', 'W000000NOPE')).output).toBe('error: no such withdrawal (money.withdrawal.unknown)');
    expect(await run('withdrawal', 'list')).toEqual({ ok: true, output: `open withdrawals of ${TEST_MERCHANT}: 0` });
    expect((await run('withdrawal', 'auto-receive')).ok).toBe(true);
    expect((await run('wallet', 'credit', 'player01', '100', 'gift')).ok).toBe(false);
  });
});

describe('the seeded demo money', () => {
  it('player01: P 5,000.00 deposit, bonus, vendor transfers, 12 settled bets; agent01 a deposit; payment passwords set; a bKash payout account', async () => {
    const p1 = seedUserId(TEST_MERCHANT, 'player01');
    const a1 = seedUserId(TEST_MERCHANT, 'agent01');
    const bets = await d.db.selectFrom('bets').select(['category', 'status']).where('user_id', '=', p1).execute();
    expect(bets).toHaveLength(12);
    expect(new Set(bets.map((b) => b.category)).size).toBeGreaterThanOrEqual(5);
    expect(bets.every((b) => b.status !== 'open')).toBe(true);
    const kinds = await d.db.selectFrom('ledger_transactions').select('kind').where('user_id', '=', p1).execute();
    const n = (k: string) => kinds.filter((x) => x.kind === k).length;
    expect([n('deposit'), n('bonus'), n('walletTransfer'), n('betStake')]).toEqual([1, 1, 2, 12]);
    const users = await d.db.selectFrom('users').select(['id', 'payment_password_hash', 'payee_name']).where('id', 'in', [p1, a1]).execute();
    expect(users.every((u) => u.payment_password_hash?.startsWith('$argon2id$'))).toBe(true);
    expect(users.find((u) => u.id === p1)!.payee_name).toBe('Rahim Uddin');
    const payout = await d.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', p1).execute();
    expect(payout).toMatchObject([{ provider: 'BKASH', payee_name: 'Rahim Uddin', account_no: '01711000001' }]);
    const agentDeposit = await d.db.selectFrom('deposits').select(['amount', 'status']).where('user_id', '=', a1).execute();
    expect(agentDeposit.map((r) => [Number(r.amount), r.status])).toEqual([[1_000_000, 'approved']]);
  });

  it('a second seed run adds no movement, deposit, bet or payout account', async () => {
    const tables = ['ledger_transactions', 'ledger_postings', 'deposits', 'bets', 'payout_accounts', 'idempotency_keys'] as const;
    const counts = async () => Promise.all(tables.map(async (tb) => Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(tb)}`.execute(d.db)).rows[0]!.n)));
    const before = await counts();
    const hashes = await d.db.selectFrom('users').select(['id', 'payment_password_hash']).orderBy('id').execute();
    await seedDatabase(d.db, { merchantCode: TEST_MERCHANT, languages: ['bn', 'en'] });
    expect(await counts()).toEqual(before);
    expect(await d.db.selectFrom('users').select(['id', 'payment_password_hash']).orderBy('id').execute()).toEqual(hashes);
    expect((await run('ledger', 'audit')).ok).toBe(true);
  });
});
