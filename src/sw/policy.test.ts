import { describe, expect, it } from 'vitest';
import { cacheable, cacheName, staleCaches, strategyFor } from './policy';

const ORIGIN = 'https://site.example';
const ONLINE = { origin: ORIGIN, online: true };
const OFFLINE = { origin: ORIGIN, online: false };
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('service worker cache policy', () => {
  it.each([
    '/wps/system/whitelabel',
    '/wps/v2/wallets/balance',
    '/wps/v2/money/deposit/records?page=1',
    '/lgw/anything',
    '/lotto/draws',
    '/demo-vendor/api/spin',
    '/demo-vendor/play?ticket=abc',
    '/dev/outbox?to=x',
    '/ops/status',
  ])('never caches an API answer or a money screen\'s data: %s', (path) => {
    for (const device of [ONLINE, OFFLINE]) {
      expect(strategyFor(get(path), device)).toBe('network');
      expect(strategyFor(get(path, 'navigate'), device)).toBe('network');
    }
  });

  it('hashed built files are cache-first', () => {
    expect(strategyFor(get('/assets/index-Ab12Cd.js'), ONLINE)).toBe('cache-first');
    expect(strategyFor(get('/assets/games-9f8e.css', 'no-cors'), OFFLINE)).toBe('cache-first');
  });

  it('brand icons are cache-first only when their address names the brand version', () => {
    expect(strategyFor(get('/icons/icon-192.png?v=abc'), ONLINE)).toBe('cache-first');
    expect(strategyFor(get('/icons/icon-192.png'), ONLINE)).toBe('network');
  });

  it('offline, a page load tries the network and falls back to the offline page, whatever the route', () => {
    for (const path of ['/', '/rng?vendor=JILI', '/no/such/page', '/index.html']) expect(strategyFor(get(path, 'navigate'), OFFLINE)).toBe('navigation');
  });

  it('online, a page load is the browser\'s own: the worker does not stand in between', () => {
    for (const path of ['/', '/rng?vendor=JILI', '/no/such/page']) expect(strategyFor(get(path, 'navigate'), ONLINE)).toBe('network');
  });

  it('leaves other requests, other origins and other methods to the browser', () => {
    expect(strategyFor(get('/manifest.webmanifest'), ONLINE)).toBe('network');
    expect(strategyFor(get('/sw.js'), ONLINE)).toBe('network');
    expect(strategyFor({ url: `${ORIGIN}/assets/x.js`, method: 'POST', mode: 'cors' }, ONLINE)).toBe('network');
    expect(strategyFor({ url: 'https://cdn.example/assets/x.js', method: 'GET', mode: 'cors' }, ONLINE)).toBe('network');
  });

  it('deletes the caches of other builds, and no one else\'s', () => {
    expect(staleCaches(['betsite-v1', 'betsite-v2', 'other-app', cacheName('v3')], 'v3')).toEqual(['betsite-v1', 'betsite-v2']);
  });

  it('stores only whole successful answers of the site itself', () => {
    expect(cacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(cacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(cacheable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(cacheable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });
});
