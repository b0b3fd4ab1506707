import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { home, loginDialog, visitor } from './support/accounts';
import { clockIsGmt8Now, nearClock, SITE_TIME } from './support/clock';
import { gameBalance, gameFrame, minorOf, nav, openCategory, openNavMenu, P, spinOnce } from './support/games';
import { DHAKA_EN, UTC_BN } from './support/journeys';
import { BENGALI, inBengali, say } from './support/language';
import { banner, depositWithBkash, headerBalance, headerBalanceText, memberCenter, openSection, registerMember, see, transfer } from './support/member';
import { TRUST_LOOPBACK, useSiteUnderTest } from './support/site';

// The demo payment provider confirms demo-channel deposits after this delay (dev and test only).
const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, DEMO_DEPOSIT_DELAY_MS: '1500' } });

const PASSWORD = 'Bazar#Green2026';
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;

/** Category pages reached from a vendor of the category's dropdown (seeded catalogue, docs/games.md). */
const CATEGORY_PAGES = [
  { category: 'E-Lottery', vendor: 'TCG E-Lottery', path: '/elott' },
  { category: 'Lottery', vendor: 'TCG Lottery', path: '/lottery' },
  { category: 'Live Casino', vendor: 'Evolution', path: '/live' },
  { category: 'Sports', vendor: 'SABA Sports', path: '/sports' },
  { category: 'Fishing', vendor: 'JILI Fishing', path: '/fish' },
  { category: 'Slots', vendor: 'PG Soft', path: '/rng' },
  { category: 'Card Games', vendor: 'Kingmaker', path: '/pvp' },
  { category: 'E-Sports', vendor: 'AI E-Sports', path: '/esports' },
  // Issue #16: Cockfight and Mini Games have lobbies and vendor links like the others.
  { category: 'Cockfight', vendor: 'SV388', path: '/cockfight' },
  { category: 'Mini Games', vendor: 'Spribe', path: '/mini' },
] as const;

/**
 * Issue #16: the play journey passes with the browser in the players' zone and in UTC (CI's own).
 * The two run side by side: most of each is waiting for a lottery draw, which they then share.
 */
const PLAYERS = [
  { who: 'in Asia/Dhaka at 1280 px', timezoneId: 'Asia/Dhaka', viewport: { width: 1280, height: 1000 } },
  { who: 'in UTC at 1366 px', timezoneId: 'UTC', viewport: { width: 1366, height: 900 } },
];

describe('games as a new member would play them', () => {
  // Side by side: each journey asserts with its own test's `expect` (a shared one loses its test when the other ends first).
  it.concurrent.for(PLAYERS)(
    '$who: registers and funds, opens every category from the nav, spins a PG slot once in a frame named by the game (reels of named SVG symbols, one close control; balance in the game, the header and the betting record, which names the vendor PG Soft), then bets on E-Lottery SSC 1 Minute and sees the bet settled',
    { timeout: 300_000 },
    async ({ timezoneId, viewport }, { expect }) => {
      const { context, page } = await visitor(site.browser, undefined, { timezoneId, viewport });
      await home(page, `${site.server.url}/`);
      await registerMember(site.server, page, `play${unique()}`, PASSWORD);
      await headerBalance(page, 'P 0.00');

      // P 1,000.00 through the demo provider; PG slots play from the PG wallet, so P 500.00 goes there.
      let mc = await depositWithBkash(page, 1000);
      mc = await openSection(page, 'My wallet');
      await transfer(mc, 'Main wallet', 'PG Soft', '500');
      await mc.getByRole('button', { name: 'Close' }).first().click();
      await memberCenter(page).waitFor({ state: 'detached' });
      await headerBalance(page, 'P 1,000.00');

      // The nav: Home, every category with vendors, Promotions (SPEC §2).
      const categories = CATEGORY_PAGES.map((c) => c.category);
      await openNavMenu(page);
      // The categories come with the game menu's read: waited for as they arrive.
      const navButtons = async () => (await nav(page).getByRole('button').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== 'Menu').sort();
      await expect.poll(navButtons).toEqual([...categories].sort());
      await expect.poll(() => nav(page).getByRole('link').allInnerTexts()).toEqual(['Home', 'Promotions']);

      // Each category with a page: its dropdown lists vendors; a vendor leads to the page with its lanes (or the lottery lobby).
      for (const { category, vendor, path } of CATEGORY_PAGES) {
        const vendors = await openCategory(page, category);
        await vendors.getByRole('link', { name: vendor }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: category, exact: true }).waitFor();
        if (path === '/lottery') {
          const lobby = page.getByRole('region', { name: 'All games' });
          await lobby.getByRole('link', { name: 'Play E-Lottery SSC 1 Minute' }).waitFor();
          await expect.poll(() => lobby.getByRole('listitem').count(), { message: path }).toBeGreaterThan(1);
        } else {
          if (path === '/rng') {
            const chosen = page.getByRole('group', { name: 'Game vendors' }).getByRole('button', { name: vendor });
            await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
          }
          const games = page.getByRole('list', { name: `${vendor} games` });
          await games.getByRole('button').first().waitFor();
          if (path === '/pvp') await page.getByRole('heading', { name: 'Rooms' }).first().waitFor();
        }
      }

      // A game launched from a lobby plays in /game; closing it comes back to the page it left, whose lanes show again.
      const last = CATEGORY_PAGES.at(-1)!;
      const lastLanes = page.getByRole('list', { name: `${last.vendor} games` });
      await lastLanes.getByRole('button').first().click();
      const launched = await gameFrame(page);
      await launched.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Close game' }).click();
      await page.waitForURL((url) => url.pathname === last.path);
      await lastLanes.getByRole('button').first().waitFor();

      // The demo slot: Slots → PG Soft → Fortune Tiger opens in the /game iframe with the PG wallet's balance.
      await (await openCategory(page, 'Slots')).getByRole('link', { name: 'PG Soft' }).click();
      await page.getByRole('list', { name: 'PG Soft games' }).getByRole('button', { name: 'Fortune Tiger', exact: true }).click();
      // The frame is named by the game (found by that name); the page has one close control, the game none of its own.
      const game = await gameFrame(page, 'Fortune Tiger');
      await game.getByRole('heading', { level: 1, name: 'Fortune Tiger' }).waitFor();
      await expect.poll(() => gameBalance(game)).toBe('P 500.00');
      await expect.poll(() => page.getByRole('button', { name: /close/i }).allInnerTexts()).toEqual(['Close game']);
      expect(await game.getByRole('button', { name: /close/i }).count()).toBe(0);

      // The reels: fifteen SVG pictures, each named by its symbol (no emoji font needed).
      const symbols = game.getByRole('table', { name: 'Reels' }).getByRole('img');
      await expect.poll(() => symbols.count()).toBe(15);
      expect(new Set(await symbols.evaluateAll((els) => els.map((e) => e.tagName.toLowerCase())))).toEqual(new Set(['svg']));
      const names = await symbols.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      for (const name of names) expect(['Wild', 'Seven', 'Bar', 'Bell', 'Plum', 'Orange', 'Lemon', 'Cherry']).toContain(name);

      // One spin: the game's balance moves by the stake and the win; the game tells the site, whose header follows.
      const spin = await spinOnce(game);
      // Fortune Tiger never pays back exactly the stake (its wins are Σ line pays × 1.0271 ÷ 10 lines), so the balance moves.
      expect(spin.after).not.toBe(spin.before);
      await headerBalance(page, P(50_000 + spin.after));

      // The betting record has the round: Fortune Tiger, Slots, with its stake and payout.
      await banner(page).getByRole('button', { name: 'Betting record', exact: true }).click();
      mc = memberCenter(page);
      const slotRow = mc.getByRole('row').filter({ hasText: 'Fortune Tiger' });
      await slotRow.waitFor();
      const slotCells = await slotRow.getByRole('cell').allInnerTexts();
      // The vendor as the wallet and the catalogue name it, not its code ("PG").
      expect(slotCells[1]).toMatch(/^Fortune Tiger\s*PG Soft$/);
      expect(slotCells[2]).toBe('Slots');
      expect(slotCells[3]).toBe(P(spin.stake));
      expect(slotCells[5]).toBe(P(spin.payout));
      expect(slotCells[7]).toBe(spin.payout > 0 ? 'Won' : 'Lost');
      // The round's time is GMT+8 like the header clock, whatever the browser's zone.
      await nearClock(page, slotRow.getByRole('cell').filter({ hasText: SITE_TIME }).first(), 'the slot round in the betting record');
      await mc.getByRole('button', { name: 'Close' }).first().click();
      await memberCenter(page).waitFor({ state: 'detached' });

      // E-Lottery: the TCG E-Lottery lane's E-SSC 1 Minute opens the lottery page at its betting view.
      await (await openCategory(page, 'E-Lottery')).getByRole('link', { name: 'TCG E-Lottery' }).click();
      await page.getByRole('list', { name: 'TCG E-Lottery games' }).getByRole('button', { name: 'E-SSC 1 Minute', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/lottery' && url.searchParams.get('game') === 'ELOTT_1');
      const panel = page.getByRole('region', { name: 'E-Lottery SSC 1 Minute' });
      await see(panel, /Draw \S+ is open for bets\./);

      // Sales close 10 s before each minute's draw: like a player, wait for a draw with time left to fill the slip.
      const countdown = panel.getByRole('timer', { name: 'Sales close in' });
      const secondsLeft = async () => {
        const shown = (await countdown.isVisible()) ? await countdown.innerText({ timeout: 1_000 }).catch(() => '00:00') : '00:00';
        const [m, sec] = shown.split(':').map(Number);
        return m! * 60 + sec!;
      };
      await expect.poll(secondsLeft, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

      // The slip: Sum big/small, Big, P 10.00; add, review, confirm.
      const slip = panel.getByRole('region', { name: 'Bet slip' });
      await slip.getByLabel('Bet type', { exact: true }).selectOption({ label: 'Sum big/small' });
      await slip.getByRole('group', { name: 'Option' }).getByRole('button', { name: /^Big/ }).click();
      await slip.getByLabel('Stake', { exact: true }).fill('10');
      await slip.getByRole('button', { name: 'Add to slip' }).click();
      const numero = /Bet slip for draw (\S+)/.exec(await slip.getByRole('table').getByText(/^Bet slip for draw/).innerText())![1]!;
      await slip.getByRole('button', { name: 'Place bets' }).click();
      await slip.getByRole('group', { name: 'Confirm your bets' }).getByRole('button', { name: 'Confirm bets' }).click();
      await see(slip, `1 bet placed on draw ${numero}. Good luck!`);
      // The stake left the main wallet (P 500.00 → P 490.00); the PG wallet holds what the spin left.
      await headerBalance(page, P(49_000 + spin.after));

      // My bets: open, waiting for the draw.
      const myBets = panel.getByRole('region', { name: 'My bets' });
      const openRow = myBets.getByRole('row', { name: new RegExp(numero) });
      await expect.poll(() => openRow.innerText()).toMatch(/Sum big\/small\s+Big\s+P 10\.00\s+×1\.98\s+Waiting for the draw/);

      // The draw runs (every minute); the page reads the result when it comes and the bet is settled.
      await myBets.getByRole('tab', { name: 'Settled' }).click();
      // Its row once settled: the open one (same draw, still waiting) can be listed while the settled list is read.
      const settledRow = myBets.getByRole('row', { name: new RegExp(numero) }).filter({ hasNotText: 'Waiting for the draw' });
      await settledRow.waitFor({ timeout: 150_000 });
      const status = /\b(Won|Lost)\b/.exec(await settledRow.innerText())?.[1];
      expect(status, await settledRow.innerText()).toBeDefined();
      // The result that settled it (lottery-game chart) says so, read the bets again and told the header balance.
      await see(panel, /Draw \S+ is settled: your bets and balance are up to date\./);
      await headerBalance(page, P(49_000 + spin.after + (status === 'Won' ? 19_80 : 0)));

      // The draw's numbers in the history; Big wins on a sum of 23 or more (docs/lottery.md).
      const drawRow = panel.getByRole('region', { name: 'Draw history' }).getByRole('row', { name: new RegExp(numero) });
      const balls = drawRow.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem');
      await expect.poll(() => balls.count(), { timeout: 15_000 }).toBe(5);
      const digits = (await balls.allInnerTexts()).map(Number);
      expect(status).toBe(digits.reduce((a, b) => a + b, 0) >= 23 ? 'Won' : 'Lost');
      await expect.poll(() => settledRow.innerText()).toContain(status === 'Won' ? 'P 19.80' : 'P 0.00');

      // The betting record shows the lottery bet too: the game and draw, E-Lottery, settled the same way.
      await banner(page).getByRole('button', { name: 'Betting record', exact: true }).click();
      mc = memberCenter(page);
      const lotteryRow = mc.getByRole('row').filter({ hasText: `E-Lottery SSC 1 Minute ${numero}` });
      await lotteryRow.waitFor();
      const lotteryCells = await lotteryRow.getByRole('cell').allInnerTexts();
      expect(lotteryCells[2]).toBe('E-Lottery');
      expect(lotteryCells[3]).toBe('P 10.00');
      expect(lotteryCells[7]).toBe(status);

      await context.close();
    },
  );
});

/** The visitor journey in both zones and languages (support/journeys.ts); the catalogue's names as the seed gives them in each language. */
const VISITOR_JOURNEYS = [
  { ...DHAKA_EN, slots: 'Slots', game: 'Fortune Tiger' },
  { ...UTC_BN, slots: 'স্লট', game: 'ফরচুন টাইগার' },
];

/** A visitor who presses the header's Free demo: a trial (type 4) session with free-play credit. */
async function freeDemo() {
  const { context, page } = await visitor(site.browser);
  await home(page, `${site.server.url}/`);
  await banner(page).getByRole('button', { name: 'Free demo' }).click();
  await banner(page).getByRole('button', { name: 'Sign out' }).waitFor();
  return { context, page };
}

describe('games for visitors and trial accounts', () => {
  // Failed once in a whole browser stage (at 33 s, so one of Playwright's 30 s waits; its message
  // was not kept) and passed when its file ran alone: run once more before it counts, until the
  // cause is found. A second failure still fails the run.
  it('on a 390 px phone in Bengali (Asia/Dhaka), the home page\'s "All PG Soft games" opens the game popup: a modal dialog named by it, inside the screen, listing the games; Escape closes it and the page is scrollable again', { retry: 1 }, async () => {
    const { context, page } = await visitor(site.browser, undefined, { viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka', language: 'bn' });
    await home(page, `${site.server.url}/`);
    const item = 'সব পিজি সফট গেম';
    const opener = page.getByRole('button', { name: item, exact: true });
    expect(await opener.getAttribute('aria-haspopup')).toBe('dialog');
    await opener.click();
    const popup = page.getByRole('dialog', { name: item });
    const games = popup.getByRole('list', { name: inBengali('{title} games', { title: item }) });
    await games.getByRole('button').first().waitFor();
    expect(await games.getByRole('button').count()).toBeGreaterThan(1);
    expect(await popup.getAttribute('aria-modal')).toBe('true');
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const close = popup.getByRole('button', { name: inBengali('Close') });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.y).toBeGreaterThanOrEqual(0);
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(844);
    // The modal chart locks the page behind while the popup shows.
    expect(await page.evaluate('document.body.style.overflow')).toBe('hidden');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate('document.body.style.overflow')).toBe('');
    await context.close();
  });

  it('on a 390 px phone in Bengali (Asia/Dhaka), the slot lobby\'s vendors are one row that scrolls sideways, and a vendor chosen by the address is in its view, pressed, without the page scrolling; the last choice is kept for the tab', async () => {
    const { context, page } = await visitor(site.browser, undefined, { viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka', language: 'bn' });
    await page.goto(`${site.server.url}/rng?vendor=SPADE`);
    const row = page.getByRole('group', { name: inBengali('Game vendors') });
    const chosen = row.getByRole('button', { name: /Spadegaming/, pressed: true });
    await chosen.waitFor();
    // Every vendor on one row (about a quarter of the screen's height, not four rows of it).
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.height).toBeLessThan(60);
    const box = (await chosen.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await row.getByRole('button', { name: /PG Soft/ }).evaluate((b) => b.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Another vendor chosen from the row: pressed, and the row shows it.
    await row.getByRole('button', { name: /Fa Chai/ }).click();
    const faChai = row.getByRole('button', { name: /Fa Chai/, pressed: true });
    await faChai.waitFor();
    const faBox = (await faChai.boundingBox())!;
    expect(faBox.x).toBeGreaterThanOrEqual(0);
    expect(faBox.x + faBox.width).toBeLessThanOrEqual(390);
    // The choice is kept for the tab: /rng opened again with no vendor in its address opens on Fa Chai.
    await page.goto(`${site.server.url}/rng`);
    await row.getByRole('button', { name: /Fa Chai/, pressed: true }).waitFor();
    expect(await row.getByRole('button', { name: /Spadegaming/ }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('a lobby opened by its address is translated from its first render (its chunk is fetched at boot, before any catalog is active)', async () => {
    const { context, page } = await visitor(site.browser);
    await page.goto(`${site.server.url}/rng`);
    const tabs = page.getByRole('tablist', { name: 'PG Soft game types' });
    await tabs.getByRole('tab', { name: 'All', exact: true, selected: true }).waitFor();
    await page.getByRole('group', { name: 'Game vendors' }).waitFor();
    await page.getByRole('list', { name: 'PG Soft games' }).getByRole('button', { name: 'Fortune Tiger', exact: true }).waitFor();
    await context.close();
  });

  it('a first visit to /rng (default language) renders the lobby from the answers sent with the page: no status, white-label, menu, lane or grid request', async () => {
    // No stored language: the first visit of a person, in Bengali.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/(wps|lgw)\//.test(pathname)) asked.push(pathname);
    });
    await page.goto(`${site.server.url}/rng`);
    const grid = page.getByRole('tabpanel').getByRole('list');
    await grid.getByRole('listitem').first().waitFor();
    expect(await grid.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('img.game-card__image').count()).toBeGreaterThan(0);
    const seeded = ['/wps/system/status', '/wps/system/whitelabel', '/lgw/games/game_menus', '/wps/relay/GCSGAME_gameVendor', '/wps/relay/GCSGAME_gameList', '/wps/relay/GCSGAME_getVassGameType'];
    expect(asked.filter((p) => seeded.includes(p))).toEqual([]);
    await context.close();
  });

  it.each(VISITOR_JOURNEYS)('$who: a visitor at home sees the site in its language and the GMT+8 clock, opens Slots → PG Soft, and pressing a game gets the login modal', async ({ timezoneId, language, slots, game }) => {
    const { context, page } = await visitor(site.browser, undefined, { timezoneId, language });
    const t = say(page);
    await home(page, `${site.server.url}/`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
    if (language === 'bn') await expect.poll(() => banner(page).innerText()).toMatch(BENGALI);
    await clockIsGmt8Now(page);
    await (await openCategory(page, slots)).getByRole('link', { name: 'PG Soft' }).click();
    await page.getByRole('list', { name: t('{title} games', { title: 'PG Soft' }) }).getByRole('button', { name: game, exact: true }).click();
    await loginDialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await context.close();
  });

  it('a trial account launching a live casino game gets the trial warning', async () => {
    const { context, page } = await freeDemo();
    await (await openCategory(page, 'Live Casino')).getByRole('link', { name: 'Evolution' }).click();
    await page.getByRole('list', { name: 'Evolution games' }).getByRole('button', { name: 'Speed Baccarat A', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Prompt' });
    await see(warning, 'Please register a real account to use this feature');
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/live');
    await context.close();
  });

  it('the game frame is sandboxed without allow-same-origin, and a close message from the site page itself does not close the game (one from the frame does)', async () => {
    // A trial account may play slots (JILI plays from the main wallet, where the free-play credit is).
    const { context, page } = await freeDemo();
    await (await openCategory(page, 'Slots')).getByRole('link', { name: 'JILI Slots' }).click();
    await page.getByRole('list', { name: 'JILI Slots games' }).getByRole('button', { name: 'Super Ace', exact: true }).click();
    const game = await gameFrame(page, 'Super Ace');
    await game.getByRole('heading', { level: 1, name: 'Super Ace' }).waitFor();
    const sandbox = (await page.getByTitle('Super Ace', { exact: true }).getAttribute('sandbox'))!.split(/\s+/);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');

    // A forged close, posted by the site page to itself (not by the game's frame).
    await page.evaluate(() => window.postMessage({ type: 'demo-vendor:close' }, '*'));

    // Messages arrive in order: the game's own balance message after a spin is handled after the forged close…
    const spin = await spinOnce(game);
    await expect.poll(() => headerBalanceText(page), { timeout: 15_000 }).toBe(P(spin.after));
    // …and the game is still open.
    expect(new URL(page.url()).pathname).toBe('/game');
    await game.getByRole('heading', { level: 1, name: 'Super Ace' }).waitFor();

    // A close message from the game's frame does close it (a vendor may ask; the demo game shows no close of its own in the frame).
    await game.getByRole('banner').evaluate(() => window.parent.postMessage({ type: 'demo-vendor:close' }, '*'));
    await page.waitForURL((url) => url.pathname === '/rng');
    await context.close();
  });
});
