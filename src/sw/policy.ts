/**
 * What the service worker (src/sw/sw.ts) does with each request: a pure function, so the rules
 * are tested without a browser (policy.test.ts) and the worker only carries them out.
 *
 * - `network`: not handled at all, the browser fetches as if there were no worker. Every API
 *   answer (the WPS API, the demo vendor's API and its play pages with one-use tickets, the dev
 *   and operator routes) and so every money screen's data: never stored, never answered from a cache.
 * - `cache-first`: built files whose name changes with their content (`/assets/*`) and the
 *   brand icons (versioned by `?v=`): from the cache, else fetched and stored.
 * - `navigation`: a page load while the device says it is offline (navigator.onLine false: no
 *   network at all, airplane mode): from the network still (it may be back), else the offline page.
 *   A page is never stored (it carries fresh answers). While online, page loads are `network`: the
 *   worker does not stand between the browser and the page (no start-up delay for the worker on
 *   each page load, and the browser tests' request routing sees every page load).
 */
export type Strategy = 'network' | 'cache-first' | 'navigation';

/** Address prefixes that are never cached, whatever the request. */
export const NEVER_CACHED = ['/wps/', '/lgw/', '/lotto/', '/demo-vendor/', '/dev/', '/ops/'] as const;

/** The offline page (server/static/offline.ts), precached at install. */
export const OFFLINE_URL = '/offline.html';

/** Cache names start with this, then the build's version: a new build's worker deletes the others. */
export const CACHE_PREFIX = 'betsite-';

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
}

export interface DeviceFacts {
  origin: string;
  /** navigator.onLine: false only when the device has no network at all. */
  online: boolean;
}

export function strategyFor(request: RequestFacts, device: DeviceFacts): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== device.origin) return 'network';
  if (NEVER_CACHED.some((p) => url.pathname.startsWith(p))) return 'network';
  if (request.mode === 'navigate') return device.online ? 'network' : 'navigation';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  if (url.pathname.startsWith('/icons/') && url.searchParams.has('v')) return 'cache-first';
  return 'network';
}

export const cacheName = (version: string) => `${CACHE_PREFIX}${version}`;

/** This worker's caches that belong to another build: deleted when it activates. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== cacheName(version));
}

/** Only a whole, successful answer of our own origin is stored (never a redirect, an error or a partial answer). */
export function cacheable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}
