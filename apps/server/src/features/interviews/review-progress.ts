import type { RecommendationSource } from '@hiring/shared/blind-review';
import { reviewStatusOf } from './interview-status.ts';
import type { InterviewListRow } from './interview-lists.repository.ts';

type ProgressRow = Pick<InterviewListRow, 'reviewedCount' | 'questionsCount' | 'overall' | 'blindReview'>;

const isReviewed = (row: ProgressRow) => reviewStatusOf(row.reviewedCount, row.questionsCount) === 'reviewed';

/**
 * How far the team's review of an interview is (decision 662): reviewed once every question has
 * a reviewer's score; until then the recommendation is the AI's draft.
 */
export function reviewProgress(row: ProgressRow): {
  reviewed_score: number | null;
  unreviewed_count: number;
  recommendation_source: RecommendationSource;
} {
  const reviewed = isReviewed(row);
  return {
    reviewed_score: reviewed ? row.overall : null,
    unreviewed_count: Math.max(0, row.questionsCount - row.reviewedCount),
    recommendation_source: reviewed ? 'reviewed' : 'ai_draft',
  };
}

/**
 * Under blind-first review, lists and compare show no overall score or recommendation while they
 * still hold the AI's draft: they would tell a reviewer the AI's opinion before they read the
 * answers (decision 663). Once reviewed, every answer's score is the reviewers'.
 */
export const draftHidden = (row: ProgressRow) => row.blindReview && !isReviewed(row);
