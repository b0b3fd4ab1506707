import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, logIn, openLogin, visitor } from './support/accounts';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// A production server: the visualiser is only for staff, and only when the operator enables it.
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, NODE_ENV: 'production' } });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
      const text = r.text().catch(() => page.request.get(r.url()).then((again) => again.text()));
      // A test that reads the map awaits the text (and fails if it cannot be had); a response that
      // arrives while the context closes, read by no one, must not count as an unhandled rejection.
      text.catch(() => undefined);
      scripts.set(new URL(r.url()).pathname, text);
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
    // The set checked is the one fetched so far: a script arriving later would be read again after the
    // context closes, and that read's failure would reach no one.
    page.removeAllListeners('response');
    for (const [path, text] of scripts) {
      expect(await text, path).not.toMatch(/org\.eclipse\.elk|ElkNode/);
      // Chart descriptions are for staff: the charts a player's page runs come without them.
      expect(await text, path).not.toContain('A visitor: nothing signed in runs.');
      // So are the requirement ids the charts name (meta.spec).
      expect(await text, path).not.toMatch(/§[1-9] [A-Z]/);
    }
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
      // This chart's own diagram: right after the click the previous chart's can still be on screen.
      const diagram = page.getByRole('img', { name: new RegExp(`^State diagram of ${escape(name)}:`) });
      await diagram.waitFor();
      expect(await diagram.getAttribute('aria-label'), name).toMatch(/\d+ states, \d+ transitions/);
      await expect.poll(() => diagram.locator('text').count(), { message: name }).toBeGreaterThan(0);
    }
    // Staff read every description, although the production build strips them from the site's own charts.
    await page.getByRole('navigation', { name: 'Charts' }).getByRole('button', { name: 'app', exact: true }).click();
    await page.getByText(/^The app system \(docs\/architecture\.md\): connects session/).first().waitFor();
    await expect.poll(() => page.locator('title', { hasText: 'A visitor: nothing signed in runs.' }).count()).toBeGreaterThan(0);

    // Sign-off: the requirements the chart names, then a baseline saved from this page without one of
    // app's transitions is loaded back, and that transition is drawn as added.
    const requirements = page.locator('section', { has: page.getByRole('heading', { name: /^Requirements \(/ }) });
    await requirements.getByRole('list').getByText('§4 Logout', { exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download baseline' }).click()]);
    const baseline = JSON.parse(await readFile((await download.path())!, 'utf8')) as { charts: { id: string; transitions: { key: string }[] }[] };
    const app = baseline.charts.find((c) => c.id === 'app')!;
    const dropped = app.transitions.find((t) => t.key.includes('app.signOut'))!;
    app.transitions = app.transitions.filter((t) => t !== dropped);
    await page.getByLabel('Load baseline').setInputFiles({ name: 'baseline.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(baseline)) });
    const changes = page.locator('section', { has: page.getByRole('heading', { name: /^Changes since the baseline/ }) });
    const item = changes.locator('li', { hasText: dropped.key });
    await expect.poll(() => item.innerText()).toMatch(/^Added:/);
    // The diagram marks the difference once it has compared its chart with the loaded baseline.
    const added = page.getByRole('img', { name: /^State diagram of app:/ }).locator('[data-transition][data-diff="added"]');
    await expect.poll(() => added.count()).toBe(1);
    await expect.poll(() => added.locator('title').textContent()).toContain('app.signOut');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a player records a session with ?record=1 and staff replay it on the chart, step by step', async () => {
    // The player: the home notice, then the login dialog opened, typed into and closed, then the recording downloaded.
    const { page: player } = await visitor(site.browser, '203.0.113.33');
    await home(player, `${site.server.url}/?record=1`);
    const bar = player.getByRole('complementary', { name: 'Bug report recording' });
    await bar.waitFor();
    const dialog = await openLogin(player);
    await dialog.getByLabel('Username', { exact: true }).fill('player01');
    await player.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const [download] = await Promise.all([player.waitForEvent('download'), bar.getByRole('button', { name: 'Download recording' }).click()]);
    const file = await readFile((await download.path())!, 'utf8');
    // Event types and allowlisted fields only: nothing the player typed.
    expect(file).not.toContain('player01');
    const recording = JSON.parse(file) as { format: string; actors: { name: string; events: { type: string; fields?: { name?: string } }[] }[] };
    expect(recording.format).toBe('betsite-recording/1');
    const modalEvents = recording.actors.find((a) => a.name === 'modal')!.events;
    const loginOpen = modalEvents.findIndex((e) => e.type === 'modal.open' && e.fields?.name === 'login') + 1;
    expect(loginOpen).toBeGreaterThan(0);
    await bar.getByRole('button', { name: 'Stop recording' }).click();
    await bar.waitFor({ state: 'detached' });
    await player.context().close();

    // Staff load it in /flows and step through the modal chart to the login dialog's opening.
    const page = await signedIn('staff01', 'Staff@2026', '203.0.113.32');
    await page.goto(`${site.server.url}/flows`);
    await page.getByRole('navigation', { name: 'Charts' }).getByRole('button').first().waitFor();
    await page.getByLabel('Load a recording').setInputFiles({ name: 'recording.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.getByRole('list', { name: 'Recorded charts' }).waitFor();
    await page.getByRole('button', { name: 'Replay modal', exact: true }).click();
    const replay = page.getByRole('group', { name: 'Replay of modal' });
    await replay.getByRole('status').getByText('Before the first event: closed').waitFor();
    const diagram = page.getByRole('img', { name: /^State diagram of modal:/ });
    // The diagram is laid out after the status line: wait for its highlight as a person would see it arrive.
    await diagram.locator('[data-state="modal.closed"].fd-active').waitFor();
    expect(await diagram.locator('[data-state="modal.closed"].fd-active').count()).toBe(1);
    for (let i = 0; i < loginOpen; i++) await replay.getByRole('button', { name: 'Next event' }).click();
    await replay.getByRole('status').getByText(`Event ${loginOpen} of ${modalEvents.length}: modal.open name=login → open`).waitFor();
    const taken = diagram.locator('[data-transition].fd-taken');
    await taken.first().waitFor();
    expect(await taken.count()).toBe(1);
    expect(await taken.locator('title').textContent()).toContain('modal.open');
    expect(await replay.getByRole('alert').count()).toBe(0);
    await replay.getByRole('button', { name: 'Previous event' }).click();
    await replay.getByRole('status').getByText(new RegExp(`^(Event ${loginOpen - 1} of|Before the first event)`)).waitFor();
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
