import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { number, object, string } from 'superstruct';
import { endpoints, type Endpoint } from '../../src/api/endpoints';
import { Empty } from '../../src/api/schemas/envelope';
import { encryptPayload, importPublicKey, newSeal, toBase64 } from '../../src/api/wire-crypto';
import type { OpenedDatabase } from '../../server/db/connect';
import { runOps } from '../../server/cli/commands';
import { hashToken, openSession } from '../../server/domain/sessions';
import { purgeExpired } from '../../server/domain/auth/cleanup';
import { SEAL_WINDOW_MS } from '../../server/domain/wire-nonces';
import { json, makeTestApp, testClock, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';
import { ok } from '../../server/wire/envelope';
import { check } from '../../server/wire/validate';

/** Test-only endpoints proving the middleware enforces each flag of the registry. */
const registry = {
  ...endpoints,
  secret: { method: 'POST', path: '/wps/test/secret', token: true, encrypted: true, module: null, response: Empty },
  mine: { method: 'GET', path: '/wps/test/mine', token: true, encrypted: false, module: null, response: Empty },
  sealed: { method: 'PUT', path: '/wps/test/sealed', token: false, encrypted: true, module: null, response: Empty },
  freeplay: { method: 'GET', path: '/wps/test/freeplay', token: false, encrypted: false, module: 'FREEPLAY3', response: Empty },
  mobileVerify: { method: 'GET', path: '/wps/test/mobile-verify', token: false, encrypted: false, module: 'REGMOBVERF3', response: Empty },
  boom: { method: 'GET', path: '/wps/test/boom', token: false, encrypted: false, module: null, response: Empty },
  item: { method: 'GET', path: '/wps/test/items/:id', token: false, encrypted: false, module: null, response: Empty },
} satisfies Record<string, Endpoint<any>>;

const Body = object({ amount: number(), note: string() });

let d: OpenedDatabase;
let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({
    db: d.db,
    clock,
    registry,
    extraRoutes: (app) => {
      app.post('/wps/test/secret', (c) => ok(c, { user: c.get('session')!.userId, payload: check(c.get('payload'), Body) }));
      app.get('/wps/test/mine', (c) => ok(c, { user: c.get('session')!.userId, lang: c.get('lang'), device: c.get('device') }));
      app.put('/wps/test/sealed', (c) => ok(c, c.get('payload')));
      app.get('/wps/test/freeplay', (c) => ok(c, 'free'));
      app.get('/wps/test/mobile-verify', (c) => ok(c, 'verify'));
      app.get('/wps/test/boom', () => {
        throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
      });
      app.get('/wps/test/items/:id', (c) => ok(c, c.get('params')));
    },
  });
});
afterAll(() => d.close());

const ops = (...argv: string[]) => runOps({ db: d.db, merchantCode: 'bd01', invalidate: () => t.cache.invalidate() }, argv);

async function encrypted(payload: unknown, seal = newSeal(clock.now().getTime())) {
  const { value: key } = await json(await t.call('/wps/system/key'));
  return encryptPayload(await importPublicKey(key.publicKey), key.keyId, payload, seal);
}

const sendSealed = (req: Awaited<ReturnType<typeof encrypted>>) =>
  t.call('/wps/test/sealed', { method: 'PUT', body: JSON.stringify(req.body), headers: { ...req.headers, 'Content-Type': 'application/json' } });

describe('token endpoints', () => {
  it('answer 401 login.required without Authorization', async () => {
    const res = await t.call('/wps/test/mine');
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ success: false, errorCode: 'login.required', message: 'login required' });
  });

  it('answer 401 login.required for an unknown token', async () => {
    const res = await t.call('/wps/test/mine', { headers: { Authorization: 'not-a-token' } });
    expect(res.status).toBe(401);
    expect((await json(res)).errorCode).toBe('login.required');
  });

  it('let a live session through with its user', async () => {
    const token = await openSession(d.db, { userId: 'u1', merchantCode: 'bd01', now: clock.now(), ttlMs: 3_600_000 });
    const res = await t.call('/wps/test/mine', { headers: { Authorization: token, Language: 'EN', Device: 'web' } });
    expect(res.status).toBe(200);
    expect((await json(res)).value).toEqual({ user: 'u1', lang: 'en', device: 'WEB' });
  });

  it('look sessions up by the SHA-256 of the token, never the token itself', async () => {
    const token = await openSession(d.db, { userId: 'u-hash', merchantCode: 'bd01', now: clock.now(), ttlMs: 60_000 });
    const row = await d.db.selectFrom('sessions').selectAll().where('user_id', '=', 'u-hash').executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answer 401 login.not.session once a newer login replaced the session', async () => {
    const first = await openSession(d.db, { userId: 'u2', merchantCode: 'bd01', now: clock.now(), ttlMs: 3_600_000 });
    const second = await openSession(d.db, { userId: 'u2', merchantCode: 'bd01', now: clock.now(), ttlMs: 3_600_000 });
    const old = await t.call('/wps/test/mine', { headers: { Authorization: first } });
    expect(old.status).toBe(401);
    expect((await json(old)).errorCode).toBe('login.not.session');
    expect((await t.call('/wps/test/mine', { headers: { Authorization: second } })).status).toBe(200);
  });

  it('leave exactly one live session when logins of one user race', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () => openSession(d.db, { userId: 'u-race', merchantCode: 'bd01', now: clock.now(), ttlMs: 60_000 })),
    );
    const live = await d.db.selectFrom('sessions').selectAll().where('user_id', '=', 'u-race').where('ended_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('answer 401 login.required for an expired session', async () => {
    const token = await openSession(d.db, { userId: 'u3', merchantCode: 'bd01', now: clock.now(), ttlMs: 1000 });
    clock.advance(1001);
    const res = await t.call('/wps/test/mine', { headers: { Authorization: token } });
    expect((await json(res)).errorCode).toBe('login.required');
  });

  it('accept a session inserted directly by its hash', async () => {
    await d.db
      .insertInto('sessions')
      .values({ token_hash: hashToken('raw-token-1'), user_id: '42', merchant_code: 'bd01', expires_at: new Date(clock.now().getTime() + 60_000) })
      .execute();
    const res = await t.call('/wps/test/mine', { headers: { Authorization: 'raw-token-1' } });
    expect((await json(res)).value.user).toBe('42');
  });
});

describe('module flags', () => {
  it('answer 403 function.not.available for a disabled module and recover when enabled', async () => {
    expect((await t.call('/wps/test/freeplay')).status).toBe(200);
    await ops('module', 'off', 'FREEPLAY3');
    const res = await t.call('/wps/test/freeplay');
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await ops('module', 'on', 'FREEPLAY3');
    expect((await t.call('/wps/test/freeplay')).status).toBe(200);
  });

  it('count a module as disabled when an ancestor is off', async () => {
    await ops('module', 'off', 'MOBILENUMREG3');
    try {
      expect((await t.call('/wps/test/mobile-verify')).status).toBe(403);
      const wl = await json(await t.call('/wps/system/whitelabel'));
      const reg = wl.value.info.whitelabel.find((n: any) => n.modId === 'REGISTER');
      const mob = reg.childrenNodes.find((n: any) => n.modId === 'MOBILENUMREG3');
      expect(mob.childrenNodes.find((n: any) => n.modId === 'REGMOBVERF3').enabled).toBe('0');
    } finally {
      await ops('module', 'on', 'MOBILENUMREG3');
    }
  });
});

describe('replay protection of sealed payloads', () => {
  it('open the same sealed request once; the same bytes again answer 400 encryption.replayed', async () => {
    const req = await encrypted({ hello: 'once' });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await sendSealed(req);
      answers.push([res.status, (await json(res)).errorCode ?? 'ok']);
    }
    expect(answers).toEqual([[200, 'ok'], [400, 'encryption.replayed'], [400, 'encryption.replayed']]);
  });

  it('of the same seal sent to the server at once, exactly one is opened', async () => {
    const req = await encrypted({ hello: 'race' });
    const statuses = await Promise.all(Array.from({ length: 6 }, () => sendSealed(req).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('refuse a seal older or newer than the window with 400 encryption.expired and the server time; accept one within it', async () => {
    const now = clock.now().getTime();
    for (const at of [now - SEAL_WINDOW_MS - 1000, now + SEAL_WINDOW_MS + 1000]) {
      const res = await sendSealed(await encrypted({ hello: 'late' }, newSeal(at)));
      expect([res.status, await json(res)]).toEqual([400, expect.objectContaining({ errorCode: 'encryption.expired', value: { serverTime: now } })]);
    }
    const res = await sendSealed(await encrypted({ hello: 'skewed' }, newSeal(now - SEAL_WINDOW_MS + 5000)));
    expect(res.status).toBe(200);
  });

  it('refuse a seal without a proper nonce with 400 encryption.invalid', async () => {
    const res = await sendSealed(await encrypted({ hello: 'x' }, { at: clock.now().getTime(), nonce: 'short' }));
    expect([res.status, (await json(res)).errorCode]).toEqual([400, 'encryption.invalid']);
  });

  it('once its window has passed a seal is refused by time, so the purge may forget its nonce', async () => {
    const req = await encrypted({ hello: 'old' });
    expect((await sendSealed(req)).status).toBe(200);
    clock.advance(SEAL_WINDOW_MS + 1000);
    try {
      expect((await purgeExpired(d.db, clock.now())).wireNonces).toBeGreaterThan(0);
      const res = await sendSealed(req);
      expect([res.status, (await json(res)).errorCode]).toEqual([400, 'encryption.expired']);
    } finally {
      clock.advance(-(SEAL_WINDOW_MS + 1000));
    }
  });
});

describe('encrypted endpoints', () => {
  it('refuse a plaintext body with 400 encryption.required', async () => {
    const res = await t.call('/wps/test/sealed', { method: 'PUT', body: JSON.stringify({ a: 1 }), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await json(res)).errorCode).toBe('encryption.required');
  });

  it('decrypt a payload made with encryptPayload and the published key', async () => {
    const req = await encrypted({ hello: 'world', n: 1 });
    const res = await t.call('/wps/test/sealed', { method: 'PUT', body: JSON.stringify(req.body), headers: { ...req.headers, 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
    expect((await json(res)).value).toEqual({ hello: 'world', n: 1 });
  });

  it('refuse a tampered digest with 400 encryption.invalid', async () => {
    const req = await encrypted({ hello: 'world' });
    const digest = toBase64(new Uint8Array(32));
    const res = await t.call('/wps/test/sealed', { method: 'PUT', body: JSON.stringify(req.body), headers: { ...req.headers, 'X-Digest': digest } });
    expect(res.status).toBe(400);
    expect((await json(res)).errorCode).toBe('encryption.invalid');
  });

  it('refuse flipped ciphertext, garbage bodies and unknown key ids with 400 encryption.invalid', async () => {
    const req = await encrypted({ hello: 'world' });
    const bytes = Buffer.from(req.body.value, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    const cases: [Record<string, string>, string][] = [
      [req.headers, JSON.stringify({ value: bytes.toString('base64') })],
      [req.headers, 'not json'],
      [req.headers, JSON.stringify({})],
      [{ ...req.headers, 'X-Key-Id': 'nope' }, JSON.stringify(req.body)],
      [{ ...req.headers, 'X-RSA': 'AAAA' }, JSON.stringify(req.body)],
    ];
    for (const [headers, body] of cases) {
      const res = await t.call('/wps/test/sealed', { method: 'PUT', body, headers });
      expect(res.status).toBe(400);
      expect((await json(res)).errorCode).toBe('encryption.invalid');
    }
  });

  it('check the token before decrypting, and validate the decrypted payload', async () => {
    const req = await encrypted({ amount: 5, note: 'x' });
    const anon = await t.call('/wps/test/secret', { method: 'POST', body: JSON.stringify(req.body), headers: req.headers });
    expect(anon.status).toBe(401);

    const token = await openSession(d.db, { userId: 'u9', merchantCode: 'bd01', now: clock.now(), ttlMs: 60_000 });
    const good = await t.call('/wps/test/secret', { method: 'POST', body: JSON.stringify(req.body), headers: { ...req.headers, Authorization: token } });
    expect((await json(good)).value).toEqual({ user: 'u9', payload: { amount: 5, note: 'x' } });

    const bad = await encrypted({ amount: 'five', note: 'x' });
    const res = await t.call('/wps/test/secret', { method: 'POST', body: JSON.stringify(bad.body), headers: { ...bad.headers, Authorization: token } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'amount' } });
  });
});

describe('headers and routing', () => {
  it('serve the default merchant without a Merchant header and refuse an unknown one', async () => {
    expect((await t.call('/wps/system/status', { headers: { Merchant: 'bd01' } })).status).toBe(200);
    const res = await t.call('/wps/system/status', { headers: { Merchant: 'zz99' } });
    expect(res.status).toBe(400);
    expect((await json(res)).errorCode).toBe('merchant.unknown');
    expect((await t.call('/wps/system/status', { headers: { Merchant: '../etc' } })).status).toBe(400);
  });

  it('read the Language header case-insensitively', async () => {
    const token = await openSession(d.db, { userId: 'u-lang', merchantCode: 'bd01', now: clock.now(), ttlMs: 60_000 });
    const lang = async (h?: string) =>
      (await json(await t.call('/wps/test/mine', { headers: { Authorization: token, ...(h ? { Language: h } : {}) } }))).value.lang;
    expect(await lang('EN')).toBe('en');
    expect(await lang('en')).toBe('en');
    expect(await lang('Bn')).toBe('bn');
    expect(await lang()).toBe('bn');
    expect(await lang('xx')).toBe('bn');
  });

  it('answer 404 not.found for a path no endpoint declares, even under the API prefixes', async () => {
    for (const p of ['/wps/nothing', '/lgw/nothing', '/lotto/x']) {
      const res = await t.call(p);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ success: false, errorCode: 'not.found', message: 'not found' });
    }
  });

  it('answer 405 for a declared path with another method', async () => {
    const res = await t.call('/wps/system/status', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('match :param segments', async () => {
    expect((await json(await t.call('/wps/test/items/a%20b'))).value).toEqual({ id: 'a b' });
  });

  it('answer 500 system.error without leaking internals', async () => {
    const res = await t.call('/wps/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, errorCode: 'system.error', message: 'system error' });
    expect(text).not.toContain('secret_table');
  });
});
