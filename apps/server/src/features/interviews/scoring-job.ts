import type { GoalInput, QuestionInput } from '@hiring/shared/ai';
import { positionForInterviews, positionGoals, toJobInput } from '../job-positions/index.ts';
import { type InterviewQuestionRow, listQuestions } from '../questions/index.ts';
import { markDuplicateAnswers } from './duplicate-answers.ts';
import type { InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { toScoredAnswer } from './interviews.scoring.ts';
import { logAiScore } from './score-log.ts';
import { storeResult } from './stored-result.ts';

/** The job a submit queues, keyed by the interview: scores its answers and stores the result. */
export const SCORE_INTERVIEW_JOB = 'interviews.score';

export interface ScoreInterviewPayload {
  interview_id: string;
}

function questionInput(q: InterviewQuestionRow): QuestionInput {
  return {
    id: q.id,
    text: q.text,
    category: q.category,
    difficulty: q.difficulty,
    question_order: q.questionOrder,
    competency: q.competency,
    intent: q.intent,
    expected_traits: q.expectedTraits,
    expected_response_guidelines: q.expectedResponseGuidelines,
    goal_connections: q.goalConnections.map((c) => ({ goal_id: String(c.goal_id), weight: c.weight })),
    skills: q.skills,
  };
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
    const goalInputs: GoalInput[] = q.goalConnections.map((c) => {
      const g = goalRows.get(String(c.goal_id));
      return {
        id: String(c.goal_id),
        text: g?.text ?? c.goal_text,
        description: g?.description ?? null,
        category: g?.category ?? c.category,
        importance: g?.importance ?? null,
      };
    });
    const { data, provenance } = await ctx.ai.scoreAnswer(jobInput, questionInput(q), goalInputs, text);
    const scored = toScoredAnswer(data, text);
    const values = {
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
      if (await repo.updateAnswer(tx, row.id, q.id, values, true)) await logAiScore(tx, row, q.id, scored, provenance);
    });
  }
  await db.transaction(async (tx) => {
    const locked = await repo.lockInterview(tx, row.id);
    if (!locked || locked.scoringStatus === 'scored' || locked.dataDeletedAt) return;
    await markDuplicateAnswers(tx, locked.id, questions, locked);
    await storeResult(tx, locked, questions, { scoringStatus: 'scored', scoredAt: new Date(), scoringError: null });
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
