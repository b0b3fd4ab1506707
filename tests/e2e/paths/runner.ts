/**
 * Generated paths in a real browser (issue "Flows"): the edges the jsdom model tests take one
 * path each (`generatePaths(model)`), taken here in fewer, longer walks (`generateWalks`, see
 * WALK_STEPS), replayed against the built SPA and the real server. Each path gets
 * a fresh browser context with its own client address; each abstract event is performed by
 * an adapter (a person's click, the server arranged to answer that way, the page clock
 * advanced); after each step the page must show what the chart's state requires.
 * Paths an adapter cannot produce faithfully are skipped with the reason in the title.
 * Paths of a file run PATHS_AT_ONCE at a time (each with its own context, address and data), unless
 * the suite says they share server-wide state. Writes reports/e2e-paths/<chart>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import { type ChartModel, describeEvent, type GeneratedPath, generatePaths, generateWalks, inertMachine, stateKey } from '../../../src/machines/graph/paths';
import { pathEdges } from '../../../src/machines/graph/replay';
import { rememberLanguage } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { ROOT, type RunningServer } from '../support/server';
import { Slots } from '../support/slots';
import { TRUST_LOOPBACK, useSiteUnderTest } from '../support/site';

export interface PathWorld<D = Record<string, unknown>> {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** This path's client address (X-Forwarded-For, trusted from loopback). */
  ip: string;
  path: GeneratedPath;
  /** Index of the step being performed (-1 before the first). */
  step: number;
  /** The chart's snapshot the page must now show: the model replayed on an inert actor. */
  expected: AnyMachineSnapshot;
  /** The snapshot before the step being performed. */
  previous: AnyMachineSnapshot;
  /** What the suite keeps for this path (accounts, gates…). */
  data: D;
}

export type Adapter<D> = (event: EventObject, world: PathWorld<D>) => Promise<void>;

export interface BrowserPathSuite<M extends AnyStateMachine, D> {
  model: ChartModel<M>;
  /** Extra server environment (TRUSTED_PROXIES is always set). */
  serverEnv?: NodeJS.ProcessEnv;
  /** Why a path cannot be produced faithfully against the real server; null runs it. */
  unsupported?: (path: GeneratedPath) => string | null;
  /** Fresh per-path data (accounts, gates) before the page opens. */
  data: (path: GeneratedPath) => D;
  /** Seeds what the path needs and brings the page to the chart's initial state. */
  start: (world: PathWorld<D>) => Promise<void>;
  /** What the page must show in each state, keyed by `stateKey(value)`. */
  states: Record<string, (world: PathWorld<D>) => Promise<void>>;
  /** How each event type is produced for real. Delayed (`xstate.after.*`) events advance the page clock. */
  exec: Partial<Record<string, Adapter<D>>>;
  /** Leaves server-wide switches as they were (runs even when the path failed). */
  finish?: (world: PathWorld<D>) => Promise<void>;
  /** Address space of this file's visitors: `<prefix>.<hi>.<lo>`, one per path. */
  ipPrefix: string;
  /** A longer test time-out for a path that waits in real time (e.g. a server deadline); undefined keeps the config's. */
  timeout?: (path: GeneratedPath) => number | undefined;
  /**
   * Paths that spend most of their time waiting in real time (a server deadline, a resend
   * countdown): they start first and hold a slot (PATHS_AT_ONCE) only to open the page, then wait
   * outside the slots, so their waits overlap each other and the other paths. Each path has its own
   * context, address and data, so they do not meet.
   */
  concurrent?: (path: GeneratedPath) => boolean;
  /**
   * Why this suite's paths must run one at a time (a server-wide switch they set and reset); when
   * absent, PATHS_AT_ONCE paths run side by side.
   */
  oneAtATime?: string;
  /** The longest walk in steps (WALK_STEPS unless the suite says otherwise). */
  walkSteps?: number;
  /**
   * Whether the suite can produce a walk that goes on as far as this path (past the shortest path
   * to its first edge, which `unsupported` alone judges): a suite that arranges its server once,
   * before the page opens, for the answers a path needs may not arrange every mix. All when absent.
   */
  walkable?: (path: GeneratedPath) => boolean;
}

/**
 * The browser takes the chart's edges in walks (`generateWalks`), not one path per edge as the jsdom
 * suites do: opening a fresh context and page and arranging its start cost a register path 4.7 s,
 * about seven of its steps, so fewer, longer paths over the same edges take much less time. Twenty steps keep a
 * failing walk short enough to read.
 */
const WALK_STEPS = 20;

/**
 * How many paths of a file run side by side. A path spends its time in turn in the test process,
 * the browser and the server (argon2id hashing the accounts it arranges), so one at a time left
 * one of CI's two cores mostly idle; two at once keep both busy. Every path has its own browser
 * context, client address and accounts, and every wait on the page is a waiting read with a
 * generous deadline (see.ts), never a sleep. `E2E_PATHS_AT_ONCE=1` runs them one by one.
 */
const PATHS_AT_ONCE = Math.max(1, Number(process.env.E2E_PATHS_AT_ONCE ?? 2));

interface PathResult {
  description: string;
  /** The (state, event) edges the walk holds (replay.ts `pathEdges`): the requirements report gives each per-edge path the outcome of the walks that took its edge. */
  edges: string[];
  status: 'passed' | 'failed' | 'skipped';
  reason?: string;
  error?: string;
  ms?: number;
  /** The window the path ran in (VIEWPORTS). */
  width?: Width;
  /** Where the path's time went: opening and arranging the page, checking the start, then each step (performing, checking). */
  phases?: { open: number; start: number; check: number; steps: [number, number][] };
}

/**
 * The two windows a chart's paths run in, by turns (the path's index in generateWalks' order): a
 * phone's, where most players are, and a desktop's. Each chart meets both, and every path is
 * checked by what a person sees and presses at its width. A phone's page is also a quarter of the
 * pixels for CI's two software-rendering cores to lay out and paint: the login and register
 * paths took 13–15% less time all at phone width than all at desktop width.
 */
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 1000 } } as const;
type Width = keyof typeof VIEWPORTS;
const widthOf = (index: number): Width => (index % 2 === 1 ? 'phone' : 'desktop');

/**
 * Serves this page's documents without the answers the server puts inside them
 * (server/static/boot-answers.ts), as a page whose first reads were not answered there (another
 * language, a read that failed): the SPA then asks for them itself, so a path can hold them.
 */
export async function withoutBootAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(wps|lgw|lotto|assets|cdn|dev|demo-vendor)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="boot-answers">.*?<\/script>/s, '');
      await route.fulfill({ response, body });
    },
  );
}

/** A held request of the page: the step that caused it is observed in its loading state, then released. */
export class RequestGate {
  private held: Route[] = [];
  private waiters: ((route: Route) => void)[] = [];

  private constructor() {}

  static async on(page: Page, url: string | RegExp | ((url: URL) => boolean), method?: string): Promise<RequestGate> {
    const gate = new RequestGate();
    await page.route(url, async (route) => {
      if (method && route.request().method() !== method) return route.fallback();
      const waiter = gate.waiters.shift();
      if (waiter) waiter(route);
      else gate.held.push(route);
    });
    return gate;
  }

  /** The oldest held request, waiting for it to arrive. */
  next(): Promise<Route> {
    const route = this.held.shift();
    return route ? Promise.resolve(route) : new Promise((res) => this.waiters.push(res));
  }

  /** Waits until a request is held, and keeps holding it (for arranging the server meanwhile). */
  async arrival(): Promise<void> {
    const route = await this.next();
    this.held.unshift(route);
  }

  /** Lets the next request reach the real server. */
  async pass(): Promise<void> {
    await (await this.next()).continue();
  }

  /** Fails the next request as a dropped connection would. */
  async fail(): Promise<void> {
    await (await this.next()).abort('failed');
  }

  /**
   * The next request never answers in time: with the page clock installed (`page.clock.install()`
   * before the page loaded), the clock jumps `ms` ahead so the client's own time-out fires; the
   * request, which the page has given up on by then, is dropped.
   */
  async timeOut(page: Page, ms: number): Promise<void> {
    const route = await this.next();
    await page.clock.fastForward(ms);
    await route.abort('timedout').catch(() => {});
  }

  get pending(): number {
    return this.held.length;
  }
}

/**
 * Waits until the page has a timer of `ms` pending before the clock runs that long. A state
 * without a visible sign (a chart polling in the background) passes its check as soon as the
 * request that led to it was let through, which can be before the page has read the answer and
 * the chart has armed its delay; running the clock then would pass before the timer exists, and
 * the transition would never come (the contract chart's `waiting`, for one). It reads the page
 * clock's own table of timers; if that is not there (no clock, another Playwright) or no such
 * timer comes (one that already fired in real time), the clock runs as before.
 *
 * Only a timer made since `since` (the clock's next timer id when the step into this state began)
 * counts: another chart may keep a timer of the same length (the unread-message poll and the
 * offer poll are both 60 s), and finding that one would run the clock before the chart's own.
 */
async function armed(page: Page, ms: number, since: number): Promise<void> {
  const pending = () =>
    page.evaluate(
      ([delay, from]) => {
        const timers = (globalThis as { __pwClock?: { controller?: { _timers?: Map<number, { type: string; delay: number; id: number }> } } }).__pwClock?.controller?._timers;
        if (!(timers instanceof Map)) return null;
        for (const t of timers.values()) if (t.type === 'Timeout' && t.delay === delay && t.id >= from) return true;
        return false;
      },
      [ms, since] as const,
    );
  await pollUntil(`a ${ms} ms timer on the page clock`, pending, (found) => found !== false, 'one', { timeout: 5_000, interval: 25 }).catch(() => undefined);
}

/** The id the page clock gives its next timer (0 without a clock): every timer made later has one at least as high. */
const nextTimerId = (page: Page): Promise<number> =>
  page
    .evaluate(() => (globalThis as { __pwClock?: { controller?: { _uniqueTimerId?: number } } }).__pwClock?.controller?._uniqueTimerId ?? 0)
    .catch(() => 0);

/** The snapshot the chart is in after `event`; actions are no-ops (the real app performs them). */
function modelActor(model: ChartModel, input: unknown = model.input) {
  const actions = Object.fromEntries(
    Object.entries(model.machine.implementations.actions ?? {})
      .filter(([, fn]) => typeof fn === 'function' && !('type' in fn))
      .map(([name]) => [name, () => {}]),
  );
  const actor = createActor(inertMachine(model.machine.provide({ actions } as never)), { input: input as never });
  actor.start();
  return actor;
}

/** Whether the path waits for a delayed transition (the page clock must then be controlled). */
export const waitsForTime = (path: GeneratedPath) => path.steps.some((s) => s.event.type.startsWith('xstate.after.'));

/** Milliseconds an `xstate.after.<delay>.<state>` event stands for, from the snapshot it leaves. */
export function delayOf(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot): number {
  const delay = type.split('.')[2]!;
  if (/^\d+$/.test(delay)) return Number(delay);
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof named === 'function' ? (named as (a: unknown) => number)({ context: snapshot.context, event: undefined }) : Number(named);
}

export function describeBrowserPaths<M extends AnyStateMachine, D>(suite: BrowserPathSuite<M, D>): void {
  const { model } = suite;
  const supported = (path: GeneratedPath) => !(suite.unsupported?.(path) ?? missingAdapter(suite, path));
  const paths = generateWalks(model, {
    maxSteps: suite.walkSteps ?? WALK_STEPS,
    accept: supported,
    // A real-time waiter runs outside the slots once started: it stays as short as its own edge needs.
    alone: (path) => suite.concurrent?.(path) ?? false,
    grows: (path) => suite.walkable?.(path) ?? true,
  });
  const results: PathResult[] = [];
  const site = useSiteUnderTest({ env: { ...TRUST_LOOPBACK, ...suite.serverEnv }, snapshotDist: true });
  const started = Date.now();

  afterAll(() => {
    const count = (s: PathResult['status']) => results.filter((r) => r.status === s).length;
    const report = {
      chart: model.id,
      paths: paths.length,
      ranForReal: paths.length - count('skipped'),
      passed: count('passed'),
      failed: count('failed'),
      skipped: results.filter((r) => r.status === 'skipped').map(({ description, reason }) => ({ description, reason })),
      edges: edgeCoverage(model, results),
      durationMs: Date.now() - started,
      results,
    };
    const dir = resolve(ROOT, 'reports/e2e-paths');
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, `${model.id}.json`), JSON.stringify(report, null, 2));
  });

  describe(`chart ${model.id}: generated paths in a real browser`, () => {
    const slots = new Slots(PATHS_AT_ONCE);
    const waiting = paths.map((path) => suite.concurrent?.(path) ?? false);
    const order = [...paths.keys()].sort((a, b) => Number(waiting[b]) - Number(waiting[a]));
    const reasons = paths.map((path) => suite.unsupported?.(path) ?? missingAdapter(suite, path));
    // Skipped paths last: vitest runs side-by-side tests in runs of consecutive ones, and a skipped
    // test among them would end a run early (the next run waits for its slowest path).
    const skipped = [...paths.keys()].filter((i) => reasons[i]);
    for (const index of skipped) results.push({ description: paths[index]!.description, edges: pathEdges(model, paths[index]!), status: 'skipped', reason: reasons[index]! });
    const ownTimeout = (index: number) => suite.timeout?.(paths[index]!) ?? E2E_TEST_TIMEOUT + STEP_ALLOWANCE_MS * paths[index]!.steps.length;
    // Vitest starts up to maxConcurrency (vitest.e2e.config.ts) side-by-side tests, so a started
    // path queues behind at most that many others in PATHS_AT_ONCE slots, each of which its watchdog
    // ends within its own time-out: the queue is bounded, and a stuck path fails alone rather than
    // timing out the ones behind it.
    const queueAllowance = Math.ceil(MAX_CONCURRENCY / PATHS_AT_ONCE) * Math.max(0, ...[...paths.keys()].filter((i) => !waiting[i]).map(ownTimeout));
    for (const index of order) {
      const path = paths[index]!;
      if (reasons[index]) continue;
      // A real-time waiter holds a slot only while it opens its page and checks its start (a dozen
      // first visits at once on two cores took over 30 s each), then sleeps through its waits
      // outside the slots; the others hold one throughout. The test's time-out allows for the
      // queue while the watchdog, started once the slot is taken, times the path itself.
      const own = ownTimeout(index);
      // Every path queues for a slot but those of a one-at-a-time suite, which run in order instead.
      const queued = !suite.oneAtATime || waiting[index];
      (queued ? it.concurrent : it)(path.description, { timeout: queued ? own + queueAllowance : own }, async () => {
        const release = queued ? await slots.take() : () => {};
        const width = widthOf(index);
        const result: PathResult = { description: path.description, edges: pathEdges(model, path), status: 'failed', width };
        results.push(result);
        const t0 = Date.now();
        const progress: Progress = { at: 'opening the page', started: waiting[index] ? release : undefined };
        try {
          result.phases = { open: 0, start: 0, check: 0, steps: [] };
          await withWatchdog(runPath(suite, path, `${suite.ipPrefix}.${(index >> 8) & 255}.${(index & 255) + 1}`, width, site.server, site.browser, progress, result.phases), progress, own - WATCHDOG_MARGIN_MS);
          result.status = 'passed';
        } catch (e) {
          // The failure names the window the path ran in: a fault may be one width's alone.
          const at = `[${width} window, ${VIEWPORTS[width].width} px] `;
          if (e instanceof Error) e.message = at + e.message;
          result.error = e instanceof Error ? e.message : at + String(e);
          throw e;
        } finally {
          result.ms = Date.now() - t0;
          release();
        }
      });
    }
    for (const index of skipped) it.skip(`${paths[index]!.description} [not run: ${reasons[index]}]`, () => {});
  });
}

/**
 * The chart's (state, event) edges, as its per-edge jsdom paths take them, and how many of them
 * passed walks took: what QA reads to see that the walks left nothing out that could run.
 */
function edgeCoverage(model: ChartModel, results: PathResult[]) {
  const all = new Set(generatePaths(model).flatMap((path) => pathEdges(model, path)));
  const by = (status: PathResult['status']) => new Set(results.filter((r) => r.status === status).flatMap((r) => r.edges));
  const passed = by('passed');
  const failed = by('failed');
  const onlySkipped = [...by('skipped')].filter((edge) => !passed.has(edge) && !failed.has(edge));
  return { all: all.size, passed: [...all].filter((edge) => passed.has(edge)).length, onlyInSkipped: onlySkipped.length };
}

/** vitest.e2e.config.ts testTimeout: a path without its own time-out has this long, and STEP_ALLOWANCE_MS more per step. */
const E2E_TEST_TIMEOUT = 60_000;
/** A step of a walk took 0.7 s on average here (register paths, two at a time); a loaded CI may take several times that. */
const STEP_ALLOWANCE_MS = 2_000;
/** vitest.e2e.config.ts maxConcurrency. */
const MAX_CONCURRENCY = 12;
/** The watchdog fires this long before the test time-out, so the failure names the step rather than only "timed out". */
const WATCHDOG_MARGIN_MS = 5_000;

/** Where a path is, for the watchdog's message; its context, to end a path that is stuck. */
interface Progress {
  at: string;
  context?: BrowserContext;
  /** Called once the start is checked: a real-time waiter gives its slot back there. */
  started?: () => void;
}

/**
 * Fails a path that is still running after `ms` with the step it is stuck in (an adapter or a
 * state's check), and closes its context so the stuck wait ends instead of running on into the
 * next path; a path that finishes in time is untouched.
 */
async function withWatchdog(run: Promise<void>, progress: Progress, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const at = progress.at;
      void progress.context?.close().catch(() => {});
      reject(new Error(`the path is still at ${at} after ${ms} ms`));
    }, ms);
  });
  try {
    await Promise.race([run, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

function missingAdapter<M extends AnyStateMachine, D>(suite: BrowserPathSuite<M, D>, path: GeneratedPath): string | null {
  const missing = path.steps.find((s) => !s.event.type.startsWith('xstate.after.') && !suite.exec[s.event.type]);
  return missing ? `no real-world adapter for ${describeEvent(missing.event)}` : null;
}

async function runPath<M extends AnyStateMachine, D>(
  suite: BrowserPathSuite<M, D>,
  path: GeneratedPath,
  ip: string,
  width: Width,
  server: RunningServer,
  browser: Browser,
  progress: Progress,
  phases: NonNullable<PathResult['phases']>,
): Promise<void> {
  let mark = Date.now();
  const lap = () => {
    const now = Date.now();
    const ms = now - mark;
    mark = now;
    return ms;
  };
  const actor = modelActor(suite.model, path.input);
  // Reduced motion, as support/accounts.ts visitor() explains: a state's check reads what the page says.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip }, viewport: VIEWPORTS[width], reducedMotion: 'reduce' });
  progress.context = context;
  // An English-speaking player who chose the language before, as visitor() makes one.
  await rememberLanguage(context, 'en');
  const page = await context.newPage();
  const initial = actor.getSnapshot() as AnyMachineSnapshot;
  const world: PathWorld<D> = { server, browser, context, page, ip, path, step: -1, expected: initial, previous: initial, data: suite.data(path) };
  phases.open = lap();
  try {
    progress.at = 'the start (arranging the page)';
    await suite.start(world);
    phases.start = lap();
    progress.at = 'the check of the start';
    await check(suite, world, 'the start');
    phases.check = lap();
    progress.started?.();
    const timed = waitsForTime(path);
    // The clock's next timer id when the step into the current state began (see armed()).
    let enteredAt = 0;
    for (const [i, step] of path.steps.entries()) {
      world.step = i;
      const stepAt = timed ? await nextTimerId(page) : 0;
      world.previous = actor.getSnapshot() as AnyMachineSnapshot;
      actor.send(step.event as never);
      world.expected = actor.getSnapshot() as AnyMachineSnapshot;
      if (stateKey(world.expected.value) !== stateKey(step.value)) throw new Error(`model replay diverged at step ${i + 1}`);
      const adapter = suite.exec[step.event.type];
      const name = `step ${i + 1} (${describeEvent(step.event)})`;
      progress.at = `${name}, performing it`;
      if (adapter) await adapter(step.event, world);
      else {
        const ms = delayOf(suite.model.machine, step.event.type, world.previous);
        await armed(page, ms, enteredAt);
        await page.clock.runFor(ms);
      }
      const performed = lap();
      // A step within the same state (no re-entry) keeps the mark of the step that entered it.
      if (stateKey(world.expected.value) !== stateKey(world.previous.value)) enteredAt = stepAt;
      progress.at = `${name}, checking state ${stateKey(world.expected.value)}`;
      await check(suite, world, name);
      phases.steps.push([performed, lap()]);
    }
  } finally {
    actor.stop();
    try {
      await suite.finish?.(world);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  }
}

async function check<M extends AnyStateMachine, D>(suite: BrowserPathSuite<M, D>, world: PathWorld<D>, when: string) {
  const key = stateKey(world.expected.value);
  const assert = suite.states[key];
  if (!assert) throw new Error(`no browser assertion for state ${key} of chart ${suite.model.id}`);
  try {
    await assert(world);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const shown = await world.page
      .locator('body')
      .innerText({ timeout: 1000 })
      .then((t) => t.replace(/\s+/g, ' ').slice(0, 400))
      .catch(() => '(page unreadable)');
    throw new Error(`after ${when}, the page does not show state ${key}: ${message}\npage shows: ${shown}`, { cause: e });
  }
}
