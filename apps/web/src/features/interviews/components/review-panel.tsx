import {
  needsOverrideReason,
  OVERRIDE_REASON_TEXT_HINT,
  type OverrideReasonInput,
  overrideReasonInputSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
} from '@hiring/shared/blind-review';
import { formatDate } from '@hiring/shared/constants';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, type InterviewAnswer, SCORE_VALUES } from '@hiring/shared/interviews';
import { OVERRIDE_REASON_CODES, OVERRIDE_REASON_LABELS } from '@hiring/shared/reviews';
import { UserCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReviewScore } from '../api/interviews';
import { ScoreValue } from './badges';
import { ReviewersScores } from './reviewers-scores';

const REASON_OPTIONS = OVERRIDE_REASON_CODES.map((code) => ({ value: code, label: OVERRIDE_REASON_LABELS[code] }));

/**
 * A score saved before the reviewer saw the AI's (blind-first review) that differs from it by 2 or
 * more and has no reason yet: now that the AI's score shows, the reason is asked (decision 499).
 */
const reasonDue = (mine: InterviewAnswer['review'], ai: number | null) =>
  mine !== null && ai !== null && mine.override_reason === null && needsOverrideReason(mine.score, ai);

/** This reviewer's score of one answer (a form until they scored it), then every reviewer's score beside it. */
export function ReviewPanel({ interviewId, answer }: { interviewId: string; answer: InterviewAnswer }) {
  const mine = answer.review;
  const ai = answer.ai?.score ?? null;
  const due = reasonDue(mine, ai);
  const [editing, setEditing] = useState(!mine);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <section aria-label={`Your score, question ${answer.question_order}`} className="border-t border-slate-200 pt-4">
        <div className="flex items-center justify-between gap-2">
          <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <UserCheck className="size-4" aria-hidden /> Your score
          </h4>
          {mine ? <ScoreValue score={mine.score} label="your score" /> : <span className="text-xs text-slate-600">Not scored yet</span>}
        </div>
        {mine && !editing && !due ? (
          <div className="mt-2 space-y-1 text-sm text-slate-700">
            <p>
              {ai === null ? 'Scored by you' : mine.confirmed ? 'Confirmed the AI score' : `Changed ${ai} → ${mine.score}`} ·{' '}
              {formatDate(mine.reviewed_at)}
            </p>
            {mine.note ? <p className="rounded bg-white px-2 py-1 break-words text-slate-800 ring-1 ring-slate-200">{mine.note}</p> : null}
            <Button variant="link" size="sm" onClick={() => setEditing(true)}>
              Change
            </Button>
          </div>
        ) : (
          <ScoreForm
            interviewId={interviewId}
            answer={answer}
            onSaved={(text) => {
              setSaved(text);
              setEditing(false);
            }}
            onCancel={mine && !due ? () => setEditing(false) : undefined}
          />
        )}
        {saved && !editing ? (
          <p role="status" className="mt-2 text-xs font-medium text-emerald-700">
            {saved}
          </p>
        ) : null}
      </section>
      <ReviewersScores answer={answer} />
    </>
  );
}

function ScoreForm({
  interviewId,
  answer,
  onSaved,
  onCancel,
}: {
  interviewId: string;
  answer: InterviewAnswer;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const mine = answer.review;
  const ai = answer.ai?.score ?? null;
  const [score, setScore] = useState<number | null>(mine?.score ?? ai);
  const [note, setNote] = useState(mine?.note ?? '');
  const [code, setCode] = useState<string>(mine?.override_reason?.code ?? '');
  const [text, setText] = useState(mine?.override_reason?.text ?? '');
  // The server asks for a reason the screen could not tell was needed: the AI's score was shown
  // elsewhere (another tab) after this page was read. While it is hidden here, nobody asks (decision 499).
  const [askedByServer, setAskedByServer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ code?: string; text?: string }>({});
  const mutation = useReviewScore(interviewId);
  const ids = { legend: useId(), note: useId(), code: useId(), text: useId(), codeError: useId(), textError: useId(), reason: useId() };
  const reasonRef = useRef<HTMLSelectElement>(null);
  const needReason = score !== null && (needsOverrideReason(score, ai) || askedByServer);
  useEffect(() => {
    if (askedByServer) reasonRef.current?.focus();
  }, [askedByServer]);

  const save = (value: number) => {
    setError(null);
    const asking = needsOverrideReason(value, ai) || askedByServer;
    let override_reason: OverrideReasonInput | null = null;
    if (asking) {
      const parsed = overrideReasonInputSchema.safeParse({ code, text });
      if (!parsed.success) {
        const errors: { code?: string; text?: string } = {};
        for (const issue of parsed.error.issues) errors[issue.path[0] as 'code' | 'text'] ??= issue.message;
        setFieldErrors(errors);
        (errors.code ? reasonRef.current : document.getElementById(ids.text))?.focus();
        return;
      }
      override_reason = parsed.data;
    }
    setFieldErrors({});
    mutation.mutate(
      { questionId: answer.question_id, body: { score: value, note: note.trim() || null, override_reason } },
      {
        onSuccess: () =>
          onSaved(
            ai === null
              ? INTERVIEW_MESSAGES.scoreSaved
              : value === ai
                ? INTERVIEW_MESSAGES.scoreConfirmed
                : INTERVIEW_MESSAGES.scoreChanged,
          ),
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'override_reason_required') setAskedByServer(true);
          setError(errorMessage(e));
        },
      },
    );
  };

  return (
    <form
      className="mt-2 space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (score !== null) save(score);
        else setError('Choose a score from 1 to 5');
      }}
    >
      <fieldset>
        <legend id={ids.legend} className="text-xs text-slate-700">
          Your score (1 = weak, 5 = strong; the scoring guide is beside the answer)
        </legend>
        <div className="mt-1 flex gap-1.5">
          {SCORE_VALUES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex size-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold ring-1 ring-slate-300 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
                score === value ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={`score-${answer.question_id}`}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
                className="sr-only"
              />
              <span aria-hidden="true">{value}</span>
              <span className="sr-only">
                {value}
                {value === ai ? ' (AI score)' : ''}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {needReason ? (
        <fieldset className="space-y-2 rounded-lg bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200" aria-describedby={ids.reason}>
          <legend className="sr-only">Reason for differing from the AI</legend>
          <p id={ids.reason} className="text-xs text-amber-900">
            {ai === null || score === null
              ? REVIEW_MESSAGES.overrideReasonAsked
              : reasonDue(mine, ai) && score === mine?.score
                ? REVIEW_MESSAGES.blindScoreReasonDue(score, ai)
                : REVIEW_MESSAGES.overrideReasonRequired(score, ai)}
          </p>
          <div>
            <label htmlFor={ids.code} className="text-xs font-medium text-slate-800">
              Reason
            </label>
            <Select
              ref={reasonRef}
              id={ids.code}
              value={code}
              placeholder="Choose a reason"
              options={REASON_OPTIONS}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={fieldErrors.code ? true : undefined}
              aria-describedby={fieldErrors.code ? ids.codeError : undefined}
              className="mt-1 w-full"
            />
            {fieldErrors.code ? (
              <p id={ids.codeError} className="mt-1 text-xs text-rose-700">
                {fieldErrors.code}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={ids.text} className="text-xs font-medium text-slate-800">
              Why <span className="font-normal text-slate-600">({OVERRIDE_REASON_TEXT_HINT})</span>
            </label>
            <Textarea
              id={ids.text}
              rows={2}
              maxLength={REVIEW_LIMITS.overrideReasonTextMax}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={fieldErrors.text ? true : undefined}
              aria-describedby={fieldErrors.text ? ids.textError : undefined}
              className="mt-1"
            />
            {fieldErrors.text ? (
              <p id={ids.textError} className="mt-1 text-xs text-rose-700">
                {fieldErrors.text}
              </p>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={ids.note} className="text-xs text-slate-700">
          Note <span className="text-slate-500">(optional)</span>
        </label>
        <Textarea
          id={ids.note}
          rows={2}
          maxLength={INTERVIEW_LIMITS.noteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="mt-1"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {ai !== null ? (
          <Button
            size="sm"
            variant={score === ai ? 'primary' : 'secondary'}
            loading={mutation.isPending && mutation.variables?.body.score === ai}
            onClick={() => {
              setScore(ai);
              save(ai);
            }}
          >
            Confirm AI score ({ai})
          </Button>
        ) : null}
        {score !== null && score !== ai ? (
          <Button size="sm" type="submit" loading={mutation.isPending}>
            Save score {score}
          </Button>
        ) : null}
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
