import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { totpAt } from '../../server/domain/auth/totp';
import { json, makeTestApp, testClock } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';
import { makeKit } from './accounts-kit';

let d: OpenedDatabase;
beforeAll(async () => {
  d = await createTestDb();
});
afterAll(() => d.close());

const cookieOf = (res: Response) => /wps_captcha=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

describe('dev aids for browser tests', () => {
  it('outside production, /dev/captcha tells the answer of the captcha bound to a cookie id, and that answer passes', async () => {
    const t = makeTestApp({ db: d.db, config: { nodeEnv: 'test' } });
    const res = await t.call('/wps/captcha', { ip: '192.0.2.10' });
    const id = cookieOf(res);
    expect(id).not.toBe('');
    const { value } = await json(await t.call(`/dev/captcha?id=${encodeURIComponent(id)}`));
    expect(value.answer).toMatch(/^[A-Za-z0-9]{5}$/);
    const unknown = await json(await t.call('/dev/captcha?id=nope'));
    expect(unknown.value.answer).toBeNull();
    const bad = await t.call('/dev/captcha');
    expect(bad.status).toBe(400);
  });

  it('/dev/captcha answers on another instance of the same database, until the captcha lapses', async () => {
    const clock = testClock();
    const [a, b] = [makeTestApp({ db: d.db, clock, config: { nodeEnv: 'test' } }), makeTestApp({ db: d.db, clock, config: { nodeEnv: 'test' } })];
    const id = cookieOf(await a.call('/wps/captcha', { ip: '192.0.2.11' }));
    const { value } = await json(await b.call(`/dev/captcha?id=${encodeURIComponent(id)}`));
    expect(value.answer).toMatch(/^[A-Za-z0-9]{5}$/);
    clock.advance(b.config.auth.captchaTtlMs + 1000);
    expect((await json(await b.call(`/dev/captcha?id=${encodeURIComponent(id)}`))).value.answer).toBeNull();
  });

  it('in production neither /dev/captcha nor /dev/outbox nor /dev/totp exists', async () => {
    const t = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    for (const path of ['/dev/captcha?id=x', '/dev/outbox']) {
      const res = await t.call(path);
      expect(res.status, path).toBe(404);
    }
    expect((await t.call('/dev/totp', { method: 'POST', headers: { Authorization: 'whatever' } })).status).toBe(404);
  });

  it('outside production, /dev/totp gives the logged-in member a new authenticator secret that answers the new-address check', async () => {
    const k = makeKit(d);
    expect((await k.t.call('/dev/totp', { method: 'POST' })).status).toBe(401);
    const home = '10.32.0.1';
    const { token } = (await json(await k.login('expired01', 'Expired@2026', { ip: home }))).value;
    const res = await k.t.call('/dev/totp', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { secret } = (await json(res)).value as { secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A second call replaces it.
    const again = (await json(await k.t.call('/dev/totp', { method: 'POST', headers: { Authorization: token } }))).value.secret;
    expect(again).not.toBe(secret);

    const ip = '10.32.0.2';
    const challenge = await json(await k.login('expired01', 'Expired@2026', { ip }));
    expect(challenge.errorCode).toBe('login.verification.required');
    expect(challenge.value.methods).toContain('totp');
    const verify = (answer: string) => k.sealed('POST', '/wps/session/login/verify', { challengeId: challenge.value.challengeId, method: 'totp', answer }, { ip });
    expect((await json(await verify(totpAt(secret, k.clock.now())))).errorCode).toBe('login.verification.failed');
    expect((await verify(totpAt(again, k.clock.now()))).status).toBe(200);
  });

  it('outside production, /dev/agents/top-level makes a registered account without an upline a top-level agent; nobody else', async () => {
    const k = makeKit(d);
    const ip = '10.32.0.9';
    const username = 'devtop01';
    const c = await k.captcha(ip);
    const registered = await k.sealed(
      'PUT',
      '/wps/member/register',
      { username, password: 'Sturdy#Pass26', confirmPassword: 'Sturdy#Pass26', registerMethod: 'WEB', login: true, termsAccepted: true, captcha: c.answer },
      { ip, cookie: c.cookie },
    );
    expect(registered.status, await registered.clone().text()).toBe(200);
    const token = (await json(registered)).value.session.token as string;
    const contracts = () => k.t.call('/wps/agent/contracts?kind=daily', { ip, headers: { Authorization: token } });
    // A member: the agent endpoints refuse it.
    expect((await json(await contracts())).errorCode).toBe('agent.only');

    const res = await k.plain('POST', '/dev/agents/top-level', { username });
    expect(res.status).toBe(200);
    expect((await json(res)).value).toEqual({ account: username, type: 1 });
    // An agent now (read from the account on each request), without a contract of its own.
    const after = await json(await contracts());
    expect(after.success).toBe(true);
    expect(after.value.mine).toEqual([]);
    const row = await d.db.selectFrom('users').select(['type', 'upline_id']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 1, upline_id: null });

    // An account below an upline (its upline sets its type), and nobody, are refused; nothing changes.
    const below = await k.plain('POST', '/dev/agents/top-level', { username: 'player01' });
    expect([below.status, (await json(below)).errorCode]).toEqual([409, 'agent.member.type']);
    expect((await d.db.selectFrom('users').select('type').where('username', '=', 'player01').executeTakeFirstOrThrow()).type).toBe(0);
    expect((await k.plain('POST', '/dev/agents/top-level', { username: 'nobody999' })).status).toBe(404);
    expect((await k.plain('POST', '/dev/agents/top-level', {})).status).toBe(400);

    const prod = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    const refused = await prod.call('/dev/agents/top-level', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'expired01' }) });
    expect(refused.status).toBe(404);
    expect((await d.db.selectFrom('users').select('type').where('username', '=', 'expired01').executeTakeFirstOrThrow()).type).toBe(0);
  });
});
