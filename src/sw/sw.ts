/**
 * The service worker, served at /sw.js (built by src/sw/build.ts, served by server/static/pwa.ts).
 * Its rules are src/sw/policy.ts; this file only carries them out. Hand-written and small:
 * precache the app shell (the entry's files and the offline page), hashed files cache-first,
 * page loads left to the browser while online and the offline page when the device is offline,
 * API answers never touched.
 */
import { cacheable, cacheName, OFFLINE_URL, staleCaches, strategyFor } from './policy';

/** Written before this file by the build: the build's version and the app shell's files. */
declare const SW_BUILD: { version: string; shell: string[] };

// The few worker types used here (the DOM library the project compiles against has none of them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const CACHE = cacheName(SW_BUILD.version);

worker.addEventListener('install', (event) => {
  // The offline page is asked anew (not from the HTTP cache): it carries the brand of today.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([new Request(OFFLINE_URL, { cache: 'reload' }), ...SW_BUILD.shell]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, SW_BUILD.version).map((n) => caches.delete(n))))
      // The page that registered the worker is controlled at once, not from its next load.
      .then(() => worker.clients.claim()),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function networkThenOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { url: request.url, method: request.method, mode: request.mode },
    { origin: worker.location.origin, online: navigator.onLine },
  );
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'navigation') event.respondWith(networkThenOffline(request));
  // 'network': no respondWith, the browser fetches it itself.
});
