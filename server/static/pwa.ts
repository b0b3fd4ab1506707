import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { OFFLINE_URL } from '../../src/sw/policy';
import { brandVersion, iconPng, iconSvg, ICONS, type IconName, type SiteBrand, webManifest } from './brand';
import { offlinePage } from './offline';
import { inlineScriptHashes, sitePolicy } from './security';

export interface PwaOptions {
  distDir: string;
  /** The merchant's brand as its profile says now (the config cache: an operator's change shows within its TTL). */
  brand: () => Promise<SiteBrand | null>;
}

/** Drawn icons kept per merchant, brand version and file: a brand change draws new ones, old ones age out. */
class IconCache {
  private entries = new Map<string, Buffer>();
  constructor(private readonly max = 64) {}

  get(key: string, draw: () => Buffer): Buffer {
    let png = this.entries.get(key);
    if (!png) {
      png = draw();
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, png);
    }
    return png;
  }
}

/** Answers 304 when the browser already has this version; otherwise sets the ETag and lets the caller answer. */
function notModified(c: Context, etag: string): Response | null {
  c.header('ETag', etag);
  const match = c.req.header('If-None-Match');
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  return null;
}

/**
 * What makes the site installable (issue #16): the merchant's web app manifest, the icons drawn
 * from its brand, the offline page and the service worker's script. The manifest and the offline
 * page are revalidated on every use (`no-cache` + ETag: a brand change shows at once); an icon
 * whose address names the current brand version is cached for good (the address changes with it).
 */
export function pwa(opts: PwaOptions): MiddlewareHandler {
  const icons = new IconCache();
  const root = resolve(opts.distDir);

  const serveWorker = async (c: Context) => {
    const file = join(root, 'sw.js');
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return c.text('The service worker is not built yet (npm run build).', 404);
    // The browser checks the worker for updates on each visit: never from a cache.
    c.header('Cache-Control', 'no-cache');
    c.header('Service-Worker-Allowed', '/');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(await readFile(file)) as Uint8Array<ArrayBuffer>, 200);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/sw.js') return serveWorker(c);
    const isIcon = path.startsWith('/icons/');
    if (path !== '/manifest.webmanifest' && path !== OFFLINE_URL && !isIcon) return next();

    const brand = await opts.brand();
    if (!brand) return next();
    const version = brandVersion(brand);

    if (path === '/manifest.webmanifest') {
      c.header('Cache-Control', 'no-cache');
      const cached = notModified(c, `"${version}"`);
      if (cached) return cached;
      c.header('Content-Type', 'application/manifest+json; charset=utf-8');
      return c.body(JSON.stringify(webManifest(brand)));
    }
    if (path === OFFLINE_URL) {
      c.header('Cache-Control', 'no-cache');
      const cached = notModified(c, `"${version}"`);
      if (cached) return cached;
      c.header('Content-Type', 'text/html; charset=utf-8');
      const html = offlinePage(brand);
      // The page is whole in itself (inline style and script): its own script's hash, nothing else inline.
      c.header('Content-Security-Policy', sitePolicy({ scriptHashes: inlineScriptHashes(html) }));
      return c.body(html);
    }

    const file = path.slice('/icons/'.length);
    if (file !== 'icon.svg' && !Object.hasOwn(ICONS, file)) return next();
    c.header('Cache-Control', c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'no-cache');
    const cached = notModified(c, `"${version}-${file}"`);
    if (cached) return cached;
    if (file === 'icon.svg') {
      c.header('Content-Type', 'image/svg+xml');
      return c.body(iconSvg(brand));
    }
    const spec = ICONS[file as IconName];
    const png = icons.get(`${brand.merchantCode}|${version}|${file}`, () => iconPng(brand, spec.px, spec.maskable));
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(png) as Uint8Array<ArrayBuffer>, 200);
  };
}
