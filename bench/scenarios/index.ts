import { profile } from './profile.ts';
import type { Scenario } from './types.ts';

export { baseline } from './baseline.ts';

/** Routes measured against the baseline, in order. Add new scenarios here. */
export const scenarios: Scenario[] = [profile];
