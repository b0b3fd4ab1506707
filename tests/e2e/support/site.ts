import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { snapshotDist } from './dist';
import { type RunningServer, startServer } from './server';

/** The site a browser test file drives: one real server and one Chromium for the whole file. */
export interface SiteUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export interface SiteOptions {
  /** Server environment on top of startServer's (e.g. TRUSTED_PROXIES, DEMO_DEPOSIT_DELAY_MS, NODE_ENV). */
  env?: NodeJS.ProcessEnv;
  /**
   * Serve a private copy of dist/ (support/dist.ts) so that a build running meanwhile in the same
   * checkout cannot empty the pages under a long test.
   */
  snapshotDist?: boolean;
}

/** The per-address throttles and the new-address check believe X-Forwarded-For from loopback (support/accounts.ts visitor). */
export const TRUST_LOOPBACK = { TRUSTED_PROXIES: '127.0.0.1,::1' } as const;

/**
 * Starts the server and the browser before the file's tests (in parallel) and stops both after
 * them; call once at the top of a test file. `server` and `browser` are read when a test runs.
 */
export function useSiteUnderTest({ env = {}, snapshotDist: snapshot = false }: SiteOptions = {}): SiteUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dist: { dir: string; remove: () => void } | undefined;

  beforeAll(async () => {
    if (snapshot) dist = await snapshotDist();
    [server, browser] = await Promise.all([startServer({ ...(dist ? { DIST_DIR: dist.dir } : {}), ...env }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    dist?.remove();
  });

  return {
    get server() {
      if (!server) throw new Error('the server is not started yet: read site.server inside a test or hook');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet: read site.browser inside a test or hook');
      return browser;
    },
  };
}
