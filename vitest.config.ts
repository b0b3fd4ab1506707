import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
            name: 'web',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.ts'],
            setupFiles: ['tests/setup/web.ts'],
            // Generous: CI has 2 cores, and diagram layout (ELK) is CPU-bound.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/boundaries/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
