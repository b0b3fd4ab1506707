import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { OPS_TOKEN_HEADER } from '../../server/routes/ops';
import { json, makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

let d: OpenedDatabase;
let t: TestApp;
const TOKEN = 'a'.repeat(64);
beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({ db: d.db, opsToken: TOKEN });
});
afterAll(() => d.close());

const run = (argv: string[], init: { ip?: string; token?: string } = {}) =>
  t.call('/ops/run', {
    method: 'POST',
    ip: init.ip ?? '127.0.0.1',
    headers: { 'Content-Type': 'application/json', [OPS_TOKEN_HEADER]: init.token ?? TOKEN },
    body: JSON.stringify({ argv }),
  });

describe('/ops routes of the running server', () => {
  it('run a command and invalidate the cache so it applies at once', async () => {
    expect((await json(await t.call('/wps/system/status'))).value.status).toBe(0);
    const res = await run(['maintenance', 'on']);
    expect(await json(res)).toMatchObject({ ok: true, output: 'maintenance ON for bd01' });
    expect((await json(await t.call('/wps/system/status'))).value.status).toBe(1);
    await run(['maintenance', 'off']);
    expect((await json(await t.call('/wps/system/status'))).value.status).toBe(0);
  });

  it('report a usage error as ok:false', async () => {
    expect(await json(await run(['region', 'block', 'nope']))).toMatchObject({ ok: false });
  });

  it('refuse a wrong token with 401', async () => {
    const res = await run(['status'], { token: 'b'.repeat(64) });
    expect(res.status).toBe(401);
  });

  it('do not exist for non-loopback peers, whatever X-Forwarded-For says', async () => {
    const res = await t.call('/ops/run', {
      method: 'POST',
      ip: '203.0.113.4',
      headers: { [OPS_TOKEN_HEADER]: TOKEN, 'X-Forwarded-For': '127.0.0.1' },
      body: JSON.stringify({ argv: ['maintenance', 'on'] }),
    });
    expect(res.status).toBe(404);
    expect((await json(await t.call('/wps/system/status'))).value.status).toBe(0);
  });

  it('are absent when the app has no ops token', async () => {
    const plain = makeTestApp({ db: d.db });
    const res = await plain.call('/ops/run', { method: 'POST', headers: { [OPS_TOKEN_HEADER]: TOKEN }, body: '{"argv":["status"]}' });
    expect(res.status).toBe(404);
  });
});
