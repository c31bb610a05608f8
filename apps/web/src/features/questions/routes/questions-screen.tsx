import { JOB_FALLBACK_MESSAGES, type JobPosition, jobStatusBadgeColour, jobStatusLabel } from '@hiring/shared/job-positions';
import { DEFAULT_INTERVIEW_LENGTH, type InterviewLength } from '@hiring/shared/question-length';
import { INTERVIEW_LANGUAGE_LABELS } from '@hiring/shared/interview-language';
import {
  QUESTION_SCREEN_MESSAGES as M,
  QUESTION_TRANSLATION_MESSAGES,
  type InterviewQuestion,
  type QuestionsScreen,
  type Readiness,
} from '@hiring/shared/questions';
import { ADMIN_OR_OWNER, hasAnyRole } from '@hiring/shared/roles';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import {
  actionOf,
  type QuestionSetAction,
  type QuestionSetRequest,
  useActivatePosition,
  useDeleteQuestion,
  useQuestionSetAction,
  useQuestionsScreen,
  useRegenerateQuestion,
  useReorderQuestions,
  useUpdateQuestion,
} from '../api/questions-screen';
import { AddQuestion } from '../components/add-question';
import { initialLength, LengthPicker } from '../components/length-picker';
import { QuestionCard } from '../components/question-card';
import { RegenerateDialog } from '../components/regenerate-dialog';
import { AnalyticsCard, ReadinessCard, StatusBanner } from '../components/set-panels';
import { questionActionRules } from '../rules';
import { ActionBar } from '../components/action-bar';
import { QuickActions } from '../components/quick-actions';
import { FollowUpSettingCard } from '../components/follow-up-setting';
import { TranslateCard } from '../components/translate-card';

const BADGE_TONES = {
  gray: 'neutral',
  yellow: 'amber',
  blue: 'indigo',
  green: 'green',
  indigo: 'indigo',
  purple: 'indigo',
  red: 'rose',
} as const;

/** /job-listing/{id}/questions: the interview questions of a position (spec 02 §2.1 Questions screen). */
export function QuestionsScreenRoute() {
  const { id = '' } = useParams();
  const { job, screen, readiness } = useQuestionsScreen(id);
  if (job.isPending || screen.isPending) return <QuestionsSkeleton />;
  if (job.error || screen.error || !job.data || !screen.data) {
    return (
      <div className="mx-auto max-w-2xl">
        <Alert
          variant="error"
          title={M.errorTitle}
          action={
            <ButtonLink to={`/job-listing/details/${encodeURIComponent(id)}`} variant="secondary" size="sm">
              {M.backToJobDetails}
            </ButtonLink>
          }
        >
          {errorMessage(job.error ?? screen.error)}
        </Alert>
      </div>
    );
  }
  return (
    <Screen
      job={job.data}
      screen={screen.data}
      readiness={readiness.data}
      readinessLoading={readiness.isPending}
      readinessError={readiness.error ? errorMessage(readiness.error) : null}
      onRefresh={() => void screen.refetch()}
      refreshing={screen.isFetching}
    />
  );
}

function QuestionsSkeleton() {
  return (
    <div role="status" aria-label="Loading interview questions" className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-16 w-full" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
        <div className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  );
}

type Confirming = 'regenerate' | 'reset' | null;

function Screen({
  job,
  screen,
  readiness,
  readinessLoading,
  readinessError,
  onRefresh,
  refreshing,
}: {
  job: JobPosition;
  screen: QuestionsScreen;
  readiness: Readiness | undefined;
  readinessLoading: boolean;
  readinessError: string | null;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const jobId = encodeURIComponent(job.id);
  const rules = questionActionRules(screen);
  const action = useQuestionSetAction(job.id);
  const update = useUpdateQuestion(job.id);
  const rewrite = useRegenerateQuestion(job.id);
  const activate = useActivatePosition(job.id);
  const remove = useDeleteQuestion(job.id);
  const reorder = useReorderQuestions(job.id);
  const [deleting, setDeleting] = useState<InterviewQuestion | null>(null);
  const [length, setLength] = useState<InterviewLength>(() =>
    initialLength(screen.length_minutes, DEFAULT_INTERVIEW_LENGTH, screen.goal_coverage.length),
  );
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [activated, setActivated] = useState(false);
  // The roles that edit questions (the server's guard on every change, translation included).
  const editsQuestions = hasAnyRole(useSession().role, ADMIN_OR_OWNER);

  const run = (a: QuestionSetAction) => {
    activate.reset();
    const request: QuestionSetRequest = a === 'generate' ? { action: 'generate', length_minutes: length } : a;
    action.mutate(request, { onSettled: () => setConfirming(null) });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = screen.questions.map((q) => q.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
  };
  const ask = (a: 'regenerate' | 'reset') => {
    action.reset();
    setConfirming(a);
  };
  const running = actionOf(action.variables);
  const actionError = action.error
    ? errorMessage(action.error, running === 'generate' || running === 'regenerate' ? JOB_FALLBACK_MESSAGES.generateQuestions : undefined)
    : null;
  const editHint =
    screen.finalized && screen.version !== null
      ? `Saving makes version ${screen.version + 1}, a draft: interviews on version ${screen.version} keep their questions.`
      : undefined;
  const editing = rules.edit ? editingId : null;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <Link
          to={`/job-listing/details/${jobId}`}
          className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
          aria-label="Back to job details"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Job details
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{M.title}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{job.title}</span>
          <Badge tone={BADGE_TONES[jobStatusBadgeColour(screen.status)]}>{jobStatusLabel(screen.status)}</Badge>
          {screen.version !== null ? <Badge tone="indigo">Version {screen.version}</Badge> : null}
          {screen.version !== null ? (
            <Badge>
              {screen.length_minutes !== null
                ? `About ${screen.total_minutes} of ${screen.length_minutes} minutes`
                : `About ${screen.total_minutes} minutes`}
            </Badge>
          ) : null}
          {screen.finalized ? <Badge tone="green">Finalized</Badge> : null}
          {screen.language ? (
            <Badge>
              {screen.translated_from_version !== null
                ? QUESTION_TRANSLATION_MESSAGES.translatedFrom(screen.language, screen.translated_from_version)
                : INTERVIEW_LANGUAGE_LABELS[screen.language]}
            </Badge>
          ) : null}
        </p>
      </div>

      <ActionBar
        rules={rules}
        busy={action.isPending ? running : null}
        onRun={run}
        onAsk={ask}
        lengthPicker={
          rules.generate.shown && rules.generate.enabled ? (
            <LengthPicker value={length} goals={screen.goal_coverage.length} onChange={setLength} className="w-full sm:w-64" />
          ) : null
        }
      />
      {actionError && !confirming ? <Alert variant="error">{actionError}</Alert> : null}

      <StatusBanner screen={screen} interviewLinks={rules.interviewLinks} onRefresh={onRefresh} refreshing={refreshing} />
      <FollowUpSettingCard jobId={jobId} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {screen.questions.length > 0 ? <AnalyticsCard screen={screen} /> : null}
          <section aria-labelledby="questions-heading" id="questions-list" className="scroll-mt-20 space-y-3">
            <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
              Questions{screen.questions.length > 0 ? ` (${screen.questions.length})` : ''}
            </h2>
            {screen.questions.length === 0 ? (
              <Card className="px-6 py-10 text-center text-sm text-slate-500">
                {rules.generate.shown && rules.generate.enabled
                  ? 'No interview questions yet. Generate them from the confirmed evaluation goals.'
                  : 'No interview questions yet.'}
              </Card>
            ) : (
              <ol className="space-y-4">
                {screen.questions.map((q, index) => (
                  <li key={q.id}>
                    <QuestionCard
                      jobId={job.id}
                      question={q}
                      canEdit={rules.edit}
                      editing={editing === q.id}
                      busy={update.isPending && editing === q.id}
                      error={editing === q.id ? update.error : null}
                      editHint={editHint}
                      onEdit={() => {
                        update.reset();
                        setEditingId(q.id);
                      }}
                      onCancel={() => {
                        update.reset();
                        setEditingId(null);
                      }}
                      onSave={(body) => update.mutate({ questionId: q.id, body }, { onSuccess: () => setEditingId(null) })}
                      onRegenerate={() => rewrite.mutate(q.id)}
                      regenerating={rewrite.isPending && rewrite.variables === q.id}
                      regenerateError={rewrite.isError && rewrite.variables === q.id ? errorMessage(rewrite.error) : null}
                      onDelete={() => {
                        remove.reset();
                        setDeleting(q);
                      }}
                      onMove={(by) => move(index, by)}
                      first={index === 0}
                      last={index === screen.questions.length - 1}
                      moving={reorder.isPending}
                    />
                  </li>
                ))}
              </ol>
            )}
            {reorder.isError ? <Alert variant="error">{errorMessage(reorder.error)}</Alert> : null}
            {rules.edit && screen.goal_coverage.length > 0 ? <AddQuestion jobId={job.id} screen={screen} /> : null}
          </section>
        </div>

        <aside className="min-w-0 space-y-6" aria-label="Readiness and actions">
          <ReadinessCard readiness={readiness} loading={readinessLoading} error={readinessError}>
            {rules.activate ? (
              <div className="border-t border-slate-100 pt-3">
                <Button
                  className="w-full whitespace-normal"
                  disabled={!readiness?.ready}
                  loading={activate.isPending}
                  aria-describedby={readiness?.ready ? undefined : 'activate-note'}
                  onClick={() =>
                    activate.mutate(undefined, {
                      onSuccess: () => setActivated(true),
                    })
                  }
                >
                  Move to {jobStatusLabel('active')}
                </Button>
                {!readiness?.ready ? (
                  <p id="activate-note" className="mt-1 text-xs text-slate-500">
                    Finalize the questions to open the position for interviews.
                  </p>
                ) : null}
              </div>
            ) : null}
            {activate.isError ? <Alert variant="error">{errorMessage(activate.error, JOB_FALLBACK_MESSAGES.updateStatus)}</Alert> : null}
            {activated && screen.status === 'active' ? (
              <Alert variant="success">Status changed to {jobStatusLabel('active')}.</Alert>
            ) : null}
          </ReadinessCard>

          {editsQuestions && (screen.questions.length > 0 || screen.translation.status === 'translating') ? (
            <TranslateCard jobId={job.id} screen={screen} interviewLanguage={job.interview_language} />
          ) : null}

          <Card>
            <CardHeader title={M.nextSteps} icon={<Icon name="arrow-right" />} />
            <CardBody>
              {screen.next_steps.length > 0 ? (
                <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                  {screen.next_steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-500">Nothing more to do here.</p>
              )}
            </CardBody>
          </Card>

          <QuickActions jobId={jobId} rules={rules} busy={action.isPending} onRun={run} onAsk={ask} />
        </aside>
      </div>

      {confirming === 'regenerate' ? (
        <RegenerateDialog
          screen={screen}
          busy={action.isPending}
          error={actionError}
          onCancel={() => setConfirming(null)}
          onConfirm={(choice) => action.mutate({ action: 'regenerate', ...choice }, { onSuccess: () => setConfirming(null) })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this question?"
          description={
            <>
              “{deleting.text}” leaves the set and the questions after it move up. Its history is kept.
              {screen.finalized
                ? ` Version ${(screen.version ?? 0) + 1} is made as a draft; interviews on version ${screen.version} keep their questions.`
                : ''}
              {remove.isError ? <span className="mt-2 block text-rose-700">{errorMessage(remove.error)}</span> : null}
            </>
          }
          confirmLabel="Delete Question"
          destructive
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
      {confirming === 'reset' ? (
        <ConfirmDialog
          title="Reset to Draft?"
          description={
            <>
              The finalized questions become version {(screen.version ?? 0) + 1}, a draft you can edit again; the position is not ready for
              interviews until you finalize them again. Interviews held on version {screen.version ?? 1} keep their questions.
              {actionError ? <span className="mt-2 block text-rose-700">{actionError}</span> : null}
            </>
          }
          confirmLabel={M.resetToDraft}
          destructive
          busy={action.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => action.mutate('reset', { onSuccess: () => setConfirming(null) })}
        />
      ) : null}
    </div>
  );
}
