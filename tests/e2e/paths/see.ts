/** Waiting assertions on the page: each waits for the page to get there, never sleeps. */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

const TIMEOUT = 10_000;

export const shows = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: TIMEOUT });
export const absent = (locator: Locator) => locator.waitFor({ state: 'detached', timeout: TIMEOUT });

export async function enabled(locator: Locator, yes = true) {
  await shows(locator);
  await expect.poll(() => locator.isEnabled(), { timeout: TIMEOUT, interval: 50 }).toBe(yes);
}

export async function hasText(locator: Locator, text: string | RegExp) {
  await shows(locator);
  await expect.poll(() => locator.innerText(), { timeout: TIMEOUT, interval: 50 }).toMatch(text);
}

export async function attribute(locator: Locator, name: string, value: string | null) {
  await expect.poll(() => locator.getAttribute(name), { timeout: TIMEOUT, interval: 50 }).toBe(value);
}

export async function value(locator: Locator, expected: string) {
  await expect.poll(() => locator.inputValue(), { timeout: TIMEOUT, interval: 50 }).toBe(expected);
}

export async function checked(locator: Locator, yes: boolean) {
  await expect.poll(() => locator.isChecked(), { timeout: TIMEOUT, interval: 50 }).toBe(yes);
}
