import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
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
