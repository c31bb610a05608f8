import {
  ONBOARDING_MESSAGES,
  ONBOARDING_PLAN_TYPE_LABELS,
  type OnboardingPlan,
  progressFromTasks,
  statusForProgress,
  type UpdateOnboardingProgress,
} from '@hiring/shared/onboarding-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { onboardingKeys, updateOnboardingProgress } from '../api/onboarding-plans';
import { DeletePlanDialog } from '../components/delete-plan';
import { formatDate, OnboardingStatusBadge, ProgressBar } from '../components/plan-parts';
import { PlanLoader } from '../components/plan-loader';
import { PLANS_PATH } from './plans-list';

/** The plan as it will be once a progress change lands, for showing it at once. */
export function applyProgress(plan: OnboardingPlan, change: UpdateOnboardingProgress): OnboardingPlan {
  const tasks =
    change.task_id === undefined ? plan.tasks : plan.tasks.map((t) => (t.id === change.task_id ? { ...t, done: change.done === true } : t));
  const progress = progressFromTasks(tasks) ?? change.progress_percentage ?? plan.progress_percentage;
  return { ...plan, tasks, progress_percentage: progress, status: statusForProgress(progress) };
}

/** /onboarding/user/{id}: the plan, its progress and tasks to tick. */
export function OnboardingPlanDetailRoute() {
  return <PlanLoader>{(plan) => <PlanDetail key={plan.id} plan={plan} />}</PlanLoader>;
}

function PlanDetail({ plan }: { plan: OnboardingPlan }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const key = onboardingKeys.plan(plan.id);
  // Ticks are shown at once; the server's answer replaces the plan only once no other tick is on its way.
  const inFlight = useRef(0);
  const progress = useMutation({
    mutationFn: (change: UpdateOnboardingProgress) => updateOnboardingProgress(change),
    onMutate: async (change) => {
      inFlight.current += 1;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OnboardingPlan>(key);
      if (before) queryClient.setQueryData(key, applyProgress(before, change));
      return { startedFrom: before?.status ?? plan.status };
    },
    onSuccess: (saved) => {
      if (inFlight.current === 1) queryClient.setQueryData(key, saved);
    },
    onSettled: async (_data, error) => {
      inFlight.current -= 1;
      if (error || inFlight.current === 0) await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    },
  });
  const failureTitle =
    (progress.context as { startedFrom?: string } | undefined)?.startedFrom === 'not_started'
      ? ONBOARDING_MESSAGES.startFailed
      : ONBOARDING_MESSAGES.updateFailed;
  const done = plan.tasks.filter((t) => t.done).length;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Onboarding plan"
        title={<span className="break-words">{plan.plan_name}</span>}
        description={
          <span className="break-all">
            {plan.user_name} · {plan.user_email}
          </span>
        }
        actions={
          <>
            <ButtonLink to={PLANS_PATH} variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
              Back
            </ButtonLink>
            <ButtonLink to={`${PLANS_PATH}/edit/${plan.id}`} variant="secondary">
              Edit
            </ButtonLink>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </>
        }
      />
      <div className="space-y-5">
        {progress.isError ? (
          <Alert variant="error" title={failureTitle}>
            {errorMessage(progress.error)}
          </Alert>
        ) : null}
        <Card className="p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <OnboardingStatusBadge status={plan.status} />
            <span className="text-sm text-slate-600">{ONBOARDING_PLAN_TYPE_LABELS[plan.plan_type]} plan</span>
            <span className="text-sm text-slate-600">Created {formatDate(plan.created_at)}</span>
          </div>
          <div className="mt-5">
            <div className="mb-2 flex items-baseline justify-between gap-2">
              <p className="text-sm font-medium text-slate-700">Onboarding progress</p>
              <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
                {plan.progress_percentage}%{plan.tasks.length > 0 ? ` · ${done} of ${plan.tasks.length} tasks done` : ''}
              </p>
            </div>
            <ProgressBar value={plan.progress_percentage} label="Onboarding progress" />
          </div>
        </Card>
        {plan.tasks.length > 0 ? (
          <Card className="p-4 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">Tasks</h2>
            <p className="mt-1 text-sm text-slate-600">Tick a task when it is done; progress and status follow.</p>
            <ul className="mt-4 divide-y divide-slate-100">
              {plan.tasks.map((task) => (
                <li key={task.id} className="flex items-start gap-3 py-3">
                  <input
                    id={`task-${task.id}`}
                    type="checkbox"
                    checked={task.done}
                    onChange={(e) => progress.mutate({ id: plan.id, task_id: task.id, done: e.target.checked })}
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  />
                  <label
                    htmlFor={`task-${task.id}`}
                    className={cn('min-w-0 text-sm break-words', task.done ? 'text-slate-500 line-through' : 'text-slate-800')}
                  >
                    {task.title}
                  </label>
                </li>
              ))}
            </ul>
          </Card>
        ) : (
          <ManualProgress
            plan={plan}
            saving={progress.isPending}
            onSave={(value) => progress.mutate({ id: plan.id, progress_percentage: value })}
          />
        )}
      </div>
      {deleting ? (
        <DeletePlanDialog
          plan={plan}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(PLANS_PATH, { state: { notice: `Onboarding plan “${plan.plan_name}” deleted.` } })}
        />
      ) : null}
    </div>
  );
}

/** A plan without tasks: progress set by hand with a slider (decision 410). */
function ManualProgress({ plan, saving, onSave }: { plan: OnboardingPlan; saving: boolean; onSave: (value: number) => void }) {
  const [value, setValue] = useState(plan.progress_percentage);
  const id = useId();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">Progress</h2>
      <p className="mt-1 text-sm text-slate-600">
        This plan has no tasks, so its progress is set by hand.{' '}
        <ButtonLink to={`${PLANS_PATH}/edit/${plan.id}`} variant="link" size="sm">
          Add tasks
        </ButtonLink>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Progress: <span className="tabular-nums">{value}%</span>
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={5}
          value={value}
          aria-valuetext={`${value}%`}
          onChange={(e) => setValue(Number(e.target.value))}
          className="w-full accent-indigo-600 sm:flex-1"
        />
        <Button onClick={() => onSave(value)} loading={saving} disabled={value === plan.progress_percentage}>
          Save progress
        </Button>
      </div>
    </Card>
  );
}
