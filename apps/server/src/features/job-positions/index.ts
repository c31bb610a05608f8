// The job-positions feature's public entry: other features use only what is exported here.
export { goalRows, JobPositionsService, type QuestionCountsPort, toGoal, toJobInput } from './job-positions.service.ts';
export {
  findJobPosition,
  findSessionWithPositionReads,
  goalsFromJson,
  goalsJson,
  insertStatusHistory,
  listGoals,
  type NewJobGoal,
  positionOfRead,
  positionReadsQuery,
  type QuestionCounts,
  readPositionReads,
  type SessionPositionRead,
  sessionPositionWith,
  type Tx,
  updateJobPosition,
} from './job-positions.repository.ts';
export { jobGoals, type JobGoalRow, type JobPositionRow, jobPositions } from './job-positions.table.ts';
export { accessSession, positionReadsSession, positionSession } from './position-session.ts';
export { jobCountsByStatus, monthlyJobsCreated, searchJobPositions } from './job-positions.queries.ts';
export { markInterviewing, positionForInterviews, positionGoals, recordInterviewCount } from './position-lifecycle.ts';
export { GENERATE_GOALS_JOB, type GenerateGoalsPayload, STUCK_SWEEP_JOB } from './job-positions.service.ts';
