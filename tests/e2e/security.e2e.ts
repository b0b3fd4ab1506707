import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../server/static/offline';
import { closeWelcome, home, logIn, signOutButton, visitor } from './support/accounts';
import { freePort } from './support/server';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// A production server: its policy, HSTS and the staff-only visualiser, as operators run it.
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, NODE_ENV: 'production' } });

/** A page of another origin (another port) that frames the site, and a page of its own as the control. */
let foreign: { server: Server; url: string };
beforeAll(async () => {
  const port = await freePort();
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.url === '/own') return res.end('<!doctype html><p>framed fine</p>');
    res.end(`<!doctype html><title>elsewhere</title><iframe title="site" src="${site.server.url}/"></iframe><iframe title="own" src="/own"></iframe>`);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  foreign = { server, url: `http://127.0.0.1:${port}` };
});
afterAll(() => new Promise<void>((r) => (foreign ? foreign.server.close(() => r()) : r())));

/**
 * Every Content-Security-Policy violation any frame of the page reports (its
 * `securitypolicyviolation` event), and Chromium's own console reports of refused content.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${location.pathname}`);
    });
  });
  page.on('console', (m) => {
    const text = m.text();
    if (/CSP violation|Content Security Policy|Refused to/i.test(text)) seen.push(`${page.url()} → ${text}`);
  });
  return seen;
}

describe('the site under its Content-Security-Policy', () => {
  it('home, a lobby, a demo slot in /game and in /seamless, the service worker and its offline page, and /flows: no violation reported', { timeout: 150_000 }, async () => {
    await site.server.ops('flows', 'on');
    const { context, page } = await visitor(site.browser);
    const violations = await recordViolations(page);

    await home(page, `${site.server.url}/`);
    // The recorder hears a refusal: an inline script added to the page is refused and reported (then forgotten).
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = 1';
      document.head.append(s);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    violations.length = 0;
    const csp = (await page.request.get(`${site.server.url}/`, { headers: { Accept: 'text/html' } })).headers()['content-security-policy'];
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    // A trial account plays the JILI slot from the Slots lobby (the service worker registers meanwhile).
    await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
    await signOutButton(page).waitFor();
    await page.goto(`${site.server.url}/rng`);
    await page.getByRole('group', { name: 'Game vendors' }).getByRole('button', { name: /JILI/ }).click();
    const games = page.getByRole('list', { name: 'JILI Slots games' }).getByRole('button');
    await games.first().click();
    await page.waitForURL((url) => url.pathname === '/game');
    const game = page.locator('.game-frame iframe').contentFrame();
    await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    await game.getByText(/You win P [\d,]+\.\d\d\.|No win this time\./).waitFor();

    // /seamless shows the game a launch stored; the launch's own /game frame is kept from spending its ticket.
    await page.route('**/demo-vendor/play**', (route) => route.abort());
    await page.goto(`${site.server.url}/rng`);
    await page.getByRole('group', { name: 'Game vendors' }).getByRole('button', { name: /JILI/ }).click();
    await games.first().click();
    await page.waitForURL((url) => url.pathname === '/game');
    await page.unroute('**/demo-vendor/play**');
    await page.goto(`${site.server.url}/seamless`);
    await page.locator('iframe').contentFrame().getByRole('button', { name: 'Spin', exact: true }).waitFor();

    // The service worker is running under the policy it was served with.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none')).toBe('activated');
    // Offline, it answers with the offline page, whose own inline script (allowed by its hash) shows the
    // visitor's language (the page's default is Bengali) and whose Retry reloads without an inline handler.
    await context.setOffline(true);
    try {
      await page.goto(`${site.server.url}/vip`);
      await page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.en.title }).waitFor();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: OFFLINE_TEXT.en.retry }).click()]);
      await page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.en.title }).waitFor();
    } finally {
      await context.setOffline(false);
    }
    await context.close();

    // Staff open the visualiser: ELK lays out a chart and the diagram draws its own <style>.
    const staff = await visitor(site.browser);
    const staffViolations = await recordViolations(staff.page);
    await home(staff.page, `${site.server.url}/`);
    await logIn(staff.page, 'staff01', 'Staff@2026');
    await closeWelcome(staff.page, { firstLogin: true });
    await staff.page.goto(`${site.server.url}/flows`);
    await staff.page.getByRole('heading', { level: 1, name: 'Flows' }).waitFor();
    await staff.page.getByRole('navigation', { name: 'Charts' }).getByRole('button').first().click();
    // The laid-out diagram itself (an icon's <svg> can be on the page before it): its <style> is then in the page.
    await staff.page.getByRole('img', { name: /^State diagram of / }).waitFor();
    await staff.context.close();

    expect([...violations, ...staffViolations]).toEqual([]);
  });

  it('a page of another origin cannot frame the site; its own page frames fine', async () => {
    const { context, page } = await visitor(site.browser);
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(m.text())) refusals.push(m.text());
    });
    await page.goto(foreign.url);
    const own = page.frameLocator('iframe[title="own"]');
    await own.getByText('framed fine').waitFor();
    // Chromium refuses the site's frame (frame-ancestors 'self') and shows its error page instead.
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const siteFrame = page.frames().find((f) => f !== page.mainFrame() && !f.url().endsWith('/own'))!;
    expect(await siteFrame.evaluate(() => document.getElementById('root') !== null).catch(() => false)).toBe(false);
    await context.close();
  });
});
