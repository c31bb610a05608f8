// The job-positions feature's public entry: other features use only what is exported here.
export { jobPositionsRoutes } from './job-positions.routes.ts';
export type { QuestionCountsPort } from './job-positions.ports.ts';
export { JobPositionsService } from './job-positions.service.ts';
export { goalRows, toGoal, toJobInput } from './position-views.ts';
export {
  countOpenJobPositions,
  findJobPosition,
  insertStatusHistory,
  type NewJobGoal,
  type Tx,
  updateJobPosition,
} from './position-rows.repository.ts';
export { goalsFromJson, goalsJson, listGoals, type QuestionCounts } from './position-parts.repository.ts';
export {
  findSessionWithPositionReads,
  positionReadsQuery,
  readPositionReads,
  type SessionPositionRead,
  sessionPositionWith,
} from './position-reads.repository.ts';
export { accessLoader, companyOf, type LoadedPosition, positionLoader, positionNotFound } from './position-loader.ts';
export { jobGoals, type JobGoalRow, type JobPositionRow, jobPositions } from './job-positions.table.ts';
export { jobCountsByStatus, monthlyJobsCreated, searchJobPositions } from './job-positions.queries.ts';
export { markInterviewing, positionForInterviews, positionGoals, recordInterviewCount } from './position-lifecycle.ts';
export { GENERATE_GOALS_JOB, type GenerateGoalsPayload, STUCK_SWEEP_JOB } from './job-positions.service.ts';
