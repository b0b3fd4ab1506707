import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { injectMerchantMeta, negotiateEncoding, NOT_BUILT_TEXT, vendorPageCsp } from '../../server/static/spa';
import { makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

let d: OpenedDatabase;
let t: TestApp;
let bare: TestApp;
let dist: string;
const HTML = { Accept: 'text/html,application/xhtml+xml' };
const VENDOR_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>Demo games</title><script type="module" crossorigin src="/assets/vendor-x1.js"></script></head><body><div id="root"></div></body></html>';
const BIG_JS = 'export const words = ' + JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`)) + ';\n';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'vendor.html'), VENDOR_HTML);
  writeFileSync(join(tmpdir(), 'outside-secret.txt'), 'secret');
  d = await createTestDb();
  t = makeTestApp({ db: d.db, config: { distDir: dist } });
  bare = makeTestApp({ db: d.db, config: { distDir: join(dist, 'missing') } });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await d.close();
});

describe('SPA serving', () => {
  it('serves index.html at / with the merchant code injected into <head>', async () => {
    const res = await t.call('/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toMatch(/<head><meta charset="utf-8">\s*<meta name="merchant-code" content="bd01">/);
  });

  it.each(['/vip', '/register.html', '/helpmc', '/promoDetail?id=3'])('falls back to index.html for history route %s', async (path) => {
    const res = await t.call(path, { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="merchant-code"');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await t.call('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('compresses text assets with brotli or gzip as the browser accepts, never images or tiny files', async () => {
    const br = await t.call('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(BIG_JS);

    const gz = await t.call('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);

    const plain = await t.call('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);

    const png = await t.call('/assets/logo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    const tiny = await t.call('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });

  it('negotiates encodings by q-value', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('serves other files with a short cache', async () => {
    const res = await t.call('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 for a missing file that is not an HTML navigation', async () => {
    expect((await t.call('/assets/missing.js')).status).toBe(404);
  });

  it('serves nothing under a dot-directory (the build manifest in .vite/)', async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    const res = await t.call('/.vite/manifest.json');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toBe('{}');
  });

  it('never answers index.html for API paths', async () => {
    const res = await t.call('/wps/unknown', { headers: HTML });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('does not serve files outside dist', async () => {
    for (const p of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/assets/..%2f..%2foutside-secret.txt']) {
      const res = await t.call(p);
      expect(await res.text()).not.toBe('secret');
    }
  });

  it('tells the operator to build when dist is missing, while the API keeps serving', async () => {
    const res = await bare.call('/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(NOT_BUILT_TEXT);
    expect((await bare.call('/wps/system/status')).status).toBe(200);
  });
});

describe('demo vendor pages', () => {
  it.each(['/demo-vendor/play?ticket=abc', '/demo-vendor/verify', '/vendor.html'])('%s is dist/vendor.html, not the SPA', async (path) => {
    const res = await t.call(path, { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe(VENDOR_HTML);
  });

  it('answers with a strict policy: own scripts only, framed by the site only, sandboxed even when opened alone', async () => {
    const res = await t.call('/demo-vendor/play?ticket=abc', { headers: HTML });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(vendorPageCsp('http://localhost'));
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives['default-src']).toBe("'none'");
    expect(directives['script-src']).toBe("'self' http://localhost");
    expect(directives['connect-src']).toBe("'self' http://localhost");
    expect(directives['frame-ancestors']).toBe("'self'");
    expect(directives['sandbox']).toBe('allow-scripts');
    expect(directives['form-action']).toBe("'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The URL carries the one-use ticket.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('the SPA itself keeps its own headers (the site policy, not the vendor page policy, on index.html)', async () => {
    const res = await t.call('/game?url=x', { headers: HTML });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toBe(vendorPageCsp('http://localhost'));
    expect(csp).not.toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(await res.text()).toContain('name="merchant-code"');
  });

  it('never answers the SPA for other /demo-vendor/ paths (the vendor API)', async () => {
    const res = await t.call('/demo-vendor/api/nothing-here', { headers: HTML });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('built files may be loaded by the sandboxed (origin "null") page', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/big-def456.js', '/assets/logo.png', '/favicon.svg']) {
      const res = await t.call(path, { headers: { Origin: 'null', 'Accept-Encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('tells the operator to build when dist has no vendor page', async () => {
    const res = await bare.call('/demo-vendor/play?ticket=abc', { headers: HTML });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(NOT_BUILT_TEXT);
  });
});

describe('injectMerchantMeta', () => {
  it('replaces an existing tag and escapes the value', () => {
    const html = '<html><head><meta name="merchant-code" content="old"></head></html>';
    expect(injectMerchantMeta(html, 'a"b')).toBe('<html><head><meta name="merchant-code" content="a&quot;b"></head></html>');
  });
});
