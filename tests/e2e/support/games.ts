import type { FrameLocator, Locator, Page } from 'playwright-core';
import { pollUntil } from './poll';
import { formatAmount } from '../../../src/views/money/format';
import { say } from './language';
import { laidOut } from './layout';

/** What the game browser tests share: the header nav's categories, the /game frame, one spin of the demo slot. */
export const P = (minor: number) => formatAmount(minor, 'P');
/** "P 1,234.56" → 123456. */
export const minorOf = (text: string) => Math.round(Number(/P\s*([\d,]+\.\d\d)/.exec(text)![1]!.replaceAll(',', '')) * 100);

export const nav = (page: Page) => page.getByRole('navigation', { name: say(page)('Main') });

/** Where the nav's row does not fit (below 1366 px in English) it is a menu: opens it, as a person would first. */
export async function openNavMenu(page: Page): Promise<void> {
  // The nav decides row or menu by measuring its categories after they are drawn (a frame later):
  // wait for them (or the menu) and that frame, or a menu still to come would be taken for a row.
  await nav(page).getByRole('button').first().waitFor();
  await laidOut(page);
  const menu = nav(page).getByRole('button', { name: say(page)('Menu'), exact: true });
  if ((await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** Chooses a category in the header nav (by its name in the page's language): its dropdown opens and lists its vendors. */
export async function openCategory(page: Page, category: string): Promise<Locator> {
  await openNavMenu(page);
  const button = nav(page).getByRole('button', { name: category, exact: true });
  await button.click();
  await pollUntil(`${category} expanded`, () => button.getAttribute('aria-expanded'), (v) => v === 'true', '"true"');
  const vendors = nav(page).getByRole('list', { name: say(page)('{label} vendors', { label: category }) });
  await vendors.waitFor();
  await pollUntil(`${category}'s vendors`, () => vendors.getByRole('listitem').count(), (n) => n > 0, 'more than 0');
  return vendors;
}

/** The launched game in the /game page's iframe, found by its accessible name (the game's name) when given. */
export async function gameFrame(page: Page, name?: string): Promise<FrameLocator> {
  await page.waitForURL((url) => url.pathname === '/game');
  const frame = name ? page.getByTitle(name, { exact: true }) : page.locator('.game-frame iframe');
  await frame.waitFor();
  return frame.contentFrame();
}

/** The balance the game shows in its own header. */
export const gameBalance = (game: FrameLocator) => game.getByRole('banner').getByRole('status').innerText();

/**
 * One spin at the default stake. Answers the game's balance before and after, the stake and
 * the payout as the game reported them.
 */
export async function spinOnce(game: FrameLocator) {
  await pollUntil("the game's balance", () => gameBalance(game), (v) => /^P [\d,]+\.\d\d$/.test(v), 'an amount');
  const before = minorOf(await gameBalance(game));
  const stake = minorOf(await game.getByLabel('Stake', { exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? ''));
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  const result = game.getByText(/You win P [\d,]+\.\d\d\.|No win this time\./);
  await result.waitFor();
  const text = await result.innerText();
  const payout = text.includes('You win') ? minorOf(text) : 0;
  const after = before - stake + payout;
  await pollUntil("the game's balance after the spin", () => gameBalance(game), (v) => v === P(after), P(after));
  return { before, after, stake, payout };
}
