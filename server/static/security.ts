import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * Browser protections on every answer (issue #18; server/README.md "Security headers"). The site's
 * pages get the site policy with the hashes of their inline scripts; every other answer (API JSON,
 * files, the service worker, the manifest) gets the same policy without any inline script. A
 * route that sets its own policy (the demo vendor's sandboxed game pages, the offline page, the
 * vendor artwork) keeps it.
 */

/** The sha256 CSP sources of a page's inline scripts (data blocks such as the boot answers are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The site's Content-Security-Policy. Scripts: this origin and the hashed inline scripts only,
 * never `unsafe-inline` or eval. Styles may be inline: the build inlines the entry stylesheet
 * (vite.config.ts inlineEntryCss), the flow visualiser draws a <style>, and CSS cannot run code.
 * Images and frames may come from any https origin: a merchant's image CDN and real game
 * vendors' launch pages (which the /game page frames); the demo vendor is this origin.
 * Only this origin may frame the site (clickjacking of the withdrawal screens). No
 * `upgrade-insecure-requests`: a production server reached over plain http (a health check, a
 * loopback test) must keep working; HSTS keeps browsers on https where TLS is offered.
 */
export function sitePolicy(opts: { scriptHashes?: readonly string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self'${(opts.scriptHashes ?? []).map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' data: blob:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Powerful features the site never uses, refused to it and to every frame it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), browsing-topics=()';

/** HSTS in production: a year, subdomains included (the site is served over TLS there). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(opts: { production: boolean }): MiddlewareHandler {
  const fallbackPolicy = sitePolicy({});
  return async (c, next) => {
    await next();
    try {
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // A Response with immutable headers (a fetched one): answered as a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    }
    const set = (name: string, value: string) => {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    };
    set('Content-Security-Policy', fallbackPolicy);
    set('X-Frame-Options', 'SAMEORIGIN');
    set('Referrer-Policy', 'strict-origin-when-cross-origin');
    set('Permissions-Policy', PERMISSIONS_POLICY);
    if (opts.production) set('Strict-Transport-Security', HSTS);
  };
}
