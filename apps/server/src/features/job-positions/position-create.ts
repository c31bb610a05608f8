import { limitReachedMessage } from '@hiring/shared/billing';
import type { CreateJobPosition, JobStatus } from '@hiring/shared/job-positions';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type AccessRow, lockCompanyForLimits } from '../billing/index.ts';
import { GENERATE_GOALS_JOB, type GenerateGoalsPayload } from './job-positions.service.ts';
import type { JobPositionsServiceDeps } from './job-positions.ports.ts';
import type { JobPositionRow, StatusHistoryRow } from './job-positions.table.ts';
import { countOpenJobPositions, insertJobPositionWithHistory } from './position-rows.repository.ts';
import { newPositionValues } from './position-values.ts';

/**
 * A new position of `companyId` with its first history entry, within the plan's limit on positions
 * (402 past it); with preset or custom goals it starts pending, and its goal generation is queued
 * with it. `access` is the access row the request loader read (decision 465; null: none), for the gate.
 */
export async function insertNewPosition(
  deps: Pick<JobPositionsServiceDeps, 'db' | 'jobs' | 'entitlements'>,
  auth: AuthContext,
  companyId: string,
  input: CreateJobPosition,
  access: AccessRow | null,
): Promise<{ position: JobPositionRow; entry: StatusHistoryRow }> {
  const { entitlements } = deps;
  const generate = input.preset_goal_ids.length > 0 || input.custom_goals.length > 0;
  const status: JobStatus = generate ? 'pending' : input.status;
  const values = newPositionValues(companyId, auth.userId, input, status);
  // The row, its first history entry and the generation job commit together: a position
  // in `pending` always has a job that will move it on, even across a restart. The plan's
  // limit (402 without access) is read first; a limited plan's positions are counted under
  // the company's lock in the transaction, so 20 requests at once on a plan of 3 create
  // exactly 3 positions, and an unlimited plan needs neither the lock nor the count (decision 445).
  // With neither a limit nor a job, the row and its entry are one statement, atomic by itself,
  // which runs prepared outside a transaction (decision 450).
  const limit = entitlements ? await entitlements.limitGiven(companyId, 'job_positions', access) : null;
  const history = {
    fromStatus: null,
    toStatus: status,
    changedBy: auth.userId,
    reason: generate ? 'Created; generating evaluation goals' : 'Created',
  };
  return limit === null && !generate
    ? await insertJobPositionWithHistory(deps.db, values, history)
    : await deps.db.transaction(async (tx) => {
        if (limit !== null) {
          await lockCompanyForLimits(tx, companyId);
          const used = await countOpenJobPositions(tx, companyId);
          if (used >= limit) throw new AppError(402, limitReachedMessage('job_positions', limit));
        }
        const created = await insertJobPositionWithHistory(tx, values, history);
        if (generate) {
          const payload: GenerateGoalsPayload = {
            job_position_id: created.position.id,
            company_id: companyId,
            preset_goal_ids: input.preset_goal_ids,
            custom_goals: input.custom_goals,
            requested_by: auth.userId,
          };
          await deps.jobs.enqueue(GENERATE_GOALS_JOB, payload, { key: created.position.id, tx });
        }
        return created;
      });
}
