import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core driving Debian Chromium against the built SPA and real server.
 * One file at a time: each file starts its own server and Chromium (own port, own PGlite data). One
 * file already keeps CI's two cores about 83% busy (vmstat during the register paths: 56% user, 28%
 * system, 9% idle), mostly Chromium: each new browser context starts a renderer that costs about 1.4 s
 * of CPU on these machines even for about:blank. Two files at once gained nothing: the login and
 * contract paths took 594 s side by side, against 297 s (login, alone) plus 275 s (contract, in CI).
 * In earlier runs two at once also made the generated paths' real-time steps (a poll due after the
 * page clock moved, a game's balance message) miss their waits now and then; a red CI lands nothing.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Side-by-side tests of one file: the generated paths (paths/runner.ts: the real-time waiters
    // all at once, a dozen at most, and the others two at a time in slots beside them) and journeys
    // written with it.concurrent.
    maxConcurrency: 12,
    // expect.poll's own default (1 s) is a real-time wait a loaded 2-core CI misses: a poll of what
    // the screen shows waits as long as a locator does unless it says otherwise.
    expect: { poll: { timeout: 15_000 } },
  },
});
