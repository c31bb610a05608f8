import { needsOverrideReason, type ReviewScore } from '@hiring/shared/blind-review';
import type { InterviewDetail } from '@hiring/shared/interviews';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type AuditEventInput, recordAuditEvent, recordAuditEvents } from '../audit/index.ts';
import { listQuestions } from '../questions/index.ts';
import { interviewDetail } from './interview-detail.ts';
import { interviewNotFound, notCompleted, notScored, overrideReasonRequired, questionNotInInterview } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';
import { findSettings } from './interview-settings.repository.ts';
import { addReveal, findReview, listReviews, revealedQuestions, upsertReview } from './reviews.repository.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { storeResult } from './stored-result.ts';
import { mailStrengthsIfDue } from './strengths-mail.ts';

/** A submitted, scored interview of the caller's company and one answered question of it; else the error to answer. */
async function reviewableAnswer(ctx: InterviewsContext, auth: AuthContext, id: string, questionId: string) {
  const companyId = companyOf(auth);
  const row = await repo.findInterview(ctx.db, companyId, id);
  if (!row) throw interviewNotFound();
  if (row.status !== 'completed') throw notCompleted();
  if (row.scoringStatus !== 'scored') throw notScored();
  const questions = await listQuestions(ctx.db, row.questionSetId);
  if (!isUuid(questionId) || !questions.some((q) => q.id === questionId)) throw questionNotInInterview();
  const answer = (await repo.listAnswers(ctx.db, row.id)).find((a) => a.questionId === questionId);
  if (!answer) throw questionNotInInterview();
  return { companyId, row, questions, answer };
}

const byUser = (auth: AuthContext) => ({ type: 'user' as const, userId: auth.userId });
const eventOf = (row: InterviewRow, auth: AuthContext) => ({
  companyId: row.companyId,
  interviewId: row.id,
  jobPositionId: row.jobPositionId,
  actor: byUser(auth),
});

/**
 * Whether this reviewer has seen the AI's score of the answer (decision 499): the company reviews
 * with the AI shown, or they chose "Show AI score", or they scored it before (the answer then
 * showed them the AI's part, decision 660).
 */
async function aiSeen(ctx: InterviewsContext, row: InterviewRow, questionId: string, reviewerId: string): Promise<boolean> {
  if (!((await findSettings(ctx.db, row.companyId))?.blindReview ?? true)) return true;
  if (await findReview(ctx.db, row.id, questionId, reviewerId)) return true;
  return (await revealedQuestions(ctx.db, row.id, reviewerId)).has(questionId);
}

/**
 * This reviewer's score and note for one answer of a scored interview (decision 660). Several
 * reviewers score independently, one row each; a score 2 or more away from an AI score the
 * reviewer has seen needs a reason (decisions 661, 499), else nothing is saved. A blind score
 * needs none, and the refusal never names an AI score the reviewer has not seen. The result is
 * recomputed from the reviewers' means in the same transaction, and the decision log records the
 * score and any change of recommendation.
 */
export async function reviewAnswer(
  ctx: InterviewsContext,
  auth: AuthContext,
  id: string,
  questionId: string,
  input: ReviewScore,
): Promise<InterviewDetail> {
  const { companyId, row, questions, answer } = await reviewableAnswer(ctx, auth, id, questionId);
  const ai = answer.aiScore;
  const blind = ai !== null && !(await aiSeen(ctx, row, questionId, auth.userId));
  const override = !blind && needsOverrideReason(input.score, ai);
  if (override && !input.override_reason) throw overrideReasonRequired(input.score, ai!);
  // A reason is kept only where one is asked for: a score close to the AI's overrides nothing.
  const reason = override ? input.override_reason : null;
  await ctx.db.transaction(async (tx) => {
    const locked = (await repo.lockInterview(tx, row.id)) ?? row;
    const before = await findReview(tx, row.id, questionId, auth.userId);
    const reviewedBefore = new Set((await listReviews(tx, [row.id])).map((r) => r.questionId));
    await upsertReview(
      tx,
      {
        companyId,
        interviewId: row.id,
        questionId,
        reviewerId: auth.userId,
        score: input.score,
        note: input.note,
        overrideReasonCode: reason?.code ?? null,
        overrideReasonText: reason?.text ?? null,
      },
      new Date(),
    );
    const result = await storeResult(tx, locked, questions);
    const events: AuditEventInput[] = [
      {
        ...eventOf(row, auth),
        action: override ? 'review_overridden' : 'review_scored',
        subjectId: questionId,
        before: before ? { score: before.score, reason_code: before.overrideReasonCode } : null,
        after: {
          score: input.score,
          ai_score: ai,
          reason_code: reason?.code ?? null,
          note_length: input.note?.length ?? 0,
          // Scored before this reviewer saw the AI's score: no reason was asked (decision 499).
          ...(blind ? { blind: true } : {}),
        },
      },
    ];
    if (result.recommendation !== locked.recommendation)
      events.push({
        ...eventOf(row, auth),
        action: 'recommendation_changed',
        subjectId: row.id,
        before: { recommendation: locked.recommendation, overall: locked.overall },
        after: { recommendation: result.recommendation, overall: result.overall },
      });
    await recordAuditEvents(tx, events);
    // The first score of the last unreviewed question: the team has reviewed the whole interview.
    const allReviewed = (reviewed: Set<string>) => questions.every((q) => reviewed.has(q.id));
    if (!allReviewed(reviewedBefore) && allReviewed(new Set([...reviewedBefore, questionId])))
      await emitWebhookEvent(tx, companyId, 'interview.reviewed', {
        interview_id: row.id,
        job_position_id: row.jobPositionId,
        status: row.status,
        occurred_at: new Date().toISOString(),
        overall: result.overall,
        recommendation: result.recommendation,
      });
  });
  await mailStrengthsIfDue(ctx, row.id);
  return interviewDetail(ctx, auth, row.id);
}

/** "Show AI score": this reviewer sees the AI's part of one answer before scoring it; the choice is recorded once. */
export async function revealAi(ctx: InterviewsContext, auth: AuthContext, id: string, questionId: string): Promise<InterviewDetail> {
  const { row, answer } = await reviewableAnswer(ctx, auth, id, questionId);
  await ctx.db.transaction(async (tx) => {
    if (!(await addReveal(tx, row.id, questionId, auth.userId))) return;
    await recordAuditEvent(tx, {
      ...eventOf(row, auth),
      action: 'ai_revealed',
      subjectId: questionId,
      after: { ai_score: answer.aiScore },
    });
  });
  return interviewDetail(ctx, auth, row.id);
}
