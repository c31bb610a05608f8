import type { GoalInput } from '@hiring/shared/ai';
import { BuiltinEngine } from '../../apps/server/src/ai/builtin/index.ts';
import { LONG_JOB } from '../../apps/server/src/ai/fixtures/long-job.ts';
import type { TimingScenario } from './types.ts';

const engine = new BuiltinEngine();

/**
 * The builtin AI engine on a 1,000-word job posting: analysis, then goals, then questions for
 * those goals, through the public async API (outputs validated by the shared zod schemas).
 * Issue 3 aims for a median of 20 ms or less.
 */
export const aiBuiltin: TimingScenario = {
  name: 'AI builtin: analyze + goals + questions, 1,000 words',
  aimMs: 20,
  iterations: 200,
  async run() {
    await engine.analyzeJob(LONG_JOB);
    const { data } = await engine.generateGoals(LONG_JOB);
    const goals: GoalInput[] = data.goals.map((g, i) => ({ ...g, id: i + 1 }));
    await engine.generateQuestions(LONG_JOB, goals);
  },
};
