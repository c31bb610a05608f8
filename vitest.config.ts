import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const STARTUP_TEST = 'apps/server/src/startup.test.ts';

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
          exclude: [STARTUP_TEST],
          // Migrates once; every test database starts as a copy (decision 432).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // PGlite's WebAssembly on V8's baseline compiler only, as the server runs it (decision 336):
          // Node 24 ignores the flag when openDatabase sets it at run time, so it is given to each
          // test process's node itself (perf/488).
          execArgv: ['--liftoff-only'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The start-up figures (CPU to healthy, idle memory) run last and alone: beside another
        // test file, the second core's work slows this one's start on a shared 2-core machine.
        test: {
          name: 'startup',
          environment: 'node',
          include: [STARTUP_TEST],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
