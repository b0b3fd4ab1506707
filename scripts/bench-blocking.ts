/**
 * `npm run bench:blocking` (issue #21, Total Blocking Time): the main thread's long tasks while a page
 * starts, read from the page itself (PerformanceObserver `longtask`) instead of Lighthouse's model of
 * them, so one build can be set against another without Lighthouse's round-to-round spread. Chromium
 * at 390 × 844 px with the CPU slowed 4× (DevTools' throttling, Lighthouse mobile's factor), no
 * network throttling; each load is watched until the network is idle and 4 s more.
 *
 * Per build and route (the builds' loads taking turns), visitor and member (a fresh account's stored token), medians of BENCH_RUNS
 * loads: blocking time (each long task's time over 50 ms, from the first contentful paint on, as TBT
 * counts it), the longest task, and how many long tasks there were. Figures, not assertions.
 *
 * Environment: DIST_DIRS (comma-separated builds inside the repository, default `dist`; build them
 * first, e.g. `npx vite build --outDir dist-old` on another commit), BENCH_ONLY (comma-separated
 * paths, default `/`), BENCH_RUNS (default 5).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { apiVisitor } from '../tests/e2e/support/api';
import { launchBrowser } from '../tests/e2e/support/browser';
import { ROOT, startServer } from '../tests/e2e/support/server';
import { median, printTable } from './bench-table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIRS = (process.env.DIST_DIRS ?? 'dist').split(',').filter(Boolean);
const ROUTES = (process.env.BENCH_ONLY ?? '/').split(',').filter(Boolean);

/** Collects every long task from the page's start (before the site's scripts run). */
const PROBE = `
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });`;

interface Load {
  blocking: number;
  longest: number;
  count: number;
}

async function load(browser: Browser, url: string, token: string | null): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    if (token) await page.addInitScript((t) => sessionStorage.getItem('token') || sessionStorage.setItem('token', t), token);
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(4000);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      blocking: tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
      count: tasks.length,
    };
  } finally {
    await context.close();
  }
}

const summary = (loads: Load[]) =>
  `${Math.round(median(loads.map((l) => l.blocking)))} ms / ${Math.round(median(loads.map((l) => l.longest)))} ms / ${median(loads.map((l) => l.count))}`;

const rows: string[][] = [];
const browser = await launchBrowser();
// Every build's server at once, and the builds take turns load by load: the machine's speed drifts
// over minutes (a build measured after another one met a different machine), and a turn of each
// build in every run puts a slower minute on all of them.
const servers = await Promise.all(DIRS.map((dir) => startServer({ DIST_DIR: join(ROOT, dir) })));
try {
  const tokens = await Promise.all(
    servers.map(async (server, i) => {
      const { register } = apiVisitor(server, `203.0.113.${210 + i}`);
      return (await register(`blk${Date.now().toString(36)}${i}`, 'Bench@2026x', true)).session!.token;
    }),
  );
  for (const route of ROUTES) {
    const visitor: Load[][] = DIRS.map(() => []);
    const member: Load[][] = DIRS.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, server] of servers.entries()) {
        visitor[i]!.push(await load(browser, `${server.url}${route}`, null));
        member[i]!.push(await load(browser, `${server.url}${route}`, tokens[i]!));
      }
    }
    for (const [i, dir] of DIRS.entries()) rows.push([dir, route, summary(visitor[i]!), summary(member[i]!)]);
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await browser.close();
}

const header = ['build', 'route', 'visitor: blocking / longest / long tasks', 'member: blocking / longest / long tasks'];
printTable(`\nLong tasks while a page starts, medians of ${RUNS} loads (390 × 844 px, CPU 4×; blocking time counted from the first contentful paint):`, header, rows);
