/**
 * `npm run bench:preloads` (issue #21, blocking time): what preloading a lazy chunk's own imports
 * costs and brings. Vite's preload helper puts a `<link rel="modulepreload">` in the page for each
 * import of a chunk loaded with `import()`, inside the task that asked for it; the site's build
 * does not (vite.config.ts `modulePreload`). This builds the site both ways (the other with
 * `BENCH_LAZY_PRELOADS=1`) and prints, side by side:
 *  - the home page's start, visitor and member, at 390 × 844 px: how many `<link>` elements went
 *    into the page and the main thread's time inside those insertions (each timed around its
 *    `appendChild`, unthrottled), medians of BENCH_RUNS loads;
 *  - a member opening the member center from the header's Deposit, at 150 ms of network latency
 *    (1.6 Mbit/s down): time until the dialog shows and until its section has no spinner left.
 * Figures, not assertions.
 *
 * Environment: BENCH_RUNS (default 5); `--no-build` reuses dist-preloads-{on,off}/ from an earlier run.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { apiVisitor } from '../tests/e2e/support/api';
import { launchBrowser } from '../tests/e2e/support/browser';
import { ROOT, startServer } from '../tests/e2e/support/server';
import { median, printTable } from './bench-table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const VARIANTS = [
  { name: 'lazy imports preloaded', dir: join(ROOT, 'dist-preloads-on'), env: { BENCH_LAZY_PRELOADS: '1' } },
  { name: 'as built (not preloaded)', dir: join(ROOT, 'dist-preloads-off'), env: {} },
] as const;

/** Times every appendChild of the page that took any time, with what went in (before the site's scripts run). */
const APPEND_PROBE = `
window.__appends = [];
const append = Node.prototype.appendChild;
Node.prototype.appendChild = function (child) {
  const t0 = performance.now();
  const r = append.call(this, child);
  if (child && child.tagName === 'LINK') window.__appends.push(performance.now() - t0);
  return r;
};`;

async function startLinks(browser: Browser, url: string, token: string | null): Promise<{ links: number; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    if (token) await page.addInitScript((t) => sessionStorage.getItem('token') || sessionStorage.setItem('token', t), token);
    await page.addInitScript(APPEND_PROBE);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    const appends: number[] = await page.evaluate(() => (window as unknown as { __appends: number[] }).__appends);
    return { links: appends.length, ms: appends.reduce((a, b) => a + b, 0) };
  } finally {
    await context.close();
  }
}

async function memberCenterOpen(browser: Browser, url: string, token: string): Promise<{ dialog: number; content: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((t) => sessionStorage.getItem('token') || sessionStorage.setItem('token', t), token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 96_000 });
    await page.goto(url);
    await page.locator('.member-actions__nickname:not(:empty)').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    // A first visit's notice popup covers the page: closed first, as a player does.
    if (await page.getByRole('dialog').count()) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    const t0 = Date.now();
    await page.locator('.member-actions > .btn--primary').click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    const dialog = Date.now() - t0;
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="status"]'), null, { timeout: 30_000 });
    return { dialog, content: Date.now() - t0 };
  } finally {
    await context.close();
  }
}

if (!process.argv.includes('--no-build')) {
  for (const v of VARIANTS) {
    execFileSync('npx', ['vite', 'build', '--outDir', v.dir], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...v.env } });
  }
}

const rows: string[][] = [];
const browser = await launchBrowser();
try {
  for (const v of VARIANTS) {
    const server = await startServer({ DIST_DIR: v.dir });
    try {
      const { register } = apiVisitor(server, '203.0.113.203');
      const token = (await register(`pre${Date.now().toString(36)}`, 'Bench@2026x', true)).session!.token;
      const visitor = [];
      const member = [];
      const opens = [];
      for (let i = 0; i < RUNS; i++) {
        visitor.push(await startLinks(browser, `${server.url}/`, null));
        member.push(await startLinks(browser, `${server.url}/`, token));
        opens.push(await memberCenterOpen(browser, `${server.url}/`, token));
      }
      rows.push([
        v.name,
        `${median(visitor.map((r) => r.links))} / ${median(visitor.map((r) => r.ms)).toFixed(1)} ms`,
        `${median(member.map((r) => r.links))} / ${median(member.map((r) => r.ms)).toFixed(1)} ms`,
        `${median(opens.map((r) => r.dialog))} ms / ${median(opens.map((r) => r.content))} ms`,
      ]);
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}

const header = ['build', 'visitor /: links / time inserting', 'member /: links / time inserting', 'member center at 150 ms: dialog / content'];
printTable(`\nLazy chunks' imports preloaded or not, medians of ${RUNS} runs (390 × 844 px, CPU unthrottled):`, header, rows);
