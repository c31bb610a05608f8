import { formatDate } from '@hiring/shared/constants';
import { INTERVIEW_MESSAGES, type InterviewDetail } from '@hiring/shared/interviews';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteCandidateData, useInterview } from '../api/interviews';
import { AnswerCard } from '../components/answer-card';
import { ResultSummary } from '../components/result-summary';
import { InterviewStatusBadge, ReviewBadge, ScoringBadge } from '../components/badges';
import { DecisionLog } from '../components/decision-log';
import { PendingLink } from '../components/pending-link';
import { offersDecision } from '../api/decisions';
import { DecisionPanel } from '../components/decision-panel';
import { CandidateRequests } from '../components/candidate-requests';
import { EmailText } from '../components/email-text';
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
  // Answers the AI has read, its part shown or withheld under blind review.
  const scoredAnswers = detail.answers.filter((a) => a.ai || a.ai_withheld);
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
      {detail.status === 'invited' || detail.status === 'started' ? <PendingLink detail={detail} /> : null}
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
        <ResultSummary detail={detail} reviewed={detail.reviewed_count} total={scoredAnswers.length} />
      ) : null}

      {offersDecision(detail) ? <DecisionPanel detail={detail} /> : null}

      <CandidateRequests interviewId={detail.id} />

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
