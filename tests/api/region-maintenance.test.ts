import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { ConfigCache } from '../../server/domain/config-cache';
import { runOps } from '../../server/cli/commands';
import { json, makeTestApp, testClock, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

let d: OpenedDatabase;
let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  d = await createTestDb();
  t = makeTestApp({ db: d.db, clock, cache: new ConfigCache(d.db, clock) });
});
afterAll(() => d.close());

const ops = (...argv: string[]) => runOps({ db: d.db, merchantCode: 'bd01', invalidate: () => t.cache.invalidate() }, argv);
const status = async (ip: string) => (await json(await t.call('/wps/system/status', { ip }))).value;
const whitelabel = async (ip: string) => (await json(await t.call('/wps/system/whitelabel', { ip }))).value;

beforeEach(async () => {
  await ops('maintenance', 'off');
  await ops('region', 'allow-countries', '--clear');
});

describe('maintenance', () => {
  it('turns every visitor to status 1 with the operator message', async () => {
    const r = await ops('maintenance', 'on', '--message', 'Back at 10:00');
    expect(r).toMatchObject({ ok: true });
    expect(await status('127.0.0.1')).toMatchObject({ status: 1, maintenanceMessage: 'Back at 10:00' });
    expect(await whitelabel('127.0.0.1')).toMatchObject({ maintenance: true });
    await ops('maintenance', 'off');
    expect(await status('127.0.0.1')).toMatchObject({ status: 0, maintenanceMessage: null });
  });

  it('takes precedence over a region restriction', async () => {
    await ops('region', 'allow-countries', 'IN');
    await ops('maintenance', 'on');
    expect((await status('127.0.0.1')).status).toBe(1);
    expect(await whitelabel('127.0.0.1')).toMatchObject({ maintenance: true, regionRestriction: true });
  });
});

describe('region rules', () => {
  it('restricts countries outside a non-empty allowed list (status 2), unknown ZZ included', async () => {
    await ops('region', 'allow-countries', 'BD,IN');
    expect((await status('127.0.0.1')).status).toBe(0);
    expect(await status('203.0.113.5')).toMatchObject({ status: 2, country: 'ZZ' });
    await ops('region', 'geo', '203.0.113.0/24', 'in');
    expect(await status('203.0.113.5')).toMatchObject({ status: 0, country: 'IN' });
  });

  it('blocks IP ranges and lets bypass ranges through everything', async () => {
    await ops('region', 'block', '198.51.100.0/24');
    expect((await status('198.51.100.7')).status).toBe(2);
    await ops('region', 'allow', '198.51.100.7/32');
    expect((await status('198.51.100.7')).status).toBe(0);
    await ops('region', 'allow-countries', 'IN');
    expect((await status('198.51.100.7')).status).toBe(0);
    expect((await status('198.51.100.8')).status).toBe(2);
    await ops('region', 'disallow', '198.51.100.7');
    await ops('region', 'unblock', '198.51.100.0/24');
  });

  it('handles IPv6 ranges', async () => {
    await ops('region', 'geo', '2001:db8::/32', 'BD');
    await ops('region', 'allow-countries', 'BD');
    expect(await status('2001:db8::42')).toMatchObject({ status: 0, country: 'BD', ip: '2001:db8::42' });
    await ops('region', 'block', '2001:db8:1::/48');
    expect((await status('2001:db8:1::9')).status).toBe(2);
    await ops('region', 'unblock', '2001:db8:1::/48');
  });

  it('reports the restriction in the permission response with the location', async () => {
    await ops('region', 'allow-countries', 'IN');
    expect(await whitelabel('127.0.0.1')).toMatchObject({ regionRestriction: true, maintenance: false, location: { ip: '127.0.0.1', country: 'BD' } });
  });
});

describe('operator commands', () => {
  it('refuse bad input with a non-ok result and change nothing', async () => {
    const before = await d.db.selectFrom('ip_rules').selectAll().execute();
    const geoBefore = await d.db.selectFrom('ip_geo').selectAll().execute();
    for (const argv of [
      ['region', 'block', 'not-an-ip'],
      ['region', 'block', '10.0.0.0/40'],
      ['region', 'geo', '10.0.0.0/8', 'BDX'],
      ['region', 'allow-countries', 'B1'],
      ['module', 'off', 'NOSUCHMODULE'],
      ['region', 'unblock', '1.2.3.4'],
      ['maintenance', 'sideways'],
      ['status', '--merchant', 'nope'],
    ]) {
      const r = await ops(...argv);
      expect(r.ok, argv.join(' ')).toBe(false);
      expect(r.output).toMatch(/^error: /);
    }
    expect(await d.db.selectFrom('ip_rules').selectAll().execute()).toEqual(before);
    expect(await d.db.selectFrom('ip_geo').selectAll().execute()).toEqual(geoBefore);
    expect((await status('127.0.0.1')).status).toBe(0);
  });

  it('describe state in status, region show and module list', async () => {
    await ops('maintenance', 'on', '--message', 'upgrade');
    expect((await ops('status')).output).toMatch(/maintenance: ON \(upgrade\)/);
    expect((await ops('region', 'show')).output).toMatch(/127\.0\.0\.0\/8 → BD/);
    const list = (await ops('module', 'list')).output;
    expect(list).toMatch(/FREEPLAY3\s+on/);
    expect((await ops('--help')).output).toMatch(/Usage: ops/);
  });
});

describe('config cache', () => {
  it('picks up a change made behind its back within the TTL (≤ 1 s)', async () => {
    expect((await status('127.0.0.1')).status).toBe(0);
    await d.db.updateTable('merchants').set({ maintenance: true }).where('code', '=', 'bd01').execute();
    expect((await status('127.0.0.1')).status).toBe(0); // still cached
    clock.advance(1001);
    expect((await status('127.0.0.1')).status).toBe(1);
  });
});
