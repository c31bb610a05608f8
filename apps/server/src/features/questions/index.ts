// The questions feature's public entry: other features use only what is exported here.
export { currentSet, listQuestions } from './questions.repository.ts';
export { questionsRoutes } from './questions.routes.ts';
export { QuestionsService } from './questions.service.ts';
export type { InterviewQuestionRow, QuestionSetRow } from './questions.table.ts';
export { interviewQuestions, questionSets } from './questions.table.ts';
export { currentQuestionCounts, monthlySetsFinalized } from './questions.queries.ts';
export type { QuestionJobPayload } from './questions.service.ts';
export { TRANSLATE_QUESTIONS_JOB, type TranslateQuestionsPayload } from './question-translation.ts';
