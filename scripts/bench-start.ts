/**
 * `npm run bench:start` (issue #21): where the main thread's time goes while a page starts, read from
 * Chromium's own trace, in the players' language and in English. bench:blocking counts the long tasks;
 * this says what a page's start is made of:
 *
 * - before the first contentful paint: the main thread's style, layout (text shaping, part of it),
 *   paint and script time, whichever tasks they fell in. The page the server drew is styled, laid out
 *   and painted by the browser; the site's scripts run after that first paint unless a slow machine
 *   lets the one-second fallback of index.html's loader start them first;
 * - the entry's evaluation (the largest `v8.evaluateModule`): the site's modules run for the first time,
 *   given as wall time and as the thread's own CPU time (`tdur`), at CPU 4× and unthrottled (1×), so a
 *   change to the code can be told from the machine's load.
 *
 * Chromium at 390 × 844 px, a visitor (a fresh context: cold cache, new renderer), each load traced
 * until the network is idle and 1 s more; the languages and rates take turns load by load. Medians of
 * BENCH_RUNS loads. Figures, not assertions.
 *
 * Environment: DIST_DIR (a build inside the repository, default `dist`; `npx vite build` first),
 * BENCH_ONLY (comma-separated paths, default `/`), BENCH_RUNS (default 5), BENCH_LANGS (default `bn,en`).
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { ROOT, startServer } from '../tests/e2e/support/server';
import { median, printTable } from './bench-table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = process.env.DIST_DIR ?? 'dist';
const ROUTES = (process.env.BENCH_ONLY ?? '/').split(',').filter(Boolean);
const LANGS = (process.env.BENCH_LANGS ?? 'bn,en').split(',').filter(Boolean);
const RATES = [4, 1] as const;

/** One trace event as Chromium writes it (complete events: `ph` X, times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

interface Start {
  fcp: number;
  style: number;
  layout: number;
  shaping: number;
  paint: number;
  scripts: number;
  evalWall: number;
  evalThread: number;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'toplevel', 'cc', 'v8', 'v8.execute'];

async function load(browser: Browser, url: string, origin: string, lang: string, rate: number): Promise<Start> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // The language picker's cookie (src/machines/language/language.runtime.ts): the server draws in it.
    if (lang !== 'bn') await context.addCookies([{ name: 'lang', value: lang, url: origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    await cdp.send('Tracing.end');
    await complete;

    // Everything on the renderer's main thread from the navigation's start (the paint's trace time less
    // its time in the page) to the first contentful paint, whichever tasks it fell in.
    const painted = events.find((e) => e.name === 'firstContentfulPaint');
    const main = painted ? events.filter((e) => e.pid === painted.pid && e.tid === painted.tid && e.ph === 'X') : [];
    const from = painted ? painted.ts - fcp * 1000 : 0;
    // An event inside another one of the same kind (a microtask checkpoint inside a script) is counted once.
    const before = (name: RegExp) => {
      if (!painted) return NaN;
      let sum = 0;
      let end = -Infinity;
      for (const e of main.filter((x) => name.test(x.name) && x.ts >= from && x.ts < painted.ts).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
        if (e.ts + e.dur! <= end) continue;
        sum += e.dur!;
        end = e.ts + e.dur!;
      }
      return sum / 1000;
    };
    const evaluation = main.filter((e) => e.name === 'v8.evaluateModule').sort((a, b) => b.dur! - a.dur!)[0];
    return {
      fcp,
      style: before(/^UpdateLayoutTree$/),
      layout: before(/^Layout$/),
      shaping: before(/^InlineNode::ShapeText/),
      paint: before(/^Paint$/),
      scripts: before(/^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|RunMicrotasks)$/),
      evalWall: evaluation ? evaluation.dur! / 1000 : NaN,
      evalThread: evaluation?.tdur !== undefined ? evaluation.tdur / 1000 : NaN,
    };
  } finally {
    await context.close();
  }
}

const ms = (loads: Start[], key: keyof Start) => `${Math.round(median(loads.map((l) => l[key])))}`;

const rows: string[][] = [];
const browser = await launchBrowser();
const server = await startServer({ DIST_DIR: join(ROOT, DIST) });
try {
  for (const route of ROUTES) {
    const loads = new Map<string, Start[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const rate of RATES) {
        for (const lang of LANGS) {
          const key = `${lang} ${rate}×`;
          loads.set(key, [...(loads.get(key) ?? []), await load(browser, `${server.url}${route}`, server.url, lang, rate)]);
        }
      }
    }
    for (const [key, l] of loads) {
      rows.push([
        route,
        key,
        ms(l, 'fcp'),
        `${ms(l, 'style')} / ${ms(l, 'layout')} (${ms(l, 'shaping')}) / ${ms(l, 'paint')} / ${ms(l, 'scripts')}`,
        `${ms(l, 'evalWall')} / ${ms(l, 'evalThread')}`,
      ]);
    }
  }
} finally {
  await server.stop();
  await browser.close();
}

const header = ['route', 'language, CPU', 'FCP ms', 'before the first paint, ms: style / layout (text shaping) / paint / scripts', "entry's evaluation ms: wall / thread"];
printTable(`\nA page's start, visitor, medians of ${RUNS} loads (390 × 844 px; ${DIST}):`, header, rows);
