import { AUDIT_MESSAGES, type AuditEvent } from '@hiring/shared/audit';
import { describeAuditEvent } from '@hiring/shared/audit-describe';
import type { InterviewDetail } from '@hiring/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-page';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { decisionLogQueryOptions } from '../api/decision-log';
import { useCanManageInterviews } from './use-can-manage';
import { displayLocale } from '@hiring/shared/locale';

/** When an event happened, to the minute, in UTC like every date of the product. */
const whenOf = (iso: string) =>
  new Date(iso).toLocaleString(displayLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/**
 * The interview's decision log (issue 38, item 7): every AI score, reviewer score, override,
 * "show AI score", recommendation change, status change and deletion, oldest first, each as a
 * sentence. Owners and admins only; read when opened.
 */
export function DecisionLog({ detail }: { detail: Pick<InterviewDetail, 'id' | 'answers'> }) {
  const canRead = useCanManageInterviews();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!canRead) return null;
  return (
    <Card className="mt-8">
      <CardHeader
        icon={<History className="size-4" aria-hidden />}
        title="Decision log"
        description="Who did what to this interview and when: scores, overrides, status changes and deletions. Nobody can edit it."
        action={
          <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
            {open ? 'Hide log' : 'Show log'}
          </Button>
        }
      />
      <div id={panelId} hidden={!open}>
        {open ? <LogBody detail={detail} /> : null}
      </div>
    </Card>
  );
}

function LogBody({ detail }: { detail: Pick<InterviewDetail, 'id' | 'answers'> }) {
  const log = useQuery(decisionLogQueryOptions(detail.id));
  const order = new Map(detail.answers.map((a) => [a.question_id, a.question_order]));
  const numberOf = (id: string | null) => (id ? (order.get(id) ?? null) : null);
  return (
    <CardBody>
      {log.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span role="status" className="sr-only">
            Loading the decision log
          </span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
        </div>
      ) : log.isError ? (
        <LoadError
          title="Error Loading the Decision Log"
          error={log.error}
          fallback="The decision log could not be loaded."
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data.events.length === 0 ? (
        <p className="text-sm text-slate-600">{AUDIT_MESSAGES.emptyLog}</p>
      ) : (
        <ol className="space-y-3" aria-label="Decision log events, oldest first">
          {log.data.events.map((event) => (
            <LogLine key={event.id} event={event} sentence={describeAuditEvent(event, numberOf)} />
          ))}
        </ol>
      )}
    </CardBody>
  );
}

function LogLine({ event, sentence }: { event: AuditEvent; sentence: string }) {
  return (
    <li className="flex flex-col gap-0.5 border-l-2 border-slate-200 pl-3 text-sm sm:flex-row sm:gap-4">
      <time dateTime={event.created_at} className="shrink-0 text-slate-500 tabular-nums sm:w-48">
        {whenOf(event.created_at)}
      </time>
      <span className="min-w-0 break-words text-slate-900">{sentence}</span>
    </li>
  );
}
