import type { GoalInput } from '@hiring/shared/ai';
import { BuiltinEngine } from '../../apps/server/src/ai/builtin/index.ts';
import { LONG_JOB } from '../../apps/server/src/ai/fixtures/long-job.ts';
import type { TimingScenario } from './types.ts';

const engine = new BuiltinEngine();
let run = 0;

/**
 * The builtin AI engine on a 1,000-word job posting: analysis, then goals, then questions for
 * those goals, through the public async API (outputs validated by the shared zod schemas).
 * Issue 3 aims for a median of 20 ms or less. The engine keeps the profiles of the last jobs it
 * read, so every run reads a job it has not seen (a numbered closing line), as a deployment's
 * stream of different jobs would: the figure is the reading, not the cache.
 */
export const aiBuiltin: TimingScenario = {
  name: 'AI builtin: analyze + goals + questions, 1,000 words',
  aimMs: 20,
  iterations: 200,
  async run() {
    run += 1;
    const job = { ...LONG_JOB, job_description: `${LONG_JOB.job_description}\n\nPosting reference ${run}.` };
    await engine.analyzeJob(job);
    const { data } = await engine.generateGoals(job);
    const goals: GoalInput[] = data.goals.map((g, i) => ({ ...g, id: i + 1 }));
    await engine.generateQuestions(job, goals);
  },
};
