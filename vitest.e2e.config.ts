import { defineConfig } from 'vitest/config';

/** Browser tests: playwright-core driving Debian Chromium against the built SPA and real server. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
