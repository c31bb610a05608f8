// The job-positions feature's public entry: other features use only what is exported here.
// `public-entry.test.ts` holds the list; a new export is added there with its reason.
export { jobPositionsRoutes } from './job-positions.routes.ts';
export type { QuestionCountsPort } from './job-positions.ports.ts';
export { JobPositionsService } from './job-positions.service.ts';
export { goalRows, toGoal, toJobInput } from './position-views.ts';
export { countOpenJobPositions, type NewJobGoal, type Tx } from './position-rows.repository.ts';
export { goalsFromJson, goalsJson, type QuestionCounts } from './position-parts.repository.ts';
export {
  findSessionWithPositionReads,
  positionReadsQuery,
  readPositionReads,
  type SessionPositionRead,
  sessionPositionWith,
} from './position-reads.repository.ts';
export { accessLoader, companyOf, type LoadedPosition, positionLoader, positionNotFound } from './position-loader.ts';
export { type JobGoalRow, type JobPositionRow, jobPositions } from './job-positions.table.ts';
export { jobCountsByStatus, monthlyJobsCreated, searchJobPositions } from './job-positions.queries.ts';
export {
  companyPosition,
  confirmedGoals,
  markInterviewing,
  markQuestionsGenerationFailed,
  markQuestionsReady,
  positionForInterviews,
  positionGoals,
  recordGoalsChange,
  recordInterviewCount,
  startQuestionGeneration,
} from './position-lifecycle.ts';
export { addGoal, confirmChosenGoals, deleteGoal, editGoal, renumberGoals, replaceGoals, updateGoal } from './position-goals.ts';
export { countGoals } from './position-rows.repository.ts';
export { GENERATE_GOALS_JOB, type GenerateGoalsPayload, STUCK_SWEEP_JOB } from './job-positions.service.ts';
