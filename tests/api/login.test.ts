import { describe, expect, it, vi } from 'vitest';
import { assert } from 'superstruct';
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { endpoints, responseStruct } from '../../src/api/endpoints';
import { CAPTCHA } from '../../src/config/accounts';
import { loadConfig, OWASP_ARGON2 } from '../../server/config';
import { json as dbJson } from '../../server/db/json';
import { PasswordHasher } from '../../server/domain/auth/passwords';
import { json, TEST_ARGON2 } from '../../server/testing/test-app';
import { makeKit, useKit } from './accounts-kit';

const { d, k } = useKit(makeKit);

// Each test uses its own address so per-address counters do not leak between tests.
let n = 10;
const nextIp = () => `198.51.100.${n++}`;
const EXPIRED01_IP = '198.51.100.250';

describe('password hashing', () => {
  it('uses argon2id at OWASP m=19456 KiB, t=2, p=1 in production config and for seeded accounts', async () => {
    expect(loadConfig({}).auth.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(OWASP_ARGON2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const u = await d.db.selectFrom('users').select('password_hash').where('username', '=', 'player01').executeTakeFirstOrThrow();
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(u.password_hash, 'Player@2026')).toBe(true);
  });
});

describe('POST /wps/session/login', () => {
  it('logs player01 in with a 128-bit token stored only as a hash', async () => {
    const res = await k.login('player01', 'Player@2026', { ip: nextIp() });
    expect(res.status).toBe(200);
    const body = await json(res);
    assert(body.value, await responseStruct(endpoints.login));
    expect(body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false });
    expect(Buffer.from(body.value.token, 'base64url')).toHaveLength(16);
    const rows = await d.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(body.value.token);
    const info = await json(await k.t.call('/wps/member/info', { headers: { Authorization: body.value.token } }));
    assert(info.value, await responseStruct(endpoints.memberInfo));
    expect(info.value).toMatchObject({ account: 'player01', type: 0, toUpline: true, mobileNum: '1711000001', email: 'player01@example.com' });
    const icon = await json(await k.t.call('/wps/member/info/icon', { headers: { Authorization: body.value.token } }));
    expect(icon.value).toEqual({ iconUrl: null });
  });

  it("answers firstTimeLogin only for an account's first login (the welcome shows once): a seeded account's first, not its next", async () => {
    const ip = nextIp();
    const first = await json(await k.login('player03', 'Player03@2026', { ip }));
    expect(first.value).toMatchObject({ firstTimeLogin: true });
    const again = await json(await k.login('player03', 'Player03@2026', { ip }));
    assert(again.value, await responseStruct(endpoints.login));
    expect(again.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, mustChangePassword: false });
  });

  it('gives one session per user: the older token answers 401 login.not.session', async () => {
    const ip = '127.0.0.1';
    const a = (await json(await k.login('agent01', 'Agent@2026', { ip }))).value.token;
    const b = (await json(await k.login('agent01', 'Agent@2026', { ip }))).value.token;
    const old = await k.t.call('/wps/member/info', { headers: { Authorization: a } });
    expect(old.status).toBe(401);
    expect((await json(old)).errorCode).toBe('login.not.session');
    expect((await k.t.call('/wps/member/info', { headers: { Authorization: b } })).status).toBe(200);
  });

  it('keeps one live session when logins of one user race, and gives the throttle counts back', async () => {
    const ip = nextIp();
    const id = randomUUID();
    const hash = await new PasswordHasher(TEST_ARGON2).hash('Racer#2026x');
    await d.db
      .insertInto('users')
      .values({ id, merchant_code: 'bd01', username: 'racer01', password_hash: hash, password_changed_at: new Date(), nickname: 'racer01', profile: dbJson({}), register_method: 'TEST' })
      .execute();
    const replies = await Promise.all(Array.from({ length: 3 }, () => k.login('racer01', 'Racer#2026x', { ip })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const live = await d.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).where('ended_at', 'is', null).execute();
    expect(live).toHaveLength(1);
    expect(await d.db.selectFrom('sessions').select('end_reason').where('user_id', '=', id).where('ended_at', 'is not', null).execute()).toEqual([
      { end_reason: 'replaced' },
      { end_reason: 'replaced' },
    ]);
    // Each attempt counted against the account and the address up front; each success gave it back.
    const counters = await d.db.selectFrom('rate_counters').select(['key', 'count']).where('key', 'in', ['login:acct:bd01:racer01', `login:flight:${ip}`]).execute();
    expect(counters).toEqual([{ key: `login:flight:${ip}`, count: 0 }]);
    const events = await d.db.selectFrom('auth_events').select('event').where('user_id', '=', id).execute();
    expect(events.map((e) => e.event)).toEqual(['login.ok', 'login.ok', 'login.ok']);
    const seen = await d.db.selectFrom('user_ips').select('ip').where('user_id', '=', id).execute();
    expect(seen).toEqual([{ ip }]);
  });

  it('flags the default password {secret} as mustChangePassword', async () => {
    const body = await json(await k.login('player02', '{secret}', { ip: nextIp() }));
    expect(body.value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
  });

  it('flags a password older than the expiry as passwordExpired while PWDEXPFORCECHANGE3 is on', async () => {
    const body = await json(await k.login('expired01', 'Expired@2026', { ip: EXPIRED01_IP }));
    expect(body.value).toMatchObject({ mustChangePassword: false, passwordExpired: true });
  });

  it('answers the same login.failed for an unknown account and a wrong password', async () => {
    const unknown = await k.login('nobody123', 'Whatever#1', { ip: nextIp() });
    const wrong = await k.login('player01', 'Whatever#1', { ip: nextIp() });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await json(unknown), await json(wrong)];
    expect(a).toEqual(b);
    expect(a).toEqual({ success: false, errorCode: 'login.failed', message: 'username or password is incorrect', value: { captcha: false } });
  });

  it('verifies a dummy hash of the same cost for an unknown account (similar timing)', async () => {
    const hasher = new PasswordHasher(TEST_ARGON2);
    const spy = vi.spyOn(argon2, 'verify');
    try {
      expect(await hasher.verify(null, 'Whatever#1')).toBe(false);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    } finally {
      spy.mockRestore();
    }
  });

  it('asks for a captcha after 3 failures, then refuses a missing or wrong one and accepts a right one', async () => {
    const ip = nextIp();
    const fails = [];
    for (let i = 0; i < 3; i++) fails.push(await json(await k.login('agent01', 'Nope#12345', { ip })));
    expect(fails.map((f) => f.value.captcha)).toEqual([false, false, true]);

    const missing = await k.login('agent01', 'Agent@2026', { ip });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const c1 = await k.captcha(ip);
    const wrong = await k.login('agent01', 'Agent@2026', { ip, captcha: { ...c1, answer: 'zzzzz' } });
    expect(await json(wrong)).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // One use: the right answer after a wrong one no longer works.
    expect((await json(await k.login('agent01', 'Agent@2026', { ip, captcha: c1 }))).errorCode).toBe('captcha.invalid');

    const c2 = await k.captcha(ip);
    const ok = await k.login('agent01', 'Agent@2026', { ip, captcha: c2 });
    // Credentials accepted; this address is new to agent01, so the next step is verification.
    expect(ok.status).toBe(403);
    expect((await json(ok)).errorCode).toBe('login.verification.required');
    // Success clears the account's count: the next login needs no captcha from a fresh address.
    expect((await k.login('agent01', 'Agent@2026', { ip: '127.0.0.1' })).status).toBe(200);
  });

  it('lets at most 3 of a concurrent burst on one account reach the password check', async () => {
    const ip = nextIp();
    const replies = await Promise.all(Array.from({ length: 8 }, () => k.login('burst01', 'Nope#12345', { ip }).then(json)));
    const checked = replies.filter((r) => r.errorCode === 'login.failed').length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(replies.filter((r) => r.errorCode === 'captcha.required').length).toBe(8 - checked);
  });

  it('counts failures per address too: spraying many accounts from one address needs a captcha', async () => {
    const ip = nextIp();
    for (const u of ['spray1', 'spray2', 'spray3']) await k.login(u, 'Nope#12345', { ip });
    expect((await json(await k.login('spray4', 'Nope#12345', { ip }))).errorCode).toBe('captcha.required');
  });

  it('slows sustained abuse with 429 too.many.requests and computes no hash for it', async () => {
    const ownerIp = EXPIRED01_IP;
    const ip = nextIp();
    const attempt = async () => k.login('expired01', 'Nope#12345', { ip, captcha: await k.captcha(ip) });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const [c1, c2] = [await k.captcha(ip), await k.captcha(ip)];
    const first = await k.login('expired01', 'Nope#12345', { ip, captcha: c1 }); // 11th: claims the first slot
    expect(first.status).toBe(401);
    const hashesBefore = await k.count('auth_events');
    const throttled = await k.login('expired01', 'Nope#12345', { ip, captcha: c2 }); // at once: too soon
    expect(throttled.status).toBe(429);
    expect((await json(throttled)).errorCode).toBe('too.many.requests');
    // Refused before the captcha and the hash: the only trace is the throttle event.
    const events = await d.db.selectFrom('auth_events').select('event').where('ip', '=', ip).orderBy('id', 'desc').limit(1).execute();
    expect(events.map((e) => e.event)).toEqual(['login.throttled']);
    expect(await k.count('auth_events')).toBe(hashesBefore + 1);
    // The owner, from an address it has logged in from, is not slowed (no lock-out by strangers).
    const owner = await k.login('expired01', 'Expired@2026', { ip: ownerIp, captcha: await k.captcha(ownerIp) });
    expect(owner.status).toBe(200);
  });

  it('refuses plaintext on the encrypted endpoint and bad input, changing nothing', async () => {
    const sessions = await k.count('sessions');
    const plain = await k.plain('POST', '/wps/session/login', { type: 'username', username: 'player01', password: 'Player@2026' });
    expect(plain.status).toBe(400);
    expect((await json(plain)).errorCode).toBe('encryption.required');
    const missing = await k.sealed('POST', '/wps/session/login', { type: 'username', username: 'player01' }, { ip: nextIp() });
    expect(await json(missing)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'password' } });
    const wrongType = await k.sealed('POST', '/wps/session/login', { type: 'username', username: 42, password: 'x' }, { ip: nextIp() });
    expect(await json(wrongType)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'username' } });
    const huge = await k.sealed('POST', '/wps/session/login', { type: 'username', username: 'u'.repeat(300), password: 'x' }, { ip: nextIp() });
    expect(await json(huge)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'username', reason: 'too long' } });
    const badType = await k.sealed('POST', '/wps/session/login', { type: 'magic' }, { ip: nextIp() });
    expect(badType.status).toBe(400);
    expect(await k.count('sessions')).toBe(sessions);
  });

  it('records login events with ip and user agent', async () => {
    const ip = nextIp();
    await k.login('nobody999', 'Nope#12345', { ip });
    const e = await d.db.selectFrom('auth_events').selectAll().where('ip', '=', ip).execute();
    expect(e).toEqual([expect.objectContaining({ event: 'login.failed', subject: 'nobody999', user_id: null })]);
  });
});

describe('DELETE /wps/session/logout', () => {
  it('ends the session server-side', async () => {
    const { token } = (await json(await k.login('agent01', 'Agent@2026', { ip: '127.0.0.1' }))).value;
    const out = await k.t.call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } });
    expect(out.status).toBe(200);
    const after = await k.t.call('/wps/member/info', { headers: { Authorization: token } });
    expect(after.status).toBe(401);
    expect((await json(after)).errorCode).toBe('login.required');
    const ev = await d.db.selectFrom('auth_events').select('event').where('event', '=', 'logout').execute();
    expect(ev.length).toBeGreaterThan(0);
  });
});

describe('GET /wps/captcha', () => {
  it('returns a base64 PNG, an HttpOnly SameSite=Strict cookie and no-store', async () => {
    k.clock.advance(2000);
    const res = await k.t.call('/wps/captcha', { ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const png = Buffer.from((await json(res)).value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(1000);
  });

  it('refreshes at most once per second per browser, and an address has a per-minute budget', async () => {
    const ip = nextIp();
    k.clock.advance(2000);
    const first = await k.t.call('/wps/captcha', { ip });
    expect(first.status).toBe(200);
    const cookie = (first.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    const again = await k.t.call('/wps/captcha', { ip, headers: { Cookie: cookie } });
    expect(again.status).toBe(429);
    k.clock.advance(1000);
    expect((await k.t.call('/wps/captcha', { ip, headers: { Cookie: cookie } })).status).toBe(200);
    // Other browsers behind the same address are not held back by that one…
    expect((await k.t.call('/wps/captcha', { ip })).status).toBe(200);
    // …until the address spends its minute's budget.
    const budget = CAPTCHA.addressPerMinute - 3;
    for (let i = 0; i < budget; i++) expect((await k.t.call('/wps/captcha', { ip })).status).toBe(200);
    expect((await k.t.call('/wps/captcha', { ip })).status).toBe(429);
    k.clock.advance(60_000);
    expect((await k.t.call('/wps/captcha', { ip })).status).toBe(200);
  });

  it('expires after 5 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await k.login('expiry01', 'Nope#12345', { ip });
    const c = await k.captcha(ip);
    k.clock.advance(5 * 60_000 + 1);
    expect((await json(await k.login('expiry01', 'Nope#12345', { ip, captcha: c }))).errorCode).toBe('captcha.invalid');
  });
});
