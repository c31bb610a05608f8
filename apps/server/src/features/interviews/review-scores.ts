import { roundScore } from '@hiring/shared/interviews';
import type { AnswerReviewRow } from './reviews.table.ts';

/** The reviewers' mean of each answer, keyed `${interviewId}:${questionId}`, one decimal. */
export function reviewerMeans(reviews: readonly Pick<AnswerReviewRow, 'interviewId' | 'questionId' | 'score'>[]): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const r of reviews) {
    const key = answerKey(r.interviewId, r.questionId);
    const s = sums.get(key) ?? { total: 0, n: 0 };
    s.total += r.score;
    s.n += 1;
    sums.set(key, s);
  }
  return new Map([...sums].map(([key, s]) => [key, roundScore(s.total / s.n)]));
}

export const answerKey = (interviewId: string, questionId: string) => `${interviewId}:${questionId}`;

/** Answers with `reviewScore` as the reviewers' mean (null where nobody scored): what results and analysis count. */
export function withReviewerMeans<T extends { interviewId: string; questionId: string }>(
  answers: readonly T[],
  reviews: readonly Pick<AnswerReviewRow, 'interviewId' | 'questionId' | 'score'>[],
): (T & { reviewScore: number | null })[] {
  const means = reviewerMeans(reviews);
  return answers.map((a) => ({ ...a, reviewScore: means.get(answerKey(a.interviewId, a.questionId)) ?? null }));
}
