import { type DataDeletionResult, INTERVIEW_LIMITS, INTERVIEW_MESSAGES, interviewUrlPath } from '@hiring/shared/interviews';
import { AUDIT_LIMITS } from '@hiring/shared/audit';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../plugins/auth.ts';
import { purgeEvents, recordAuditEvent } from '../audit/index.ts';
import type { Tx } from '../job-positions/index.ts';
import { dataAlreadyDeleted, interviewNotFound } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { findSettings } from './interview-settings.repository.ts';
import { unsealToken } from './link-tokens.ts';
import { eraseReviewTexts } from './reviews.repository.ts';
import { closeRequestsOnErasure } from './rights.repository.ts';
import { logExpiries } from './status-log.ts';
import { deleteSelfId } from './self-id.ts';

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
export async function eraseCandidateData(ctx: InterviewsContext, tx: Tx, id: string, at: Date, by: Deleter): Promise<void> {
  const row = await repo.lockInterview(tx, id);
  if (!row || row.dataDeletedAt) return;
  const answers = await repo.listAnswers(tx, id);
  // The invitation mails name the candidate and hold the link: they go too.
  const token = unsealToken(ctx.tokens, row.tokenSealed);
  if (token) await ctx.mailer.forgetMailsContaining(interviewUrlPath(token), tx);
  await repo.updateInterview(tx, id, {
    candidateName: null,
    candidateEmail: null,
    tokenSealed: null,
    practiceAnswer: null,
    // The team's note on the decision may name the candidate; the decision itself stays.
    decisionNote: null,
    dataDeletedAt: at,
    goalResults: row.goalResults.map((g) => ({ ...g, quote: null })),
  });
  for (const a of answers) {
    await repo.updateAnswer(tx, id, a.questionId, {
      text: null,
      // The follow-up's text can repeat the answer's words (an LLM writes it from them); its answer is the candidate's.
      followUpText: null,
      followUpPoint: null,
      followUpAnswer: null,
      aiRationale: null,
      aiEvidence: [],
      aiGoalScores: a.aiGoalScores.map((g) => ({ ...g, rationale: '', evidence: [] })),
      reviewNote: null,
    });
  }
  // Several reviewers' notes (migration 0022) repeat the candidate's words as much as the single one did.
  await eraseReviewTexts(tx, id);
  // The voluntary self-identification is the candidate's data too (decision 700).
  await deleteSelfId(tx, id);
  // The candidate's own requests repeat their words too; an erasure they asked for is done.
  await closeRequestsOnErasure(tx, id, at);
  await recordAuditEvent(tx, {
    companyId: row.companyId,
    interviewId: row.id,
    jobPositionId: row.jobPositionId,
    actor: typeof by === 'string' ? { type: 'system' } : { type: 'user', userId: by.userId },
    action: 'data_deleted',
    before: { data_deleted_at: null },
    after: {
      data_deleted_at: at.toISOString(),
      reason: by === 'retention' ? 'retention' : by === 'candidate_request' ? 'candidate_request' : 'request',
      ...(by === 'retention' ? { retention_days: await retentionDaysOf(tx, row.companyId) } : {}),
      answers_erased: answers.length,
    },
  });
}

/** Who deletes: a member on request, the retention sweep, or the queue carrying out a candidate's erasure request. */
type Deleter = { userId: string } | 'retention' | 'candidate_request';

async function retentionDaysOf(tx: Tx, companyId: string): Promise<number> {
  return (await findSettings(tx, companyId))?.retentionDays ?? INTERVIEW_LIMITS.retentionDaysDefault;
}

/** A company's retention days as SQL, for the decision log's purge: its setting, else the default. */
const retentionDaysSql = (companyId: SQL) =>
  sql`coalesce((select s.retention_days from interview_settings s where s.company_id = ${companyId}), ${INTERVIEW_LIMITS.retentionDaysDefault})`;

/**
 * Removes the decision log's events past their keep: the company's retention plus
 * AUDIT_LIMITS.keepDaysBeyondRetention, counted from the interview's latest event (decision 665).
 */
export async function purgeAuditLog(ctx: InterviewsContext, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await purgeEvents(ctx.db, now, AUDIT_LIMITS.keepDaysBeyondRetention, retentionDaysSql, RETENTION_BATCH);
    total += n;
    if (n < RETENTION_BATCH) return total;
  }
}

/** Deletion on request (an owner or admin): at once, once. */
export async function deleteCandidateData(ctx: InterviewsContext, auth: AuthContext, id: string): Promise<DataDeletionResult> {
  const companyId = companyOf(auth);
  const row = await repo.findInterview(ctx.db, companyId, id);
  if (!row) throw interviewNotFound();
  if (row.dataDeletedAt) throw dataAlreadyDeleted();
  const at = new Date();
  await ctx.db.transaction((tx) => eraseCandidateData(ctx, tx, row.id, at, { userId: auth.userId }));
  return { id: row.id, data_deleted_at: at.toISOString(), message: INTERVIEW_MESSAGES.dataDeleted };
}

/**
 * The hourly retention sweep: deletes the data of every interview past its company's retention
 * period and says how many; then logs the links that expired since, and removes the decision
 * log's events past their own keep.
 */
export async function sweepRetention(ctx: InterviewsContext, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await repo.dueForDeletion(ctx.db, now, RETENTION_BATCH, INTERVIEW_LIMITS.retentionDaysDefault);
    for (const id of ids) await ctx.db.transaction((tx) => eraseCandidateData(ctx, tx, id, now, 'retention'));
    total += ids.length;
    if (ids.length < RETENTION_BATCH) break;
  }
  await logExpiries(ctx, now);
  await purgeAuditLog(ctx, now);
  return total;
}
