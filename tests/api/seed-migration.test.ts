import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { useUnmigratedDb } from './migration-kit';

const { d, migrator } = useUnmigratedDb();

describe('migration 0022_seed_natural_keys on a database two racing starts seeded', () => {
  it('keeps the oldest copy of each seeded message, leaves other messages alone, and then refuses a second copy', async () => {
    expect((await migrator().migrateTo('0020_passkeys')).error).toBeUndefined();
    await d.db.insertInto('merchants').values({ code: 'old01', profile: json({ brand: { name: 'Old' } }), allowed_countries: json([]) }).execute();
    await (d.db as Kysely<any>)
      .insertInto('users')
      .values({ id: 'u1', merchant_code: 'old01', username: 'u1', nickname: 'u1', password_hash: 'x', password_changed_at: new Date(), register_method: 'SEED', profile: json({}) })
      .execute();
    const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
    const message = (ref: string, h: number, read: boolean) => ({
      merchant_code: 'old01',
      user_id: 'u1',
      kind: 'platform.notice',
      title: json({ en: ref }),
      body: json({ en: ref }),
      ref,
      created_at: at(h),
      read_at: read ? at(h + 1) : null,
    });
    await d.db
      .insertInto('member_messages')
      .values([
        message('seed:welcome', 1, true),
        message('seed:welcome', 2, false),
        message('seed:app', 3, false),
        message('seed:welcome', 4, false),
        message('seed:app', 5, false),
        // A contract's offer and its end: two messages with the contract id as ref, both stay.
        message('C2026-1', 6, false),
        message('C2026-1', 7, false),
      ])
      .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const left = await d.db.selectFrom('member_messages').select(['ref', 'created_at', 'read_at']).orderBy('id').execute();
    expect(left.map((m) => [m.ref, new Date(m.created_at).getUTCHours(), m.read_at !== null])).toEqual([
      ['seed:welcome', 1, true],
      ['seed:app', 3, false],
      ['C2026-1', 6, false],
      ['C2026-1', 7, false],
    ]);
    await expect(d.db.insertInto('member_messages').values(message('seed:app', 8, false)).execute()).rejects.toThrow(/member_messages_seed_ref/);
  });
});
