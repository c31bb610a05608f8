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
  await insertStatusHistory(tx, { jobPositionId: positionId, fromStatus: 'active', toStatus: 'interviewing', changedBy: userId, reason });
  return true;
}
