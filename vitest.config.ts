import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Model suites that replace modules with vi.mock. */
const MOCKING_MODEL_SUITES = ['tests/model/agent-center.test.tsx', 'tests/model/member-center.test.tsx'];

/**
 * Web tests that need a module graph of their own: they replace modules with vi.mock (a mock
 * would reach every file after them in a shared graph), or assert what the first load of a
 * catalog part does in a fresh page.
 */
const ISOLATED_WEB_TESTS = [
  'src/views/flows/flows-route.test.tsx',
  'src/views/layout/account-actions.test.tsx',
  'src/views/lottery/lottery-page-bn.test.tsx',
  'src/views/promotions/promotions-vip-bn.test.tsx',
  'tests/i18n/catalog-parts.test.ts',
];

/**
 * What the three jsdom projects share. The time-out is generous: CI has 2 cores, and diagram
 * layout (ELK) is CPU-bound.
 */
const JSDOM = { environment: 'jsdom', setupFiles: ['tests/setup/web.ts'], testTimeout: 20_000 };

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One worker per core. Vitest's default leaves one core to its main process, which on CI's two
      // cores meant one file at a time while the main process, mostly waiting, used a fraction of
      // the other core. Each file has its own database (server/testing/test-db.ts) and jsdom.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            // Views and charts in jsdom. Like 'model', a worker runs its files one after another in
            // one module graph and one document (isolate: false): tests/setup/web.ts empties the
            // document, its body's style and the storages after every test. On a 2-core machine
            // these files and 'isolated' took 220 s when every file was isolated; now about 100.
            name: 'web',
            ...JSDOM,
            include: ['src/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.ts'],
            exclude: ISOLATED_WEB_TESTS,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // Files that need their own module graph (ISOLATED_WEB_TESTS), and the two model suites
            // that put stand-ins for other sections with vi.mock.
            name: 'isolated',
            ...JSDOM,
            include: [...ISOLATED_WEB_TESTS, ...MOCKING_MODEL_SUITES],
          },
        },
        {
          extends: true,
          test: {
            // The generated model suites (one per chart) drive the real views in jsdom like 'web',
            // but mock no module (those that do are MOCKING_MODEL_SUITES) and keep no state of
            // their own between files: each renders its own tree with its own actors, and
            // tests/setup/web.ts empties the document and the storages after every test. So a worker
            // runs them one after another in one module graph (isolate: false) instead of importing
            // the app again for each file. With this
            // project and 'server' so, `npm test` took 564 s on a 2-core machine; isolated, about 900.
            name: 'model',
            ...JSDOM,
            include: ['tests/model/**/*.test.{ts,tsx}'],
            exclude: MOCKING_MODEL_SUITES,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // Each file opens its own database (server/testing/test-db.ts) or server process and
            // mocks no module, so files share one module graph per worker (isolate: false), as
            // 'model' does; the PostgreSQL run (test:postgres) took 77 s instead of about 170.
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/boundaries/**/*.test.ts'],
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
