import { assert } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, responseStruct } from '../../src/api/endpoints';
import type { OpenedDatabase } from '../../server/db/connect';
import { runOps } from '../../server/cli/commands';
import { json } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';
import { type Kit, makeKit } from './accounts-kit';

let d: OpenedDatabase;
/** NODE_ENV=test: the visualiser is on for staff whatever the setting. */
let dev: Kit;
/** NODE_ENV=production on the same db: the operator's setting decides. */
let prod: Kit;
beforeAll(async () => {
  d = await createTestDb();
  dev = makeKit(d);
  prod = makeKit(d, { nodeEnv: 'production' });
});
afterAll(() => d.close());

const IP = '127.0.0.1';
const ops = (...argv: string[]) =>
  runOps({ db: d.db, merchantCode: 'bd01', invalidate: () => (dev.t.cache.invalidate(), prod.t.cache.invalidate()) }, argv);
const tokenOf = async (k: Kit, u: string, p: string) => {
  const res = await k.login(u, p, { ip: IP });
  expect(res.status).toBe(200);
  return (await json(res)).value.token as string;
};
const flows = (k: Kit, token?: string) => k.t.call('/wps/staff/flows', { headers: token ? { Authorization: token } : {} });

beforeEach(async () => {
  await ops('flows', 'off');
});

describe('staff accounts', () => {
  it('the seed has one staff account, staff01 (member type 0); member info carries the flag', async () => {
    const rows = await d.db.selectFrom('users').select(['username', 'type']).where('is_staff', '=', true).execute();
    expect(rows).toEqual([{ username: 'staff01', type: 0 }]);
    const staff = await json(await dev.t.call('/wps/member/info', { headers: { Authorization: await tokenOf(dev, 'staff01', 'Staff@2026') } }));
    assert(staff.value, await responseStruct(endpoints.memberInfo));
    expect(staff.value).toMatchObject({ account: 'staff01', type: 0, staff: true });
    const player = await json(await dev.t.call('/wps/member/info', { headers: { Authorization: await tokenOf(dev, 'player01', 'Player@2026') } }));
    expect(player.value.staff).toBe(false);
  });
});

describe('GET /wps/staff/flows', () => {
  it('needs a token (401)', async () => {
    const res = await flows(dev);
    expect(res.status).toBe(401);
  });

  it('refuses players, agents and trial accounts with 403 staff.only', async () => {
    await ops('flows', 'on');
    const trial = (await json(await dev.plain('POST', '/wps/session/login/freeplay', {}, { ip: IP }))).value.token as string;
    for (const token of [await tokenOf(dev, 'player01', 'Player@2026'), await tokenOf(dev, 'agent01', 'Agent@2026'), trial]) {
      const res = await flows(dev, token);
      expect(res.status).toBe(403);
      expect((await json(res)).errorCode).toBe('staff.only');
    }
  });

  it('answers { enabled: true } for staff outside production, whatever the setting', async () => {
    const res = await flows(dev, await tokenOf(dev, 'staff01', 'Staff@2026'));
    expect(res.status).toBe(200);
    const body = await json(res);
    assert(body.value, await responseStruct(endpoints.flowsAccess));
    expect(body.value).toEqual({ enabled: true });
  });

  it('in production answers 403 function.not.available while the setting is off, 200 once the operator turns it on', async () => {
    const token = await tokenOf(prod, 'staff01', 'Staff@2026');
    const off = await flows(prod, token);
    expect(off.status).toBe(403);
    expect((await json(off)).errorCode).toBe('function.not.available');
    await ops('flows', 'on');
    const on = await flows(prod, token);
    expect(on.status).toBe(200);
    expect((await json(on)).value).toEqual({ enabled: true });
    // A player stays refused with the setting on.
    const player = await flows(prod, await tokenOf(prod, 'player01', 'Player@2026'));
    expect((await json(player)).errorCode).toBe('staff.only');
  });
});

describe('ops flows on|off', () => {
  const setting = async () => (await json(await dev.t.call('/wps/system/whitelabel', { ip: IP }))).value.info.settings;

  it('switches settings.flowsEnabled of the permission response and leaves the other settings alone', async () => {
    expect(await setting()).toEqual({ loginedToHomePage: false, flowsEnabled: false });
    expect(await ops('flows', 'on')).toEqual({ ok: true, output: 'flow visualiser ON (staff accounts only) for bd01' });
    expect(await setting()).toEqual({ loginedToHomePage: false, flowsEnabled: true });
    expect((await ops('status')).output).toContain('flow visualiser: ON (staff only)');
    expect(await ops('flows', 'off')).toMatchObject({ ok: true, output: 'flow visualiser OFF for bd01' });
    expect(await setting()).toEqual({ loginedToHomePage: false, flowsEnabled: false });
  });

  it('refuses anything but on or off', async () => {
    const r = await ops('flows', 'maybe');
    expect(r.ok).toBe(false);
    expect(r.output).toContain('unknown command: flows maybe');
  });
});
