import type { Compare } from '@hiring/shared/interviews';

type Candidate = Compare['candidates'][number];

/** Reviewed candidates by their reviewed score, highest first; then those still in review, fewest answers left first. */
export function byReviewedScore(candidates: readonly Candidate[]): Candidate[] {
  return [...candidates].sort(
    (a, b) =>
      (b.reviewed_score ?? Number.NEGATIVE_INFINITY) - (a.reviewed_score ?? Number.NEGATIVE_INFINITY) ||
      a.unreviewed_count - b.unreviewed_count,
  );
}
