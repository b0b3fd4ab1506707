import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KyselyPlugin, PostgresQueryCompiler, sql } from 'kysely';
import type { OpenedDatabase } from '../../db/connect';
import { json } from '../../db/json';
import { createTestDb } from '../../testing/test-db';
import { MoneyError } from './errors';
import { idempotent } from './idempotency';
import { auditLedger, ledgerAccount, LedgerError, type Leg, post } from './ledger';

const M = 'lt01';
let d: OpenedDatabase;
beforeAll(async () => {
  d = await createTestDb({ seed: false });
  await d.db.insertInto('merchants').values({ code: M, profile: json({}), allowed_countries: json([]) }).execute();
  for (const id of ['u1', 'u2', 'u3', 'u4']) {
    await d.db
      .insertInto('users')
      .values({ id, merchant_code: M, username: id, password_hash: 'x', password_changed_at: new Date(), nickname: id, profile: json({}), register_method: 'TEST' })
      .execute();
  }
});
afterAll(() => d.close());

const at = new Date('2026-03-01T00:00:00Z');
const main = (u: string) => ledgerAccount.wallet(M, u);
const channel = ledgerAccount.channel(M, 'BANK');
const move = (legs: Leg[], kind = 'test') => d.db.transaction().execute((tx) => post(tx, { merchantCode: M, kind, reference: 'R', userId: null, at, legs }));
const balance = async (id: string) => Number((await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirst())?.balance ?? 0);
const count = async (t: 'ledger_postings' | 'ledger_transactions') => Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(t)}`.execute(d.db)).rows[0]!.n);
const fund = (u: string, amount: number) => move([{ account: channel, amount: -amount }, { account: main(u), amount }], 'deposit');

describe('post()', () => {
  it('writes a transaction whose postings carry balance_after and updates the cached balances', async () => {
    const posted = await fund('u1', 10_000);
    expect(posted.balances.get(main('u1').id)).toBe(10_000);
    const rows = await d.db.selectFrom('ledger_postings').select(['account_id', 'amount', 'balance_after']).where('transaction_id', '=', posted.transactionId).orderBy('account_id').execute();
    expect(rows.map((r) => [r.account_id, Number(r.amount), Number(r.balance_after)])).toEqual([
      [channel.id, -10_000, -10_000],
      [main('u1').id, 10_000, 10_000],
    ]);
    expect(await balance(main('u1').id)).toBe(10_000);
    // System accounts may go negative; player wallets may not.
    expect(await balance(channel.id)).toBe(-10_000);
  });

  it('refuses legs that do not sum to zero, single legs, zero or fractional amounts and a repeated account', async () => {
    const before = await count('ledger_postings');
    const bad: Leg[][] = [
      [{ account: channel, amount: -100 }, { account: main('u1'), amount: 99 }],
      [{ account: main('u1'), amount: 100 }],
      [],
      [{ account: channel, amount: 0 }, { account: main('u1'), amount: 0 }],
      [{ account: channel, amount: -1.5 }, { account: main('u1'), amount: 1.5 }],
      [{ account: main('u1'), amount: -100 }, { account: main('u1'), amount: 100 }],
    ];
    for (const legs of bad) await expect(move(legs)).rejects.toBeInstanceOf(LedgerError);
    expect(await count('ledger_postings')).toBe(before);
  });

  it('refuses to take a player wallet below zero (money.balance.insufficient) and writes nothing', async () => {
    await fund('u2', 500);
    const [p, t] = [await count('ledger_postings'), await count('ledger_transactions')];
    const err = await move([{ account: main('u2'), amount: -501 }, { account: main('u3'), amount: 501 }]).catch((e) => e);
    expect(err).toBeInstanceOf(MoneyError);
    expect(err.code).toBe('money.balance.insufficient');
    expect([await count('ledger_postings'), await count('ledger_transactions')]).toEqual([p, t]);
    expect([await balance(main('u2').id), await balance(main('u3').id)]).toEqual([500, 0]);
    await move([{ account: main('u2'), amount: -500 }, { account: main('u3'), amount: 500 }]);
    expect([await balance(main('u2').id), await balance(main('u3').id)]).toEqual([0, 500]);
  });

  it('locks the touched accounts with SELECT … FOR UPDATE in id order, whatever the order of the legs', async () => {
    const seen: string[] = [];
    const compiler = new PostgresQueryCompiler();
    const spy: KyselyPlugin = {
      transformQuery: (args) => {
        seen.push(compiler.compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await fund('u4', 1_000);
    await d.db.transaction().execute((tx) =>
      post(tx.withPlugin(spy), {
        merchantCode: M,
        kind: 'test',
        reference: 'R',
        userId: null,
        at,
        legs: [
          { account: main('u4'), amount: -300 },
          { account: main('u1'), amount: 300 },
        ],
      }),
    );
    const lock = seen.find((q) => /for update/i.test(q))!;
    expect(lock).toMatch(/order by "id"/i);
    expect(seen.findIndex((q) => /for update/i.test(q))).toBeLessThan(seen.findIndex((q) => /insert into "ledger_postings"/i.test(q)));
  });

  it('opposite movements between two wallets racing each other all complete (no deadlock) and conserve the total', async () => {
    await fund('u3', 10_000);
    const a = main('u1');
    const b = main('u3');
    const total = (await balance(a.id)) + (await balance(b.id));
    const runs = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? move([{ account: a, amount: -7 }, { account: b, amount: 7 }]) : move([{ account: b, amount: -5 }, { account: a, amount: 5 }]),
    );
    await Promise.all(runs);
    expect((await balance(a.id)) + (await balance(b.id))).toBe(total);
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });
});

describe('what the database itself refuses', () => {
  const refused = (q: Promise<unknown>) => expect(q).rejects.toThrow(/append-only|sum to zero|two postings|non_negative|violates check/);

  it('postings and transactions are append-only: UPDATE, DELETE and TRUNCATE fail', async () => {
    const before = await count('ledger_postings');
    await refused(sql`update ledger_postings set amount = amount * 2`.execute(d.db));
    await refused(sql`delete from ledger_postings`.execute(d.db));
    await refused(sql`truncate ledger_postings cascade`.execute(d.db));
    await refused(sql`update ledger_transactions set kind = 'x'`.execute(d.db));
    await refused(sql`delete from ledger_transactions`.execute(d.db));
    expect(await count('ledger_postings')).toBe(before);
  });

  it('a commit whose postings do not sum to zero is refused (deferred constraint trigger)', async () => {
    const before = await count('ledger_postings');
    await refused(
      d.db.transaction().execute(async (tx) => {
        const { id } = await tx.insertInto('ledger_transactions').values({ merchant_code: M, kind: 'forged', reference: 'F', user_id: null, note: null, created_at: at }).returning('id').executeTakeFirstOrThrow();
        await tx.insertInto('ledger_postings').values({ transaction_id: id, account_id: main('u1').id, amount: 1_000_000, balance_after: 0, created_at: at }).execute();
        await tx.insertInto('ledger_postings').values({ transaction_id: id, account_id: channel.id, amount: -1, balance_after: 0, created_at: at }).execute();
      }),
    );
    expect(await count('ledger_postings')).toBe(before);
  });

  it('a transaction with no postings is refused at commit', async () => {
    const before = await count('ledger_transactions');
    await refused(
      d.db.transaction().execute((tx) =>
        tx.insertInto('ledger_transactions').values({ merchant_code: M, kind: 'empty', reference: 'E', user_id: null, note: null, created_at: at }).execute(),
      ),
    );
    expect(await count('ledger_transactions')).toBe(before);
  });

  it('a player wallet balance below zero violates CHECK (allow_negative OR balance >= 0)', async () => {
    await refused(sql`update ledger_accounts set balance = -1 where id = ${main('u1').id}`.execute(d.db));
  });
});

describe('auditLedger()', () => {
  it('reports counts and no violations on a sound ledger', async () => {
    const r = await auditLedger(d.db);
    expect(r.violations).toEqual([]);
    expect(r.postings).toBe(await count('ledger_postings'));
    expect(r.transactions).toBe(await count('ledger_transactions'));
    expect(r.accounts).toBeGreaterThanOrEqual(5);
  });

  it('detects a cached balance changed behind the ledger\'s back', async () => {
    const id = main('u1').id;
    await sql`update ledger_accounts set balance = balance + 1 where id = ${id}`.execute(d.db);
    try {
      const r = await auditLedger(d.db);
      expect(r.violations).toEqual([{ kind: 'balance', detail: expect.stringContaining(`account ${id}: cached balance`) }]);
    } finally {
      await sql`update ledger_accounts set balance = balance - 1 where id = ${id}`.execute(d.db);
    }
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });

  it('detects an unbalanced transaction and a broken balance_after chain written with the triggers switched off', async () => {
    const toggle = async (on: boolean) => {
      for (const t of ['ledger_postings', 'ledger_transactions']) await sql`alter table ${sql.table(t)} ${sql.raw(on ? 'enable' : 'disable')} trigger user`.execute(d.db);
    };
    await toggle(false);
    let forged = '';
    try {
      const { id } = await d.db.insertInto('ledger_transactions').values({ merchant_code: M, kind: 'forged', reference: 'F', user_id: null, note: null, created_at: at }).returning('id').executeTakeFirstOrThrow();
      forged = String(id);
      await d.db.insertInto('ledger_postings').values({ transaction_id: id, account_id: main('u2').id, amount: 50, balance_after: 999, created_at: at }).execute();
      const r = await auditLedger(d.db);
      expect(r.violations.map((v) => v.kind).sort()).toEqual(['balance', 'chain', 'unbalanced']);
      expect(r.violations.find((v) => v.kind === 'unbalanced')!.detail).toBe(`transaction ${forged}: postings sum to 50 over 1 leg(s)`);
    } finally {
      if (forged) {
        await sql`delete from ledger_postings where transaction_id = ${forged}`.execute(d.db);
        await sql`delete from ledger_transactions where id = ${forged}`.execute(d.db);
      }
      await toggle(true);
    }
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });
});

describe('idempotent()', () => {
  const run = (key: string, params: Record<string, unknown>, amount = 10) =>
    idempotent(d.db, { userId: 'u4', key, scope: 'test', params }, at, async (tx) => {
      const p = await post(tx, { merchantCode: M, kind: 'test', reference: key, userId: 'u4', at, legs: [{ account: channel, amount: -amount }, { account: main('u4'), amount }] });
      return { transactionId: p.transactionId };
    });

  it('answers the first result again for the same key and parameters (in any key order), moving money once', async () => {
    const before = await balance(main('u4').id);
    const a = await run('key-0001', { a: 1, b: [1, 2] });
    const b = await run('key-0001', { b: [1, 2], a: 1 });
    expect(b).toEqual(a);
    expect(await balance(main('u4').id)).toBe(before + 10);
  });

  it('refuses the same key with other parameters or another scope (money.idempotency.conflict)', async () => {
    await run('key-0002', { a: 1 });
    await expect(run('key-0002', { a: 2 })).rejects.toMatchObject({ code: 'money.idempotency.conflict' });
    await expect(idempotent(d.db, { userId: 'u4', key: 'key-0002', scope: 'other', params: { a: 1 } }, at, async () => 1)).rejects.toMatchObject({
      code: 'money.idempotency.conflict',
    });
  });

  it('stores nothing when the work fails, so the key can be used again', async () => {
    await expect(
      idempotent(d.db, { userId: 'u4', key: 'key-0003', scope: 'test', params: {} }, at, async () => {
        throw new MoneyError('conflict', 'money.balance.insufficient', 'no');
      }),
    ).rejects.toBeInstanceOf(MoneyError);
    expect(await d.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-0003').executeTakeFirst()).toBeUndefined();
    expect(await idempotent(d.db, { userId: 'u4', key: 'key-0003', scope: 'test', params: {} }, at, async () => 'done')).toBe('done');
  });

  it('racing requests with one key move the money once', async () => {
    const before = await balance(main('u4').id);
    const results = await Promise.all(Array.from({ length: 8 }, () => run('key-0004', { same: true })));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await balance(main('u4').id)).toBe(before + 10);
  });
});
