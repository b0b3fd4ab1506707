import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the site has taken over the page the server drew (server/static/first-view.ts):
 * until then its buttons and pickers are a drawing that does nothing when pressed, as a person
 * finds on a slow phone. src/main.tsx drops `#root[data-first-view]` once its own drawing is in.
 */
export async function siteTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-view'));
}

/**
 * Presses the header's Login button until the login form shows, as a person would: the home
 * notice may open at any moment once the site runs (its chunk and the popup policy come after the
 * take-over), and is closed first; a press that a dialog opening meanwhile takes is pressed again.
 * Pressed where the button is, as a finger does (no scrolling to reach it).
 */
export async function pressLoginUntilItOpens(page: Page, loginName: string): Promise<void> {
  const login = page.getByRole('banner').getByRole('button', { name: loginName, exact: true });
  const dialog = page.getByRole('dialog', { name: loginName });
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) return true;
        if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape');
        else await login.click({ timeout: 2000, force: true }).catch(() => undefined);
        return dialog.isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
}
