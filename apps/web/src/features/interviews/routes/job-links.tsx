import { formatDate } from '@hiring/shared/constants';
import { INTERVIEW_MESSAGES, type InterviewSummary } from '@hiring/shared/interviews';
import { JOB_MESSAGES, jobStatusLabel } from '@hiring/shared/job-positions';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-client';
import { useJobLinks } from '../api/interviews';
import { InterviewStatusBadge, RecommendationBadge, ScoreValue } from '../components/badges';
import { LinkActions } from '../components/link-actions';
import { RemindersNote } from '../components/reminders-note';
import { Pager } from '@/components/ui/pager';
import { EmptyState, LoadError, pageFrom, RowsSkeleton } from '@/components/ui/list-page';

/** /job-listing/{id}/interview-links: a job's links with their status, copy, resend and withdraw, and more to create. */
export function JobLinksRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const links = useJobLinks(id, page);
  const data = links.data;

  if (links.isPending) return <RowsSkeleton framed />;
  if (links.isError || !data) {
    if (links.error instanceof ApiError && links.error.status === 404) {
      return (
        <Card className="mx-auto max-w-xl px-6 py-12 text-center">
          <h1 className="text-lg font-semibold text-slate-900">{JOB_MESSAGES.listingNotFound}</h1>
          <Link to="/job-listing" className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline">
            Back to job listings
          </Link>
        </Card>
      );
    }
    return (
      <LoadError
        title="Error Loading Interview Links"
        error={links.error}
        fallback={INTERVIEW_MESSAGES.fetchInterviews}
        onRetry={() => void links.refetch()}
        retrying={links.isFetching}
      />
    );
  }

  const remaining = Math.max(0, data.max_responses - data.responses_used);
  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={`/job-listing/details/${id}`}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to the job
      </Link>
      <PageHeader
        eyebrow="Interview Links"
        title={data.job_title}
        description={`${jobStatusLabel(data.job_status)} · ${data.responses_used} of ${data.max_responses} candidates invited${
          data.question_set_version ? ` · questions version ${data.question_set_version}` : ''
        }`}
        actions={
          // With no link yet, the empty state below offers the first ones.
          data.can_create_links && data.total_count > 0 ? (
            <ButtonLink to={`/interviews/create-link?job=${encodeURIComponent(id)}`} icon={<Icon name="plus" className="size-4" />}>
              Create More Links
            </ButtonLink>
          ) : null
        }
      />
      {!data.can_create_links && data.blocked_reason ? (
        <Alert variant="warning" title="New links cannot be created now" className="mb-5">
          {data.blocked_reason}
        </Alert>
      ) : data.can_create_links && remaining <= 5 ? (
        <Alert variant="info" className="mb-5">
          {INTERVIEW_MESSAGES.maxResponsesReached(data.max_responses, remaining)}
        </Alert>
      ) : null}

      {data.items.length === 0 ? (
        <EmptyState
          icon="link"
          title={INTERVIEW_MESSAGES.noLinks}
          text="Invite candidates by name and email; each gets a private link by email."
        >
          {data.can_create_links ? (
            <ButtonLink to={`/interviews/create-link?job=${encodeURIComponent(id)}`} variant="secondary">
              Create Interview Links
            </ButtonLink>
          ) : null}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label="Interview links" className="divide-y divide-slate-100">
            {data.items.map((link) => (
              <li key={link.id}>
                <LinkRow link={link} />
              </li>
            ))}
          </ul>
          <Pager
            hideSinglePage
            page={data.page}
            totalPages={data.total_pages}
            totalCount={data.total_count}
            noun="links"
            nounOne="link"
            onPage={(p) => setParams(p > 1 ? new URLSearchParams({ page: String(p) }) : new URLSearchParams())}
          />
        </Card>
      )}
    </div>
  );
}

function LinkRow({ link }: { link: InterviewSummary }) {
  const name = link.candidate_name ?? link.candidate_label;
  return (
    <div className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {link.status === 'completed' ? (
            <Link to={`/interviews/${link.id}`} className="hover:text-indigo-700 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {link.candidate_email ? <p className="truncate text-sm text-slate-600">{link.candidate_email}</p> : null}
        <p className="mt-0.5 text-xs text-slate-600">
          Sent {formatDate(link.last_sent_at ?? link.invited_at)}
          {link.sent_count > 1 ? ` (${link.sent_count} times)` : ''} · expires {formatDate(link.expires_at)}
        </p>
        <RemindersNote interview={link} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <InterviewStatusBadge status={link.status} />
        {link.status === 'completed' ? (
          <>
            <ScoreValue score={link.overall_score} label="overall score" size="sm" />
            <RecommendationBadge recommendation={link.recommendation} />
          </>
        ) : (
          <span className="text-xs text-slate-600">
            {link.answered_count} of {link.questions_count} answered
          </span>
        )}
      </div>
      <LinkActions interview={link} />
    </div>
  );
}
