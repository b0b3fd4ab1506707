import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { parseTrustedProxies, resolveClientAddress } from '../../server/wire/client-address';
import { json, makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

describe('resolveClientAddress', () => {
  const trusted = parseTrustedProxies(['10.0.0.1', '192.168.0.0/16', '2001:db8::/32']);

  it('uses the socket peer when it is not a trusted proxy, ignoring X-Forwarded-For', () => {
    expect(resolveClientAddress('203.0.113.7', '1.1.1.1', trusted).text).toBe('203.0.113.7');
  });

  it('takes the nearest untrusted hop when the peer is a trusted proxy', () => {
    expect(resolveClientAddress('10.0.0.1', '198.51.100.1, 203.0.113.8', trusted).text).toBe('203.0.113.8');
    expect(resolveClientAddress('10.0.0.1', '198.51.100.1, 203.0.113.8, 192.168.3.3', trusted).text).toBe('203.0.113.8');
  });

  it('works with IPv6 and IPv4-mapped peers', () => {
    expect(resolveClientAddress('::ffff:10.0.0.1', '2001:db9::5', trusted).text).toBe('2001:db9::5');
    expect(resolveClientAddress('2001:db8::1', '203.0.113.9', trusted).text).toBe('203.0.113.9');
  });

  it('stops at a malformed hop instead of trusting what lies beyond it', () => {
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, garbage', trusted).text).toBe('10.0.0.1');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => parseTrustedProxies(['nope'])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('client address through the app', () => {
  let d: OpenedDatabase;
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    d = await createTestDb();
    direct = makeTestApp({ db: d.db });
    proxied = makeTestApp({ db: d.db, config: { trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(() => d.close());

  const status = async (t: TestApp, ip: string, xff?: string) =>
    (await json(await t.call('/wps/system/status', { ip, headers: xff ? { 'X-Forwarded-For': xff } : {} }))).value;

  it('ignores X-Forwarded-For without TRUSTED_PROXIES', async () => {
    expect(await status(direct, '127.0.0.1', '203.0.113.50')).toMatchObject({ ip: '127.0.0.1', country: 'BD' });
  });

  it('believes X-Forwarded-For from a trusted proxy, and geo-locates the forwarded address', async () => {
    expect(await status(proxied, '127.0.0.1', '203.0.113.50')).toMatchObject({ ip: '203.0.113.50', country: 'ZZ' });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await status(proxied, '198.51.100.4', '127.0.0.1')).toMatchObject({ ip: '198.51.100.4' });
  });

  it('reports an IPv4-mapped socket address as plain IPv4', async () => {
    expect(await status(direct, '::ffff:192.168.1.20')).toMatchObject({ ip: '192.168.1.20', country: 'BD' });
  });
});
