import type { InterviewStatus, ReviewStatus } from '@hiring/shared/interviews';
import type { InterviewQuestionRow } from '../questions/index.ts';
import type { InterviewAnswerRow, InterviewRow } from './interviews.table.ts';

/** The status a link shows now: past its expiry without a submit it is expired. */
export function effectiveStatus(row: Pick<InterviewRow, 'status' | 'expiresAt'>, now = new Date()): InterviewStatus {
  if ((row.status === 'invited' || row.status === 'started') && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** Reviewed once a person scored every question, in review once they scored one. */
export function reviewStatusOf(reviewed: number, total: number): ReviewStatus {
  if (reviewed === 0) return 'not_reviewed';
  return reviewed >= total ? 'reviewed' : 'in_review';
}

const hasText = (t: string | null | undefined) => typeof t === 'string' && t.trim().length > 0;

/** Questions of the interview answered with some text, of all its questions (the practice one is not counted). */
export function progressOf(questions: Pick<InterviewQuestionRow, 'id'>[], answers: Pick<InterviewAnswerRow, 'questionId' | 'text'>[]) {
  const ids = new Set(questions.map((q) => q.id));
  return { answered: answers.filter((a) => ids.has(a.questionId) && hasText(a.text)).length, total: questions.length };
}
