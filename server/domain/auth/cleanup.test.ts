import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/connect';
import { createTestDb, TEST_MERCHANT } from '../../testing/test-db';
import { runOps } from '../../cli/commands';
import { purgeExpired, RETENTION } from './cleanup';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await createTestDb();
}, 60_000);
afterAll(async () => opened?.close());

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;

describe('purgeExpired', () => {
  it('removes only rows past their retention, leaving live and recent ones', async () => {
    const db = opened.db;
    const user = await db.selectFrom('users').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
    await db
      .insertInto('captchas')
      .values([
        { id_hash: 'old', answer_hash: 'x', ip: '1.1.1.1', created_at: ago(RETENTION.captchasMs + 2 * HOUR), expires_at: ago(RETENTION.captchasMs + HOUR) },
        { id_hash: 'recent', answer_hash: 'x', ip: '1.1.1.1', created_at: ago(2 * HOUR), expires_at: ago(HOUR) },
      ])
      .execute();
    await db
      .insertInto('verification_codes')
      .values([
        { merchant_code: TEST_MERCHANT, purpose: 'purge-test', subject: 'old', code_hash: 'x', created_at: ago(3 * 24 * HOUR), expires_at: ago(2 * 24 * HOUR) },
        { merchant_code: TEST_MERCHANT, purpose: 'purge-test', subject: 'live', code_hash: 'x', created_at: ago(HOUR), expires_at: new Date(NOW.getTime() + HOUR) },
      ])
      .execute();
    await db
      .insertInto('login_challenges')
      .values([
        { id_hash: 'c-old', user_id: user.id, ip: '1.1.1.1', methods: JSON.stringify(['sms']) as never, must_change_password: false, password_expired: false, created_at: ago(3 * 24 * HOUR), expires_at: ago(2 * 24 * HOUR) },
        { id_hash: 'c-live', user_id: user.id, ip: '1.1.1.1', methods: JSON.stringify(['sms']) as never, must_change_password: false, password_expired: false, created_at: ago(HOUR), expires_at: new Date(NOW.getTime() + HOUR) },
      ])
      .execute();
    await db
      .insertInto('rate_counters')
      .values([
        { key: 'purge:lapsed', count: 3, window_start: ago(2 * 24 * HOUR) },
        { key: 'purge:live-window', count: 3, window_start: ago(HOUR) },
        // An old window whose "not before" slot is still in the future must survive.
        { key: 'purge:slot', count: 0, window_start: ago(2 * 24 * HOUR), next_at: new Date(NOW.getTime() + HOUR) },
      ])
      .execute();
    await db
      .insertInto('sessions')
      .values([
        { token_hash: 'purge-old', user_id: user.id, merchant_code: TEST_MERCHANT, expires_at: ago(RETENTION.sessionsMs + HOUR) },
        { token_hash: 'purge-ended', user_id: user.id, merchant_code: TEST_MERCHANT, expires_at: ago(HOUR), ended_at: ago(RETENTION.sessionsMs + HOUR) },
        { token_hash: 'purge-live', user_id: user.id, merchant_code: TEST_MERCHANT, expires_at: new Date(NOW.getTime() + HOUR) },
      ])
      .execute();

    const game = await db.selectFrom('games').select('game_id').where('merchant_code', '=', TEST_MERCHANT).executeTakeFirstOrThrow();
    const ticket = (hash: string, createdAt: Date) => ({
      ticket_hash: hash,
      merchant_code: TEST_MERCHANT,
      user_id: user.id,
      user_type: 1,
      game_id: game.game_id,
      wallet_code: 'MAIN',
      language: 'en',
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + 120_000),
    });
    await db
      .insertInto('launch_tickets')
      .values([ticket('purge-t-old', ago(RETENTION.launchTicketsMs + HOUR)), ticket('purge-t-recent', ago(HOUR))])
      .execute();

    await db
      .insertInto('wire_nonces')
      .values([{ nonce: 'purge-n-past', expires_at: ago(1) }, { nonce: 'purge-n-live', expires_at: new Date(NOW.getTime() + 60_000) }])
      .execute();

    const counts = await purgeExpired(db, NOW);
    expect(counts).toMatchObject({ captchas: 1, verificationCodes: 1, loginChallenges: 1, rateCounters: 1, sessions: 2, launchTickets: 1, wireNonces: 1 });

    expect((await db.selectFrom('captchas').select('id_hash').where('id_hash', 'in', ['old', 'recent']).execute()).map((r) => r.id_hash)).toEqual(['recent']);
    expect((await db.selectFrom('verification_codes').select('subject').where('purpose', '=', 'purge-test').execute()).map((r) => r.subject)).toEqual(['live']);
    expect((await db.selectFrom('login_challenges').select('id_hash').where('id_hash', 'like', 'c-%').execute()).map((r) => r.id_hash)).toEqual(['c-live']);
    expect((await db.selectFrom('rate_counters').select('key').where('key', 'like', 'purge:%').orderBy('key').execute()).map((r) => r.key)).toEqual(['purge:live-window', 'purge:slot']);
    expect((await db.selectFrom('sessions').select('token_hash').where('token_hash', 'like', 'purge-%').execute()).map((r) => r.token_hash)).toEqual(['purge-live']);
    expect((await db.selectFrom('launch_tickets').select('ticket_hash').where('ticket_hash', 'like', 'purge-t-%').execute()).map((r) => r.ticket_hash)).toEqual(['purge-t-recent']);
    expect((await db.selectFrom('wire_nonces').select('nonce').where('nonce', 'like', 'purge-n-%').execute()).map((r) => r.nonce)).toEqual(['purge-n-live']);

    // Running again finds nothing more to do.
    expect(await purgeExpired(db, NOW)).toEqual({ captchas: 0, verificationCodes: 0, loginChallenges: 0, rateCounters: 0, sessions: 0, launchTickets: 0, wireNonces: 0 });
  });

  it('runs on demand as the operator command `auth purge`, which prints what it deleted', async () => {
    const db = opened.db;
    await db
      .insertInto('captchas')
      .values({ id_hash: 'ops-old', answer_hash: 'x', ip: '1.1.1.1', created_at: ago(3 * 24 * HOUR), expires_at: ago(2 * 24 * HOUR) })
      .execute();
    const result = await runOps({ db, merchantCode: TEST_MERCHANT, invalidate: () => {}, clock: { now: () => NOW } }, ['auth', 'purge']);
    expect(result.ok).toBe(true);
    expect(result.output).toMatch(/^purged: 1 captchas, 0 verification codes, 0 login challenges, 0 throttle counters, 0 sessions, 0 game launch tickets, 0 request nonces$/);
    expect(await db.selectFrom('captchas').select('id_hash').where('id_hash', '=', 'ops-old').executeTakeFirst()).toBeUndefined();
  });
});
