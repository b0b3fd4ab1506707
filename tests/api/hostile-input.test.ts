import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/api/endpoints';
import { encryptPayload, importPublicKey, newSeal } from '../../src/api/wire-crypto';
import { apiRegistry } from '../../server/app';
import type { OpenedDatabase } from '../../server/db/connect';
import { openSession } from '../../server/domain/sessions';
import { json, makeTestApp, testClock, type TestApp } from '../../server/testing/test-app';
import { createTestDb, TEST_MERCHANT } from '../../server/testing/test-db';
import { JSON_BODY_MAX, MAX_DEPTH, MAX_STRING, maxBodyOf } from '../../server/wire/input';

/**
 * Issue #18 "hostile input": every endpoint of the registry, logged out and with a member's
 * token, gets the same fixed set of hostile requests. None may answer 5xx or anything but the
 * wire envelope; those the wire must refuse before work answer 4xx. A new endpoint is covered
 * by being in the registry.
 */

let d: OpenedDatabase;
let t: TestApp;
const clock = testClock(new Date());
let memberId: string;
let key: { keyId: string; publicKey: CryptoKey };

beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({ db: d.db, clock });
  memberId = (await d.db.selectFrom('users').select('id').where('username', '=', 'player01').where('merchant_code', '=', TEST_MERCHANT).executeTakeFirstOrThrow()).id;
  const { value } = await json(await t.call('/wps/system/key'));
  key = { keyId: value.keyId, publicKey: await importPublicKey(value.publicKey) };
}, 120_000);
afterAll(() => d.close());

const seal = (payload: unknown) => encryptPayload(key.publicKey, key.keyId, payload, newSeal(clock.now().getTime()));

/** Field names the endpoints read, each given a value of the wrong type. */
const WRONG_TYPES = {
  username: 12,
  password: [],
  amount: { a: 1 },
  page: 'many',
  size: -1,
  id: null,
  requestId: true,
  gameCode: [1],
  walletCode: {},
  type: 99,
  code: [],
  captcha: false,
  content: 5,
};
const QUERY_KEYS = ['page', 'size', 'id', 'gameCode', 'status', 'start', 'end', 'category', 'type', 'vendorCode', 'walletCode', 'code', 'url', 'text', 'messageId'];

/** A body of `bytes` bytes made while it is read, counting what the server pulled. */
function lazyBody(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(ctrl) {
      if (sent >= bytes) return ctrl.close();
      sent += chunk.length;
      ctrl.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

interface Hostile {
  name: string;
  /** Must be refused (4xx), not just answered without a 5xx. */
  refused: (ep: Endpoint) => boolean;
  send: (ep: Endpoint, path: string, headers: Record<string, string>) => Promise<Response>;
}

const hasBody = (ep: Endpoint) => ep.method !== 'GET';
const everyQuery = (value: string) => QUERY_KEYS.map((k) => `${k}=${encodeURIComponent(value)}`).join('&');
const post = (ep: Endpoint, path: string, headers: Record<string, string>, body: BodyInit, type = 'application/json') =>
  t.call(path, { method: ep.method, headers: { ...headers, 'Content-Type': type }, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);

const HOSTILE: Hostile[] = [
  {
    name: 'wrong types',
    refused: () => false,
    send: async (ep, path, h) =>
      ep.method === 'GET'
        ? t.call(`${path}?${QUERY_KEYS.map((k) => `${k}[]=1&${k}=%7B%7D`).join('&')}`, { headers: h })
        : ep.encrypted
          ? sealedRequest(ep, path, h, WRONG_TYPES)
          : post(ep, path, h, JSON.stringify(WRONG_TYPES)),
  },
  { name: 'a JSON array, a number, null as the body', refused: () => false, send: (ep, path, h) => (hasBody(ep) ? post(ep, path, h, '[1,"a",null]') : t.call(path, { headers: h })) },
  { name: 'NUL in every query value', refused: () => true, send: (ep, path, h) => t.call(`${path}?${everyQuery('a\u0000')}`, { method: ep.method, headers: h }) },
  {
    name: 'bytes of a lone surrogate in every query value',
    refused: () => false,
    send: (ep, path, h) => t.call(`${path}?${QUERY_KEYS.map((k) => `${k}=%ED%A0%80`).join('&')}`, { method: ep.method, headers: h }),
  },
  {
    name: 'NUL in every string of the body (sealed where the endpoint is encrypted)',
    refused: hasBody,
    send: async (ep, path, h) => {
      if (!hasBody(ep)) return t.call(path, { headers: h });
      const body = Object.fromEntries(Object.keys(WRONG_TYPES).map((k) => [k, `x\u0000${k}`]));
      return ep.encrypted ? sealedRequest(ep, path, h, body) : post(ep, path, h, JSON.stringify(body));
    },
  },
  {
    name: 'a lone surrogate in the body',
    refused: hasBody,
    send: async (ep, path, h) => (hasBody(ep) ? post(ep, path, h, '{"username":"\\ud800","content":"a\\udc00b"}') : t.call(path, { headers: h })),
  },
  { name: 'NUL in a form field', refused: (ep) => hasBody(ep), send: (ep, path, h) => (hasBody(ep) ? post(ep, path, h, 'username=a%00&content=b', 'application/x-www-form-urlencoded') : t.call(path, { headers: h })) },
  {
    name: 'a 100 MB body, streamed',
    refused: () => true,
    send: async (ep, path, h) => {
      const big = lazyBody(100 * 1024 * 1024);
      const res = await t.call(path, { method: ep.method === 'GET' ? 'POST' : ep.method, headers: { ...h, 'Content-Type': 'application/json' }, body: big.stream, duplex: 'half' } as RequestInit);
      // Read no more than the limit and a chunk before refusing.
      expect(big.pulled()).toBeLessThanOrEqual(maxBodyOf(ep) + 2 * 64 * 1024);
      return res;
    },
  },
  { name: 'a 20,000-deep JSON array', refused: hasBody, send: (ep, path, h) => (hasBody(ep) ? post(ep, path, h, deep(20_000)) : t.call(path, { headers: h })) },
  { name: 'a JSON body sent as multipart/form-data', refused: hasBody, send: (ep, path, h) => (hasBody(ep) ? post(ep, path, h, JSON.stringify({ username: 'a' }), 'multipart/form-data') : t.call(path, { headers: h })) },
  { name: 'a body of type application/xml', refused: hasBody, send: (ep, path, h) => (hasBody(ep) ? post(ep, path, h, '<a/>', 'application/xml') : t.call(path, { headers: h })) },
  {
    name: 'bad base64 in a sealed body',
    refused: (ep) => ep.encrypted,
    send: (ep, path, h) =>
      hasBody(ep)
        ? post(ep, path, { ...h, Encryption: '1', 'X-RSA': '!!not base64!!', 'X-Digest': '***', 'X-Key-Id': key.keyId }, JSON.stringify({ value: '%%%%' }))
        : t.call(path, { headers: h }),
  },
  {
    name: 'a sealed body sent twice',
    refused: (ep) => ep.encrypted,
    send: async (ep, path, h) => {
      if (!hasBody(ep)) return t.call(path, { headers: h });
      const sealed = await seal({});
      const send = () => post(ep, path, { ...h, ...sealed.headers }, JSON.stringify(sealed.body));
      const first = await send();
      expect(first.status, `first send ${ep.method} ${path}`).toBeLessThan(500);
      return send();
    },
  },
];

async function sealedRequest(ep: Endpoint, path: string, h: Record<string, string>, payload: unknown) {
  const sealed = await seal(payload);
  return post(ep, path, { ...h, ...sealed.headers }, JSON.stringify(sealed.body));
}

const pathOf = (ep: Endpoint) => ep.path.replace(/:[^/]+/g, 'x');
const ENDPOINTS = Object.entries(apiRegistry);

async function pass(token: () => Promise<string | null>) {
  const problems: string[] = [];
  let count = 0;
  for (const [name, ep] of ENDPOINTS) {
    const h: Record<string, string> = {};
    const tok = await token();
    if (tok) h.Authorization = tok;
    for (const hostile of HOSTILE) {
      const res = await hostile.send(ep, pathOf(ep), h);
      count++;
      const text = await res.text();
      let body: { success?: unknown; errorCode?: unknown } | null = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      const where = `${name} (${ep.method} ${ep.path}) ← ${hostile.name}: ${res.status} ${text.slice(0, 120)}`;
      if (res.status >= 500) problems.push(`5xx ${where}`);
      else if (!body || typeof body.success !== 'boolean') problems.push(`not an envelope ${where}`);
      else if (hostile.refused(ep) && (res.status < 400 || body.success !== false || typeof body.errorCode !== 'string')) problems.push(`not refused ${where}`);
    }
  }
  return { problems, count };
}

describe('hostile input to every endpoint of the registry', () => {
  it('covers the whole registry', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(100);
  });

  it('logged out: no 5xx, every answer an envelope, refused before work where the wire must refuse', async () => {
    const { problems, count } = await pass(async () => null);
    expect(problems).toEqual([]);
    expect(count).toBe(ENDPOINTS.length * HOSTILE.length);
  }, 120_000);

  it('with a member token: the same', async () => {
    // A fresh session per endpoint: a hostile logout or password change must not blind the rest of the pass.
    const { problems } = await pass(() => openSession(d.db, { userId: memberId, merchantCode: TEST_MERCHANT, now: clock.now(), ttlMs: 3_600_000 }));
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('a replayed login', () => {
  it('the same sealed login sent three times opens one session; the others answer 400 encryption.replayed', async () => {
    const sessions = async () => Number((await d.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', memberId).executeTakeFirstOrThrow()).n);
    const before = await sessions();
    const sealed = await seal({ type: 'username', username: 'player01', password: 'Player@2026' });
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post({ method: 'POST' } as Endpoint, '/wps/session/login', sealed.headers, JSON.stringify(sealed.body));
      const body = await json(res);
      answers.push([res.status, body.success ? 'opened' : body.errorCode]);
    }
    expect(answers).toEqual([[200, 'opened'], [400, 'encryption.replayed'], [400, 'encryption.replayed']]);
    expect(await sessions()).toBe(before + 1);
  });
});

describe('the limits the wire enforces before work', () => {
  const email = '/wps/member/password/email';
  const call = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    t.call(email, { method: 'POST', headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);

  it('refuse a JSON body over 64 KiB with 413 request.too_large, by its declared length without reading it', async () => {
    const big = lazyBody(100 * 1024 * 1024);
    const res = await call(big.stream, { 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024 * 1024) });
    expect([res.status, await json(res)]).toEqual([413, expect.objectContaining({ success: false, errorCode: 'request.too_large' })]);
    // The stream's own read-ahead at most: the server read nothing of it.
    expect(big.pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('refuse an undeclared body while it streams, reading at most the limit', async () => {
    const big = lazyBody(100 * 1024 * 1024);
    const res = await call(big.stream);
    expect([res.status, (await json(res)).errorCode]).toEqual([413, 'request.too_large']);
    expect(big.pulled()).toBeLessThanOrEqual(JSON_BODY_MAX + 2 * 64 * 1024);
  });

  it('take a body of exactly the limit to the handler', async () => {
    const body = JSON.stringify({ email: 'a@example.com', pad: '' });
    const padded = body.replace('"pad":""', `"pad":"${' '.repeat(Math.min(MAX_STRING, JSON_BODY_MAX - body.length))}"`);
    const res = await call(padded);
    expect(res.status).not.toBe(413);
  });

  it(`refuse JSON nested deeper than ${MAX_DEPTH} with 400 request_param_err, and take ${MAX_DEPTH}`, async () => {
    const res = await call(JSON.stringify({ email: JSON.parse(deep(MAX_DEPTH)) }));
    expect(await json(res)).toMatchObject({ errorCode: 'request_param_err', value: { reason: 'depth' } });
    const ok = await call(JSON.stringify({ email: JSON.parse(deep(MAX_DEPTH - 1)) }));
    expect((await json(ok)).value?.reason).not.toBe('depth');
  });

  it(`refuse a string longer than ${MAX_STRING} characters, value or key`, async () => {
    for (const body of [{ email: 'a'.repeat(MAX_STRING + 1) }, { ['k'.repeat(MAX_STRING + 1)]: 1 }]) {
      expect(await json(await call(JSON.stringify(body)))).toMatchObject({ errorCode: 'request_param_err', value: { reason: 'too long' } });
    }
  });

  it('refuse NUL and lone surrogates in JSON, query strings and forms with 400 request_param_err naming the field', async () => {
    expect(await json(await call('{"email":"a\\u0000@example.com"}'))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'email', reason: 'character' } });
    expect(await json(await call('{"email":"\\udfffa@example.com"}'))).toMatchObject({ value: { field: 'email', reason: 'character' } });
    const q = await t.call('/lgw/lotto/game?gameCode=a%00');
    expect([q.status, await json(q)]).toEqual([400, expect.objectContaining({ errorCode: 'request_param_err', value: { field: 'gameCode', reason: 'character' } })]);
    const form = await call('email=a%00b', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect([form.status, (await json(form)).value]).toEqual([400, { field: 'email', reason: 'character' }]);
    // A paired surrogate (an emoji) is ordinary text.
    expect((await json(await call('{"email":"\\ud83d\\ude00@example.com"}'))).value?.reason).not.toBe('character');
  });

  it('refuse a multipart header on a JSON body with 400, another media type with 415, a form on an encrypted endpoint with 415', async () => {
    const multipart = await call('{"email":"a@example.com"}', { 'Content-Type': 'multipart/form-data' });
    expect([multipart.status, (await json(multipart)).errorCode]).toEqual([400, 'request_param_err']);
    const xml = await call('<a/>', { 'Content-Type': 'application/xml' });
    expect([xml.status, (await json(xml)).errorCode]).toEqual([415, 'request.unsupported_type']);
    const form = await t.call('/wps/session/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'username=a' });
    expect([form.status, (await json(form)).errorCode]).toEqual([415, 'request.unsupported_type']);
  });
});
