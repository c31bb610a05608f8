import type { Scenario } from './types.ts';

/** A constant route of the same server (BENCH_BASELINE=true): the framework's own ceiling on this machine. */
export const baseline: Scenario = {
  name: 'GET /api/bench/baseline',
  setup: async () => ({ path: '/api/bench/baseline' }),
};
