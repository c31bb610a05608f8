// The questions feature's public entry: other features use only what is exported here.
export { questionsRoutes } from './questions.routes.ts';
export { QuestionsService } from './questions.service.ts';
export { interviewQuestions, questionSets } from './questions.table.ts';
