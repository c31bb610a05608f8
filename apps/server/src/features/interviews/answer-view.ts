import { overrideReasonOf, type ReviewerScore } from '@hiring/shared/blind-review';
import { type AiAnswerScore, type InterviewAnswer, roundScore } from '@hiring/shared/interviews';
import type { InterviewQuestionRow } from '../questions/index.ts';
import { iso } from './interviews-context.ts';
import { isUnscored } from './interviews.scoring.ts';
import type { InterviewAnswerRow } from './interviews.table.ts';
import type { AnswerReviewRow } from './reviews.table.ts';

/** The AI's part of an answer, or null when the engine has not read it. */
export function aiPartOf(a: InterviewAnswerRow | undefined): AiAnswerScore | null {
  if (!a || (a.aiScore === null && !(a.scoredAt && isUnscored(a.aiFlags)))) return null;
  return {
    score: a.aiScore,
    raw_score: a.aiRaw ?? a.aiScore,
    rationale: a.aiRationale ?? '',
    evidence: a.aiEvidence,
    goal_scores: a.aiGoalScores,
    flags: a.aiFlags,
    language: a.aiLanguage,
    engine: a.aiEngine ?? '',
    scored_at: iso(a.scoredAt) ?? '',
  };
}

function reviewerScore(r: AnswerReviewRow, aiScore: number | null, names: Map<string, string>): ReviewerScore {
  return {
    score: r.score,
    note: r.note,
    reviewer_id: r.reviewerId,
    reviewer_name: names.get(r.reviewerId) ?? null,
    reviewed_at: r.updatedAt.toISOString(),
    confirmed: r.score === aiScore,
    override_reason: overrideReasonOf(r.overrideReasonCode, r.overrideReasonText),
  };
}

export interface AnswerViewInput {
  answer: InterviewAnswerRow | undefined;
  /** Every reviewer's score of this answer, oldest first. */
  reviews: AnswerReviewRow[];
  reviewerId: string;
  /** Whether this reviewer may see the AI's part and the other reviewers' scores (decision 660). */
  opened: boolean;
  names: Map<string, string>;
}

/**
 * The review fields of one answer for one reviewer. Under blind-first review, until the reviewer
 * scored the answer or chose "Show AI score", the AI's part and the other reviewers' scores are
 * withheld, and so is the final score they make.
 */
export function answerReviewView({ answer, reviews, reviewerId, opened, names }: AnswerViewInput) {
  const ai = aiPartOf(answer);
  const aiScore = ai?.score ?? null;
  // An answer the AI read but could not score ("Needs human review") has no score to anchor on.
  const withheld = !opened && aiScore !== null;
  const mine = reviews.find((r) => r.reviewerId === reviewerId);
  const visible = opened ? reviews : [];
  const mean = visible.length > 0 ? roundScore(visible.reduce((s, r) => s + r.score, 0) / visible.length) : null;
  const final = mean ?? (opened ? aiScore : null);
  return {
    ai: withheld ? null : ai,
    ai_withheld: withheld,
    review: mine ? reviewerScore(mine, aiScore, names) : null,
    reviews: visible.map((r) => reviewerScore(r, aiScore, names)),
    reviewers_mean: mean,
    final_score: final,
    final_source: mean !== null ? ('reviewers' as const) : final !== null ? ('ai' as const) : null,
  } satisfies Partial<InterviewAnswer>;
}

/** The question's fields of an answer: text, rating guide, goals, the candidate's answer. */
export function questionView(q: InterviewQuestionRow, a: InterviewAnswerRow | undefined, goalText: Map<string, string>) {
  return {
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
  };
}
