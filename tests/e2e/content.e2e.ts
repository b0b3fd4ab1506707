import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeWelcome, home, signOutButton, solveCaptcha, visitor } from './support/accounts';
import { banner, memberCenter } from './support/member';
import { opsRun } from './support/ops';
import { useSiteUnderTest } from './support/site';

const site = useSiteUnderTest();

/** Registers through the header's dialog (ticking the 18+ terms box where the form has one); ends logged in. */
async function register(page: Page, username: string, password: string) {
  await banner(page).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  const terms = dialog.getByRole('checkbox', { name: /accept the terms/ });
  if (await terms.count()) await terms.check();
  await solveCaptcha(site.server, page, dialog);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await signOutButton(page).waitFor();
  await closeWelcome(page, { firstLogin: true });
}

/** A trap set before any page script runs: anything the notice manages to execute shows up here. */
async function armTrap(page: Page) {
  const fired: string[] = [];
  page.on('dialog', (d) => {
    fired.push(`dialog:${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: string[] }).__xss = [];
  });
  return fired;
}

const HOSTILE_TITLE = 'Security test notice';
const HOSTILE_HTML =
  '<p>Visible notice text</p>' +
  '<img src=x onerror="window.__xss.push(\'img\');alert(\'img\')">' +
  '<script>window.__xss.push(\'script\');alert(\'script\')</script>' +
  '<a href="javascript:window.__xss.push(\'href\')">a link</a>' +
  '<svg><animate onbegin="window.__xss.push(\'svg\')" attributeName="x" dur="1s"/></svg>';

describe('notice screen (SPEC §2 notices, §9 page size 9)', () => {
  it('renders a notice carrying <img onerror> and <script> as text, running nothing', async () => {
    await opsRun(site.server, 'content', 'notice', 'add', '--title', HOSTILE_TITLE, '--content', HOSTILE_HTML);
    const { context, page } = await visitor(site.browser);
    const fired = await armTrap(page);
    await home(page, site.server.url);
    await page.getByRole('button', { name: 'Open announcements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    const list = dialog.getByRole('list', { name: 'Notices' });
    await list.waitFor();
    // 12 seeded player notices + this one: 9 on the first page, a second page.
    await expect.poll(() => list.locator(':scope > li').count()).toBe(9);
    // The page buttons are a lazy part (the home popup never needs them): wait for them as a person would.
    await dialog.getByRole('button', { name: 'Page 2' }).waitFor();

    const head = dialog.getByRole('button', { name: new RegExp(HOSTILE_TITLE) });
    expect(await head.getAttribute('aria-expanded')).toBe('false');
    await head.click();
    await expect.poll(() => head.getAttribute('aria-expanded')).toBe('true');
    const body = dialog.getByRole('region', { name: HOSTILE_TITLE });
    await body.getByText('Visible notice text').waitFor();
    await body.getByText('a link').waitFor({ state: 'visible' });

    // What reached the DOM: no script element, no inline handler, no javascript: URL.
    const dom = await body.evaluate((el) => ({
      scripts: el.querySelectorAll('script').length,
      handlers: [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)),
      hrefs: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      imgs: el.querySelectorAll('img').length,
    }));
    expect(dom.scripts).toBe(0);
    expect(dom.handlers).toEqual([]);
    expect(dom.hrefs.every((h) => h === null || !/^\s*javascript:/i.test(h))).toBe(true);
    // Let the broken image fail to load (its onerror, had it survived, would run now).
    await page.waitForFunction(() => [...document.querySelectorAll('.notices__body img')].every((i) => (i as HTMLImageElement).complete), null, { polling: 50 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
    expect(fired).toEqual([]);

    // Page 2 has the rest; collapsing hides the content again.
    await head.click();
    await body.waitFor({ state: 'hidden' });
    // Page 2's notices arrive with its read (page 1 holds 9): the count turns to 4 when they are there.
    await dialog.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => list.locator(':scope > li').count()).toBe(4);
    await context.close();
  });
});

describe('help, customer service and app download', () => {
  it('/helpmc shows the help center without the header; /help with it', async () => {
    const { context, page } = await visitor(site.browser);
    await page.goto(`${site.server.url}/helpmc`);
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.goto(`${site.server.url}/help`);
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.getByRole('heading', { name: 'Feedback' }).waitFor();
    await context.close();
  });

  it('customer service opens the sealed (type 3) path in a popup window', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, site.server.url);
    await page.getByRole('complementary', { name: 'Quick links' }).getByRole('button', { name: 'Quick links' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Customer service', exact: true }).click()]);
    await popup.waitForURL(/\/helpmc$/);
    await popup.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    // The chat room shows the same address inside the site.
    await page.getByRole('button', { name: 'Chat room' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat room' });
    const frame = chat.locator('iframe[title="Customer service chat"]');
    await frame.waitFor();
    await expect.poll(() => frame.getAttribute('src')).toBe(`${site.server.url}/helpmc`);
    await context.close();
  });

  it('/down shows the iOS and Android QR codes and the installation guide', async () => {
    const { context, page } = await visitor(site.browser);
    await page.goto(`${site.server.url}/down`);
    await page.getByRole('img', { name: 'QR code to download the iOS app' }).waitFor();
    await page.getByRole('img', { name: 'QR code to download the Android app' }).waitFor({ state: 'visible' });
    await page.getByRole('heading', { name: 'Installation guide' }).waitFor();
    await page.goto(`${site.server.url}/join`);
    await page.getByRole('heading', { level: 1, name: 'Join Us' }).waitFor();
    await context.close();
  });
});

describe('platform messages and feedback as a member', () => {
  it('an operator message shows as unread in the header, reads, and deletes; feedback is sent', async () => {
    const { context, page } = await visitor(site.browser);
    await home(page, site.server.url);
    const username = `msg${Date.now().toString(36).slice(-6)}`;
    await register(page, username, 'Content@2026');
    await opsRun(site.server, 'content', 'message', 'send', username, '--title', 'Maintenance tonight', '--body', 'Deposits pause from 02:00 to 03:00.');
    // The header reads the count on sign-in, every minute and when the tab comes back into view; a new visit is the same.
    // (The home notice was seen in this session: it does not open again.)
    await page.goto(site.server.url);
    const button = banner(page).getByRole('button', { name: 'Messages, 1 unread' });
    await button.waitFor({ timeout: 15_000 });
    await button.click();
    const mc = memberCenter(page);
    const head = mc.getByRole('button', { name: /^Maintenance tonight/ });
    await head.waitFor();
    await head.click();
    await mc.getByRole('region', { name: 'Maintenance tonight' }).getByText('Deposits pause from 02:00 to 03:00.').waitFor();
    await banner(page).getByRole('button', { name: 'Messages', exact: true }).waitFor();
    await mc.getByText('All messages read').waitFor();
    await mc.getByRole('button', { name: 'Delete message Maintenance tonight' }).click();
    await mc.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await mc.getByText('No messages yet.').waitFor();
    await mc.getByRole('button', { name: 'Close' }).first().click().catch(() => undefined);

    await page.goto(`${site.server.url}/help`);
    const feedback = page.getByRole('region', { name: 'Feedback' });
    await feedback.getByLabel('Topic').selectOption('suggestion');
    await feedback.getByLabel('Your feedback').fill('short');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await feedback.getByText('Feedback length between 5 and 300 words').waitFor();
    await feedback.getByLabel('Your feedback').fill('Please add more cricket markets on weekends');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await feedback.getByText('Thank you! Your feedback was received.').waitFor();
    await feedback.getByText('Waiting for an answer').waitFor();
    await context.close();
  });
});

describe('the announcement marquee', () => {
  it('scrolls the notice titles (held while a dialog is open), and for a visitor who asks for reduced motion stands still with the titles readable from the first one', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const { context, page } = await visitor(site.browser, undefined, { motion });
      await home(page, site.server.url);
      const region = page.getByRole('region', { name: 'Announcements' });
      // The titles, joined by bullets, are the marquee's one moving line.
      const line = region.getByText('•');
      const left = async () => (await line.boundingBox())!.x;
      const running = () => line.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);
      if (motion === 'no-preference') {
        expect(await running()).toBe(1);
        const start = await left();
        await expect.poll(left).toBeLessThan(start);
        // Nothing moves behind a dialog: it is held while one is open, and goes on once it closes.
        await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
        await page.getByRole('dialog', { name: 'Login' }).waitFor();
        expect(await running()).toBe(0);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await running()).toBe(1);
      } else {
        expect(await running()).toBe(0);
        const box = (await region.boundingBox())!;
        const x = await left();
        expect(x).toBeGreaterThanOrEqual(box.x);
        expect(x).toBeLessThan(box.x + box.width / 2);
      }
      await context.close();
    }
  });
});
