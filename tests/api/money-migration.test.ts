import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { json } from '../../server/db/json';
import { moneyProfile } from '../../server/db/seed-data/money';
import { useUnmigratedDb } from './migration-kit';

const { d, migrator } = useUnmigratedDb();

describe('migration 0004_money on an existing database', () => {
  it('moves a registration-time payment password into its column and gives existing merchants profile.money', async () => {
    expect((await migrator().migrateTo('0003_staff')).error).toBeUndefined();
    await d.db.insertInto('merchants').values({ code: 'old01', profile: json({ brand: { name: 'Old' } }), allowed_countries: json([]) }).execute();
    const base = { merchant_code: 'old01', password_hash: 'x', password_changed_at: new Date(), register_method: 'WEB' };
    await (d.db as Kysely<any>)
      .insertInto('users')
      .values([
        { ...base, id: 'o1', username: 'o1', nickname: 'o1', profile: json({ qqNum: '12345', paymentPasswordHash: '$argon2id$v=19$m=1024,t=1,p=1$abc$def' }) },
        { ...base, id: 'o2', username: 'o2', nickname: 'o2', profile: json({ qqNum: '67890' }) },
      ])
      .execute();
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
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
