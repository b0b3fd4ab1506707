/**
 * `npm run bench:web` (issue #21): builds the SPA, serves it with the real server, and prints
 *  - the JavaScript the home route and a lobby load before they are interactive (raw and gzip, per
 *    file), measured from what Chromium actually requested, and
 *  - one table of Lighthouse mobile figures (performance, LCP, TBT, CLS, accessibility), medians of
 *    BENCH_RUNS runs, for every player-facing route, logged out and logged in, and for the member
 *    center's first open; each figure is marked against its goal.
 * Figures, not assertions. The initial-JavaScript budget itself is asserted by
 * tests/e2e/bundle.e2e.ts (same count), layout shift by tests/e2e/layout-shift.e2e.ts.
 *
 * Environment:
 *  - BENCH_ONLY: comma-separated paths to measure (`/promotions`, `/promoDetail`, `memberCenter`);
 *    `home` and `lobby` are the old names of `/` and BENCH_LOBBY (default `/rng`).
 *  - BENCH_SESSION: `out`, `in` or `both` (default) — visitor, member, or both.
 *  - BENCH_RUNS (or LH_RUNS): Lighthouse runs per row (default 3; 0 prints the JavaScript alone).
 *  - DIST_DIR: build and measure elsewhere than dist/, inside the repository (the server's renderer
 *    imports its packages from node_modules); `--no-build` reuses a build.
 *  - BENCH_REPORTS: a folder to keep every run's Lighthouse report in (JSON, one file per run), to
 *    see why a figure is what it is (the LCP element, the long tasks, the requests on the way).
 *  - BENCH_TRACES=1 (with BENCH_REPORTS): each page load's Chromium trace beside its report
 *    (`*.trace.json`, a few MB each, with V8's CPU samples; DevTools' Performance panel opens it): what each long task ran.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { apiVisitor } from '../tests/e2e/support/api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchBrowser } from '../tests/e2e/support/browser';
import { INITIAL_JS_BUDGET_GZIP, initialJs } from '../tests/e2e/support/initial-js';
import { addressOf, PLAYER_ROUTES } from '../tests/e2e/support/player-routes';
import { ROOT, type RunningServer, startServer } from '../tests/e2e/support/server';
import { median, printTable } from './bench-table';

const DIST = process.env.DIST_DIR ? process.env.DIST_DIR : join(ROOT, 'dist');
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Issue #21 "Done when": the goal of every figure on every route. */
const GOALS = {
  performance: { text: '≥ 98', met: (v: number) => v >= 98 },
  lcpMs: { text: '≤ 1500 ms', met: (v: number) => v <= 1500 },
  tbtMs: { text: '≤ 150 ms', met: (v: number) => v <= 150 },
  cls: { text: '≤ 0.02', met: (v: number) => v <= 0.02 },
  accessibility: { text: '100', met: (v: number) => v >= 100 },
} as const;
type Figure = keyof typeof GOALS;

interface Figures extends Record<Figure, number> {
  failedA11y: string[];
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  formFactor: 'mobile',
  // A kept trace says what each long task ran only with V8's sampling profiler in it (DevTools' bottom-up view).
  ...(process.env.BENCH_TRACES === '1' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
};

function figuresOf(lhr: Result, a11y: Result = lhr): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((a11y.categories.accessibility?.score ?? NaN) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    failedA11y: Object.values(a11y.audits)
      .filter((a) => a.score === 0 && a11y.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

/** A member's session for the logged-in rows: a fresh account registered through the API (no captcha in the page, no TOTP). */
async function memberToken(server: RunningServer): Promise<string> {
  const { register } = apiVisitor(server, '203.0.113.200');
  const result = await register(`bench${Date.now().toString(36)}`, 'Bench@2026x', true);
  const token = result.session?.token;
  if (!token) throw new Error('registration gave no session');
  return token;
}

/**
 * One fresh Chromium per run (a cold cache, as a first visit), driven by Lighthouse through a
 * puppeteer page; a member's token is in the tab's sessionStorage before the page's scripts run,
 * where the SPA keeps it after a login (src/machines/session/session.storage.ts).
 */
async function withPage<T>(origin: string, token: string | null, body: (page: Page) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.evaluateOnNewDocument(
        (o, t) => {
          if (location.origin === o && !sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
        },
        origin,
        token,
      );
    }
    return await body(page);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

let reportsKept = 0;

/** BENCH_REPORTS: keeps one run's report, named after its route and session (and BENCH_TRACES: its trace). */
function keepReport(lhr: Result, label: string, trace?: unknown) {
  const dir = process.env.BENCH_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${String(++reportsKept).padStart(3, '0')}-${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`;
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
  if (trace && process.env.BENCH_TRACES === '1') writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

async function navigationRun(url: string, token: string | null): Promise<Figures> {
  return withPage(new URL(url).origin, token, async (page) => {
    const result = await lighthouse(url, FLAGS, undefined, page);
    keepReport(result!.lhr, `${new URL(url).pathname}-${token ? 'member' : 'visitor'}`, result!.artifacts.Trace);
    return figuresOf(result!.lhr);
  });
}

/**
 * The member center's first open: the home page loaded logged in, then the header's Deposit
 * pressed and the dialog awaited (a Lighthouse timespan: TBT, CLS and its performance score; no
 * LCP in a timespan), then the open dialog's accessibility (a snapshot).
 */
async function memberCenterRun(origin: string, token: string): Promise<Figures> {
  return withPage(origin, token, async (page) => {
    const flow = await startFlow(page, { flags: FLAGS });
    await flow.navigate(`${origin}/`);
    // The account name shows once the session is read; then the header's Deposit opens the center.
    await page.waitForSelector('.member-actions__nickname:not(:empty)', { visible: true, timeout: 30_000 });
    const opener = await page.waitForSelector('.member-actions > .btn--primary', { visible: true });
    // A first visit's notice popup covers the page; the player closes it before anything else.
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => undefined);
    if (await page.$('[role="dialog"]')) {
      await page.keyboard.press('Escape');
      await page.waitForSelector('[role="dialog"]', { hidden: true, timeout: 10_000 });
    }
    await flow.startTimespan();
    await opener!.click();
    await page.waitForSelector('[role="dialog"]', { visible: true, timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
    await flow.endTimespan();
    await flow.snapshot();
    const steps = (await flow.createFlowResult()).steps;
    return { ...figuresOf(steps[1]!.lhr, steps[2]!.lhr), lcpMs: NaN };
  });
}

interface Row {
  label: string;
  session: 'out' | 'in';
  figures: Figures;
}

const medianOf = (results: Figures[], k: Figure): number => median(results.map((r) => r[k]));

function medianFigures(results: Figures[]): Figures {
  return {
    performance: medianOf(results, 'performance'),
    lcpMs: medianOf(results, 'lcpMs'),
    tbtMs: medianOf(results, 'tbtMs'),
    cls: medianOf(results, 'cls'),
    accessibility: medianOf(results, 'accessibility'),
    failedA11y: [...new Set(results.flatMap((r) => r.failedA11y))],
  };
}

function printFigures(rows: Row[], runs: number) {
  const cell = (k: Figure, v: number) => (Number.isNaN(v) ? '—' : `${v}${k === 'lcpMs' || k === 'tbtMs' ? ' ms' : ''} ${GOALS[k].met(v) ? '✓' : '✗'}`);
  const header = ['route', 'session', `perf (${GOALS.performance.text})`, `LCP (${GOALS.lcpMs.text})`, `TBT (${GOALS.tbtMs.text})`, `CLS (${GOALS.cls.text})`, `a11y (${GOALS.accessibility.text})`];
  const body = rows.map((r) => [r.label, r.session === 'in' ? 'member' : 'visitor', ...(['performance', 'lcpMs', 'tbtMs', 'cls', 'accessibility'] as const).map((k) => cell(k, r.figures[k]))]);
  printTable(`\nLighthouse mobile, median of ${runs} run(s) per row (✓ goal met, ✗ missed):`, header, body);
  const failing = rows.filter((r) => r.figures.failedA11y.length);
  if (failing.length) {
    console.log('\nFailing accessibility audits:');
    for (const r of failing) console.log(`  ${r.label} (${r.session === 'in' ? 'member' : 'visitor'}): ${r.figures.failedA11y.join(', ')}`);
  }
}

async function printInitialJs(title: string, url: string) {
  const browser = await launchBrowser();
  const rows = await initialJs(browser, url, DIST).finally(() => browser.close());
  console.log(`\n${title} (${url}) initial JavaScript, as requested by Chromium:`);
  for (const r of rows) console.log(`  ${r.path.padEnd(48)} raw ${kib(r.raw).padStart(10)}  gzip ${kib(r.gzip).padStart(9)}`);
  const raw = rows.reduce((a, r) => a + r.raw, 0);
  const gz = rows.reduce((a, r) => a + r.gzip, 0);
  console.log(`  ${'total'.padEnd(48)} raw ${kib(raw).padStart(10)}  gzip ${kib(gz).padStart(9)}   (goal ≤ ${kib(INITIAL_JS_BUDGET_GZIP)} gzip)`);
}

/** A real promotion of the seed, for /promoDetail. */
async function seededPromotionId(server: RunningServer): Promise<string> {
  const page = await apiVisitor(server, '203.0.113.201').api.call('promotions');
  const id = page.list[0]?.id;
  if (!id) throw new Error('the seed has no promotion');
  return String(id);
}

async function main() {
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--outDir', DIST], { cwd: ROOT, stdio: 'ignore' });
  const server = await startServer({ DIST_DIR: DIST });
  const lobby = process.env.BENCH_LOBBY ?? '/rng';
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s === 'home' ? '/' : s === 'lobby' ? lobby : s));
  const picked = (path: string) => !only || only.includes(path);
  const sessions = (process.env.BENCH_SESSION ?? 'both') === 'both' ? (['out', 'in'] as const) : ([process.env.BENCH_SESSION] as ('out' | 'in')[]);
  const runs = Number(process.env.BENCH_RUNS ?? process.env.LH_RUNS ?? 3);
  try {
    // Issue #2 / #16: the initial-JavaScript budget of the home route and a lobby.
    if (picked('/')) await printInitialJs('Home route', `${server.url}/`);
    if (picked(lobby)) await printInitialJs('Game lobby', `${server.url}${lobby}`);
    if (runs === 0) return;

    const promotionId = await seededPromotionId(server);
    const paths: [label: string, path: string][] = PLAYER_ROUTES.map((route) => [route, addressOf(route, promotionId)]);
    const token = sessions.includes('in') ? await memberToken(server) : null;
    const rows: Row[] = [];
    for (const [label, path] of paths.filter(([label]) => picked(label))) {
      for (const session of sessions) {
        const results: Figures[] = [];
        for (let i = 0; i < runs; i++) results.push(await navigationRun(`${server.url}${path}`, session === 'in' ? token : null));
        rows.push({ label, session, figures: medianFigures(results) });
        console.log(`  measured ${label} (${session === 'in' ? 'member' : 'visitor'})`);
      }
    }
    if (picked('memberCenter') && token) {
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        // One failed run (the machine too slow for a wait) leaves the others' figures standing.
        await memberCenterRun(server.url, token).then((r) => results.push(r), (e: unknown) => console.error(`  member center run failed: ${String(e)}`));
      }
      if (results.length) rows.push({ label: 'member center, first open', session: 'in', figures: medianFigures(results) });
    }
    printFigures(rows, runs);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
