import { aiBuiltin } from './ai-builtin.ts';
import type { TimingScenario } from './types.ts';

export { baseline, deploymentScenarios, ISSUE_BARE_PG_RPS } from './deployment.ts';

/** In-process timings (no server), reported as median ms. */
export const timings: TimingScenario[] = [aiBuiltin];
