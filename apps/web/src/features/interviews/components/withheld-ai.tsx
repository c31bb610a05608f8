import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import type { InterviewAnswer } from '@hiring/shared/interviews';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRevealAi } from '../api/interviews';

/**
 * Stands where the AI's score would under blind-first review: the reviewer scores first, or
 * chooses "Show AI score" (the server records that choice).
 */
export function WithheldAi({ interviewId, answer }: { interviewId: string; answer: InterviewAnswer }) {
  const reveal = useRevealAi(interviewId);
  const noteId = useId();
  return (
    <section aria-label={`AI score, question ${answer.question_order}`} className="rounded-lg bg-white px-3 py-2.5 ring-1 ring-slate-200">
      <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <EyeOff className="size-4" aria-hidden /> AI score hidden
      </h4>
      <p className="mt-1 text-sm text-slate-700">{REVIEW_MESSAGES.aiWithheld}</p>
      <Button
        className="mt-2"
        size="sm"
        variant="secondary"
        loading={reveal.isPending}
        onClick={() => reveal.mutate(answer.question_id)}
        aria-describedby={noteId}
      >
        Show AI score
      </Button>
      <p id={noteId} className="mt-1 text-xs text-slate-600">
        Your choice is recorded in the decision log.
      </p>
      {reveal.isError ? (
        <p role="alert" className="mt-2 text-xs font-medium text-rose-700">
          {errorMessage(reveal.error)}
        </p>
      ) : null}
    </section>
  );
}
