import { cannotTransitionMessage, type JobStatus, type RequirementFacts, validateTransition } from '@hiring/shared/job-positions';
import { AppError } from '../../lib/errors.ts';
import type { JobPositionRow } from './job-positions.table.ts';
import type { QuestionCounts } from './position-parts.repository.ts';
import { countGoals, type Tx } from './position-rows.repository.ts';
import { factsOf } from './position-views.ts';

/** A person's change of a position's status: what the transition table and the requirements say of it. */

/** What the requirement checks read: the position's goals, and its current set's questions (from the questions feature). */
async function facts(
  db: Tx,
  questions: { counts(id: string): Promise<QuestionCounts> } | undefined,
  jobPositionId: string,
): Promise<RequirementFacts> {
  const [goals, counts] = await Promise.all([
    countGoals(db, jobPositionId),
    questions?.counts(jobPositionId) ?? Promise.resolve({ total: 0, finalized: 0 }),
  ]);
  return factsOf(goals, counts);
}

/** 409 with the table's or the requirements' message when `job` may not move to `to`. */
export async function assertTransition(
  db: Tx,
  questions: { counts(id: string): Promise<QuestionCounts> } | undefined,
  job: JobPositionRow,
  to: JobStatus,
): Promise<void> {
  const verdict = validateTransition(job.status, to, await facts(db, questions, job.id));
  if (!verdict.ok) throw new AppError(409, verdict.message);
}

/** 409 for a change of status that lost a race: the status moved since the position was read. */
export const changedMeanwhile = (to: string) =>
  new AppError(409, cannotTransitionMessage(to, 'The status changed meanwhile. Reload and try again.'));
