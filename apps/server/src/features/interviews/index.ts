// The interviews feature's public entry: other features use only what is exported here.
export { interviewsRoutes } from './interviews.routes.ts';
export { publicInterviewsRoutes } from './public-interviews.routes.ts';
export { InterviewsService } from './interviews.service.ts';
export { RETENTION_SWEEP_JOB, RETENTION_SWEEP_MS } from './retention.ts';
export { ERASE_INTERVIEW_JOB, type EraseInterviewPayload } from './candidate-rights.ts';
export { SCORE_INTERVIEW_JOB, type ScoreInterviewPayload } from './scoring-job.ts';
export { interviewFigures, monthlyInterviewCounts, searchCandidates } from './interviews.queries.ts';
export { REMINDER_SWEEP_JOB, REMINDER_SWEEP_MS, SEND_REMINDER_JOB } from './reminders.ts';
