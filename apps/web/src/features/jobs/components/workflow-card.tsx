import {
  isActionDrivenStatus,
  isIrreversibleTransition,
  JOB_FALLBACK_MESSAGES,
  jobStatusLabel,
  type JobWorkflow,
  nextWorkflowAction,
  type WorkflowNextScreen,
} from '@hiring/shared/job-positions';
import { Link } from 'react-router';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useJobWorkflow } from '../api/get-job-position';
import { useUpdateJobStatus } from '../api/mutations';
import { StatusBadge } from './status-badge';

/** A refused change shows the server's message ('Cannot transition to {label}: {message}'), else the fallback. */
export function statusErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : JOB_FALLBACK_MESSAGES.updateStatus;
}

/**
 * The workflow status card (spec 02 §2.1, §4): one action per transition of the table from the
 * current status; a target whose requirements are not met, or a move only the system makes
 * (out of Creating... and Generating Questions...), is disabled with why. A status reached only
 * through a workflow action (Goals Confirmed, Generating Questions, Questions Ready) is never
 * offered as a move; the card names the action and links to where it is done.
 */
export function WorkflowStatusCard({ jobId }: { jobId: string }) {
  const workflow = useJobWorkflow(jobId);
  const update = useUpdateJobStatus();
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const apply = (status: string) => {
    setConfirming(null);
    setTarget(status);
    update.mutate({ id: jobId, status });
  };
  // A move that cannot be undone (archive, close, fill) is confirmed first.
  const change = (status: string) => {
    if (workflow.data && isIrreversibleTransition(workflow.data.status, status)) setConfirming(status);
    else apply(status);
  };

  return (
    <Card>
      <CardHeader
        title="Workflow Status"
        description="Move the position along the hiring workflow."
        icon={<Icon name="layers" className="size-4" />}
      />
      <CardBody>
        {workflow.isPending ? (
          <div role="status" aria-label="Loading workflow" className="space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : workflow.isError ? (
          <Alert
            variant="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void workflow.refetch()}>
                Try again
              </Button>
            }
          >
            {workflow.error instanceof ApiError ? workflow.error.message : JOB_FALLBACK_MESSAGES.validateStatus}
          </Alert>
        ) : (
          <WorkflowBody workflow={workflow.data} onChange={change} pendingTarget={update.isPending ? target : null} />
        )}
        {update.isError ? (
          <Alert variant="error" className="mt-4">
            {statusErrorMessage(update.error)}
          </Alert>
        ) : null}
        {update.isSuccess && !update.isPending ? (
          <Alert variant="success" className="mt-4">
            Status changed to {update.data.status_label}.
          </Alert>
        ) : null}
      </CardBody>
      {confirming ? (
        <ConfirmDialog
          title={`Move to ${jobStatusLabel(confirming)}?`}
          description={`This cannot be undone: a position that is ${jobStatusLabel(confirming)} cannot return to ${jobStatusLabel(workflow.data?.status)}.`}
          confirmLabel={`Move to ${jobStatusLabel(confirming)}`}
          destructive
          onConfirm={() => apply(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Card>
  );
}

const NEXT_SCREEN_LABELS: Record<WorkflowNextScreen, string> = {
  goals: 'Open goals',
  questions: 'Open questions',
  links: 'Open interview links',
};

function nextActionPath(jobId: string, screen: WorkflowNextScreen): string {
  const id = encodeURIComponent(jobId);
  if (screen === 'goals') return `/job-listing/details/${id}/goals`;
  return screen === 'questions' ? `/job-listing/${id}/questions` : `/job-listing/${id}/interview-links`;
}

function WorkflowBody({
  workflow,
  onChange,
  pendingTarget,
}: {
  workflow: JobWorkflow;
  onChange: (status: string) => void;
  pendingTarget: string | null;
}) {
  const busy = pendingTarget !== null;
  const moves = workflow.transitions.filter((t) => !isActionDrivenStatus(t.status));
  const action = nextWorkflowAction(workflow.status);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-slate-600">Current status</span>
        <StatusBadge status={workflow.status} />
        <span className="text-slate-400">·</span>
        <span className="text-slate-600">
          Stage: <span className="font-medium text-slate-900">{workflow.stage.label}</span>
        </span>
      </div>
      {action ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="next-action">
          <span>
            <span className="font-medium text-slate-900">Next:</span> {action.hint}
          </span>
          <Link
            to={nextActionPath(workflow.job_position_id, action.screen)}
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800"
          >
            {NEXT_SCREEN_LABELS[action.screen]}
          </Link>
        </p>
      ) : null}
      {moves.length === 0 && !action ? (
        <p className="text-sm text-slate-500">No further status changes are available from this status.</p>
      ) : null}
      {moves.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Status actions">
          {moves.map((t) => {
            const disabled = !t.allowed || busy;
            const noteId = `transition-note-${t.status}`;
            return (
              <li key={t.status} className="max-w-xs">
                <Button
                  size="sm"
                  variant={t.allowed ? 'secondary' : 'ghost'}
                  disabled={disabled}
                  loading={pendingTarget === t.status}
                  onClick={() => onChange(t.status)}
                  aria-describedby={t.allowed ? undefined : noteId}
                  data-transition={t.status}
                >
                  Move to {t.label}
                </Button>
                {!t.allowed ? (
                  <p id={noteId} className="mt-1 flex items-start gap-1 text-xs text-amber-800">
                    <Icon name="alert-triangle" className="mt-0.5 size-3.5 shrink-0" />
                    <span>
                      {t.message}
                      {t.hint ? ` ${t.hint}` : ''}
                    </span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
