import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteTookOver } from './support/first-view';
import { useSiteUnderTest } from './support/site';

const site = useSiteUnderTest();

async function freshPage(locale?: 'bn' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext();
  if (locale) await context.addInitScript((l) => localStorage.setItem('lang', l), locale);
  const page = await context.newPage();
  return { context, page };
}

const BENGALI = /[\u0980-\u09FF]/;

describe('foundation in a real browser', () => {
  it('home renders in Bengali by default', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${site.server.url}/`);
    await page.getByRole('banner').waitFor();
    // The header can draw before the language is applied: each is waited for as it arrives.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('bn');
    const picker = page.getByRole('combobox', { name: /ভাষা|Language/ });
    await expect.poll(() => picker.inputValue()).toBe('bn');
    await expect.poll(() => page.getByRole('banner').innerText()).toMatch(BENGALI);
    await context.close();
  });

  it('switching to English survives a reload', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${site.server.url}/`);
    await siteTookOver(page);
    await page.getByRole('combobox', { name: /ভাষা|Language/ }).selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { polling: 50 });
    await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    await page.reload();
    await page.getByRole('banner').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { polling: 50 });
    await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['en', 'bn']);
    await context.close();
  });

  it('shows the maintenance page while the operator CLI has maintenance on', async () => {
    await site.server.ops('maintenance', 'on', '--message', 'Back soon');
    try {
      const { context, page } = await freshPage('en');
      await page.goto(`${site.server.url}/promotions`);
      await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
      await page.getByText('RESTRICTION OF VISIT').waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Contact Us' }).waitFor({ state: 'visible' });
      expect(await page.getByRole('banner').count()).toBe(0);
      await context.close();
    } finally {
      await site.server.ops('maintenance', 'off');
    }
    const { context, page } = await freshPage('en');
    await page.goto(`${site.server.url}/`);
    await page.getByRole('banner').waitFor();
    await context.close();
  });

  it('shows the IP restriction page with ip and country when the region rules exclude the visitor', async () => {
    // The visitor (loopback) is seeded as BD; allowing only US restricts it.
    await site.server.ops('region', 'allow-countries', 'US');
    try {
      const { context, page } = await freshPage('en');
      await page.goto(`${site.server.url}/`);
      await page.getByRole('heading', { name: 'Access restricted because of location or IP' }).waitFor();
      await expect.poll(() => page.getByTestId('visitor-ip').innerText()).toMatch(/127\.0\.0\.1|::1/);
      await expect.poll(() => page.getByTestId('visitor-country').innerText()).toBe('BD');
      await page.getByRole('button', { name: 'Contact Us' }).waitFor({ state: 'visible' });
      await context.close();
    } finally {
      await site.server.ops('region', 'allow-countries', '--clear');
    }
  });

  type Layout = 'full' | 'headerOnly' | 'bare';
  const routes: [string, Layout][] = [
    ['/', 'full'],
    ['/index', 'full'],
    ['/index.html', 'full'],
    ['/home', 'full'],
    ['/register', 'full'],
    ['/register.html', 'full'],
    ['/login', 'full'],
    ['/vip', 'full'],
    ['/elott', 'full'],
    ['/rng', 'full'],
    ['/live', 'full'],
    ['/fish', 'full'],
    ['/pvp', 'full'],
    ['/sports', 'full'],
    ['/esports', 'full'],
    ['/promotions', 'full'],
    ['/promoDetail', 'full'],
    ['/help', 'full'],
    ['/down', 'full'],
    ['/download', 'full'],
    ['/join', 'full'],
    ['/pointMall', 'headerOnly'],
    ['/lottery', 'headerOnly'],
    ['/Vnlottery', 'headerOnly'],
    ['/seamless', 'headerOnly'],
    ['/game', 'headerOnly'],
    ['/helpmc', 'bare'],
  ];

  it('renders every route of SPEC §2 inside its layout', async () => {
    const { context, page } = await freshPage('en');
    for (const [path, layout] of routes) {
      const response = await page.goto(`${site.server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await siteTookOver(page);
      await page.getByRole('main').first().waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const counts = {
        header: await page.getByRole('banner').count(),
        footer: await page.getByRole('contentinfo').count(),
        sideBar: await page.getByRole('complementary').count(),
      };
      const expected = {
        full: { header: 1, footer: 1, sideBar: 1 },
        headerOnly: { header: 1, footer: 0, sideBar: 0 },
        bare: { header: 0, footer: 0, sideBar: 0 },
      }[layout];
      expect({ path, ...counts }).toEqual({ path, ...expected });
    }
    await context.close();
  });

  it('a deep link reload works (history fallback) and keeps the route', async () => {
    const { context, page } = await freshPage('en');
    const response = await page.goto(`${site.server.url}/promotions`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotions');
    // Unknown API paths still answer the JSON envelope, never the SPA.
    const api = await page.request.get(`${site.server.url}/wps/does/not/exist`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    await context.close();
  });
});
