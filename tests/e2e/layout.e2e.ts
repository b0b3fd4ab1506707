import type { Frame, Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { CATEGORY_PATHS } from '../../src/pages/first-reads';
import { logIn, signOutButton, visitor } from './support/accounts';
import { type Say, wordsOf } from './support/language';
import { pollUntil, within } from './support/poll';
import { LAYOUT_WIDTHS, layoutProblems, problemsAtEveryWidth, resizeTo } from './support/layout';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

/**
 * Issue #16: the layout holds at 360, 390, 768, 1024, 1366 and 1920 px in Bengali and English.
 * One server, one browser; each account's page is resized (and its language switched in the
 * header) rather than opened again. At every width each route, each member-center section (as
 * player01) and each agent-center section (as agent01) must have no sideways overflow, no control
 * clipped or covered, and any open dialog its close control on screen (support/layout.ts). A
 * failure lists every problem as "where @width: kind element (detail)".
 */
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK }, snapshotDist: true });

const LANGUAGES = ['en', 'bn'] as const;
/** Each test walks many pages at six widths in two languages. */
const WALK_TIMEOUT = 600_000;
/** One route at six widths, its dialog and (on /) the nav's menus: under 20 s on a loaded CI machine. */
const ROUTE_TIMEOUT = 120_000;

/**
 * Every page of src/router.tsx a visitor can open (/flows answers its 403 page; /game and
 * /seamless with no game launched say so, a launched game is walked in its own test).
 */
const ROUTES = [
  '/',
  ...CATEGORY_PATHS.map(([path]) => path),
  '/lottery',
  '/Vnlottery',
  '/promotions',
  '/promoDetail?id=1',
  '/pointMall',
  '/vip',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/login',
  '/register',
  '/reset-password',
  '/flows',
  '/game',
  '/seamless',
  '/no-such-page',
];

/** Waits until the page has drawn what it loads: no spinner, nothing busy. */
async function settle(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.data-loading, .spinner, [aria-busy="true"]'), null, { timeout: 10_000, polling: 100 })
    .catch(() => undefined);
}

/** Switches the site's language in the header as a person does. */
async function chooseLanguage(page: Page, lang: string) {
  await page.getByRole('banner').getByRole('combobox', { name: /Language|ভাষা/ }).selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { polling: 50 });
  await settle(page);
}

const openDialog = (page: Page) => page.locator('[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true]');

/** Opens the home page and closes the popup notice if one comes (a first visit's). */
async function arrive(page: Page) {
  await page.goto(`${site.server.url}/`);
  await settle(page);
  // A first visit's notice opens once the notices are read: on a loaded machine that can take seconds.
  await openDialog(page).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await closeDialogs(page);
}

/** Closes whatever dialogs are open (Escape closes the top one). */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 5; i++) {
    const open = await openDialog(page).count();
    if (open === 0) break;
    await page.keyboard.press('Escape');
    // The top one goes (not a fixed pause: a second Escape sent before it has gone would be lost or close the next).
    await page
      .waitForFunction((n) => document.querySelectorAll('[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true]').length < n, open, { timeout: 5000, polling: 50 })
      .catch(() => undefined);
  }
}

/** At a laptop's width and above (≥ 1366 px) the top bar holds one line (it wrapped to two at 1366 px). */
async function topBarWraps(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const bar = document.querySelector('.top-bar__inner');
    if (!bar) return false;
    const tops = Array.from(bar.children).map((c) => c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2);
    return tops.some((t) => Math.abs(t - tops[0]!) > 12);
  });
}

/** The page at every width, with the nav's menu and each category's dropdown opened in turn. */
async function navProblems(page: Page, where: string): Promise<string[]> {
  const lines: string[] = [];
  const nav = page.getByRole('navigation', { name: /^(Main|প্রধান)$/ });
  for (const width of LAYOUT_WIDTHS) {
    await resizeTo(page, width);
    if (width >= 1366 && (await topBarWraps(page))) lines.push(`${where} @${width}px: the top bar wraps to a second line`);
    const menuButton = nav.locator('.game-nav__menu-button');
    const collapsed = (await menuButton.count()) > 0;
    if (width <= 390 && !collapsed) lines.push(`${where} @${width}px: the nav is a row, not a menu, on a phone`);
    if (width >= 1920 && collapsed) lines.push(`${where} @${width}px: the nav is a menu where its row fits`);
    if (collapsed) {
      await menuButton.click();
      const expanded = await pollUntil(`${where} menu button`, () => menuButton.getAttribute('aria-expanded'), (v) => v === 'true', 'true').then(() => true, () => false);
      if (!expanded) lines.push(`${where} @${width}px: the menu button does not say it is expanded`);
      for (const p of await layoutProblems(page)) lines.push(`${where} nav menu @${width}px: ${p.kind} ${p.element} (${p.detail})`);
    }
    const toggles = nav.locator('button.game-nav__toggle');
    for (let i = 0; i < (await toggles.count()); i++) {
      const toggle = toggles.nth(i);
      const name = await toggle.innerText();
      await toggle.click();
      await pollUntil(`${where}: the "${name}" dropdown`, () => toggle.getAttribute('aria-expanded'), (v) => v === 'true', 'open (aria-expanded true)');
      for (const p of await layoutProblems(page)) lines.push(`${where} nav "${name}" dropdown @${width}px: ${p.kind} ${p.element} (${p.detail})`);
      await toggle.click();
    }
    if (collapsed) await menuButton.click();
  }
  return lines;
}

/** Tables of the open dialog that need sideways scrolling (fine on a phone; at a laptop's width they must fit). */
function tablesCut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role=dialog] table'))
      .filter((table) => {
        const box = table.parentElement!;
        return box.scrollWidth > box.clientWidth + 1 || table.getBoundingClientRect().right > box.getBoundingClientRect().right + 1;
      })
      .map((table) => (table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? '').trim()),
  );
}

/** Each section of an open member or agent center, by its menu's order (the same in every language). */
async function sectionProblems(page: Page, center: Locator, where: string): Promise<string[]> {
  const lines: string[] = [];
  const items = center.getByRole('navigation').first().getByRole('button');
  await items.first().waitFor();
  const count = await items.count();
  if (count <= 3) throw new Error(`${where}: ${count} sections, expected more than 3`);
  for (let i = 0; i < count; i++) {
    await resizeTo(page, 1366);
    const item = items.nth(i);
    await item.click();
    await pollUntil(`${where}: section ${i + 1}`, () => item.getAttribute('aria-current'), (v) => v === 'page', 'current (aria-current page)');
    await settle(page);
    const name = (await item.innerText()).replace(/\s+/g, ' ').trim();
    lines.push(...(await problemsAtEveryWidth(page, `${where} "${name}"`)));
    for (const width of [1366, 1920]) {
      await resizeTo(page, width);
      for (const table of await tablesCut(page)) lines.push(`${where} "${name}" @${width}px: table "${table}" does not fit (its last columns are out of sight)`);
    }
  }
  await resizeTo(page, 1366);
  return lines;
}

describe('the layout at 360–1920 px in bn and en', () => {
  // One walk per language, side by side: each visitor switches the language in the header first.
  for (const lang of LANGUAGES) {
    it.concurrent(`every route as a visitor in ${lang}: nothing overflows sideways, every control can be pressed, dialogs can be closed; the nav is a menu where it does not fit`, { timeout: WALK_TIMEOUT }, async ({ expect }) => {
      const { context, page } = await visitor(site.browser, undefined, { motion: 'no-preference' });
      const problems: string[] = [];
      await page.goto(`${site.server.url}/`);
      await closeDialogs(page);
      await chooseLanguage(page, lang);
      for (const route of ROUTES) {
        const where = `${route} ${lang}`;
        // Every wait inside has a deadline of its own; this one names the route if they add up.
        await within(`the walk at ${where}`, ROUTE_TIMEOUT, (async () => {
          await resizeTo(page, 1366);
          await page.goto(`${site.server.url}${route}`);
          await settle(page);
          const dialog = (await openDialog(page).count()) > 0;
          problems.push(...(await problemsAtEveryWidth(page, dialog ? `${where} (dialog open)` : where)));
          if (dialog) {
            await closeDialogs(page);
            problems.push(...(await problemsAtEveryWidth(page, where)));
          }
          if (route === '/') problems.push(...(await navProblems(page, where)));
        })());
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }

  it.concurrent('player01: the welcome, the sign-out confirmation and every member-center section', { timeout: WALK_TIMEOUT }, async ({ expect }) => {
    const { context, page } = await visitor(site.browser, undefined, { motion: 'no-preference' });
    const problems: string[] = [];
    await arrive(page);
    await logIn(page, 'player01', 'Player@2026');
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.waitFor();
    await settle(page);
    problems.push(...(await problemsAtEveryWidth(page, 'welcome en')));
    await resizeTo(page, 1366);
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await welcome.waitFor({ state: 'detached' });

    for (const lang of LANGUAGES) {
      await chooseLanguage(page, lang);
      problems.push(...(await navProblems(page, `/ as player01 ${lang}`)));
      await resizeTo(page, 1366);
      // The sign-out confirmation is a dialog like the others, sized to the screen.
      await page.getByRole('banner').getByRole('button', { name: /^(Sign out|সাইন আউট)$/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      problems.push(...(await problemsAtEveryWidth(page, `sign-out confirmation ${lang}`)));
      await resizeTo(page, 1366);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });

      await page.getByRole('banner').getByRole('button', { name: 'player01', exact: true }).click();
      const center = page.getByRole('dialog').filter({ has: page.locator('.member-center') });
      problems.push(...(await sectionProblems(page, center, `member center ${lang}`)));
      await closeDialogs(page);
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it.concurrent('agent01: every agent-center section', { timeout: WALK_TIMEOUT }, async ({ expect }) => {
    const { context, page } = await visitor(site.browser, undefined, { motion: 'no-preference' });
    const problems: string[] = [];
    await arrive(page);
    await logIn(page, 'agent01', 'Agent@2026');
    const welcome = page.getByRole('dialog', { name: 'Welcome' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await welcome.waitFor({ state: 'detached' });
    for (const width of [1366, 1920]) {
      await resizeTo(page, width);
      if (await topBarWraps(page)) problems.push(`/ as agent01 en @${width}px: the top bar wraps to a second line`);
    }
    await resizeTo(page, 1366);
    await page.getByRole('banner').getByRole('button', { name: 'Agent', exact: true }).click();
    const center = page.getByRole('dialog').filter({ has: page.locator('.member-center') });
    for (const lang of LANGUAGES) {
      // The language changes under the open agent center: it is drawn again in the new language.
      await chooseLanguage(page, lang);
      problems.push(...(await sectionProblems(page, center, `agent center ${lang}`)));
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it.concurrent('a launched game in /game and in /seamless, as a trial account in each language: the page and the game in its frame', { timeout: WALK_TIMEOUT }, async ({ expect }) => {
    const { context, page } = await visitor(site.browser, undefined, { motion: 'no-preference' });
    const problems: string[] = [];
    await arrive(page);
    // A trial account plays the JILI slots from its main wallet, where the free-play credit is.
    await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
    await signOutButton(page).waitFor();
    for (const lang of LANGUAGES) {
      await resizeTo(page, 1366);
      await chooseLanguage(page, lang);
      const t = wordsOf(lang);

      // /game: launched from the lobby as a person does.
      await launchJiliSlot(page, t);
      let game = await gameFrameOf(page);
      problems.push(...(await problemsAtEveryWidth(page, `/game ${lang}`, LAYOUT_WIDTHS, [{ name: 'game frame', frame: game }])));
      await resizeTo(page, 1366);
      await page.getByRole('button', { name: t('Close game') }).click();
      await page.waitForURL((url) => url.pathname === '/rng');

      // /seamless shows the game the launch stored (SPEC §2's page for seamless-wallet vendors). Its
      // one-use ticket must reach that page unspent: the launch's own /game frame is kept from loading.
      await page.route('**/demo-vendor/play**', (route) => route.abort());
      await launchJiliSlot(page, t);
      await page.unroute('**/demo-vendor/play**');
      await page.goto(`${site.server.url}/seamless`);
      game = await gameFrameOf(page);
      problems.push(...(await problemsAtEveryWidth(page, `/seamless ${lang}`, LAYOUT_WIDTHS, [{ name: 'game frame', frame: game }])));
      await resizeTo(page, 1366);
      await page.getByRole('button', { name: t('Close game') }).click();
      await page.waitForURL((url) => url.pathname !== '/seamless');
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});

/** Opens the Slots lobby, chooses JILI Slots and launches its first game: the site goes to /game. */
async function launchJiliSlot(page: Page, t: Say): Promise<void> {
  await page.goto(`${site.server.url}/rng`);
  await settle(page);
  await page.getByRole('group', { name: t('Game vendors') }).getByRole('button', { name: /JILI/ }).click();
  await page.getByRole('list', { name: t('{title} games', { title: 'JILI Slots' }) }).getByRole('button').first().click();
  await page.waitForURL((url) => url.pathname === '/game');
}

/** The launched game's frame, once the game has drawn its heading and settled. */
async function gameFrameOf(page: Page): Promise<Frame> {
  const element = page.locator('.game-frame iframe');
  await element.waitFor();
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  await frame.getByRole('heading', { level: 1 }).waitFor();
  await frame.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000, polling: 100 }).catch(() => undefined);
  return frame;
}
