import type { PublicFollowUp, ReviewFollowUp } from '@hiring/shared/follow-ups';
import { FOLLOW_UP_GAP_LABELS, FOLLOW_UP_MESSAGES } from '@hiring/shared/follow-ups';
import { and, eq, isNull } from 'drizzle-orm';
import type { FollowUpChoice } from '../../ai/follow-up.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { positionForInterviews, positionGoals, toJobInput, type Tx } from '../job-positions/index.ts';
import { type InterviewQuestionRow, listQuestions } from '../questions/index.ts';
import { interviewOfTokenForChange } from './candidate-access.ts';
import { goalInputsOf, questionInput } from './engine-inputs.ts';
import { asksFollowUps } from './follow-up-setting.ts';
import { notStarted, questionNotInInterview } from './interview-errors.ts';
import type { InterviewsContext } from './interviews-context.ts';
import { type InterviewAnswerRow, type InterviewRow, interviewAnswers } from './interviews.table.ts';
import * as repo from './interviews.repository.ts';

/**
 * One adaptive follow-up per question (issue 42, decisions 780-783). After each save of an answer
 * the engine reads what it misses; while the candidate has neither answered nor skipped the
 * follow-up it is chosen again from the answer as it now stands (an answer completed later asks
 * none), and from the candidate's first word in reply or their skip it is fixed.
 */

export const followUpNotOffered = () => new AppError(409, FOLLOW_UP_MESSAGES.notOffered).withCode('interview_follow_up_not_offered');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Fixed once the candidate answered or skipped it. */
const isSettled = (a: Pick<InterviewAnswerRow, 'followUpAnswer' | 'followUpSkipped'>) => a.followUpAnswer !== null || a.followUpSkipped;

export function publicFollowUp(a: InterviewAnswerRow | undefined): PublicFollowUp | null {
  if (!a?.followUpText) return null;
  return { text: a.followUpText, answer: a.followUpAnswer, skipped: a.followUpSkipped, saved_at: iso(a.followUpSavedAt) };
}

export function reviewFollowUp(a: InterviewAnswerRow): ReviewFollowUp | null {
  if (!a.followUpText && !a.followUpGap) return null;
  return {
    text: a.followUpText ?? '',
    gap: a.followUpGap,
    gap_label: a.followUpGap ? FOLLOW_UP_GAP_LABELS[a.followUpGap] : null,
    source: a.followUpSource,
    answer: a.followUpAnswer,
    skipped: a.followUpSkipped,
    answered_at: a.followUpAnswer !== null ? iso(a.followUpSavedAt) : null,
    counted_in_score: a.aiUsedFollowUp,
  };
}

const currentChoice = (a: InterviewAnswerRow): FollowUpChoice | null =>
  a.followUpText && a.followUpGap && a.followUpSource
    ? { gap: a.followUpGap, point: a.followUpPoint, text: a.followUpText, source: a.followUpSource }
    : null;

/**
 * After an answer was saved: the follow-up it calls for, stored with it, or none. Read outside the
 * interview's lock (an LLM may take seconds) and stored only where the answer still has the text it
 * was read on and the follow-up is not settled, so a newer save or a reply is never overwritten.
 */
export async function followUpAfterSave(
  ctx: InterviewsContext,
  row: InterviewRow,
  question: InterviewQuestionRow,
  text: string,
): Promise<PublicFollowUp | null> {
  const [saved] = (await repo.listAnswers(ctx.db, row.id)).filter((a) => a.questionId === question.id);
  if (!saved) return null;
  if (isSettled(saved) || !ctx.ai.followUp) return publicFollowUp(saved);
  let choice: FollowUpChoice | null = null;
  if (text.trim() !== '' && (await asksFollowUps(ctx.db, row.companyId, row.jobPositionId))) {
    const [job, goals, company] = await Promise.all([
      positionForInterviews(ctx.db, row.companyId, row.jobPositionId),
      positionGoals(ctx.db, row.jobPositionId),
      ctx.companyContext.find(row.companyId),
    ]);
    if (job) {
      const { data } = await ctx.ai.followUp({
        job: toJobInput(job, company),
        question: questionInput(question),
        goals: goalInputsOf(question, new Map(goals.map((g) => [g.id, g]))),
        answer: text,
        followUps: question.followupSuggestions,
        current: currentChoice(saved),
      });
      choice = data;
    }
  }
  const [stored] = await ctx.db
    .update(interviewAnswers)
    .set({
      followUpText: choice?.text ?? null,
      followUpGap: choice?.gap ?? null,
      followUpPoint: choice?.point ?? null,
      followUpSource: choice?.source ?? null,
    })
    .where(
      and(
        eq(interviewAnswers.interviewId, row.id),
        eq(interviewAnswers.questionId, question.id),
        eq(interviewAnswers.text, text),
        isNull(interviewAnswers.followUpAnswer),
        eq(interviewAnswers.followUpSkipped, false),
      ),
    )
    .returning();
  if (stored) return publicFollowUp(stored);
  // A newer save or a reply came first: what is stored now stands.
  const [now] = (await repo.listAnswers(ctx.db, row.id)).filter((a) => a.questionId === question.id);
  return publicFollowUp(now);
}

async function offeredFollowUp(tx: Tx, row: InterviewRow, questionId: string): Promise<InterviewAnswerRow> {
  const questions = await listQuestions(tx, row.questionSetId);
  if (!isUuid(questionId) || !questions.some((q) => q.id === questionId)) throw questionNotInInterview();
  const [answer] = (await repo.listAnswers(tx, row.id)).filter((a) => a.questionId === questionId);
  if (!answer?.followUpText) throw followUpNotOffered();
  return answer;
}

/** The candidate's answer to the follow-up (autosaved like an answer), until the interview is submitted. */
export async function answerFollowUp(
  ctx: InterviewsContext,
  token: string,
  ip: string,
  questionId: string,
  text: string,
): Promise<{ question_id: string; follow_up: PublicFollowUp }> {
  return ctx.db.transaction(async (tx) => {
    const row = await interviewOfTokenForChange(ctx, tx, token, ip);
    if (row.status !== 'started') throw notStarted();
    const answer = await offeredFollowUp(tx, row, questionId);
    const values = { followUpAnswer: text, followUpSkipped: false, followUpSavedAt: new Date() };
    await repo.updateAnswer(tx, row.id, questionId, values);
    return { question_id: questionId, follow_up: publicFollowUp({ ...answer, ...values })! };
  });
}

/** The candidate skips the follow-up: it is asked no more, and an answer typed to it is dropped (decision 781). */
export async function skipFollowUp(
  ctx: InterviewsContext,
  token: string,
  ip: string,
  questionId: string,
): Promise<{ question_id: string; follow_up: PublicFollowUp }> {
  return ctx.db.transaction(async (tx) => {
    const row = await interviewOfTokenForChange(ctx, tx, token, ip);
    if (row.status !== 'started') throw notStarted();
    const answer = await offeredFollowUp(tx, row, questionId);
    const values = { followUpAnswer: null, followUpSkipped: true, followUpSavedAt: new Date() };
    await repo.updateAnswer(tx, row.id, questionId, values);
    return { question_id: questionId, follow_up: publicFollowUp({ ...answer, ...values })! };
  });
}
