import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/page-paths';
import type { OpenedDatabase } from '../../server/db/connect';
import { json } from '../../server/db/json';
import { brandInitials, inkOn } from '../../server/static/brand';
import { OFFLINE_TEXT } from '../../server/static/offline';
import { makeTestApp, type TestApp } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';

/**
 * The installable site (issue #16 item 7): the manifest and icons drawn from the merchant's
 * brand, the service worker's script, the offline page, the page's head, and HTTP 404 for an
 * address the SPA has no page for.
 */
let d: OpenedDatabase;
let t: TestApp;
let dist: string;
const HTML = { Accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html lang="bn"><head><meta charset="UTF-8" /><meta name="theme-color" content="#0f1b2d" />' +
  '<link rel="icon" href="data:," /><title>Betsite</title></head><body><div id="root"></div></body></html>';
const SW = 'const SW_BUILD={"version":"v1","shell":[]};self.addEventListener("fetch",()=>{});';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-pwa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'sw.js'), SW);
  d = await createTestDb();
  t = makeTestApp({ db: d.db, config: { distDir: dist } });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await d.close();
});

/** Renames the seeded merchant's brand (and recolours it), as an operator would. */
async function setBrand(name: string, color: string) {
  const row = await d.db.selectFrom('merchants').select('profile').where('code', '=', 'bd01').executeTakeFirstOrThrow();
  const profile = { ...row.profile, brand: { ...row.profile.brand, name, chatHeaderColor: color } };
  await d.db.updateTable('merchants').set({ profile: json(profile) }).where('code', '=', 'bd01').execute();
  t.cache.invalidate();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('web app manifest', () => {
  it('names the merchant\'s brand, its colours, a standalone app started at /, in the default language', async () => {
    const res = await t.call('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const m = await res.json();
    expect(m).toMatchObject({
      name: 'Elott Bangladesh',
      short_name: 'Elott Bangladesh',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'bn',
      theme_color: '#0b6e4f',
      background_color: '#0f1b2d',
    });
  });

  it('lists 192 and 512 px PNG icons, each also maskable, under addresses that name the brand version', async () => {
    const m = await (await t.call('/manifest.webmanifest')).json();
    const pngs = m.icons.filter((i: { type: string }) => i.type === 'image/png');
    expect(pngs.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of pngs) expect(icon.src).toMatch(/^\/icons\/[a-z0-9-]+\.png\?v=[0-9a-f]{12}$/);
  });

  it('is revalidated on every use, and answers 304 to the version the browser has', async () => {
    const res = await t.call('/manifest.webmanifest');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    expect((await t.call('/manifest.webmanifest', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('follows the merchant\'s brand: another name and colour give another manifest, version and icons', async () => {
    const before = await (await t.call('/manifest.webmanifest')).json();
    const beforeIcon = new Uint8Array(await (await t.call(before.icons[0].src)).arrayBuffer());
    await setBrand('Lucky Star', '#f2c14e');
    try {
      const after = await (await t.call('/manifest.webmanifest')).json();
      expect(after).toMatchObject({ name: 'Lucky Star', short_name: 'Lucky Star', theme_color: '#f2c14e' });
      expect(after.icons[0].src).not.toBe(before.icons[0].src);
      const afterIcon = new Uint8Array(await (await t.call(after.icons[0].src)).arrayBuffer());
      expect(Buffer.from(afterIcon).equals(Buffer.from(beforeIcon))).toBe(false);
      const svg = await (await t.call(after.icons.find((i: { type: string }) => i.type === 'image/svg+xml').src)).text();
      expect(svg).toContain('fill="#f2c14e"');
      expect(svg).toContain('>LS</text>');
    } finally {
      await setBrand('Elott Bangladesh', '#0b6e4f');
    }
  });
});

describe('icons', () => {
  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['maskable-192.png', 192],
    ['maskable-512.png', 512],
    ['apple-touch-icon.png', 180],
  ])('%s is a %i px PNG, cached for good under the current version', async (file, px) => {
    const m = await (await t.call('/manifest.webmanifest')).json();
    const version = /v=([0-9a-f]+)/.exec(m.icons[0].src)![1];
    const res = await t.call(`/icons/${file}?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeTruthy();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_MAGIC);
    expect(pngSize(bytes)).toEqual({ width: px, height: px });
  });

  it('an address without the current version is revalidated; an unknown icon is not found', async () => {
    expect((await t.call('/icons/icon-192.png?v=old')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.call('/icons/nothing.png')).status).toBe(404);
  });

  it('draws the brand\'s initials in the ink that reads on its colour', () => {
    expect(brandInitials('Elott Bangladesh')).toBe('EB');
    expect(brandInitials('lucky')).toBe('LU');
    expect(brandInitials('  ')).toBe('?');
    expect(inkOn('#0b6e4f')).toBe('#ffffff');
    expect(inkOn('#f2c14e')).toBe('#000000');
  });
});

describe('the served page', () => {
  it('is titled with the merchant\'s brand and links the manifest, theme colour and icons', async () => {
    const html = await (await t.call('/', { headers: HTML })).text();
    expect(html).toContain('<title>Elott Bangladesh</title>');
    expect(html).not.toContain('Betsite');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#0b6e4f">');
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon\.png\?v=[0-9a-f]{12}">/);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/icons\/icon\.svg\?v=/);
    expect(html).not.toContain('href="data:,"');
  });

  it('escapes a brand name that looks like markup', async () => {
    await setBrand('A&B <Casino>', '#0b6e4f');
    try {
      const html = await (await t.call('/vip', { headers: HTML })).text();
      expect(html).toContain('<title>A&amp;B &lt;Casino&gt;</title>');
    } finally {
      await setBrand('Elott Bangladesh', '#0b6e4f');
    }
  });
});

describe('unknown addresses', () => {
  it.each(['/no/such/page', '/vip/extra', '/promotion', '/deep/nested/route'])('%s answers 404 with the SPA (its not-found page)', async (path) => {
    const res = await t.call(path, { headers: HTML });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<title>Elott Bangladesh</title>');
  });

  it('every page of the router answers 200, with a trailing slash or another letter case too', async () => {
    for (const path of [...PAGE_PATHS, '/vip/', '/VIP', '/rng?vendor=JILI']) {
      expect((await t.call(path, { headers: HTML })).status, path).toBe(200);
    }
  });

  it('a HEAD of an unknown address is a 404 too', async () => {
    expect((await t.call('/no/such/page', { method: 'HEAD', headers: HTML })).status).toBe(404);
  });
});

describe('service worker script', () => {
  it('is served at /sw.js as JavaScript, never from a cache, allowed to control the whole site', async () => {
    const res = await t.call('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toBe(SW);
  });
});

describe('offline page', () => {
  it('is brand-styled and carries every language\'s text, showing the default one unless the visitor chose another', async () => {
    const res = await t.call('/offline.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="bn">/);
    expect(html).toContain('<title>Elott Bangladesh</title>');
    expect(html).toContain('background:#0b6e4f');
    for (const lang of ['bn', 'en'] as const) {
      expect(html).toContain(`<section lang="${lang}" class="offline"><h1>${OFFLINE_TEXT[lang].title}</h1>`);
    }
    expect(html).toContain('localStorage.getItem("lang")');
  });
});
