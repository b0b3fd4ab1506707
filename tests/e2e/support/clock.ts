import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { banner } from './member';

/**
 * Issue #16: every time a screen shows is GMT+8 `DD/MM/YYYY HH:mm:ss`, as the header clock,
 * whatever the browser's zone. These compare a shown time with the header clock, and the clock
 * with the real time, so a journey run with the browser in UTC or Asia/Dhaka proves it.
 */
export const SITE_TIME = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})/;
const TWO_MINUTES = 120_000;

/** The instant a `DD/MM/YYYY HH:mm:ss` text names when read as GMT+8. */
export function gmt8(text: string): number {
  const m = SITE_TIME.exec(text);
  if (!m) throw new Error(`no DD/MM/YYYY HH:mm:ss time in "${text}"`);
  const [d, mo, y, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3_600_000;
}

/** What the header clock reads now (GMT+8 DD/MM/YYYY HH:mm:ss beside "GMT+8"). */
export async function clock(page: Page): Promise<string> {
  const text = await banner(page).getByText(SITE_TIME).first().innerText();
  expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  return text;
}

/**
 * The header clock tells the real time in GMT+8 (within two minutes of this process's clock):
 * with the browser in another zone, a clock read as the browser's local time would be hours off.
 */
export async function clockIsGmt8Now(page: Page) {
  const shown = await clock(page);
  const delta = Math.abs(gmt8(shown) - Date.now());
  expect(delta, `the header clock reads ${shown} (GMT+8); it is ${new Date().toISOString()}`).toBeLessThanOrEqual(TWO_MINUTES);
}

/** A displayed time is within two minutes of the header clock. */
export async function nearClock(page: Page, shown: Locator, what: string) {
  const text = await shown.innerText();
  const now = gmt8(await clock(page));
  const delta = Math.abs(gmt8(text) - now);
  expect(delta, `${what} shows "${text}"; the header clock reads ${await clock(page)}`).toBeLessThanOrEqual(TWO_MINUTES);
}
