import type { Page } from 'playwright-core';

/**
 * Waits until the site has taken over the page the server drew (server/static/first-view.ts):
 * until then its buttons and pickers are a drawing that does nothing when pressed, as a person
 * finds on a slow phone. src/main.tsx drops `#root[data-first-view]` once its own drawing is in.
 */
export async function siteTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-view'));
}
