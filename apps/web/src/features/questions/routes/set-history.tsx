import type { QuestionHistoryEntry } from '@hiring/shared/questions';
import { ArrowLeft, History, ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useInsightsJob, useSetHistory } from '../api/insights-api';
import {
  CHANGE_LABELS,
  type ChangeType,
  countByKind,
  groupHistory,
  groupTitle,
  HISTORY_FILTERS,
  type HistoryFilter,
  type HistoryGroup,
  questionPaths,
} from '../insights';
import { displayLocale } from '@hiring/shared/locale';

const TONES: Record<ChangeType, 'indigo' | 'neutral' | 'amber' | 'green'> = {
  created: 'indigo',
  updated: 'neutral',
  regenerated: 'amber',
  finalized: 'green',
  deleted: 'neutral',
  reordered: 'neutral',
  guide_updated: 'indigo',
  translated: 'indigo',
};
const DOTS: Record<ChangeType, string> = {
  created: 'bg-indigo-500',
  updated: 'bg-slate-500',
  regenerated: 'bg-amber-500',
  finalized: 'bg-emerald-500',
  deleted: 'bg-rose-500',
  reordered: 'bg-slate-400',
  guide_updated: 'bg-indigo-300',
  translated: 'bg-sky-500',
};

/** /job-listing/{id}/questions/history: every change to every question of the position, newest first. */
export function SetHistoryRoute() {
  const { id = '' } = useParams();
  const history = useSetHistory(id);
  const job = useInsightsJob(id);
  const [filter, setFilter] = useState<HistoryFilter>('all');

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Link
          to={questionPaths.questions(id)}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Questions
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Question Set History</h1>
        <p className="mt-1 text-sm text-slate-500">
          {job.data ? `${job.data.title}: every` : 'Every'} change to the interview questions, newest first.
        </p>
      </div>
      {history.isPending ? (
        <HistorySkeleton />
      ) : history.isError ? (
        <div className="space-y-4">
          <Alert variant="error" title="Error">
            {errorMessage(history.error)}
          </Alert>
          <ButtonLink to={questionPaths.questions(id)} variant="secondary">
            Back to Questions
          </ButtonLink>
        </div>
      ) : history.data.length === 0 ? (
        <EmptyHistory jobId={id} />
      ) : (
        <Timeline jobId={id} entries={history.data} filter={filter} onFilter={setFilter} />
      )}
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading history" className="space-y-4">
      <Skeleton className="h-9 w-full max-w-md" />
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-12 w-full" />
        </Card>
      ))}
    </div>
  );
}

function EmptyHistory({ jobId }: { jobId: string }) {
  return (
    <Card className="px-6 py-12 text-center">
      <History className="mx-auto size-8 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No History Available</h2>
      <p className="mt-1 text-sm text-slate-500">Changes appear here once questions are generated, edited or finalized.</p>
      <ButtonLink to={questionPaths.questions(jobId)} variant="secondary" className="mt-4">
        Back to Questions
      </ButtonLink>
    </Card>
  );
}

function Timeline({
  jobId,
  entries,
  filter,
  onFilter,
}: {
  jobId: string;
  entries: QuestionHistoryEntry[];
  filter: HistoryFilter;
  onFilter: (f: HistoryFilter) => void;
}) {
  const counts = countByKind(entries);
  const groups = groupHistory(entries, filter);
  const name = useId();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <ListFilter className="size-4" aria-hidden="true" />
          Show changes
        </legend>
        <div className="flex flex-wrap gap-2">
          {HISTORY_FILTERS.map((f) => (
            <label
              key={f}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
                filter === f ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <input type="radio" name={name} value={f} checked={filter === f} onChange={() => onFilter(f)} className="sr-only" />
              {f === 'all' ? 'All' : CHANGE_LABELS[f]}{' '}
              <span className={cn('text-xs', filter === f ? 'text-indigo-100' : 'text-slate-500')}>({counts[f]})</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {`${groups.reduce((n, g) => n + g.entries.length, 0)} changes shown`}
      </p>
      {groups.length === 0 ? (
        <Card className="px-6 py-8 text-center text-sm text-slate-500">
          No {CHANGE_LABELS[filter as ChangeType].toLowerCase()} changes yet.
        </Card>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5 sm:pl-6" aria-label="Question set timeline">
          {groups.map((g) => (
            <TimelineGroup key={g.key} jobId={jobId} group={g} />
          ))}
        </ol>
      )}
    </div>
  );
}

function TimelineGroup({ jobId, group }: { jobId: string; group: HistoryGroup }) {
  const single = group.entries.length === 1 ? group.entries[0]! : null;
  const withText = group.change_type === 'updated' || group.change_type === 'regenerated';
  return (
    <li className="relative">
      <span
        className={cn('absolute top-5 -left-[27px] size-3 rounded-full ring-4 ring-white sm:-left-[31px]', DOTS[group.change_type])}
        aria-hidden="true"
      />
      <Card>
        <CardBody className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={TONES[group.change_type]}>{CHANGE_LABELS[group.change_type]}</Badge>
            <Badge>Version {group.version}</Badge>
            <h2 className="text-sm font-semibold text-slate-900">{groupTitle(group.change_type, group.entries.length)}</h2>
          </div>
          <p className="text-xs text-slate-500">
            {group.changed_by_name ?? (group.changed_by ? 'A former team member' : 'System')} · <When value={group.timestamp} />
          </p>
          {single && withText ? (
            <Change jobId={jobId} entry={single} />
          ) : single ? (
            <QuestionLine jobId={jobId} entry={single} />
          ) : (
            <details className="group rounded-lg border border-slate-200">
              <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
                Show the {group.entries.length} questions
              </summary>
              <ul className="space-y-2 border-t border-slate-200 px-3 py-3">
                {group.entries.map((e) =>
                  withText ? (
                    <li key={e.id}>
                      <Change jobId={jobId} entry={e} />
                    </li>
                  ) : (
                    <li key={e.id}>
                      <QuestionLine jobId={jobId} entry={e} />
                    </li>
                  ),
                )}
              </ul>
            </details>
          )}
        </CardBody>
      </Card>
    </li>
  );
}

function QuestionLine({ jobId, entry }: { jobId: string; entry: QuestionHistoryEntry }) {
  return (
    <div className="text-sm">
      <p className="text-slate-800">{entry.question_text}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <span className="capitalize">{entry.category}</span>
        <span aria-hidden="true">·</span>
        <HistoryLink jobId={jobId} entry={entry} />
      </p>
    </div>
  );
}

function Change({ jobId, entry }: { jobId: string; entry: QuestionHistoryEntry }) {
  const { before, after } = entry.changes.text;
  return (
    <div className="space-y-2 text-sm">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2">
          <dt className="text-xs font-medium tracking-wide text-rose-800 uppercase">Before</dt>
          <dd className="mt-1 break-words text-slate-800">{before ?? 'No earlier text'}</dd>
        </div>
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2">
          <dt className="text-xs font-medium tracking-wide text-emerald-800 uppercase">After</dt>
          <dd className="mt-1 break-words text-slate-800">{after}</dd>
        </div>
      </dl>
      <p className="text-xs">
        <HistoryLink jobId={jobId} entry={entry} />
      </p>
    </div>
  );
}

function HistoryLink({ jobId, entry }: { jobId: string; entry: QuestionHistoryEntry }) {
  return (
    <Link to={questionPaths.questionHistory(jobId, entry.question_id)} className="font-medium text-indigo-700 hover:underline">
      This question's history<span className="sr-only">: {entry.question_text}</span>
    </Link>
  );
}

function When({ value }: { value: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  return <time dateTime={value}>{date.toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}
