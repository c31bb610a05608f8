import { formatDate } from '@hiring/shared/constants';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewAnswer,
  type InterviewDetail,
  RECOMMENDATION_LABELS,
  SCORE_VALUES,
} from '@hiring/shared/interviews';
import { ArrowLeft, Bot, Quote, UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteCandidateData, useInterview, useReviewScore } from '../api/interviews';
import { InterviewStatusBadge, RecommendationBadge, ReviewBadge, ScoreValue, ScoringBadge } from '../components/badges';
import { DecisionLog } from '../components/decision-log';
import { EmailText } from '../components/email-text';
import { AnswerSignals } from '../components/answer-signals';
import { NeedsHumanReview, needsHumanReview } from '../components/needs-review';
import { highlightSegments, quoteFound } from '../components/highlight';
import { useCanManageInterviews } from '../components/use-can-manage';

/** /interviews/{id}: the scored interview, each answer beside its AI score with the evidence marked, and the reviewer's scores. */
export function InterviewResultRoute() {
  const { id = '' } = useParams();
  const interview = useInterview(id);
  if (interview.isPending) {
    return (
      <div className="mx-auto max-w-6xl space-y-4" aria-busy="true">
        <span role="status" className="sr-only">
          Loading the interview
        </span>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (interview.isError) {
    if (interview.error instanceof ApiError && interview.error.status === 404) {
      return (
        <Card className="mx-auto max-w-xl px-6 py-12 text-center">
          <h1 className="text-lg font-semibold text-slate-900">{INTERVIEW_MESSAGES.interviewNotFound}</h1>
          <Link to="/interviews/completed" className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline">
            Back to completed interviews
          </Link>
        </Card>
      );
    }
    return (
      <Alert
        variant="error"
        title="Error Loading the Interview"
        action={
          <Button variant="secondary" size="sm" onClick={() => void interview.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(interview.error)}
      </Alert>
    );
  }
  return <Result detail={interview.data} />;
}

function Result({ detail }: { detail: InterviewDetail }) {
  const name = detail.candidate_name ?? detail.candidate_label;
  const scoredAnswers = detail.answers.filter((a) => a.ai);
  const deleted = Boolean(detail.data_deleted_at);
  const canManage = useCanManageInterviews();
  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={detail.status === 'completed' ? '/interviews/completed' : '/interviews/pending'}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {detail.status === 'completed' ? 'Completed interviews' : 'Pending interviews'}
      </Link>
      <PageHeader
        eyebrow={
          <Link to={`/job-listing/${detail.job_position_id}/interview-links`} className="hover:underline">
            {detail.job_title}
          </Link>
        }
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {detail.candidate_email ? <EmailText email={detail.candidate_email} className="min-w-0" /> : null}
            <InterviewStatusBadge status={detail.status} />
            {detail.status === 'completed' ? <ScoringBadge status={detail.scoring_status} /> : null}
            {detail.scoring_status === 'scored' ? <ReviewBadge status={detail.review_status} /> : null}
            {detail.completed_at ? <span>Submitted {formatDate(detail.completed_at)}</span> : null}
          </span>
        }
        actions={
          <>
            {detail.scoring_status === 'scored' ? (
              <ButtonLink
                variant="secondary"
                to={`/talent/compare?job=${encodeURIComponent(detail.job_position_id)}&ids=${encodeURIComponent(detail.id)}`}
              >
                Compare
              </ButtonLink>
            ) : null}
            {!deleted && canManage ? <DeleteData id={detail.id} name={name} /> : null}
          </>
        }
      />
      {deleted ? (
        <Alert variant="info" className="mb-5">
          {INTERVIEW_MESSAGES.dataAlreadyDeleted} Deleted on {formatDate(detail.data_deleted_at)}; the anonymous scores remain.
        </Alert>
      ) : null}
      {detail.status !== 'completed' ? (
        <Alert variant="info" className="mb-5">
          {INTERVIEW_MESSAGES.notCompleted} {detail.answered_count} of {detail.questions_count} questions answered so far.
        </Alert>
      ) : detail.scoring_status === 'queued' || detail.scoring_status === 'scoring' ? (
        <Alert variant="info" className="mb-5" title="Scoring in progress">
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" decorative />
            {INTERVIEW_MESSAGES.notScored}
          </span>
        </Alert>
      ) : detail.scoring_status === 'failed' ? (
        <Alert variant="error" className="mb-5" title="Scoring failed">
          {detail.scoring_error ?? 'The answers could not be scored.'}
        </Alert>
      ) : null}

      {detail.scoring_status === 'scored' ? (
        <Summary detail={detail} reviewed={detail.reviewed_count} total={scoredAnswers.length} />
      ) : null}

      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Answers</h2>
      <ol className="space-y-5">
        {detail.answers.map((answer) => (
          <li key={answer.question_id}>
            <AnswerCard interviewId={detail.id} answer={answer} />
          </li>
        ))}
      </ol>
      <DecisionLog detail={detail} />
    </div>
  );
}

function Summary({ detail, reviewed, total }: { detail: InterviewDetail; reviewed: number; total: number }) {
  const { result } = detail;
  const changed = result.recommendation !== result.ai_recommendation;
  return (
    // grid-cols-1 (minmax(0, 1fr)) on a phone: an auto column would grow to the widest word or table inside.
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <Card>
        <CardHeader title="Overall result" />
        <CardBody className="space-y-4">
          <div className="flex items-end justify-between gap-3">
            <div>
              <p className="text-xs text-slate-600">Final score</p>
              <ScoreValue score={result.overall_score} size="lg" label="final overall score" />
            </div>
            <div className="text-right">
              <p className="text-xs text-slate-600">AI score</p>
              <ScoreValue score={result.ai_overall_score} label="AI overall score" />
            </div>
          </div>
          <div>
            <p className="text-xs text-slate-600">Recommendation</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <RecommendationBadge recommendation={result.recommendation} />
              {changed && result.ai_recommendation ? (
                <span className="text-xs text-slate-600">AI: {RECOMMENDATION_LABELS[result.ai_recommendation]}</span>
              ) : null}
            </div>
          </div>
          <div>
            <p className="text-xs text-slate-600">Reviewed</p>
            <p className="text-sm text-slate-800">
              {reviewed} of {total} answers
            </p>
            <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full bg-indigo-600" style={{ width: `${total ? Math.round((reviewed / total) * 100) : 0}%` }} />
            </div>
          </div>
          {result.reasons.length > 0 ? (
            <div>
              <p className="text-xs text-slate-600">Why</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {result.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title="Results per goal"
          description="Question scores weighted by each question's link to the goal. Reviewer scores replace the AI's where given."
        />
        {/* relative: the screen-reader-only texts in the cells are placed against it, so they stay inside the scroll box. */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Scores per evaluation goal: AI, reviewer and final, with the strongest quote</caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Goal
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  AI
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reviewer
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Final
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.goals.map((g) => (
                <tr key={g.goal_id} className="align-top">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <span className="font-medium wrap-anywhere text-slate-900">{g.goal_text}</span>
                    {g.quote ? <q className="mt-1 block text-xs text-slate-600 italic">{g.quote}</q> : null}
                  </th>
                  <td className="px-3 py-3">
                    <ScoreValue score={g.ai_score} size="sm" />
                  </td>
                  <td className="px-3 py-3">
                    <ScoreValue score={g.human_score} size="sm" />
                  </td>
                  <td className="px-3 py-3">
                    <ScoreValue score={g.final_score} size="sm" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}

/** The answer with each evidence quote marked and numbered where it stands. */
function HighlightedAnswer({ text, quotes }: { text: string; quotes: readonly string[] }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
      {highlightSegments(text, quotes).map((segment, i) =>
        segment.quote === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one text.
          <span key={i}>{segment.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one text.
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900 ring-1 ring-amber-300">
            <span className="sr-only">Evidence {segment.quote + 1}: </span>
            {segment.text}
            <sup className="ml-0.5 text-[10px] font-semibold text-amber-800" aria-hidden="true">
              {segment.quote + 1}
            </sup>
          </mark>
        ),
      )}
    </p>
  );
}

function AnswerCard({ interviewId, answer }: { interviewId: string; answer: InterviewAnswer }) {
  const evidence = answer.ai?.evidence ?? [];
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="article">
      <div className="border-b border-slate-100 px-5 py-4">
        <p className="text-xs font-medium text-slate-600">
          Question {answer.question_order}
          {answer.competency ? ` · ${answer.competency}` : ''}
        </p>
        <h3 id={headingId} className="mt-0.5 font-semibold break-words text-slate-900">
          {answer.question_text}
        </h3>
        {answer.goals.length > 0 ? (
          <p className="mt-1 text-xs break-words text-slate-600">Assesses: {answer.goals.map((g) => g.goal_text).join('; ')}</p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="space-y-4 px-5 py-4">
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Answer</h4>
            {answer.answer_text ? (
              <HighlightedAnswer text={answer.answer_text} quotes={evidence} />
            ) : (
              <p className="text-sm text-slate-600 italic">No answer</p>
            )}
          </div>
          <AnswerSignals answer={answer} />
          {answer.rating_scale.length > 0 ? (
            <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium text-slate-800">Scoring guide</summary>
              <dl className="mt-2 space-y-1.5">
                {answer.rating_scale.map((anchor) => (
                  <div key={anchor.score} className="flex gap-2">
                    <dt className="w-20 shrink-0 font-medium text-slate-800">
                      {anchor.score} · {anchor.label}
                    </dt>
                    <dd className="min-w-0 break-words text-slate-700">{anchor.description}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </div>
        <div className="space-y-4 border-t border-slate-100 bg-slate-50/60 px-5 py-4 lg:border-t-0 lg:border-l">
          {answer.ai && needsHumanReview(answer.ai) ? (
            <NeedsHumanReview ai={answer.ai} questionOrder={answer.question_order} />
          ) : answer.ai ? (
            <section aria-label={`AI score, question ${answer.question_order}`}>
              <div className="flex items-center justify-between gap-2">
                <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <Bot className="size-4" aria-hidden /> AI score
                </h4>
                <ScoreValue score={answer.ai.score} label="AI score" />
              </div>
              <p className="mt-2 text-sm break-words text-slate-700">{answer.ai.rationale}</p>
              {evidence.length > 0 ? (
                <ol className="mt-2 space-y-1.5">
                  {evidence.map((quote, i) => (
                    <li key={quote} className="flex gap-2 text-xs text-slate-700">
                      <span className="font-semibold text-amber-800">{i + 1}</span>
                      <Quote className="mt-0.5 size-3 shrink-0 text-slate-400" aria-hidden />
                      <span className="min-w-0 break-words">
                        {quote}
                        {answer.answer_text && !quoteFound(answer.answer_text, quote) ? (
                          <span className="text-slate-500"> (not found in the answer)</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-2 text-xs text-slate-600">No quote supports a higher score.</p>
              )}
              {answer.ai.goal_scores.length > 1 ? (
                <ul className="mt-3 space-y-1 text-xs text-slate-700">
                  {answer.ai.goal_scores.map((g) => (
                    <li key={g.goal_id} className="flex justify-between gap-2">
                      <span className="min-w-0 break-words">{g.goal_text}</span>
                      <ScoreValue score={g.score} size="sm" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
          {answer.ai ? <ReviewPanel interviewId={interviewId} answer={answer} /> : null}
        </div>
      </div>
    </Card>
  );
}

function ReviewPanel({ interviewId, answer }: { interviewId: string; answer: InterviewAnswer }) {
  const review = answer.review;
  const ai = answer.ai?.score ?? null;
  const [editing, setEditing] = useState(!review);
  const [score, setScore] = useState<number | null>(review?.score ?? ai);
  const [note, setNote] = useState(review?.note ?? '');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const mutation = useReviewScore(interviewId);
  const groupId = useId();
  const noteId = useId();

  const save = (value: number) => {
    setMessage(null);
    mutation.mutate(
      { questionId: answer.question_id, body: { score: value, note: note.trim() || null } },
      {
        onSuccess: () => {
          const text =
            ai === null
              ? INTERVIEW_MESSAGES.scoreSaved
              : value === ai
                ? INTERVIEW_MESSAGES.scoreConfirmed
                : INTERVIEW_MESSAGES.scoreChanged;
          setMessage({ text, error: false });
          setEditing(false);
        },
        onError: (error) => setMessage({ text: errorMessage(error), error: true }),
      },
    );
  };

  return (
    <section aria-label={`Reviewer score, question ${answer.question_order}`} className="border-t border-slate-200 pt-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <UserCheck className="size-4" aria-hidden /> Reviewer
        </h4>
        {review ? <ScoreValue score={review.score} label="reviewer score" /> : <span className="text-xs text-slate-600">Not reviewed</span>}
      </div>
      {review && !editing ? (
        <div className="mt-2 space-y-1 text-sm text-slate-700">
          <p>
            {ai === null ? 'Scored by a reviewer' : review.confirmed ? 'Confirmed the AI score' : `Changed ${ai} → ${review.score}`}
            {review.reviewer_name ? ` · ${review.reviewer_name}` : ''} · {formatDate(review.reviewed_at)}
          </p>
          {review.note ? (
            <p className="rounded bg-white px-2 py-1 break-words text-slate-800 ring-1 ring-slate-200">{review.note}</p>
          ) : null}
          <Button variant="link" size="sm" onClick={() => setEditing(true)}>
            Change
          </Button>
        </div>
      ) : (
        <form
          className="mt-2 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (score !== null) save(score);
          }}
        >
          <fieldset>
            <legend id={groupId} className="text-xs text-slate-700">
              Your score (1 = weak, 5 = strong)
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
          <div>
            <label htmlFor={noteId} className="text-xs text-slate-700">
              Note <span className="text-slate-500">(optional, why you agree or differ)</span>
            </label>
            <Textarea
              id={noteId}
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
            {review ? (
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      )}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={cn('mt-2 text-xs font-medium', message.error ? 'text-rose-700' : 'text-emerald-700')}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

function DeleteData({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCandidateData(id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete candidate data
      </Button>
      {open ? (
        <ConfirmDialog
          title="Delete this candidate's data?"
          description={
            <>
              {name}'s answers, name and email are deleted now, as the candidate asked. Only anonymous scores stay for the analysis. This
              cannot be undone.
              {remove.isError ? <span className="mt-2 block font-medium text-rose-700">{errorMessage(remove.error)}</span> : null}
            </>
          }
          confirmLabel="Delete data"
          destructive
          busy={remove.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
        />
      ) : null}
    </>
  );
}
