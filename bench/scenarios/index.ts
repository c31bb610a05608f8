import { aiBuiltin } from './ai-builtin.ts';
import { jobPositionsList } from './job-positions.ts';
import { profile } from './profile.ts';
import type { Scenario, TimingScenario } from './types.ts';

export { baseline } from './baseline.ts';

/** Routes measured against the baseline, in order. Add new scenarios here. */
export const scenarios: Scenario[] = [profile, jobPositionsList];

/** In-process timings (no server), reported as median ms. */
export const timings: TimingScenario[] = [aiBuiltin];
