import { RECOMMENDATION_SOURCE_LABELS, REVIEW_MESSAGES, type RecommendationSource } from '@hiring/shared/blind-review';
import type { Recommendation } from '@hiring/shared/interviews';
import { RecommendationBadge } from './badges';

/**
 * A recommendation with where it stands: "AI draft" until a reviewer has scored every answer,
 * with how many answers still wait (decision 662).
 */
export function RecommendationWithSource({
  recommendation,
  source,
  unreviewed,
  scored = true,
}: {
  recommendation: Recommendation | null;
  source: RecommendationSource;
  unreviewed: number;
  /** Only a scored interview has a draft to speak of. */
  scored?: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <RecommendationBadge recommendation={recommendation} />
      {scored ? (
        source === 'ai_draft' ? (
          <span className="text-xs text-slate-600">
            <span className="font-medium text-amber-800">{RECOMMENDATION_SOURCE_LABELS.ai_draft}</span>
            {unreviewed > 0 ? ` · ${REVIEW_MESSAGES.unreviewed(unreviewed)}` : ''}
          </span>
        ) : (
          <span className="text-xs font-medium text-indigo-700">{RECOMMENDATION_SOURCE_LABELS.reviewed}</span>
        )
      ) : null}
    </div>
  );
}
