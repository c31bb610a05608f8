import type { InterviewAnswer } from '@hiring/shared/interviews';
import type { ReactNode } from 'react';

/**
 * The answer's thread in the review (issue 42): question → answer → follow-up → its answer, the
 * follow-up's reason (the gap), whether the reply counted in the AI's score, and the AI's quotes
 * highlighted in the reply too.
 */
export function FollowUpThread({ answer, highlight }: { answer: InterviewAnswer; highlight: (text: string) => ReactNode }) {
  const followUp = answer.follow_up;
  if (!followUp) return null;
  return (
    <section aria-label={`Follow-up, question ${answer.question_order}`} className="border-l-2 border-indigo-200 pl-3">
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Follow-up asked</h4>
      <p className="text-sm font-medium break-words text-slate-900">{followUp.text}</p>
      {followUp.gap_label ? <p className="mt-0.5 text-xs text-slate-600">Why: {followUp.gap_label}</p> : null}
      <h4 className="mt-3 mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Answer to the follow-up</h4>
      {followUp.answer?.trim() ? (
        highlight(followUp.answer)
      ) : (
        <p className="text-sm text-slate-600 italic">{followUp.skipped ? 'The candidate skipped the follow-up' : 'Not answered'}</p>
      )}
      {followUp.counted_in_score ? <p className="mt-1 text-xs text-emerald-800">Counted in the AI score: it raised the score.</p> : null}
    </section>
  );
}
