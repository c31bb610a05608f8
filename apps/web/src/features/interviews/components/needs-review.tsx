import { answerFlagText, languageName, NEEDS_HUMAN_REVIEW_LABEL, UNSCORED_FLAGS } from '@hiring/shared/ai';
import type { AiAnswerScore } from '@hiring/shared/interviews';
import { Languages } from 'lucide-react';

/** The AI read the answer but gave it no score (UNSCORED_FLAGS): a reviewer scores it. */
export const needsHumanReview = (ai: AiAnswerScore): boolean =>
  ai.score === null && ai.flags.some((f) => (UNSCORED_FLAGS as readonly string[]).includes(f));

/**
 * Stands where the AI score would: "Needs human review", the language the answer is written in and
 * why the AI left it, so a reviewer scores it below. A labelled region: screen readers reach it by
 * its name, and its text is plain (nothing to hover or open).
 */
export function NeedsHumanReview({ ai, questionOrder }: { ai: AiAnswerScore; questionOrder: number }) {
  const flag = ai.flags.find((f) => (UNSCORED_FLAGS as readonly string[]).includes(f)) ?? 'unsupported_language';
  return (
    <section
      aria-label={`${NEEDS_HUMAN_REVIEW_LABEL}, question ${questionOrder}`}
      className="rounded-lg bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-amber-900 uppercase">
          <Languages className="size-4" aria-hidden /> {NEEDS_HUMAN_REVIEW_LABEL}
        </h4>
        {ai.language ? (
          <p className="rounded bg-white px-1.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-amber-200">
            <span className="sr-only">Written in </span>
            {languageName(ai.language)}
          </p>
        ) : (
          <p className="text-xs font-medium text-slate-800">No AI score</p>
        )}
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">{ai.rationale || answerFlagText(flag).reason}</p>
    </section>
  );
}
