import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pollUntil } from './poll';
import { formatAmount } from '../../../src/views/money/format';
import { closeWelcome, signOutButton, solveCaptcha } from './accounts';
import { say } from './language';
import type { RunningServer } from './server';

/** What a logged-in member's browser tests share: the header, the member center, registration. */
export const banner = (page: Page) => page.getByRole('banner');
export const memberCenter = (page: Page) => page.getByRole('dialog', { name: say(page)('Member center') });
const menu = (page: Page) => memberCenter(page).getByRole('navigation', { name: say(page)('Member center menu') });

/** The header balance, as shown ("P 1,000.00" once loaded; SPEC §9: currency symbol, default P). */
export const headerBalanceText = (page: Page) => banner(page).getByRole('button', { name: /Hide balance/ }).innerText();

/** Waits for the header balance to read `expected`. */
export async function headerBalance(page: Page, expected: string) {
  await pollUntil('the header balance', () => headerBalanceText(page), (v) => v === expected, JSON.stringify(expected));
}

/** Waits for text in a region; a failure shows what the region said instead. */
export async function see(region: Locator, text: string | RegExp, timeout = 15_000) {
  try {
    await region.getByText(text).first().waitFor({ timeout });
  } catch (e) {
    throw new Error(`${String(text)} not shown; the region reads:\n${await region.innerText().catch(() => '(gone)')}`, { cause: e });
  }
}

/** Opens a section of the (open) member center from its menu; `item` is its name in the page's language. */
export async function openSection(page: Page, item: string): Promise<Locator> {
  await menu(page).getByRole('button', { name: item, exact: true }).or(menu(page).getByRole('link', { name: item, exact: true })).click();
  return memberCenter(page);
}

/** Registers `username` through the header's Register dialog; the member ends logged in, welcome closed. */
export async function registerMember(server: RunningServer, page: Page, username: string, password: string) {
  await banner(page).getByRole('button', { name: 'Register', exact: true }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username', { exact: true }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password', { exact: true }).fill(password);
  await solveCaptcha(server, page, register);
  // Age consent (issue #7): the 18+ terms box.
  await register.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' }).check();
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await signOutButton(page).waitFor();
  await closeWelcome(page, { firstLogin: true });
}

/**
 * Deposits `amount` (whole pesos) with bKash from the header's Deposit button; the demo payment
 * provider pays it (the server's DEMO_DEPOSIT_DELAY_MS). Leaves the member center open.
 */
export async function depositWithBkash(page: Page, amount: number): Promise<Locator> {
  await banner(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const mc = memberCenter(page);
  await mc.getByRole('button', { name: /bKash/ }).click();
  await mc.getByLabel('Amount', { exact: true }).fill(String(amount));
  await mc.getByRole('button', { name: 'Request deposit' }).click();
  await mc.getByText('Waiting for your payment').waitFor();
  const shown = formatAmount(amount * 100, 'P').replace(/[.$]/g, '\\$&');
  await mc.getByText(new RegExp(`Deposit received: ${shown} has been added to your main wallet\\.`)).waitFor({ timeout: 20_000 });
  return mc;
}

/** One transfer in My wallet (the section open): `from` and `to` are the wallets' names. */
export async function transfer(mc: Locator, from: string, to: string, amount: string) {
  await mc.getByLabel('From', { exact: true }).selectOption({ label: from });
  await mc.getByLabel('To', { exact: true }).selectOption({ label: to });
  await mc.getByLabel('Amount', { exact: true }).fill(amount);
  await mc.getByRole('button', { name: 'Transfer', exact: true }).click();
  await mc.getByText(/moved from/).waitFor();
}

/** A settled losing bet of `stake` (minor units) through POST /dev/bet with the page's session token, as a game vendor's settlement would. */
export async function settledBet(server: RunningServer, page: Page, stake: number) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await fetch(`${server.url}/dev/bet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token ?? '' },
    body: JSON.stringify({ requestId: `e2e_${Date.now()}_${stake}_${Math.floor(Math.random() * 1e6)}`, wallet: 'MAIN', stake, payout: null, category: 'RNG' }),
  });
  expect(res.status).toBe(200);
}
