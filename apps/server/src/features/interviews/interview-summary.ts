import {
  blindLabel,
  INTERVIEW_MESSAGES,
  INTERVIEW_STATUS_LABELS,
  type InterviewSummary,
  interviewUrlPath,
  type ScoringStatus,
} from '@hiring/shared/interviews';
import type { Tx } from '../job-positions/index.ts';
import { interviewNotFound } from './interview-errors.ts';
import { effectiveStatus, reviewStatusOf } from './interview-status.ts';
import type { InterviewsContext } from './interviews-context.ts';
import { iso } from './interviews-context.ts';
import { findListRows, type InterviewListRow } from './interview-lists.repository.ts';
import { unsealToken } from './link-tokens.ts';
import { decisionOf } from './decision-view.ts';
import { draftHidden, reviewProgress } from './review-progress.ts';

/**
 * An interview as lists show it. The link itself only to those who manage links (`showLinks`),
 * never when blind, withdrawn or deleted; blind mode hides the name and email too. Under
 * blind-first review the AI's draft overall and recommendation wait for the team's review.
 */
export function toSummary(ctx: InterviewsContext, row: InterviewListRow, blind: boolean, showLinks = true): InterviewSummary {
  const hidden = blind || row.dataDeletedAt !== null;
  const token = hidden || !showLinks || row.status === 'withdrawn' ? null : unsealToken(ctx.tokens, row.tokenSealed);
  const status = effectiveStatus(row);
  const hideDraft = draftHidden(row);
  return {
    id: row.id,
    job_position_id: row.jobPositionId,
    job_title: row.jobTitle,
    candidate_name: hidden ? null : row.candidateName,
    candidate_email: hidden ? null : row.candidateEmail,
    candidate_label: row.dataDeletedAt && !blind ? INTERVIEW_MESSAGES.deletedCandidate : blindLabel(row.id),
    status,
    status_label: INTERVIEW_STATUS_LABELS[status],
    token,
    url: token ? interviewUrlPath(token) : null,
    question_set_version: row.questionSetVersion,
    expires_at: row.expiresAt.toISOString(),
    invited_at: row.createdAt.toISOString(),
    last_sent_at: iso(row.lastSentAt),
    sent_count: row.sentCount,
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    withdrawn_at: iso(row.withdrawnAt),
    answered_count: row.answeredCount,
    questions_count: row.questionsCount,
    scoring_status: row.scoringStatus as ScoringStatus,
    review_status: reviewStatusOf(row.reviewedCount, row.questionsCount),
    overall_score: hideDraft ? null : row.overall,
    recommendation: hideDraft ? null : row.recommendation,
    data_deleted_at: iso(row.dataDeletedAt),
    decision: decisionOf(row, row.decidedByName),
    ...reviewProgress(row),
    reminder_count: row.reminderCount,
    last_reminded_at: iso(row.lastRemindedAt),
  };
}

/** One interview of the company as lists show it, read again after a change; 404 when it is not the company's. */
export async function summaryOf(ctx: InterviewsContext, companyId: string, id: string, blind: boolean, db: Tx = ctx.db) {
  const [row] = await findListRows(db, companyId, [id]);
  if (!row) throw interviewNotFound();
  return toSummary(ctx, row, blind);
}
