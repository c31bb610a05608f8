import { GOAL_IMPORTANCE_LABELS, weightBand } from '@hiring/shared/ai';
import { CONNECTED_QUESTIONS_SHOWN, GOAL_MESSAGES, type GoalsScreen, type ScreenGoal } from '@hiring/shared/goals';
import {
  EXPERIENCE_LEVELS,
  JOB_MESSAGES,
  type JobPosition,
  jobStatusLabel,
  nextStepsOf,
  nextWorkflowAction,
  optionLabel,
} from '@hiring/shared/job-positions';
import { AlertTriangle, ArrowLeft, ArrowRight, Briefcase, Plus, Sparkles } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { type GoalChange, useChangeGoals, useGoalsScreen, useReorderGoals } from '../api/goals';
import { GenerateGoalDialog, GoalEditorDialog } from '../components/goal-dialogs';
import { SortableGoals } from '../components/sortable-goals';

/** The delay between closing one dialog and opening the next (spec 02 §9). */
const DIALOG_SWITCH_MS = 150;
const TABS = [
  { id: 'review', label: 'Review & Select' },
  { id: 'manage', label: 'Manage Goals' },
  { id: 'generate', label: 'Generate More' },
] as const;
type TabId = (typeof TABS)[number]['id'];
type DialogState =
  | { kind: 'edit'; goal: ScreenGoal }
  | { kind: 'add' }
  | { kind: 'generate' }
  | { kind: 'delete'; goal: ScreenGoal }
  | { kind: 'confirm'; removed: number }
  | null;

const importanceLabel = (n: number) => GOAL_IMPORTANCE_LABELS[n as keyof typeof GOAL_IMPORTANCE_LABELS] ?? String(n);
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);
const errorText = (error: unknown) => (error instanceof Error ? error.message : JSON.stringify(error));

/** /job-listing/details/{id}/goals: review, manage, generate and confirm the evaluation goals (spec 02 §2.1). */
export function GoalsScreenRoute() {
  const { id = '' } = useParams();
  const { job, goals } = useGoalsScreen(id);
  if (job.isPending || goals.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" decorative />
        {JOB_MESSAGES.loading}
      </p>
    );
  }
  const error = job.error ?? goals.error;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Card className="mx-auto max-w-xl px-6 py-12 text-center">
        <h1 className="text-lg font-semibold text-slate-900">{JOB_MESSAGES.listingNotFound}</h1>
        <Link to="/job-listing" className="mt-3 inline-block text-sm font-medium text-indigo-600 hover:underline">
          Back to job listings
        </Link>
      </Card>
    );
  }
  if (error || !job.data || !goals.data) {
    return (
      <Alert variant="error" title="Error">
        {`Error: ${errorText(error)}`}
      </Alert>
    );
  }
  return <Screen job={job.data} screen={goals.data} />;
}

function Screen({ job, screen }: { job: JobPosition; screen: GoalsScreen }) {
  const [tab, setTab] = useState<TabId>('review');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [overrides, setOverrides] = useState<Map<string, boolean>>(new Map());
  const change = useChangeGoals(job.id);
  const reorder = useReorderGoals(job.id);
  const [reorderError, setReorderError] = useState<string | null>(null);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(switchTimer.current), []);

  const confirmed = screen.confirmed;
  const goals = [...screen.goals].sort((a, b) => a.priority_order - b.priority_order);
  const generating = screen.status === 'generating_questions';
  const queued = screen.status === 'goals_confirmed' && screen.questions_count === 0;
  const pendingGoals = screen.status === 'pending';
  const isSelected = (g: ScreenGoal) => confirmed || (overrides.get(g.id) ?? g.selected);
  const selected = goals.filter(isSelected);
  const activeTab: TabId = confirmed ? 'review' : tab;

  /** One dialog at a time: a dialog opened while another shows waits 150 ms after closing it. */
  const openDialog = (next: DialogState) => {
    change.reset();
    clearTimeout(switchTimer.current);
    if (dialog) {
      setDialog(null);
      switchTimer.current = setTimeout(() => setDialog(next), DIALOG_SWITCH_MS);
    } else setDialog(next);
  };
  const run = (c: GoalChange, after?: () => void) =>
    change.mutate(c, {
      onSuccess: () => {
        setDialog(null);
        after?.();
      },
    });
  const doReorder = (ids: string[]) => {
    setReorderError(null);
    reorder.mutate(ids, { onError: (e) => setReorderError(`Error: ${errorMessage(e)}`) });
  };
  const sendConfirmation = () =>
    change.mutate(
      {
        kind: 'confirm',
        body: {
          confirm: true,
          evaluation_goals: selected.map((g) => ({
            id: g.id,
            category: g.category,
            text: g.text,
            selected: true,
            created_by: g.created_by ?? 'system',
            importance: 5,
            priority_order: g.priority_order,
          })),
        },
      },
      // A failed confirmation is only logged (spec 02 §8).
      { onSuccess: () => setDialog(null), onError: (e) => console.error('Failed to confirm evaluation goals', e) },
    );
  // Unticked goals are deleted by the confirmation (decision 482): the dialog says how many first.
  const confirm = () => {
    const removed = goals.length - selected.length;
    if (removed > 0) openDialog({ kind: 'confirm', removed });
    else sendConfirmation();
  };

  const nextStep = nextStepsOf(screen.status)[0] ?? '';
  // Once the questions are under way or written, the next step is taken on the questions screen.
  const questionsNext = generating || (confirmed && nextWorkflowAction(screen.status)?.screen === 'questions');
  const dialogError = change.error ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link
          to={`/job-listing/details/${job.id}`}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
          aria-label="Back to job details"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Job details
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Evaluation Goals</h1>
      </div>

      <Card>
        <CardHeader title="Job Summary" icon={<Briefcase className="size-4" aria-hidden="true" />} />
        <CardBody>
          <dl className="grid gap-4 text-sm sm:grid-cols-4">
            <Fact label="Title" className="sm:col-span-2">
              {job.title}
            </Fact>
            <Fact label="Department">{job.department}</Fact>
            <Fact label="Level">{optionLabel(EXPERIENCE_LEVELS, job.experience_level)}</Fact>
            <Fact label="Goals">{screen.goals_count}</Fact>
            <Fact label="Required skills" className="sm:col-span-3">
              {job.required_skills.join(', ') || 'None listed'}
            </Fact>
          </dl>
        </CardBody>
      </Card>

      {pendingGoals ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-4 text-sm text-amber-900"
        >
          <Spinner size="sm" decorative />
          <p className="font-medium">Generating evaluation goals... This page updates by itself.</p>
        </div>
      ) : goals.length > 0 ? (
        <Alert
          variant={confirmed ? 'success' : 'info'}
          title={confirmed ? GOAL_MESSAGES.goalsConfirmed : GOAL_MESSAGES.awaitingConfirmation}
        >
          <span className="flex flex-wrap items-center gap-2">
            <span>Workflow state: {jobStatusLabel(screen.workflow_state)}</span>
            <Badge tone="indigo">Version {screen.version}</Badge>
            <Badge tone={confirmed ? 'green' : 'amber'}>{confirmed ? 'Ready' : 'Pending'}</Badge>
          </span>
          {nextStep ? <span className="mt-1 block">Next step: {nextStep}</span> : null}
          {questionsNext ? (
            <Link
              to={`/job-listing/${job.id}/questions`}
              className="mt-2 inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              {GOAL_MESSAGES.openQuestions}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </Alert>
      ) : null}

      {!pendingGoals && goals.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{GOAL_MESSAGES.noGoals}</h2>
          <p className="mt-1 text-sm text-slate-500">AI writes evaluation goals from the job description.</p>
          {screen.can_edit_goals ? (
            <Button
              className="mt-4"
              icon={<Sparkles className="size-4" />}
              loading={change.isPending}
              onClick={() => run({ kind: 'regenerate' })}
            >
              {GOAL_MESSAGES.generateGoals}
            </Button>
          ) : null}
          {change.isPending ? (
            <p role="status" className="mt-2 text-sm text-indigo-700">
              AI is writing evaluation goals...
            </p>
          ) : null}
          {change.error && !dialog ? <Alert variant="error">{`Error: ${errorMessage(change.error)}`}</Alert> : null}
        </Card>
      ) : null}

      {goals.length > 0 ? (
        <div>
          <Tabs active={activeTab} onChange={setTab} disabled={confirmed ? ['manage', 'generate'] : []} />
          <div role="tabpanel" id={`panel-${activeTab}`} aria-labelledby={`tab-${activeTab}`} className="mt-4 space-y-4">
            {activeTab === 'review' ? (
              <>
                <CoverageCard screen={screen} />
                <ul className="space-y-3" aria-label="Evaluation goals">
                  {goals.map((g) => (
                    <li key={g.id}>
                      <Card className={cn('p-4', isSelected(g) && 'ring-2 ring-indigo-200')}>
                        <label className="flex items-start gap-3">
                          <input
                            type="checkbox"
                            className="mt-1 size-4 accent-indigo-600"
                            checked={isSelected(g)}
                            disabled={confirmed}
                            onChange={(e) => setOverrides(new Map(overrides).set(g.id, e.target.checked))}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium text-slate-900">
                              {g.priority_order}. {g.text}
                            </span>
                            <GoalDetails goal={g} />
                          </span>
                        </label>
                        <Connections goal={g} shown={CONNECTED_QUESTIONS_SHOWN.review} />
                      </Card>
                    </li>
                  ))}
                </ul>
                <div className="sticky bottom-0 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                  <div className="text-sm text-slate-700">
                    <p>
                      {selected.length} of {goals.length} {goals.length === 1 ? 'goal' : 'goals'} selected
                    </p>
                    <p role="status" className="text-slate-500">
                      {generating
                        ? GOAL_MESSAGES.questionsGenerating
                        : queued
                          ? GOAL_MESSAGES.questionsQueued
                          : screen.questions_count > 0
                            ? GOAL_MESSAGES.questionsGenerated(screen.questions_count)
                            : GOAL_MESSAGES.questionsNotGenerated}
                    </p>
                  </div>
                  {!confirmed ? (
                    <Button
                      onClick={confirm}
                      disabled={selected.length === 0 || generating}
                      loading={change.isPending && (!dialog || dialog.kind === 'confirm')}
                    >
                      Confirm {selected.length} {selected.length === 1 ? 'Goal' : 'Goals'}
                    </Button>
                  ) : null}
                </div>
              </>
            ) : activeTab === 'manage' ? (
              <>
                <div className="flex justify-end">
                  <Button variant="secondary" icon={<Plus className="size-4" />} onClick={() => openDialog({ kind: 'add' })}>
                    Add Custom Goal
                  </Button>
                </div>
                {reorderError ? <Alert variant="error">{reorderError}</Alert> : null}
                <div className="relative">
                  <SortableGoals
                    goals={goals}
                    disabled={reorder.isPending}
                    onReorder={doReorder}
                    onEdit={(goal) => openDialog({ kind: 'edit', goal })}
                    onDelete={(goal) => openDialog({ kind: 'delete', goal })}
                    renderDetails={(g) => (
                      <>
                        <GoalDetails goal={g} />
                        <Connections goal={g} shown={CONNECTED_QUESTIONS_SHOWN.manage} />
                      </>
                    )}
                  />
                  {reorder.isPending ? (
                    <div role="status" className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/70">
                      <span className="flex items-center gap-2 rounded-md bg-white px-4 py-2 font-medium text-slate-800 shadow">
                        <Spinner size="sm" decorative />
                        {GOAL_MESSAGES.updatingOrder}
                      </span>
                    </div>
                  ) : null}
                </div>
              </>
            ) : (
              <GeneratePanel screen={screen} goals={goals} onGenerate={() => openDialog({ kind: 'generate' })} />
            )}
          </div>
        </div>
      ) : null}

      {dialog?.kind === 'edit' || dialog?.kind === 'add' ? (
        <GoalEditorDialog
          goal={dialog.kind === 'edit' ? dialog.goal : null}
          busy={change.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onSave={(body) => run(dialog.kind === 'edit' ? { kind: 'update', goalId: dialog.goal.id, body } : { kind: 'custom', body })}
        />
      ) : null}
      {dialog?.kind === 'generate' ? (
        <GenerateGoalDialog
          busy={change.isPending}
          error={dialogError}
          onClose={() => setDialog(null)}
          onGenerate={(body) => run({ kind: 'generate', body })}
        />
      ) : null}
      {dialog?.kind === 'confirm' ? (
        <ConfirmDialog
          title={GOAL_MESSAGES.confirmDialogTitle(selected.length)}
          description={
            <>
              <span className="block">{GOAL_MESSAGES.confirmRemoves(dialog.removed, goals.length)}</span>
              <span className="mt-2 block">{GOAL_MESSAGES.confirmLocks}</span>
            </>
          }
          confirmLabel={`Confirm ${selected.length} ${selected.length === 1 ? 'Goal' : 'Goals'}`}
          busy={change.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={sendConfirmation}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete Goal"
          description={
            <>
              Delete “{dialog.goal.text}”? This cannot be undone.
              {dialogError ? <span className="mt-2 block text-rose-700">{errorMessage(dialogError)}</span> : null}
            </>
          }
          confirmLabel="Delete Goal"
          destructive
          busy={change.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => run({ kind: 'delete', goalId: dialog.goal.id })}
        />
      ) : null}
    </div>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Tabs({ active, onChange, disabled }: { active: TabId; onChange: (tab: TabId) => void; disabled: TabId[] }) {
  const enabled = TABS.filter((t) => !disabled.includes(t.id));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = enabled.findIndex((t) => t.id === active);
    const next = enabled[(i + (e.key === 'ArrowRight' ? 1 : enabled.length - 1)) % enabled.length]!;
    onChange(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Goals" className="flex gap-1 overflow-x-auto border-b border-slate-200" onKeyDown={onKeyDown}>
      {TABS.map((t) => (
        <button
          key={t.id}
          id={`tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={active === t.id}
          aria-controls={active === t.id ? `panel-${t.id}` : undefined}
          tabIndex={active === t.id ? 0 : -1}
          disabled={disabled.includes(t.id)}
          onClick={() => onChange(t.id)}
          className={cn(
            '-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:text-slate-400',
            active === t.id ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

function GoalDetails({ goal }: { goal: ScreenGoal }) {
  return (
    <>
      {goal.description ? <span className="mt-1 block text-sm text-slate-600">{goal.description}</span> : null}
      {goal.sources.length > 0 ? (
        <span className="mt-2 block border-l-2 border-slate-200 pl-3 text-sm text-slate-600">
          <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">From the job description</span>
          {goal.sources.map((sentence) => (
            <q key={sentence} className="block italic">
              {sentence}
            </q>
          ))}
        </span>
      ) : null}
      <span className="mt-2 flex flex-wrap gap-1.5">
        <Badge tone={goal.category === 'custom' ? 'amber' : 'neutral'} className="capitalize">
          {goal.category}
        </Badge>
        <Badge tone="indigo">{importanceLabel(goal.importance)} importance</Badge>
        {goal.hiring_strategy && goal.hiring_strategy !== 'none' ? <Badge className="capitalize">{goal.hiring_strategy}</Badge> : null}
        {goal.created_by && goal.category !== 'custom' ? <Badge tone="amber">Custom</Badge> : null}
      </span>
    </>
  );
}

function Connections({ goal, shown }: { goal: ScreenGoal; shown: number }) {
  const questions = goal.question_connections.connected_questions;
  if (questions.length === 0) {
    return (
      <p className="mt-3 flex items-center gap-1.5 text-sm text-amber-800">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {GOAL_MESSAGES.noQuestionsWarning}
      </p>
    );
  }
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-600" aria-label="Connected questions">
      {questions.slice(0, shown).map((q) => (
        <li key={q.question_id}>
          {cut(q.question_text, 50)} · {weightBand(q.weight)}
          {q.reasoning ? <span className="block text-xs text-slate-500">{cut(q.reasoning, 80)}</span> : null}
        </li>
      ))}
      {questions.length > shown ? <li className="text-slate-500">+{questions.length - shown} more</li> : null}
    </ul>
  );
}

function CoverageCard({ screen }: { screen: GoalsScreen }) {
  const c = screen.coverage_analysis;
  return (
    <Card>
      <CardHeader title="Coverage Analysis" />
      <CardBody>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <Fact label="Coverage">{c.coverage_percentage}%</Fact>
          <Fact label="Readiness">
            <span className="capitalize">{c.evaluation_readiness}</span>
          </Fact>
          <Fact label="Goals with questions">{c.goals_with_questions}</Fact>
          <Fact label="Questions per goal">{c.avg_questions_per_goal}</Fact>
        </dl>
        {c.recommendations.length > 0 ? (
          <ul className="mt-3 list-disc pl-5 text-sm text-slate-600">
            {c.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
      </CardBody>
    </Card>
  );
}

function GeneratePanel({ screen, goals, onGenerate }: { screen: GoalsScreen; goals: ScreenGoal[]; onGenerate: () => void }) {
  const count = (key: (g: ScreenGoal) => string) => {
    const map = new Map<string, number>();
    for (const g of goals) map.set(key(g), (map.get(key(g)) ?? 0) + 1);
    return [...map.entries()];
  };
  const c = screen.coverage_analysis;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader title="Generate by Category" />
        <CardBody className="space-y-3 text-sm text-slate-600">
          <p>AI writes one new goal of the category you choose, tuned by the hiring strategy.</p>
          <Button icon={<Sparkles className="size-4" />} onClick={onGenerate}>
            Generate Goal by Category
          </Button>
          <p>{GOAL_MESSAGES.deleteToRegenerate}</p>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Goal Statistics" />
        <CardBody className="space-y-3 text-sm">
          <p>
            {screen.goals_count} goals · {screen.questions_count} questions
          </p>
          <div>
            <h3 className="font-medium text-slate-800">By category</h3>
            <ul className="text-slate-600">
              {count((g) => g.category).map(([k, n]) => (
                <li key={k} className="capitalize">
                  {k}: {n}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-medium text-slate-800">By importance</h3>
            <ul className="text-slate-600">
              {count((g) => importanceLabel(g.importance)).map(([k, n]) => (
                <li key={k}>
                  {k}: {n}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-medium text-slate-800">Question connections</h3>
            <p className="text-slate-600">
              {c.total_connections} connections · {c.goals_without_questions} goals without questions
            </p>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
