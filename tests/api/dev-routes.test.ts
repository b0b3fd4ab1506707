import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { json, makeTestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

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

  it('in production neither /dev/captcha nor /dev/outbox exists', async () => {
    const t = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    for (const path of ['/dev/captcha?id=x', '/dev/outbox']) {
      const res = await t.call(path);
      expect(res.status, path).toBe(404);
    }
  });
});
