import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

interface Db {
  things: { id: number; name: string; at: Date; data: unknown; tags: string[] | null };
}

let client: PGlite;
let db: Kysely<Db>;
beforeAll(async () => {
  client = new PGlite();
  db = new Kysely<Db>({ dialect: new PGliteDialect(client) });
  await sql`create table things (id int primary key, name text not null, at timestamptz not null, data jsonb, tags text[])`.execute(db);
});
afterAll(() => db.destroy());

describe('PGliteDialect (statements prepared once, by SQL text)', () => {
  it('binds new parameters each time and parses rows as PGlite does', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    for (let id = 1; id <= 8; id++) {
      await db.insertInto('things').values({ id, name: `n${id}`, at, data: JSON.stringify({ id }), tags: id % 2 ? ['a', 'b'] : null }).execute();
    }
    for (let id = 1; id <= 8; id++) {
      expect(await db.selectFrom('things').selectAll().where('id', '=', id).executeTakeFirst()).toEqual({
        id,
        name: `n${id}`,
        at,
        data: { id },
        tags: id % 2 ? ['a', 'b'] : null,
      });
    }
    const res = await db.updateTable('things').set({ name: 'x' }).where('id', '>', 6).executeTakeFirst();
    expect(res.numUpdatedRows).toBe(2n);
  });

  it('reports a failed statement with its code, and the transaction rolls back', async () => {
    await expect(db.insertInto('things').values({ id: 1, name: 'dup', at: new Date(), data: null, tags: null }).execute()).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.updateTable('things').set({ name: 'changed' }).where('id', '=', 2).execute();
        await tx.insertInto('things').values({ id: 1, name: 'dup', at: new Date(), data: null, tags: null }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.selectFrom('things').select('name').where('id', '=', 2).executeTakeFirstOrThrow()).name).toBe('n2');
  });

  it('begins a transaction with its first statement: empty, failing first and failing later statements', async () => {
    await db.transaction().execute(async () => {});
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`select nonsense from nowhere`.execute(tx);
      }),
    ).rejects.toThrow(/nowhere/);
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('things').values({ id: 1, name: 'dup', at: new Date(), data: null, tags: null }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const id = await db.transaction().execute(async (tx) => {
      await tx.insertInto('things').values({ id: 50, name: 'n50', at: new Date(), data: null, tags: null }).execute();
      return (await tx.selectFrom('things').select('id').where('id', '=', 50).executeTakeFirstOrThrow()).id;
    });
    expect(id).toBe(50);
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('things').values({ id: 51, name: 'n51', at: new Date(), data: null, tags: null }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.selectFrom('things').select('id').where('id', 'in', [50, 51]).execute()).toEqual([{ id: 50 }]);
    expect(client.isInTransaction()).toBe(false);
  });

  it('forgets its statements on a schema change, so select * sees the new column', async () => {
    await db.insertInto('things').values({ id: 100, name: 'n100', at: new Date(), data: null, tags: null }).execute();
    expect(Object.keys((await db.selectFrom('things').selectAll().where('id', '=', 100).executeTakeFirstOrThrow()) as object)).not.toContain('extra');
    await sql`alter table things add column extra int not null default 7`.execute(db);
    expect(await db.selectFrom('things').selectAll().where('id', '=', 100).executeTakeFirstOrThrow()).toMatchObject({ id: 100, extra: 7 });
  });

  it('keeps working past the cache size (older statements closed)', async () => {
    for (let i = 0; i < 300; i++) {
      const row = await sql<{ v: number }>`select ${i}::int + ${sql.lit(i)} as v`.execute(db);
      expect(row.rows[0]!.v).toBe(2 * i);
    }
    expect((await db.selectFrom('things').select('id').where('id', '=', 3).executeTakeFirstOrThrow()).id).toBe(3);
  });
});
