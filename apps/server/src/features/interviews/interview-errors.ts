import { INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { SELF_ID_MESSAGES } from '@hiring/shared/self-id';
import { RIGHTS_MESSAGES } from '@hiring/shared/candidate-rights';
import { AppError } from '../../lib/errors.ts';

/**
 * The interviews feature's errors, each answered with a stable `code` beside its message, so a
 * client acts on the code and the text may change.
 */

export const interviewNotFound = () => new AppError(404, INTERVIEW_MESSAGES.interviewNotFound).withCode('interview_not_found');
export const jobNotFound = () => new AppError(404, INTERVIEW_MESSAGES.jobNotFound).withCode('job_position_not_found');
export const linkNotFound = () => new AppError(404, INTERVIEW_MESSAGES.linkNotFound).withCode('interview_link_not_found');
export const linkWithdrawn = () => new AppError(410, INTERVIEW_MESSAGES.linkWithdrawn).withCode('interview_link_withdrawn');
export const linkExpired = () => new AppError(410, INTERVIEW_MESSAGES.linkExpired).withCode('interview_link_expired');
export const questionNotInInterview = () =>
  new AppError(404, INTERVIEW_MESSAGES.questionNotInInterview).withCode('interview_question_not_found');

// Links
export const jobStatusForbidsLinks = (label: string) =>
  new AppError(409, INTERVIEW_MESSAGES.jobStatusForbidsLinks(label)).withCode('interview_links_job_not_open');
export const questionsNotFinalized = () =>
  new AppError(409, INTERVIEW_MESSAGES.questionsNotFinalized).withCode('interview_questions_not_finalized');
export const duplicateEmail = (email: string, fields?: Record<string, string>) =>
  new AppError(409, INTERVIEW_MESSAGES.duplicateEmail(email), fields).withCode('interview_duplicate_email');
export const maxResponsesReached = (max: number, remaining: number) =>
  new AppError(409, INTERVIEW_MESSAGES.maxResponsesReached(max, remaining)).withCode('interview_max_responses_reached');
export const planLimitReached = (limit: number, remaining: number) =>
  new AppError(402, INTERVIEW_MESSAGES.planLimitReached(limit, remaining)).withCode('interview_plan_limit_reached');
export const cannotWithdraw = () => new AppError(409, INTERVIEW_MESSAGES.cannotWithdraw).withCode('interview_cannot_withdraw');
export const cannotResend = () => new AppError(409, INTERVIEW_MESSAGES.cannotResend).withCode('interview_cannot_resend');

// The candidate's side
export const alreadySubmitted = () => new AppError(409, INTERVIEW_MESSAGES.alreadySubmitted).withCode('interview_already_submitted');
export const notStarted = () => new AppError(409, INTERVIEW_MESSAGES.notStarted).withCode('interview_not_started');
export const selfIdBeforeSubmit = () => new AppError(409, SELF_ID_MESSAGES.notSubmitted).withCode('interview_self_id_not_submitted');
export const unansweredQuestions = (count: number) =>
  new AppError(400, INTERVIEW_MESSAGES.unansweredQuestions(count)).withCode('interview_unanswered_questions');

// The candidate's rights (issue 39)
export const dataErased = () => new AppError(410, RIGHTS_MESSAGES.dataErased).withCode('interview_data_erased');
export const humanReviewNotSubmitted = () =>
  new AppError(409, RIGHTS_MESSAGES.humanReviewAfterSubmit).withCode('interview_human_review_not_submitted');
export const requestNotFound = () => new AppError(404, RIGHTS_MESSAGES.requestNotFound).withCode('interview_request_not_found');
export const erasureHandledBySystem = () =>
  new AppError(409, RIGHTS_MESSAGES.erasureHandledBySystem).withCode('interview_erasure_handled_by_system');
export const erasureAlreadyRequested = () =>
  new AppError(409, RIGHTS_MESSAGES.erasureAlreadyRequested).withCode('interview_erasure_already_requested');

// Review, comparison, retention
export const notCompleted = () => new AppError(409, INTERVIEW_MESSAGES.notCompleted).withCode('interview_not_completed');
export const notScored = () => new AppError(409, INTERVIEW_MESSAGES.notScored).withCode('interview_not_scored');
export const compareSameJob = () => new AppError(400, INTERVIEW_MESSAGES.compareSameJob).withCode('interview_compare_same_job');
export const compareNotScored = () => new AppError(400, INTERVIEW_MESSAGES.compareNotScored).withCode('interview_compare_not_scored');
export const dataAlreadyDeleted = () => new AppError(409, INTERVIEW_MESSAGES.dataAlreadyDeleted).withCode('interview_data_already_deleted');

// Review
export const overrideReasonRequired = (score: number, ai: number) =>
  new AppError(400, REVIEW_MESSAGES.overrideReasonRequired(score, ai), {
    override_reason: REVIEW_MESSAGES.overrideReasonRequired(score, ai),
  }).withCode('override_reason_required');
