import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { SeedAnswer } from '../../src/api/client';
import { isKnownPagePath } from '../../src/page-paths';
import { DEFAULT_LOCALE, type Locale, languageOfCookie } from '../../src/i18n';
import { injectBootAnswers } from './boot-answers';
import { type DrawFirstView, injectFirstView } from './first-view';
import { brandVersion, injectBrandHead, type SiteBrand } from './brand';
import { pageFiles, pageModules, preloadLinks, type ViteManifest } from './preloads';
import { inlineScriptHashes, sitePolicy } from './security';
import { brandNameOf, injectShell } from './shell';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
type Encoding = 'br' | 'gzip';

/** Picks brotli, then gzip, from Accept-Encoding (q=0 refuses). */
export function negotiateEncoding(accept: string | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const enc of ['br', 'gzip'] as const) if ((offered.get(enc) ?? offered.get('*') ?? 0) > 0) return enc;
  return null;
}

/**
 * Compressed bodies, computed once per file version: built assets never change under the
 * same name, so each is compressed at most once per encoding for the life of the process.
 */
class CompressionCache {
  private entries = new Map<string, { version: number; br?: Uint8Array; gzip?: Uint8Array }>();

  get(key: string, version: number, body: Uint8Array, enc: Encoding): Uint8Array {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      entry = { version };
      this.entries.set(key, entry);
    }
    return (entry[enc] ??=
      enc === 'br'
        ? new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
        : new Uint8Array(gzipSync(body, { level: 9 })));
  }
}

/** Compresses a body made for one response (not cached): a quick brotli or gzip level. */
function compressOnce(body: Uint8Array, enc: Encoding): Uint8Array {
  return enc === 'br'
    ? new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }))
    : new Uint8Array(gzipSync(body, { level: 6 }));
}

/** Sends a file's body, compressed when asked; `cache` null: the body is this response's own (compressed, not kept). */
function send(c: Context, body: Uint8Array, type: string, key: string, version: number, cache: CompressionCache | null, status = 200, vary = 'Accept-Encoding') {
  c.header('Content-Type', type);
  c.header('Vary', vary);
  const enc = body.length > 1024 ? negotiateEncoding(c.req.header('Accept-Encoding')) : null;
  if (enc) {
    c.header('Content-Encoding', enc);
    const packed = cache ? cache.get(key, version, body, enc) : compressOnce(body, enc);
    return c.body(packed as Uint8Array<ArrayBuffer>, status as 200);
  }
  return c.body(body as Uint8Array<ArrayBuffer>, status as 200);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

export const NOT_BUILT_TEXT = 'The web app is not built yet. Run `npm run build`, then restart the server. The API is running.';

/**
 * The demo vendor's game pages (the second Vite entry, dist/vendor.html). They run inside the
 * SPA's `<iframe sandbox="allow-scripts">`, talk to /demo-vendor/api/* and to the parent window
 * by postMessage, and nothing else.
 */
export const VENDOR_PAGES: readonly string[] = ['/demo-vendor/play', '/demo-vendor/verify', '/vendor.html'];
const VENDOR_PREFIX = '/demo-vendor/';

/**
 * The vendor page's Content-Security-Policy. `sandbox allow-scripts` gives the page an opaque
 * origin even when it is opened on its own (a window vendor, a bookmarked verify page), so a
 * game page never reaches the site's storage or cookies. Scripts, styles and requests come from
 * this server only: `'self'` for browsers that match it against the URL of a sandboxed
 * document, and the explicit origin for those that match it against the (opaque) origin.
 * Only the site itself may frame it (the /game page); no inline script or style, no forms.
 */
export function vendorPageCsp(origin: string): string {
  const self = `'self' ${origin}`;
  return [
    "default-src 'none'",
    `script-src ${self}`,
    `style-src ${self}`,
    `img-src ${self} data:`,
    `connect-src ${self}`,
    `font-src ${self}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

export interface SpaOptions {
  distDir: string;
  /** Prefixes that belong to the API: never answered with index.html. */
  apiPrefixes: string[];
  merchantCode: () => string;
  /**
   * Answers to the reads the page at this address makes first, sent inside it
   * (server/static/boot-answers.ts); absent: none.
   */
  bootAnswers?: (c: Context, language: Locale) => Promise<readonly SeedAnswer[]>;
  /**
   * The page's first view drawn from those answers (server/static/first-view.ts); absent, or
   * null for a page: the shell alone (server/static/shell.ts).
   */
  firstView?: DrawFirstView;
  /**
   * The merchant's brand: the page's title, theme colour, manifest and icons
   * (server/static/brand.ts); absent or null: index.html's own head.
   */
  brand?: () => Promise<SiteBrand | null>;
}

/**
 * Serves the built SPA: hashed files under /assets/ cached for a year (their names change
 * with their content), other files briefly, and history-mode fallback — a GET that wants
 * HTML and names no file gets index.html, with the merchant code injected into <head> so
 * the SPA knows its merchant before its first API call, and the merchant's brand (title, theme
 * colour, manifest, icons). An address the router has no page for (src/page-paths.ts) gets the
 * same page with HTTP 404: the SPA shows its not-found page. The demo vendor's pages
 * (VENDOR_PAGES) get dist/vendor.html under their own strict policy; every built file may be
 * loaded cross-origin (the vendor page is sandboxed).
 */
export function spa(opts: SpaOptions): MiddlewareHandler {
  const root = resolve(opts.distDir);
  const compressed = new CompressionCache();
  // The built page and its Content-Security-Policy: the hashes of its inline scripts are computed
  // when the page is first read (at start-up, and again after a rebuild), never per request. What
  // the server adds to it (merchant meta, brand head, preloads, shell, boot answers as a JSON data
  // block) holds no script.
  let index: { mtimeMs: number; html: string; policy: string } | null = null;

  async function indexHtml(): Promise<string | null> {
    const file = join(root, 'index.html');
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    if (!index || index.mtimeMs !== st.mtimeMs) {
      const html = await readFile(file, 'utf8');
      index = { mtimeMs: st.mtimeMs, html, policy: sitePolicy({ scriptHashes: inlineScriptHashes(html) }) };
    }
    return index.html;
  }

  // Vite's build manifest (dist/.vite/manifest.json): which chunks a page's first render loads.
  let manifest: { mtimeMs: number; chunks: ViteManifest } | null = null;
  async function buildManifest(): Promise<ViteManifest> {
    const file = join(root, '.vite', 'manifest.json');
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return {};
    if (!manifest || manifest.mtimeMs !== st.mtimeMs) {
      let chunks: ViteManifest = {};
      try {
        chunks = JSON.parse(await readFile(file, 'utf8')) as ViteManifest;
      } catch {
        // A manifest being written: no preloads this time.
      }
      manifest = { mtimeMs: st.mtimeMs, chunks };
    }
    return manifest.chunks;
  }

  // Built stylesheets' text, for a drawn page to carry inline: hashed names never change content.
  const styleTexts = new Map<string, string>();
  async function stylesheets(files: readonly string[]): Promise<Map<string, string>> {
    const texts = new Map<string, string>();
    for (const f of files) {
      let text = styleTexts.get(f);
      if (text === undefined) {
        const full = safeJoin(root, `/${f}`);
        text = full ? await readFile(full, 'utf8').catch(() => undefined) : undefined;
        if (text === undefined) continue;
        styleTexts.set(f, text);
      }
      texts.set(f, text);
    }
    return texts;
  }

  let vendor: { mtimeMs: number; html: Uint8Array } | null = null;
  async function vendorHtml(): Promise<typeof vendor> {
    const file = join(root, 'vendor.html');
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    if (!vendor || vendor.mtimeMs !== st.mtimeMs) vendor = { mtimeMs: st.mtimeMs, html: new Uint8Array(await readFile(file)) };
    return vendor;
  }

  const serveVendorPage = async (c: Context) => {
    const page = await vendorHtml();
    if (!page) return c.text(NOT_BUILT_TEXT, 404);
    c.header('Content-Security-Policy', vendorPageCsp(new URL(c.req.url).origin));
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('X-Content-Type-Options', 'nosniff');
    // The play URL carries a one-use launch ticket: never stored, never sent on as a Referer.
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return send(c, page.html, TYPES['.html']!, 'vendor.html', page.mtimeMs, compressed);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (opts.apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`))) return next();
    if (VENDOR_PAGES.includes(path)) return serveVendorPage(c);
    // The rest of /demo-vendor/ is the vendor's API: never the SPA.
    if (path.startsWith(VENDOR_PREFIX)) return next();

    const serveIndex = async () => {
      const status = isKnownPagePath(path) ? 200 : 404;
      const html = await indexHtml();
      if (html === null) return c.text(NOT_BUILT_TEXT, path === '/' ? 200 : 404);
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Security-Policy', index!.policy);
      const merchant = opts.merchantCode();
      const version = index!.mtimeMs;
      const brand = (await opts.brand?.().catch(() => null)) ?? null;
      // The language the player chose last (its cookie), else the site's default: the answers, the drawing and the catalogs speak it.
      const language = languageOfCookie(c.req.header('Cookie')) ?? DEFAULT_LOCALE;
      const chunks = await buildManifest();
      const modules = await pageModules({ pathname: path, search: new URL(c.req.url).search }, language);
      const preloads = preloadLinks(chunks, modules);
      const pageWith = (links: string) => {
        const withPreloads = links ? html.replace('</head>', `${links}</head>`) : html;
        return injectMerchantMeta(brand ? injectBrandHead(withPreloads, brand) : withPreloads, merchant);
      };
      const page = pageWith(preloads);
      // A HEAD, or a page without answers, is the same for every request to its address kind: compressed once.
      const answers = c.req.method === 'GET' && opts.bootAnswers ? await opts.bootAnswers(c, language).catch(() => []) : [];
      if (!answers.length) {
        const key = `index.html|${merchant}|${brand ? brandVersion(brand) : ''}|${preloads}`;
        return send(c, new TextEncoder().encode(injectShell(page, brand?.name ?? '')), TYPES['.html']!, key, version, compressed, status, 'Accept-Encoding, Cookie');
      }
      const url = new URL(c.req.url);
      const view = opts.firstView
        ? await opts.firstView({ url: url.pathname + url.search, host: c.req.header('Host') ?? url.host, merchantCode: merchant, language, answers })
        : null;
      // A drawn view's page stylesheets go in with it: its first paint must look as the site does.
      const body = view
        ? injectFirstView(injectBootAnswers(pageWith(preloadLinks(chunks, modules, await stylesheets(pageFiles(chunks, modules).styles))), answers), view, language)
        : injectShell(injectBootAnswers(page, answers), brandNameOf(answers) || (brand?.name ?? ''));
      // The answers, the drawing and the catalog preloaded follow the language cookie.
      return send(c, new TextEncoder().encode(body), TYPES['.html']!, '', version, null, status, 'Accept-Encoding, Cookie');
    };

    if (path === '/' || path === '/index.html') return serveIndex();

    // Nothing under a dot-directory is public (the build manifest in .vite/).
    const file = path.split('/').some((seg) => seg.startsWith('.')) ? null : safeJoin(root, path);
    const st = file ? await stat(file).catch(() => null) : null;
    if (file && st?.isFile()) {
      const body = new Uint8Array(await readFile(file));
      const ext = extname(file).toLowerCase();
      const type = TYPES[ext] ?? 'application/octet-stream';
      c.header('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      // The vendor page's origin is "null" (sandboxed): its module scripts and styles are CORS
      // requests. Built files are public and carry no credentials.
      c.header('Access-Control-Allow-Origin', '*');
      if (!COMPRESSIBLE.has(ext)) {
        c.header('Content-Type', type);
        return c.body(body as Uint8Array<ArrayBuffer>, 200);
      }
      return send(c, body, type, file, st.mtimeMs, compressed);
    }
    if ((c.req.header('Accept') ?? '').includes('text/html')) return serveIndex();
    return next();
  };
}

/** Resolves a URL path inside root, or null when it would escape it (../, encoded or not). */
function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(root, `.${decoded}`);
  return full === root || full.startsWith(root + sep) ? full : null;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function injectMerchantMeta(html: string, merchantCode: string): string {
  const meta = `<meta name="merchant-code" content="${escapeAttr(merchantCode)}">`;
  const existing = /<meta\s+name=["']merchant-code["'][^>]*>/i;
  if (existing.test(html)) return html.replace(existing, meta);
  // After <meta charset> when there is one: the charset must come first in <head>.
  const charset = /<meta\s+charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (m) => `${m}\n    ${meta}`);
  const head = /<head(\s[^>]*)?>/i;
  return head.test(html) ? html.replace(head, (m) => `${m}\n    ${meta}`) : `${meta}\n${html}`;
}
