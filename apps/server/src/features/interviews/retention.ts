import { type DataDeletionResult, INTERVIEW_LIMITS, INTERVIEW_MESSAGES, interviewUrlPath } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Tx } from '../job-positions/index.ts';
import { dataAlreadyDeleted, interviewNotFound } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { unsealToken } from './link-tokens.ts';
import { eraseReviewTexts } from './reviews.repository.ts';

/** The sweep that deletes candidates' data past their company's retention period. */
export const RETENTION_SWEEP_JOB = 'interviews.retention';
/** How often the retention sweep looks for interviews whose data is due for deletion. */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const RETENTION_BATCH = 200;

/**
 * Deletes a candidate's answers and personal data: name, email, the link, the practice answer,
 * every answer's text, the quotes and rationales that repeat it, and reviewers' notes. The
 * scores stay, anonymous. An open link stops working.
 */
async function eraseCandidateData(ctx: InterviewsContext, tx: Tx, id: string, at: Date): Promise<void> {
  const row = await repo.lockInterview(tx, id);
  if (!row || row.dataDeletedAt) return;
  // The invitation mails name the candidate and hold the link: they go too.
  const token = unsealToken(ctx.tokens, row.tokenSealed);
  if (token) await ctx.mailer.forgetMailsContaining(interviewUrlPath(token), tx);
  await repo.updateInterview(tx, id, {
    candidateName: null,
    candidateEmail: null,
    tokenSealed: null,
    practiceAnswer: null,
    dataDeletedAt: at,
    goalResults: row.goalResults.map((g) => ({ ...g, quote: null })),
  });
  for (const a of await repo.listAnswers(tx, id)) {
    await repo.updateAnswer(tx, id, a.questionId, {
      text: null,
      aiRationale: null,
      aiEvidence: [],
      aiGoalScores: a.aiGoalScores.map((g) => ({ ...g, rationale: '', evidence: [] })),
      reviewNote: null,
    });
  }
  await eraseReviewTexts(tx, id);
}

/** Deletion on request (an owner or admin): at once, once. */
export async function deleteCandidateData(ctx: InterviewsContext, auth: AuthContext, id: string): Promise<DataDeletionResult> {
  const companyId = companyOf(auth);
  const row = await repo.findInterview(ctx.db, companyId, id);
  if (!row) throw interviewNotFound();
  if (row.dataDeletedAt) throw dataAlreadyDeleted();
  const at = new Date();
  await ctx.db.transaction((tx) => eraseCandidateData(ctx, tx, row.id, at));
  return { id: row.id, data_deleted_at: at.toISOString(), message: INTERVIEW_MESSAGES.dataDeleted };
}

/** The retention sweep: deletes the data of every interview past its company's retention period; says how many. */
export async function sweepRetention(ctx: InterviewsContext, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await repo.dueForDeletion(ctx.db, now, RETENTION_BATCH, INTERVIEW_LIMITS.retentionDaysDefault);
    for (const id of ids) await ctx.db.transaction((tx) => eraseCandidateData(ctx, tx, id, now));
    total += ids.length;
    if (ids.length < RETENTION_BATCH) return total;
  }
}
