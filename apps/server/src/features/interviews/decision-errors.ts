import { DECISION_ERROR_CODES, DECISION_MESSAGES } from '@hiring/shared/decisions';
import { AppError } from '../../lib/errors.ts';

/** The refusals of decisions and candidate messages (decisions 760-764), each with its stable code. */
export const decisionNotCompleted = () => new AppError(409, DECISION_MESSAGES.notCompleted).withCode(DECISION_ERROR_CODES.notCompleted);
export const notifyNotAllowed = () => new AppError(400, DECISION_MESSAGES.notifyNotAllowed).withCode(DECISION_ERROR_CODES.notifyNotAllowed);
export const summaryNotReviewed = () =>
  new AppError(409, DECISION_MESSAGES.summaryNotReviewed).withCode(DECISION_ERROR_CODES.summaryNotReviewed);
export const candidateUnreachable = () =>
  new AppError(409, DECISION_MESSAGES.candidateUnreachable).withCode(DECISION_ERROR_CODES.candidateUnreachable);
