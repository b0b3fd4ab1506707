import type { Page } from 'playwright-core';

/**
 * Waits until the site has taken over the page the server drew (server/static/first-view.ts):
 * until then its buttons and pickers are a drawing that does nothing when pressed, as a person
 * finds on a slow phone. src/main.tsx drops `#root[data-first-view]` once its own drawing is in.
 */
export async function siteTookOver(page: Page): Promise<void> {
  // Read every 50 ms, not on animation frames (Playwright's default): headless Chromium now and
  // then gives a page no frames for a while, and a wait tied to them would stall with it.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-view'), null, { polling: 50 });
}

/**
 * Presses the header's Login button until the login form shows, as a person would: the home
 * notice may open at any moment once the site runs (its chunk and the popup policy come after the
 * take-over), and is closed first; a press that a dialog opening meanwhile takes is pressed again.
 * Pressed where the button is, as a finger does (no scrolling to reach it).
 */
export async function pressLoginUntilItOpens(page: Page, loginName: string, timeoutMs = 20_000): Promise<void> {
  // A loop of its own rather than expect.poll: the tests that call it run concurrently, and Vitest
  // ties a poll of the global expect to whichever test it takes for the current one.
  const login = page.getByRole('banner').getByRole('button', { name: loginName, exact: true });
  const dialog = page.getByRole('dialog', { name: loginName });
  const deadline = Date.now() + timeoutMs;
  while (!(await dialog.isVisible())) {
    if (Date.now() > deadline) throw new Error(`The header's ${loginName} button did not open the login form within ${timeoutMs} ms`);
    if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape');
    else await login.click({ timeout: 2000, force: true }).catch(() => undefined);
    if (!(await dialog.isVisible())) await page.waitForTimeout(500);
  }
}
