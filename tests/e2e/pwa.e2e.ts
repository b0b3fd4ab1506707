import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../server/static/offline';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/browser';
import { scrollToFooter } from './support/layout';
import { type RunningServer, startServer } from './support/server';

/**
 * The installable site in Chromium (issue #16 item 7): one browser, one server, one page, the
 * steps in order (the worker installed by the first is the one the next ones go offline with).
 */
let server: RunningServer;
let context: BrowserContext;
let page: Page;
// A profile on disk: Chromium installs no app from an incognito context (a plain newContext is one).
const profile = mkdtempSync(join(tmpdir(), 'betsite-pwa-profile-'));

beforeAll(async () => {
  [server, context] = await Promise.all([
    startServer(),
    chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }),
  ]);
  // Chromium offers the install by itself here (the site is installable), and its dialog cannot be answered
  // headless: its own offers are held back, the test makes offers whose dialog answers at once.
  await context.addInitScript(() =>
    addEventListener('beforeinstallprompt', (e) => e.isTrusted && e.stopImmediatePropagation(), { capture: true }),
  );
  page = context.pages()[0] ?? (await context.newPage());
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  rmSync(profile, { recursive: true, force: true });
});

/** Every address stored in the site's caches (the service worker's). */
const cachedUrls = () =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });

describe('installable site (PWA) in a real browser', () => {
  it('the page carries the merchant\'s brand as its title and links its manifest', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('banner').waitFor();
    // The tab's title is set once the merchant's brand is read, which can come after the header.
    await expect.poll(() => page.title()).toBe('Elott Bangladesh');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(`${server.url}${href}`)).json();
    expect(manifest).toMatchObject({ name: 'Elott Bangladesh', display: 'standalone', start_url: '/' });
  });

  it('the service worker activates and controls the page, with the app shell precached', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
    const urls = await cachedUrls();
    expect(urls).toContain('/offline.html');
    expect(urls.some((u) => /^\/assets\/index-[\w-]+\.js$/.test(u))).toBe(true);
  });

  it('Chromium finds nothing that stops the install (what Lighthouse\'s PWA audit checked)', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await cdp.detach();
  });

  it('when the browser offers the install, the footer shows "Install app" (Bengali first)', async () => {
    // A page without the home page's popups over it.
    await page.goto(`${server.url}/promotions`);
    // The footer's content comes as the player scrolls down to it.
    await scrollToFooter(page);
    // The tab names the page before the brand, in the visitor's language.
    await expect.poll(() => page.title()).toBe('প্রোমোশন · Elott Bangladesh');
    const install = page.getByRole('contentinfo').getByRole('button', { name: 'অ্যাপ ইনস্টল করুন' });
    expect(await install.count()).toBe(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await install.waitFor();
    await install.click();
    // Dismissed: the offer is used, the button goes.
    await install.waitFor({ state: 'detached' });
  });

  it('API answers are never cached: offline, an API call fails instead of being answered from a cache', async () => {
    // After pages that read the API online (home, promotions).
    expect((await cachedUrls()).filter((u) => /^\/(wps|lgw|lotto|demo-vendor|dev)\//.test(u))).toEqual([]);
    await context.setOffline(true);
    try {
      const status = await page.evaluate(() => fetch('/wps/system/status').then((r) => `answered ${r.status}`, () => 'failed'));
      expect(status).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });

  it('offline, a navigation shows the brand\'s offline page in the visitor\'s language', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/vip`);
      await page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.bn.title }).waitFor();
      await page.getByText('Elott Bangladesh').waitFor({ state: 'visible' });
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.en.title }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.bn.title }).isVisible()).toBe(false);
      await page.getByRole('button', { name: OFFLINE_TEXT.en.retry }).waitFor({ state: 'visible' });
    } finally {
      await context.setOffline(false);
    }
  });

  it('back online, an unknown address answers HTTP 404 with the SPA\'s not-found page', async () => {
    const res = await page.goto(`${server.url}/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Elott Bangladesh');
    const known = await page.goto(`${server.url}/vip`);
    expect(known?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'VIP' }).waitFor();
    await expect.poll(() => page.title()).toBe('VIP · Elott Bangladesh');
  });
});
