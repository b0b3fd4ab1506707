import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kysely, Migrator } from 'kysely';
import { type OpenedDatabase, openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { json } from '../../server/db/json';
import { migrations } from '../../server/db/migrations';
import { moneyProfile } from '../../server/db/seed-data/money';

let d: OpenedDatabase;
const migrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
beforeAll(async () => {
  d = await openDatabase({ dataDir: null });
});
afterAll(() => d.close());

describe('migration 0004_money on an existing database', () => {
  it('moves a registration-time payment password into its column and gives existing merchants profile.money', async () => {
    expect((await migrator(d.db).migrateTo('0003_staff')).error).toBeUndefined();
    await d.db.insertInto('merchants').values({ code: 'old01', profile: json({ brand: { name: 'Old' } }), allowed_countries: json([]) }).execute();
    const base = { merchant_code: 'old01', password_hash: 'x', password_changed_at: new Date(), register_method: 'WEB' };
    await (d.db as Kysely<any>)
      .insertInto('users')
      .values([
        { ...base, id: 'o1', username: 'o1', nickname: 'o1', profile: json({ qqNum: '12345', paymentPasswordHash: '$argon2id$v=19$m=1024,t=1,p=1$abc$def' }) },
        { ...base, id: 'o2', username: 'o2', nickname: 'o2', profile: json({ qqNum: '67890' }) },
      ])
      .execute();
    expect((await migrator(d.db).migrateToLatest()).error).toBeUndefined();
    const users = await d.db.selectFrom('users').select(['id', 'payment_password_hash', 'profile']).orderBy('id').execute();
    expect(users).toEqual([
      { id: 'o1', payment_password_hash: '$argon2id$v=19$m=1024,t=1,p=1$abc$def', profile: { qqNum: '12345' } },
      { id: 'o2', payment_password_hash: null, profile: { qqNum: '67890' } },
    ]);
    const m = await d.db.selectFrom('merchants').select('profile').where('code', '=', 'old01').executeTakeFirstOrThrow();
    expect(m.profile.money).toEqual(moneyProfile());
    expect(m.profile.brand).toEqual({ name: 'Old' });
  });
});
