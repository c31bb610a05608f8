import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // At least two test files at once, also on two cores (Vitest's default is one fewer worker
    // than cores): the tests wait on databases, processes and timers for much of their time
    // (decision 434).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'apps/web/vitest.config.ts',
      { test: { name: 'shared', environment: 'node', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates once; every test database starts as a copy (decision 432).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
