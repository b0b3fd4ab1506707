import { afterAll, beforeAll } from 'vitest';
import { encryptPayload, importPublicKey, newSeal } from '../../src/api/wire-crypto';
import type { ServerConfig } from '../../server/config';
import { pngCaptchaRenderer } from '../../server/domain/auth/captcha';
import type { OpenedDatabase } from '../../server/db/connect';
import { createTestDb } from '../../server/testing/test-db';
import { json, makeTestApp, testClock, type TestApp } from '../../server/testing/test-app';

/** Test kit of the accounts issue: an app with a stepping clock and a captcha whose answer is known. */
export interface Kit {
  t: TestApp;
  clock: ReturnType<typeof testClock>;
  /** Answer of the last captcha drawn (the real PNG renderer, observed). */
  lastCaptcha(): string;
  /** Encrypted request (Encryption: 1 …) to an encrypted endpoint. */
  sealed(method: string, path: string, payload: unknown, opts?: { ip?: string; token?: string; cookie?: string }): Promise<Response>;
  /** Plain JSON request. */
  plain(method: string, path: string, payload?: unknown, opts?: { ip?: string; token?: string; cookie?: string }): Promise<Response>;
  /** Fetches a captcha for this address; returns the cookie to send and its answer. */
  captcha(ip?: string): Promise<{ cookie: string; answer: string }>;
  login(username: string, password: string, opts?: { ip?: string; captcha?: { cookie: string; answer: string } }): Promise<Response>;
  /**
   * Registers a member with a username only (no mobile, e-mail or payee name: no second factor at all) from this
   * address and logs it in there; returns the session token.
   */
  registerMember(username: string, password: string, ip: string): Promise<string>;
  /** Latest code the outbox holds for this recipient. */
  outboxCode(to: string): Promise<string | null>;
  count(table: string): Promise<number>;
}

/**
 * One seeded database and one kit on it for a whole test file: opened and built before the file's first test,
 * closed after its last (PGlite takes seconds to start, so one per file). The two objects answered are empty
 * until then and filled in place, so a file names them at its top level and reads them in its tests and hooks.
 */
export function useKit<K extends object>(make: (d: OpenedDatabase) => K | Promise<K>): { d: OpenedDatabase; k: K } {
  const d = {} as OpenedDatabase;
  const k = {} as K;
  beforeAll(async () => {
    Object.assign(d, await createTestDb());
    Object.assign(k, await make(d));
  });
  afterAll(() => d.close?.());
  return { d, k };
}

export function makeKit(d: OpenedDatabase, over: Partial<ServerConfig> = {}): Kit {
  const clock = testClock(new Date('2026-03-01T04:00:00Z'));
  let last = '';
  const t = makeTestApp({
    db: d.db,
    clock,
    config: over,
    captchas: {
      render() {
        const r = pngCaptchaRenderer.render();
        last = r.answer;
        return r;
      },
    },
  });
  const headers = (opts: { token?: string; cookie?: string }) => ({
    ...(opts.token ? { Authorization: opts.token } : {}),
    ...(opts.cookie ? { Cookie: opts.cookie } : {}),
  });
  const kit: Kit = {
    t,
    clock,
    lastCaptcha: () => last,
    async sealed(method, path, payload, opts = {}) {
      const { value: key } = await json(await t.call('/wps/system/key'));
      // Sealed on the app's clock, which the server checks the seal's time against.
      const enc = await encryptPayload(await importPublicKey(key.publicKey), key.keyId, payload, newSeal(clock.now().getTime()));
      return t.call(path, {
        method,
        ip: opts.ip,
        headers: { 'Content-Type': 'application/json', ...enc.headers, ...headers(opts) },
        body: JSON.stringify(enc.body),
      });
    },
    plain(method, path, payload, opts = {}) {
      return t.call(path, {
        method,
        ip: opts.ip,
        headers: { 'Content-Type': 'application/json', ...headers(opts) },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
    },
    async captcha(ip = '127.0.0.1') {
      clock.advance(1100);
      const res = await t.call('/wps/captcha', { ip });
      if (res.status !== 200) throw new Error(`captcha ${res.status}`);
      const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
      return { cookie, answer: last };
    },
    login(username, password, opts = {}) {
      return kit.sealed(
        'POST',
        '/wps/session/login',
        { type: 'username', username, password, ...(opts.captcha ? { captcha: opts.captcha.answer } : {}) },
        { ip: opts.ip, cookie: opts.captcha?.cookie },
      );
    },
    async registerMember(username, password, ip) {
      const c = await kit.captcha(ip);
      const registered = await json(
        await kit.sealed(
          'PUT',
          '/wps/member/register',
          { username, password, confirmPassword: password, registerMethod: 'WEB', login: true, termsAccepted: true, captcha: c.answer },
          { ip, cookie: c.cookie },
        ),
      );
      if (!registered.success) throw new Error(`register ${username}: ${JSON.stringify(registered)}`);
      const logged = await json(await kit.login(username, password, { ip }));
      if (!logged.value?.token) throw new Error(`login ${username}: ${JSON.stringify(logged)}`);
      return logged.value.token as string;
    },
    async outboxCode(to) {
      const body = await json(await t.call(`/dev/outbox?to=${encodeURIComponent(to)}`));
      return body.value[0]?.code ?? null;
    },
    async count(table) {
      const r = await d.db.selectFrom(table as 'users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
  return kit;
}

