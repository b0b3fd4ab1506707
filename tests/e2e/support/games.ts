import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatAmount } from '../../../src/views/money/format';
import { say } from './language';

/** What the game browser tests share: the header nav's categories, the /game frame, one spin of the demo slot. */
export const P = (minor: number) => formatAmount(minor, 'P');
/** "P 1,234.56" → 123456. */
export const minorOf = (text: string) => Math.round(Number(/P\s*([\d,]+\.\d\d)/.exec(text)![1]!.replaceAll(',', '')) * 100);

export const nav = (page: Page) => page.getByRole('navigation', { name: say(page)('Main') });

/** Where the nav's row does not fit (below 1366 px in English) it is a menu: opens it, as a person would first. */
export async function openNavMenu(page: Page): Promise<void> {
  const menu = nav(page).getByRole('button', { name: say(page)('Menu'), exact: true });
  if ((await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** Chooses a category in the header nav (by its name in the page's language): its dropdown opens and lists its vendors. */
export async function openCategory(page: Page, category: string): Promise<Locator> {
  await openNavMenu(page);
  const button = nav(page).getByRole('button', { name: category, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  const vendors = nav(page).getByRole('list', { name: say(page)('{label} vendors', { label: category }) });
  await vendors.waitFor();
  expect(await vendors.getByRole('listitem').count(), category).toBeGreaterThan(0);
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
  await expect.poll(() => gameBalance(game)).toMatch(/^P [\d,]+\.\d\d$/);
  const before = minorOf(await gameBalance(game));
  const stake = minorOf(await game.getByLabel('Stake', { exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? ''));
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  const result = game.getByText(/You win P [\d,]+\.\d\d\.|No win this time\./);
  await result.waitFor();
  const text = await result.innerText();
  const payout = text.includes('You win') ? minorOf(text) : 0;
  const after = before - stake + payout;
  await expect.poll(() => gameBalance(game)).toBe(P(after));
  return { before, after, stake, payout };
}
