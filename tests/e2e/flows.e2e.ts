import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, visitor } from './support/accounts';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// A production server: the visualiser is only for staff, and only when the operator enables it.
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, NODE_ENV: 'production' } });

/** Accounts logged in on this test server so far: only an account's first login is welcomed. */
const loggedIn = new Set<string>();

async function signedIn(user: string, password: string, ip: string): Promise<Page> {
  const { page } = await visitor(site.browser, ip);
  await home(page, `${site.server.url}/`);
  const firstLogin = !loggedIn.has(user);
  loggedIn.add(user);
  await logIn(page, user, password);
  await closeWelcome(page, { firstLogin });
  return page;
}

/** Scripts Chromium fetched, with their text: what the visitor's browser downloaded. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    // A body the browser no longer holds (a request of the previous page cut off by the
    // navigation) is fetched again: every script the page asked for is checked.
    if (r.request().resourceType() === 'script') {
      scripts.set(new URL(r.url()).pathname, r.text().catch(() => page.request.get(r.url()).then((again) => again.text())));
    }
  });
  return scripts;
}

describe('the flow visualiser (/flows)', () => {
  it('a player gets 403 from the staff endpoint and the 403 page, and never downloads the visualiser', async () => {
    await site.server.ops('flows', 'on');
    const page = await signedIn('player01', 'Player@2026', '203.0.113.31');
    const scripts = recordScripts(page);
    await page.goto(`${site.server.url}/flows`);
    await page.getByRole('heading', { level: 1, name: '403 — staff only' }).waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.get(`${site.server.url}/wps/staff/flows`, { headers: { Authorization: token ?? '' } });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'staff.only' });
    for (const [path, text] of scripts) expect(await text, path).not.toMatch(/org\.eclipse\.elk|ElkNode/);
    await page.context().close();
  });

  it('staff open /flows and every chart in the registry draws its diagram', async () => {
    const page = await signedIn('staff01', 'Staff@2026', '203.0.113.32');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.server.url}/flows`);
    await page.getByRole('heading', { level: 1, name: 'Flows' }).waitFor();
    const charts = page.getByRole('navigation', { name: 'Charts' }).getByRole('button');
    await charts.first().waitFor();
    const count = await charts.count();
    expect(count).toBeGreaterThanOrEqual(13);
    for (let i = 0; i < count; i++) {
      const button = charts.nth(i);
      const name = (await button.innerText()).trim();
      await button.click();
      const diagram = page.getByRole('img', { name: /^State diagram of / });
      await diagram.waitFor();
      expect(await diagram.getAttribute('aria-label'), name).toMatch(/\d+ states, \d+ transitions/);
      expect(await diagram.locator('text').count(), name).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is off even for staff in production while the operator has it off', async () => {
    await site.server.ops('flows', 'off');
    const page = await signedIn('staff01', 'Staff@2026', '203.0.113.32');
    await page.goto(`${site.server.url}/flows`);
    await page.getByRole('heading', { level: 1, name: '403 — staff only' }).waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.get(`${site.server.url}/wps/staff/flows`, { headers: { Authorization: token ?? '' } });
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await page.context().close();
  });
});
