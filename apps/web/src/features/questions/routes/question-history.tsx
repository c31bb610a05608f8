import { QUESTION_SCREEN_MESSAGES as M, type QuestionHistoryEntry } from '@hiring/shared/questions';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useQuestionHistory } from '../api/question-history';
import { CHANGE_LABELS } from '../insights';
import { displayLocale } from '@hiring/shared/locale';

const TONES = {
  created: 'indigo',
  updated: 'amber',
  regenerated: 'rose',
  finalized: 'green',
  deleted: 'neutral',
  reordered: 'neutral',
  guide_updated: 'indigo',
  translated: 'indigo',
} as const;
const DOTS = {
  created: 'bg-indigo-500',
  updated: 'bg-amber-500',
  regenerated: 'bg-rose-500',
  finalized: 'bg-emerald-500',
  deleted: 'bg-slate-500',
  reordered: 'bg-slate-400',
  guide_updated: 'bg-indigo-300',
  translated: 'bg-sky-500',
} as const;

/** /job-listing/{id}/questions/{questionId}/history: every change to one question, across versions (spec 02 §2.1). */
export function QuestionHistoryRoute() {
  const { id = '', questionId = '' } = useParams();
  const history = useQuestionHistory(id, questionId);
  const back = (
    <ButtonLink
      to={`/job-listing/${encodeURIComponent(id)}/questions`}
      variant="secondary"
      size="sm"
      icon={<ArrowLeft className="size-4" aria-hidden="true" />}
    >
      {M.backToQuestions}
    </ButtonLink>
  );
  // The newest change first: the question as it reads now heads the timeline.
  const entries = [...(history.data?.entries ?? [])].reverse();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{M.historyTitle}</h1>
          {entries[0] ? <p className="mt-1 text-sm text-slate-600 break-words">{entries[0].question_text}</p> : null}
        </div>
        <div className="shrink-0">{back}</div>
      </div>
      {history.isPending ? (
        <div role="status" aria-label="Loading question history" className="space-y-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <Alert variant="error" title={M.errorTitle} action={back}>
          {errorMessage(history.error)}
        </Alert>
      ) : entries.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <Icon name="clock" className="mx-auto size-8 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{M.noHistory}</h2>
          <p className="mt-1 text-sm text-slate-500">{M.noHistoryHint}</p>
        </Card>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-slate-200 pl-6" aria-label="Changes, newest first">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Entry({ entry: e }: { entry: QuestionHistoryEntry }) {
  const before = e.changes.text.before;
  const changed = before !== null && before !== e.changes.text.after;
  return (
    <li className="relative">
      <span className={cn('absolute -left-[33px] top-5 size-3.5 rounded-full ring-4 ring-white', DOTS[e.change_type])} aria-hidden="true" />
      <Card className="p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-semibold text-slate-900">{e.description}</h2>
          <Badge tone={TONES[e.change_type]}>{CHANGE_LABELS[e.change_type]}</Badge>
          <Badge>Revision {e.revision}</Badge>
          <Badge>Set version {e.version}</Badge>
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {e.changed_by_name ?? (e.changed_by ? 'A former team member' : M.system)} ·{' '}
          <time dateTime={e.timestamp}>
            {new Date(e.timestamp).toLocaleString(displayLocale(), { dateStyle: 'long', timeStyle: 'short' })}
          </time>
        </p>
        {changed ? (
          <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div className="rounded-lg border border-rose-100 bg-rose-50 px-3 py-2">
              <p className="text-xs font-medium text-rose-800">Before</p>
              <p className="mt-0.5 text-slate-800 break-words">{before}</p>
            </div>
            <div className="rounded-lg border border-emerald-100 bg-emerald-50 px-3 py-2">
              <p className="text-xs font-medium text-emerald-800">After</p>
              <p className="mt-0.5 text-slate-800 break-words">{e.changes.text.after}</p>
            </div>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-800 break-words">{e.changes.text.after}</p>
        )}
        {e.changes.order ? (
          <p className="mt-2 text-sm text-slate-600">
            Moved from place {e.changes.order.before} to place {e.changes.order.after}.
          </p>
        ) : null}
      </Card>
    </li>
  );
}
