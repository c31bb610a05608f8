// The goals feature's public entry: other features use only what is exported here.
export { goalsRoutes } from './goals.routes.ts';
export {
  GENERATE_QUESTIONS_JOB,
  type GenerateQuestionsPayload,
  type CurrentLinks,
  type GoalQuestionLink,
  type GoalQuestionLinks,
  GoalsService,
} from './goals.service.ts';
