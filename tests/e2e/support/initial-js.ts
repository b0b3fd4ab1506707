/**
 * A page's initial JavaScript, as `npm run bench:web` and the budget test (tests/e2e/bundle.e2e.ts)
 * count it: every script Chromium requests from arrival until the network has been idle for
 * 500 ms (the entry, its static imports, and whatever the first screen loads lazily, such as
 * the home notice that opens on a first visit), each file gzipped on its own at level 9.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** Issue #16 "Done when": the home route and a game lobby each load at most this much (gzip). */
export const INITIAL_JS_BUDGET_GZIP = 150 * 1024;

export interface ScriptSize {
  path: string;
  raw: number;
  gzip: number;
}

/**
 * The scripts a fresh visitor's page at `url` loads, with their sizes read from `dist` (the build served).
 * `drawn` waits for what the first screen shows last (e.g. the home notice): on a loaded machine the
 * network can sit idle for 500 ms while the entry still runs, before the first screen asks for its parts.
 */
export async function initialJs(browser: Browser, url: string, dist: string, drawn?: (page: Page) => Promise<void>): Promise<ScriptSize[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (drawn) {
      await drawn(page);
      await page.waitForLoadState('networkidle');
    }
    return [...scripts].map((path) => {
      const body = readFileSync(join(dist, path));
      return { path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
  } finally {
    await context.close();
  }
}

export const totalGzip = (rows: readonly ScriptSize[]) => rows.reduce((a, r) => a + r.gzip, 0);
