// The interviews feature's public entry: other features use only what is exported here.
export { interviewsRoutes, publicInterviewsRoutes } from './interviews.routes.ts';
export { InterviewsService, RETENTION_SWEEP_JOB, SCORE_INTERVIEW_JOB } from './interviews.service.ts';
export { interviewFigures, monthlyInterviewCounts, searchCandidates } from './interviews.queries.ts';
