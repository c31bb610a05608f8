import { RIGHTS_MESSAGES } from '@hiring/shared/candidate-rights-constants';
import { formatDate } from '@hiring/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-page';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { candidateRequestsQueryOptions, useMarkRequestHandled } from '../api/candidate-requests';

/**
 * What the candidate asked for through their link (issue 39): an alternative process or
 * accommodation, a person's review, erasure (with the day it happens), newest first, and the
 * notice version their consent was given under.
 */
export function CandidateRequests({ interviewId }: { interviewId: string }) {
  const query = useQuery(candidateRequestsQueryOptions(interviewId));
  const version = query.data?.notice_version;
  return (
    <Card className="mt-6">
      <CardHeader
        icon={<Inbox className="size-4" aria-hidden />}
        title="Candidate requests"
        description={
          version === null || version === undefined
            ? 'Requests the candidate made through their interview link.'
            : `Requests the candidate made through their interview link. They agreed to notice version ${version}.`
        }
      />
      <CardBody>
        {query.isPending ? (
          <div role="status" aria-label="Loading the candidate's requests">
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError ? (
          <LoadError
            title="The requests could not be loaded"
            error={query.error}
            fallback="Try again in a moment."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.requests.length === 0 ? (
          <p className="text-sm text-slate-600">{RIGHTS_MESSAGES.noRequests}</p>
        ) : (
          <ul className="space-y-4">
            {query.data.requests.map((r) => (
              <li key={r.id} className="text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={r.type === 'erasure' ? 'rose' : 'indigo'}>{r.type_label}</Badge>
                  <span className="text-slate-600">{formatDate(r.created_at)}</span>
                </div>
                {r.text ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{r.text}</p> : null}
                {r.type === 'erasure' ? (
                  <p className="mt-1 text-slate-600">
                    {r.done_at
                      ? `Data erased on ${formatDate(r.done_at)}.`
                      : `Data will be erased automatically on ${formatDate(r.due_at)}.`}
                  </p>
                ) : r.done_at ? (
                  <p className="mt-1 text-emerald-800">{RIGHTS_MESSAGES.handledOn(formatDate(r.done_at))}</p>
                ) : (
                  <MarkHandled interviewId={interviewId} requestId={r.id} label={r.type_label} />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

/** "Mark as handled" for a request the team answers itself; the decision log records who did it. */
function MarkHandled({ interviewId, requestId, label }: { interviewId: string; requestId: string; label: string }) {
  const mark = useMarkRequestHandled(interviewId);
  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="secondary"
        loading={mark.isPending}
        aria-label={`Mark as handled: ${label}`}
        onClick={() => mark.mutate(requestId)}
      >
        Mark as handled
      </Button>
      {mark.isError ? (
        <p role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {errorMessage(mark.error, 'The request could not be marked as handled. Try again.')}
        </p>
      ) : null}
    </div>
  );
}
