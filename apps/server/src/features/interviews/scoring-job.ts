import { positionForInterviews, positionGoals, toJobInput } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import { goalInputsOf, questionInput } from './engine-inputs.ts';
import { markDuplicateAnswers } from './duplicate-answers.ts';
import type { InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { countableFollowUp, scoreWithFollowUp } from './follow-up-scoring.ts';
import { logAiScore } from './score-log.ts';
import { storeResult } from './stored-result.ts';
import { findSettings } from './interview-settings.repository.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

/** The job a submit queues, keyed by the interview: scores its answers and stores the result. */
export const SCORE_INTERVIEW_JOB = 'interviews.score';

export interface ScoreInterviewPayload {
  interview_id: string;
}

/**
 * Scores every answer of a submitted interview. Each answer's score is stored as soon as it is
 * known, so a run taken over after a crash scores only what is left; then the same answer given to
 * several questions keeps its score only where it fits best (duplicate-answers.ts); the result is
 * written last, and the position's team is told. An interview not submitted, already scored or deleted is left.
 */
export async function scoreInterview(ctx: InterviewsContext, interviewId: string): Promise<void> {
  const { db } = ctx;
  const row = await repo.findInterviewById(db, interviewId);
  if (!row || row.status !== 'completed' || row.scoringStatus === 'scored' || row.dataDeletedAt) return;
  await repo.updateInterview(db, row.id, { scoringStatus: 'scoring', scoringError: null });
  const job = await positionForInterviews(db, row.companyId, row.jobPositionId);
  if (!job) throw new Error('the job position of the interview is gone');
  const [questions, answers, goals, company] = await Promise.all([
    listQuestions(db, row.questionSetId),
    repo.listAnswers(db, row.id),
    positionGoals(db, row.jobPositionId),
    ctx.companyContext.find(row.companyId),
  ]);
  const jobInput = toJobInput(job, company);
  const goalRows = new Map(goals.map((g) => [g.id, g]));
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  for (const q of questions) {
    const answer = byQuestion.get(q.id);
    // Scored already (with an AI score, or read and left for a reviewer): a run taken over goes on from here.
    if (answer?.scoredAt) continue;
    const text = answer?.text ?? '';
    const goalInputs = goalInputsOf(q, goalRows);
    // The follow-up's answer is scored with the first answer; the higher of the two scores stands (decision 782).
    const followUp = answer ? countableFollowUp(answer, answers) : null;
    const { result, scored, usedFollowUp } = await scoreWithFollowUp(ctx.ai, jobInput, questionInput(q), goalInputs, text, followUp);
    const { provenance } = result;
    const values = {
      aiUsedFollowUp: usedFollowUp,
      aiScore: scored.score,
      aiRaw: scored.raw,
      aiRationale: scored.rationale,
      aiEvidence: scored.evidence,
      aiGoalScores: scored.goalScores,
      aiFlags: scored.flags,
      aiLanguage: scored.language,
      aiEngine: `${provenance.engine}:${provenance.model}`,
      scoredAt: new Date(),
    };
    // The score and its decision-log event commit together; a score another run stored first is not logged twice.
    await db.transaction(async (tx) => {
      if (!answer) await repo.saveAnswer(tx, row.id, q.id, '', new Date());
      if (await repo.updateAnswer(tx, row.id, q.id, values, true))
        await logAiScore(tx, row, q.id, scored, provenance, followUp ? usedFollowUp : undefined);
    });
  }
  await db.transaction(async (tx) => {
    const locked = await repo.lockInterview(tx, row.id);
    if (!locked || locked.scoringStatus === 'scored' || locked.dataDeletedAt) return;
    await markDuplicateAnswers(tx, locked.id, questions, locked);
    const scoredAt = new Date();
    const result = await storeResult(tx, locked, questions, { scoringStatus: 'scored', scoredAt, scoringError: null });
    // Under blind-first review the AI's result stays out of sight until the team has scored
    // (decision 660): the event then carries no score, and interview.reviewed brings the team's.
    const blind = (await findSettings(tx, locked.companyId))?.blindReview ?? true;
    await emitWebhookEvent(tx, locked.companyId, 'interview.scored', {
      interview_id: locked.id,
      job_position_id: locked.jobPositionId,
      status: locked.status,
      occurred_at: scoredAt.toISOString(),
      overall: blind ? null : result.overall,
      recommendation: blind ? null : result.recommendation,
    });
    await ctx.notifications?.interviewScored(tx, locked.companyId, {
      interviewId: locked.id,
      candidateName: locked.candidateName,
      jobTitle: job.title,
    });
  });
}

/** After the last attempt failed: the interview shows scoring failed, with the reason. */
export async function markScoringFailed(ctx: InterviewsContext, interviewId: string, error: unknown): Promise<void> {
  await repo.updateInterview(ctx.db, interviewId, {
    scoringStatus: 'failed',
    scoringError: error instanceof Error ? error.message : String(error),
  });
}
