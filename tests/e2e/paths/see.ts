/** Waiting assertions on the page: each waits for the page to get there, never sleeps. */
import type { Locator } from 'playwright-core';
import { pollUntil } from '../support/poll';

// Paths run several at a time on a 2-core CI under load: 10 s of real time was missed now and then.
const TIMEOUT = 20_000;
const INTERVAL = 50;

export const shows = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: TIMEOUT });
export const absent = (locator: Locator) => locator.waitFor({ state: 'detached', timeout: TIMEOUT });

/** Reads until `ok` holds, with this file's deadline; safe in paths running side by side (support/poll.ts). */
export const until = <T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, expected: string, interval = INTERVAL) =>
  pollUntil(what, read, ok, expected, { timeout: TIMEOUT, interval });

export async function enabled(locator: Locator, yes = true) {
  await shows(locator);
  await until(`${locator} enabled`, () => locator.isEnabled(), (v) => v === yes, String(yes));
}

export async function hasText(locator: Locator, text: string | RegExp) {
  await shows(locator);
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  await until(`${locator} text`, () => locator.innerText(), matches, `to match ${String(text)}`);
}

export async function attribute(locator: Locator, name: string, value: string | null) {
  await until(`${locator} [${name}]`, () => locator.getAttribute(name), (v) => v === value, JSON.stringify(value));
}

export async function value(locator: Locator, expected: string) {
  await until(`${locator} value`, () => locator.inputValue(), (v) => v === expected, JSON.stringify(expected));
}

export async function checked(locator: Locator, yes: boolean) {
  await until(`${locator} checked`, () => locator.isChecked(), (v) => v === yes, String(yes));
}

/** Waits until the text of `locator` no longer matches (an answered card stops asking for an answer). */
export async function lacksText(locator: Locator, text: string | RegExp) {
  await shows(locator);
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  await until(`${locator} text`, () => locator.innerText(), (t) => !matches(t), `not to match ${String(text)}`);
}

/**
 * Exhaustive: the enabled, visible buttons and links inside `locator` are exactly `names` (in any
 * order), by accessible name (aria-label, else text). A control left over from an earlier state fails.
 */
export async function offers(locator: Locator, names: readonly string[]) {
  await shows(locator);
  const expected = [...names].sort();
  const read = () =>
    locator.locator('button, a[href], [role="button"], [role="link"]').evaluateAll((els) =>
      els
        .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true')
        .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
        .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim())
        .sort(),
    );
  await until(`${locator} controls`, read, (v) => JSON.stringify(v) === JSON.stringify(expected), JSON.stringify(expected));
}
