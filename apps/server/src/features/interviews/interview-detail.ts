import { type InterviewAnswer, type InterviewDetail, RECOMMENDATION_LABELS } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { positionGoals } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import { interviewNotFound } from './interview-errors.ts';
import { findListRows } from './interview-lists.repository.ts';
import { toSummary } from './interview-summary.ts';
import { canManage, companyOf, type InterviewsContext, iso } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { isUnscored } from './interviews.scoring.ts';
import { integrityOf, withReadableFlags } from './answer-signals.ts';

/** An interview for the team: every question with its answer, the AI's and the reviewer's score, and the result. */
export async function interviewDetail(ctx: InterviewsContext, auth: AuthContext, id: string, blind = false): Promise<InterviewDetail> {
  const companyId = companyOf(auth);
  const [row] = await findListRows(ctx.db, companyId, [id]);
  if (!row) throw interviewNotFound();
  const [questions, answers, goals] = await Promise.all([
    listQuestions(ctx.db, row.questionSetId),
    repo.listAnswers(ctx.db, row.id),
    positionGoals(ctx.db, row.jobPositionId),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const reviewers = await repo.userNames(ctx.db, [...new Set(answers.map((a) => a.reviewedBy).filter((v): v is string => !!v))]);
  const goalText = new Map(goals.map((g) => [g.id, g.text]));
  const items: InterviewAnswer[] = questions.map((q) => {
    const a = byQuestion.get(q.id);
    // The AI's flags in words come from `ai` as answered, so withholding `ai` withholds them too.
    return withReadableFlags({
      question_id: q.id,
      question_order: q.questionOrder,
      question_text: q.text,
      competency: q.competency,
      rating_scale: q.expectedResponseGuidelines.rating_scale ?? [],
      goals: q.goalConnections.map((c) => ({
        goal_id: String(c.goal_id),
        goal_text: goalText.get(String(c.goal_id)) ?? c.goal_text,
        weight: c.weight,
      })),
      answer_text: a?.text ?? null,
      answered_at: iso(a?.savedAt),
      integrity: integrityOf(a),
      ai:
        a && (a.aiScore !== null || (a.scoredAt && isUnscored(a.aiFlags)))
          ? {
              score: a.aiScore,
              raw_score: a.aiRaw ?? a.aiScore,
              rationale: a.aiRationale ?? '',
              evidence: a.aiEvidence,
              goal_scores: a.aiGoalScores,
              flags: a.aiFlags,
              language: a.aiLanguage,
              engine: a.aiEngine ?? '',
              scored_at: iso(a.scoredAt) ?? '',
            }
          : null,
      review:
        a && a.reviewScore !== null && a.reviewedAt
          ? {
              score: a.reviewScore,
              note: a.reviewNote,
              reviewer_id: a.reviewedBy,
              reviewer_name: a.reviewedBy ? (reviewers.get(a.reviewedBy) ?? null) : null,
              reviewed_at: a.reviewedAt.toISOString(),
              confirmed: a.reviewScore === a.aiScore,
            }
          : null,
      final_score: a ? (a.reviewScore ?? a.aiScore) : null,
    });
  });
  return {
    ...toSummary(ctx, row, blind, canManage(auth)),
    consent_given_at: iso(row.consentAt),
    scoring_error: row.scoringError,
    reviewed_count: row.reviewedCount,
    answers: items,
    result: {
      ai_overall_score: row.aiOverall,
      overall_score: row.overall,
      ai_recommendation: row.aiRecommendation,
      recommendation: row.recommendation,
      recommendation_label: row.recommendation ? RECOMMENDATION_LABELS[row.recommendation] : null,
      reasons: row.reasons,
      goals: row.goalResults,
    },
  };
}
