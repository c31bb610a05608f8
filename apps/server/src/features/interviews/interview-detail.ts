import { type InterviewDetail, RECOMMENDATION_LABELS } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { positionGoals } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import { answerReviewView, questionView } from './answer-view.ts';
import { reviewFollowUp } from './follow-ups.ts';
import { interviewNotFound } from './interview-errors.ts';
import { findListRows } from './interview-lists.repository.ts';
import { toSummary } from './interview-summary.ts';
import { canManage, companyOf, type InterviewsContext, iso } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { integrityOf, withReadableFlags } from './answer-signals.ts';
import { reviewProgress } from './review-progress.ts';
import { listReviews, revealedQuestions } from './reviews.repository.ts';

/**
 * An interview for the team: every question with its answer, the AI's score and every
 * reviewer's, and the result. Under blind-first review (decision 660) what this reviewer has not
 * yet scored or revealed is withheld, and so is the result while anything is.
 */
export async function interviewDetail(ctx: InterviewsContext, auth: AuthContext, id: string, blind = false): Promise<InterviewDetail> {
  const companyId = companyOf(auth);
  const [row] = await findListRows(ctx.db, companyId, [id]);
  if (!row) throw interviewNotFound();
  const [questions, answers, goals, reviews, revealed] = await Promise.all([
    listQuestions(ctx.db, row.questionSetId),
    repo.listAnswers(ctx.db, row.id),
    positionGoals(ctx.db, row.jobPositionId),
    listReviews(ctx.db, [row.id]),
    row.blindReview ? revealedQuestions(ctx.db, row.id, auth.userId) : Promise.resolve(new Set<string>()),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const names = await repo.userNames(ctx.db, [...new Set(reviews.map((r) => r.reviewerId))]);
  const goalText = new Map(goals.map((g) => [g.id, g.text]));
  let withheld = false;
  const items = questions.map((q) => {
    const a = byQuestion.get(q.id);
    const own = reviews.filter((r) => r.questionId === q.id);
    const opened = !row.blindReview || revealed.has(q.id) || own.some((r) => r.reviewerId === auth.userId);
    const view = answerReviewView({ answer: a, reviews: own, reviewerId: auth.userId, opened, names });
    if (view.ai_withheld || (!opened && own.length > 0)) withheld = true;
    // The AI's flags in words come from `ai` as answered, so withholding `ai` withholds them too;
    // the page's integrity signals are not the AI's and show always.
    // The follow-up's thread shows always; whether it counted in the AI's score is the AI's part, withheld with it.
    const thread = a ? reviewFollowUp(a) : null;
    const followUp = thread && view.ai_withheld ? { ...thread, counted_in_score: false } : thread;
    return withReadableFlags({ ...questionView(q, a, goalText), integrity: integrityOf(a), follow_up: followUp, ...view });
  });
  const summary = toSummary(ctx, row, blind, canManage(auth));
  const hide = <T>(value: T) => (withheld ? null : value);
  return {
    ...summary,
    overall_score: hide(row.overall),
    recommendation: hide(row.recommendation),
    consent_given_at: iso(row.consentAt),
    scoring_error: row.scoringError,
    reviewed_count: row.reviewedCount,
    answers: items,
    result: {
      ai_overall_score: hide(row.aiOverall),
      overall_score: hide(row.overall),
      ai_recommendation: hide(row.aiRecommendation),
      recommendation: hide(row.recommendation),
      recommendation_label: withheld || !row.recommendation ? null : RECOMMENDATION_LABELS[row.recommendation],
      recommendation_source: reviewProgress(row).recommendation_source,
      withheld,
      reasons: withheld ? [] : row.reasons,
      goals: withheld
        ? row.goalResults.map((g) => ({ ...g, ai_score: null, human_score: null, final_score: null, quote: null }))
        : row.goalResults,
    },
  };
}
