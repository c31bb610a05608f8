import { listGoals } from './position-parts.repository.ts';
import { findJobPosition, insertStatusHistory, type Tx, updateJobPosition } from './position-rows.repository.ts';
import type { JobGoalRow, JobPositionRow } from './job-positions.table.ts';

/**
 * What other features may read and change of a position, each named for its purpose: they never
 * write a position's row or its history themselves (issue 35). Every read is scoped to a company.
 */

/** The company's position, or undefined: what interviews check (title, status, max responses) before acting. */
export function positionForInterviews(db: Tx, companyId: string, positionId: string): Promise<JobPositionRow | undefined> {
  return findJobPosition(db, companyId, positionId);
}

/** The position's goals in the team's order: what answers are scored and rolled up against. */
export function positionGoals(db: Tx, positionId: string): Promise<JobGoalRow[]> {
  return listGoals(db, positionId);
}

/** Stores how many interviews (all but withdrawn ones) the position has, as its lists show. */
export async function recordInterviewCount(tx: Tx, companyId: string, positionId: string, count: number): Promise<void> {
  await updateJobPosition(tx, companyId, positionId, { interviewCount: count });
}

/**
 * Moves an Active position to Interviewing with a history entry, in the caller's transaction; a
 * position in any other status is left as it is. Says whether it moved.
 */
export async function markInterviewing(
  tx: Tx,
  companyId: string,
  positionId: string,
  userId: string | null,
  reason: string,
): Promise<boolean> {
  const moved = await updateJobPosition(tx, companyId, positionId, { status: 'interviewing' }, 'active');
  if (!moved) return false;
  await insertStatusHistory(tx, companyId, {
    jobPositionId: positionId,
    fromStatus: 'active',
    toStatus: 'interviewing',
    changedBy: userId,
    reason,
  });
  return true;
}

/** The company's position, or undefined: what goals and questions check before reading or changing its parts. */
export function companyPosition(db: Tx, companyId: string, positionId: string): Promise<JobPositionRow | undefined> {
  return findJobPosition(db, companyId, positionId);
}

/** The goals the team confirmed (selected and confirmed), in its order: what questions are written for. */
export async function confirmedGoals(db: Tx, positionId: string): Promise<JobGoalRow[]> {
  return (await listGoals(db, positionId)).filter((g) => g.selected && g.confirmed);
}

type PositionAsRead = Pick<JobPositionRow, 'id' | 'companyId' | 'status'>;

/**
 * Moves the position, from the status it was read in, to generating_questions (its failure reason
 * cleared) with a history entry, in the caller's transaction. The new row, or undefined when its
 * status changed meanwhile.
 */
export async function startQuestionGeneration(
  tx: Tx,
  position: PositionAsRead,
  userId: string | null,
  reason: string,
): Promise<JobPositionRow | undefined> {
  const { id, companyId, status: from } = position;
  const row = await updateJobPosition(tx, companyId, id, { status: 'generating_questions', failureReason: null }, from);
  if (row)
    await insertStatusHistory(tx, companyId, {
      jobPositionId: id,
      fromStatus: from,
      toStatus: 'generating_questions',
      changedBy: userId,
      reason,
    });
  return row;
}

/** Moves the position to questions_ready if it is still generating_questions, with a history entry. Says whether it moved. */
export async function markQuestionsReady(tx: Tx, companyId: string, positionId: string, reason: string): Promise<boolean> {
  const moved = await updateJobPosition(tx, companyId, positionId, { status: 'questions_ready' }, 'generating_questions');
  if (!moved) return false;
  await insertStatusHistory(tx, companyId, {
    jobPositionId: positionId,
    fromStatus: 'generating_questions',
    toStatus: 'questions_ready',
    changedBy: null,
    reason,
  });
  return true;
}

/**
 * Marks question generation failed with `reason` (kept as the position's failure reason), from the
 * first of `from` the position is still in, with a history entry. Says whether it moved.
 */
export async function markQuestionsGenerationFailed(
  tx: Tx,
  companyId: string,
  positionId: string,
  from: readonly string[],
  reason: string,
): Promise<boolean> {
  for (const status of from) {
    const moved = await updateJobPosition(
      tx,
      companyId,
      positionId,
      { status: 'questions_generation_failed', failureReason: reason },
      status,
    );
    if (moved) {
      await insertStatusHistory(tx, companyId, {
        jobPositionId: positionId,
        fromStatus: status,
        toStatus: 'questions_generation_failed',
        changedBy: null,
        reason,
      });
      return true;
    }
  }
  return false;
}

/** Statuses from which confirming goals moves a position to goals_confirmed. */
const CONFIRMS_FROM = ['new', 'draft'];

/**
 * Records a change of the position's goals: its goals version moves on by one, only while its
 * status is still the one it was read in. With `confirmed`, its goals are marked confirmed and a
 * New or Draft position moves to goals_confirmed with a history entry. The new row, or undefined
 * when the status changed meanwhile.
 */
export async function recordGoalsChange(
  tx: Tx,
  position: PositionAsRead & Pick<JobPositionRow, 'goalsVersion'>,
  confirmed?: { userId: string | null; reason: string },
): Promise<JobPositionRow | undefined> {
  const { id, companyId, status, goalsVersion } = position;
  const moves = confirmed !== undefined && CONFIRMS_FROM.includes(status);
  const values = {
    goalsVersion: goalsVersion + 1,
    ...(confirmed ? { goalsConfirmed: true } : {}),
    ...(moves ? { status: 'goals_confirmed' } : {}),
  };
  const row = await updateJobPosition(tx, companyId, id, values, status);
  if (row && moves)
    await insertStatusHistory(tx, companyId, {
      jobPositionId: id,
      fromStatus: status,
      toStatus: 'goals_confirmed',
      changedBy: confirmed.userId,
      reason: confirmed.reason,
    });
  return row;
}
