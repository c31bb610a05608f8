import { formatDate } from '@hiring/shared/constants';
import type { InterviewAnswer } from '@hiring/shared/interviews';
import { Users } from 'lucide-react';
import { ScoreValue } from './badges';

/** Every reviewer's score of one answer, their mean, and the final score with what it is made of. */
export function ReviewersScores({ answer }: { answer: InterviewAnswer }) {
  if (answer.ai_withheld) return null;
  const source =
    answer.final_source === 'reviewers'
      ? `Final: the mean of ${answer.reviews.length} reviewer${answer.reviews.length === 1 ? '' : 's'}`
      : answer.final_source === 'ai'
        ? "Final: the AI's score (no reviewer yet)"
        : 'No final score yet';
  return (
    <section aria-label={`Reviewers' scores, question ${answer.question_order}`} className="border-t border-slate-200 pt-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <Users className="size-4" aria-hidden /> Reviewers
        </h4>
        <ScoreValue score={answer.reviewers_mean} label="reviewers' mean" />
      </div>
      {answer.reviews.length > 0 ? (
        <ul className="mt-2 space-y-2 text-sm">
          {answer.reviews.map((r) => (
            <li key={r.reviewer_id ?? r.reviewed_at} className="rounded bg-white px-2 py-1.5 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-x-2">
                <span className="min-w-0 font-medium break-words text-slate-900">{r.reviewer_name ?? 'Former team member'}</span>
                <ScoreValue score={r.score} size="sm" label={`by ${r.reviewer_name ?? 'a former team member'}`} />
              </div>
              <p className="text-xs text-slate-600">{formatDate(r.reviewed_at)}</p>
              {r.override_reason ? (
                <p className="mt-1 text-xs text-slate-700">
                  <span className="font-medium">Reason: {r.override_reason.label}</span>
                  {r.override_reason.text ? ` · ${r.override_reason.text}` : ''}
                </p>
              ) : null}
              {r.note ? <p className="mt-1 text-xs break-words text-slate-800">{r.note}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-600">No reviewer has scored this answer.</p>
      )}
      <p className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-800" data-testid="final-score">
        <span>{source}</span>
        <ScoreValue score={answer.final_score} label="final score" />
      </p>
    </section>
  );
}
