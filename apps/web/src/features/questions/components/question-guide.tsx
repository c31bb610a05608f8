import type { InterviewQuestion } from '@hiring/shared/questions';
import { RATING_ANCHORS_SHOWN } from '@hiring/shared/questions';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUpdateQuestionGuide } from '../api/questions-screen';
import { GuideEditor } from './guide-editor';

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * A question's rating guide as scoring uses it: the key points a strong answer covers and what a
 * 1, a 3 and a 5 answer look like; the team edits the whole guide (all five anchors) in place.
 */
export function QuestionGuide({
  jobId,
  question: q,
  canEdit,
  editHint,
}: {
  jobId: string;
  question: InterviewQuestion;
  canEdit: boolean;
  editHint?: string;
}) {
  const [editing, setEditing] = useState(false);
  const save = useUpdateQuestionGuide(jobId);
  const openId = `edit-guide-${q.id}`;
  const guide = q.expected_response_guidelines;
  const anchors = guide.rating_scale.filter((a) => (RATING_ANCHORS_SHOWN as readonly number[]).includes(a.score));
  // Back to the button that opened the editor once it is drawn again (after a save, that render comes later than a timer).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(openId)?.focus();
  }, [editing, openId]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    save.reset();
  };
  if (editing && canEdit)
    return (
      <section aria-label={`Rating guide of question ${q.question_order}`} className="lg:col-span-2">
        <h4 className="mb-2 text-sm font-semibold text-slate-800">Rating guide</h4>
        <GuideEditor
          guide={guide}
          questionLabel={`question ${q.question_order}`}
          busy={save.isPending}
          error={save.error}
          hint={editHint}
          onSave={(body) => save.mutate({ questionId: q.id, body }, { onSuccess: close })}
          onCancel={close}
        />
      </section>
    );
  return (
    <section aria-label={`Rating guide of question ${q.question_order}`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-800">Rating guide</h4>
        {canEdit ? (
          <Button
            id={openId}
            variant="ghost"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => setEditing(true)}
            aria-label={`Edit guide of question ${q.question_order}`}
          >
            Edit guide
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-xs font-medium text-slate-700">Key points a strong answer covers</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-600">
        {guide.key_points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs font-medium text-slate-700">Rating scale</p>
      <ol className="mt-1 space-y-1.5 text-sm">
        {anchors.map((a) => (
          <li key={a.score} className="flex gap-2">
            <span
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                a.score === 5
                  ? 'bg-emerald-100 text-emerald-800'
                  : a.score === 3
                    ? 'bg-amber-100 text-amber-900'
                    : 'bg-rose-100 text-rose-800',
              )}
              aria-label={`Score ${a.score}`}
              role="img"
            >
              {a.score}
            </span>
            <span className="min-w-0 text-slate-600">
              <span className="font-medium text-slate-800">{capital(a.label)}: </span>
              {a.description}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
