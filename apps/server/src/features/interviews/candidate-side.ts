import { PRACTICE_QUESTION, type PublicInterview, type SavedAnswer } from '@hiring/shared/interviews';
import { markInterviewing } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import { interviewOfToken, interviewOfTokenForChange, requireOpenPosition } from './candidate-access.ts';
import { notStarted, questionNotInInterview, unansweredQuestions } from './interview-errors.ts';
import { progressOf } from './interview-status.ts';
import type { InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { publicInterview } from './public-interview.ts';
import { SCORE_INTERVIEW_JOB, type ScoreInterviewPayload } from './scoring-job.ts';
import { logStatus } from './status-log.ts';
import { settingsOf } from './settings.ts';
import { isUuid } from '../../lib/uuid.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { followUpAfterSave } from './follow-ups.ts';
import { logFollowUps } from './follow-up-log.ts';

/** The candidate's view of the link; a submitted interview stays readable after its job closed. */
export async function viewInterview(ctx: InterviewsContext, token: string, ip: string): Promise<PublicInterview> {
  const row = await interviewOfToken(ctx, token, ip);
  if (row.status !== 'completed') await requireOpenPosition(ctx.db, row);
  return publicInterview(ctx, row);
}

/** Consent given, the interview starts; the first one started moves the position from Active to Interviewing. */
export async function startInterview(ctx: InterviewsContext, token: string, ip: string): Promise<PublicInterview> {
  let moved: string | null = null;
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await interviewOfTokenForChange(ctx, tx, token, ip);
    if (locked.status === 'started') return locked;
    const now = new Date();
    // The consent records the notice version it was given under (issue 39).
    const { notice_version: noticeVersion } = await settingsOf(ctx, locked.companyId, undefined, tx);
    await repo.updateInterview(tx, locked.id, { status: 'started', startedAt: now, consentAt: now, noticeVersion });
    await logStatus(tx, locked, locked.status, 'started', 'candidate');
    await emitWebhookEvent(tx, locked.companyId, 'interview.started', {
      interview_id: locked.id,
      job_position_id: locked.jobPositionId,
      status: 'started',
      occurred_at: now.toISOString(),
    });
    if (await markInterviewing(tx, locked.companyId, locked.jobPositionId, null, 'A candidate started an interview'))
      moved = locked.companyId;
    return { ...locked, status: 'started' as const, startedAt: now, consentAt: now, noticeVersion };
  });
  if (moved) ctx.onJobChange?.(moved);
  return publicInterview(ctx, row);
}

/**
 * Saves one answer (autosaved while typing), the practice one too, until the interview is
 * submitted, with the page's integrity signals of a scored question (the practice answer's are
 * not kept: the team never sees it).
 */
export async function saveAnswer(
  ctx: InterviewsContext,
  token: string,
  ip: string,
  questionId: string,
  text: string,
  signals: repo.SignalsInput = {},
): Promise<SavedAnswer> {
  const at = new Date();
  const { row, question } = await ctx.db.transaction(async (tx) => {
    const locked = await interviewOfTokenForChange(ctx, tx, token, ip);
    if (locked.status !== 'started') throw notStarted();
    if (questionId === PRACTICE_QUESTION.id) {
      await repo.updateInterview(tx, locked.id, { practiceAnswer: text });
      return { row: locked, question: undefined };
    }
    const questions = await listQuestions(tx, locked.questionSetId);
    const asked = isUuid(questionId) ? questions.find((q) => q.id === questionId) : undefined;
    if (!asked) throw questionNotInInterview();
    await repo.saveAnswer(tx, locked.id, questionId, text, at, signals);
    return { row: locked, question: asked };
  });
  // The follow-up the answer calls for (issue 42); the practice answer gets none. The answer is saved
  // whatever happens here: a failure asks no follow-up, and is logged for the operators.
  const followUp = question
    ? await followUpAfterSave(ctx, row, question, text).catch((error: unknown) => {
        ctx.logger?.warn(
          { err: error, interviewId: row.id, questionId: question.id },
          'follow-up not chosen; the answer is saved without one',
        );
        return null;
      })
    : null;
  const [questions, answers] = await Promise.all([listQuestions(ctx.db, row.questionSetId), repo.listAnswers(ctx.db, row.id)]);
  return { question_id: questionId, saved_at: at.toISOString(), progress: progressOf(questions, answers), follow_up: followUp };
}

/** Submits an interview whose every question has an answer, and queues its scoring in the same transaction. */
export async function submitInterview(ctx: InterviewsContext, token: string, ip: string): Promise<PublicInterview> {
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await interviewOfTokenForChange(ctx, tx, token, ip);
    if (locked.status !== 'started') throw notStarted();
    const [questions, answers] = await Promise.all([listQuestions(tx, locked.questionSetId), repo.listAnswers(tx, locked.id)]);
    const { answered, total } = progressOf(questions, answers);
    if (answered < total) throw unansweredQuestions(total - answered);
    const now = new Date();
    await repo.updateInterview(tx, locked.id, { status: 'completed', completedAt: now, scoringStatus: 'queued' });
    await logStatus(tx, locked, 'started', 'completed', 'candidate');
    await emitWebhookEvent(tx, locked.companyId, 'interview.submitted', {
      interview_id: locked.id,
      job_position_id: locked.jobPositionId,
      status: 'completed',
      occurred_at: now.toISOString(),
    });
    // Each follow-up asked, why, and what the candidate did with it, in the decision log (decision 780).
    await logFollowUps(tx, locked, answers);
    const payload: ScoreInterviewPayload = { interview_id: locked.id };
    await ctx.jobs.enqueue(SCORE_INTERVIEW_JOB, payload, { tx, key: locked.id });
    return { ...locked, status: 'completed' as const, completedAt: now };
  });
  return publicInterview(ctx, row);
}
