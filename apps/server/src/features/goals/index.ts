// The goals feature's public entry: other features use only what is exported here.
export { goalsRoutes } from './goals.routes.ts';
export { GENERATE_QUESTIONS_JOB, type GenerateQuestionsPayload, GoalsService } from './goals.service.ts';
export type { CurrentLinks, GoalQuestionLink, GoalQuestionLinks } from './goals-screen.ts';
