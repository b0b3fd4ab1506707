/**
 * `npm run bench:web`: builds the SPA, serves it with the real server, and prints
 *  - the JavaScript the home route loads before it is interactive (raw and gzip, per file),
 *    measured from what Chromium actually requested, and
 *  - Lighthouse mobile scores for `/` (performance, LCP, TBT, CLS, accessibility);
 * then the same for a game lobby, `/rng` (a category page with the full vendor catalogue;
 * `BENCH_LOBBY=/live` measures another).
 * Figures, not assertions: compare them with the goals printed beside them (issues #2, #5, #16).
 * The initial-JavaScript budget itself is asserted by tests/e2e/bundle.e2e.ts (same count).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchBrowser } from '../tests/e2e/support/browser';
import { INITIAL_JS_BUDGET_GZIP, initialJs } from '../tests/e2e/support/initial-js';
import { ROOT, startServer } from '../tests/e2e/support/server';

/** DIST_DIR: measure a build elsewhere than dist/ (built there unless --no-build). */
const DIST = process.env.DIST_DIR ? process.env.DIST_DIR : join(ROOT, 'dist');
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function lighthouseMobile(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    const lhr = result!.lhr;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      failedA11y: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

type LighthouseFigures = Awaited<ReturnType<typeof lighthouseMobile>>;

/** Goals a page's figures are printed beside (e.g. "≥ 95"); a figure without one is printed bare. */
interface Goals {
  gzip?: string;
  performance?: string;
  accessibility?: string;
}

const goal = (text: string | undefined) => (text === undefined ? '' : `   (goal ${text})`);

async function report(title: string, url: string, goals: Goals) {
  const browser = await launchBrowser();
  const rows = await initialJs(browser, url, DIST).finally(() => browser.close());
  console.log(`\n${title} (${url}) initial JavaScript, as requested by Chromium:`);
  for (const r of rows) console.log(`  ${r.path.padEnd(48)} raw ${kib(r.raw).padStart(10)}  gzip ${kib(r.gzip).padStart(9)}`);
  const raw = rows.reduce((a, r) => a + r.raw, 0);
  const gz = rows.reduce((a, r) => a + r.gzip, 0);
  console.log(`  ${'total'.padEnd(48)} raw ${kib(raw).padStart(10)}  gzip ${kib(gz).padStart(9)}${goal(goals.gzip)}`);

  const runs = Number(process.env.LH_RUNS ?? 3);
  // LH_RUNS=0: the JavaScript figures alone (seconds instead of minutes).
  if (runs === 0) return;
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseMobile(url));
  const median = <K extends keyof LighthouseFigures>(k: K) =>
    [...results].map((r) => r[k] as number).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(`\nLighthouse ${runs}× mobile on ${url} (median):`);
  console.log(`  performance   ${median('performance')}${goal(goals.performance)}`);
  console.log(`  LCP           ${median('lcpMs')} ms`);
  console.log(`  TBT           ${median('tbtMs')} ms`);
  console.log(`  CLS           ${median('cls')}`);
  console.log(`  accessibility ${median('accessibility')}${goal(goals.accessibility)}`);
  const failed = [...new Set(results.flatMap((r) => r.failedA11y))];
  if (failed.length) console.log(`  failing accessibility audits: ${failed.join(', ')}`);
}

async function main() {
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--outDir', DIST], { cwd: ROOT, stdio: 'ignore' });
  const server = await startServer({ DIST_DIR: DIST });
  // BENCH_ONLY=home|lobby measures one page.
  const only = process.env.BENCH_ONLY;
  try {
    // Issue #2 "Done means": the home route's budget and scores.
    if (only !== 'lobby') await report('Home route', `${server.url}/`, { gzip: `≤ ${kib(INITIAL_JS_BUDGET_GZIP)} gzip`, performance: '≥ 95', accessibility: '≥ 95' });
    // Issue #5 "Benchmark" and #16: a lobby with the full vendor catalogue (BENCH_LOBBY=/live for another).
    if (only !== 'home') await report('Game lobby', `${server.url}${process.env.BENCH_LOBBY ?? '/rng'}`, { gzip: `≤ ${kib(INITIAL_JS_BUDGET_GZIP)} gzip`, performance: '≥ 95', accessibility: '≥ 95' });
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
