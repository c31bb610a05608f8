import { PRESET_GOALS, suggestedSkills } from '@hiring/shared/ai';
import { BILLING_CLIENT_MESSAGES, BILLING_MESSAGES, BILLING_WEB_PATHS } from '@hiring/shared/billing';
import type { CompanyContext } from '@hiring/shared/company';
import { TRIAL_DAYS } from '@hiring/shared/constants';
import {
  type AnalyzeJobResponse,
  CUSTOM_GOAL_ROWS,
  JOB_CREATE_DEFAULTS,
  JOB_FIELD_LABELS,
  JOB_MESSAGES,
  jobDetailsFormSchema,
  keyRequirementsOf,
  parseCustomGoals,
} from '@hiring/shared/job-positions';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorSummaryLine } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { BILLING_PATH } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { profileQueryOptions } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { useAnalyzeJob, useCreateJobPosition } from '../api/mutations';
import { JobDetailsForm, type JobDetailsValues } from '../components/job-details-form';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from './wizard-draft';

/** The company form, passed in by the router so this feature does not import another. */
export type CompanyStepComponent = ComponentType<{
  variant?: 'full' | 'compact' | 'minimal';
  onContextChange?: (c: CompanyContext) => void;
}>;

const STEPS = ['Company Info', 'Job Details', 'AI Analysis & Goals'] as const;

export const INITIAL_JOB_DETAILS: JobDetailsValues = {
  title: '',
  department: '',
  experience_level: JOB_CREATE_DEFAULTS.experience_level,
  employment_type: JOB_CREATE_DEFAULTS.employment_type,
  work_location: JOB_CREATE_DEFAULTS.work_location,
  job_description: '',
  requirements: '',
  salary_range: '',
  experience_required: '',
  required_skills: [],
  cultural_attributes: [],
  responsibilities: '',
  benefits: '',
};

/** What another page may hand the wizard in the router state (`{ jobDetails }`): its form opens with them. */
export function prefilledDetails(state: unknown): JobDetailsValues {
  const given = state && typeof state === 'object' ? (state as { jobDetails?: unknown }).jobDetails : undefined;
  if (!given || typeof given !== 'object') return INITIAL_JOB_DETAILS;
  const out: JobDetailsValues = { ...INITIAL_JOB_DETAILS };
  for (const key of Object.keys(INITIAL_JOB_DETAILS) as (keyof JobDetailsValues)[]) {
    const value = (given as Record<string, unknown>)[key];
    if (Array.isArray(INITIAL_JOB_DETAILS[key])) {
      if (Array.isArray(value)) (out[key] as string[]) = value.filter((v): v is string => typeof v === 'string');
    } else if (typeof value === 'string') (out[key] as string) = value;
  }
  return out;
}

/**
 * A string error is shown as it is; anything else gets the generic wizard message (spec 02 §2.1,
 * §8). A refused field of the job form is named by its label ("Required Skills: ...").
 */
export function wizardErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof ApiError) {
    // The server names a field by its path ("required_skills.0"); the form by its label.
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      const label = JOB_FIELD_LABELS[path.split('.')[0] as keyof typeof JOB_FIELD_LABELS];
      if (label) return errorSummaryLine(label, message);
    }
    // The call layer turns every failed call into its message (a string): status, body or network.
    return error.message;
  }
  return JOB_MESSAGES.wizardError;
}

function Stepper({ step }: { step: number }) {
  return (
    <ol className="mb-6 grid gap-2 sm:grid-cols-3" aria-label="Create job listing steps">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm',
              state === 'current' ? 'border-indigo-300 bg-indigo-50 text-indigo-900' : 'border-slate-200 bg-white text-slate-600',
            )}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                state === 'done'
                  ? 'bg-emerald-500 text-white'
                  : state === 'current'
                    ? 'bg-indigo-600 text-white'
                    : 'bg-slate-200 text-slate-600',
              )}
            >
              {state === 'done' ? <Icon name="check-circle" className="size-4" label="Done" /> : n}
            </span>
            <span className="font-medium">
              <span className="sr-only">Step {n}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /job-listing/create: the 3-step wizard of spec 02 §2.1. Without an active subscription or
 * trial the server refuses the analysis and the creation (402), so the wizard is not offered:
 * the subscribe prompt stands at its start instead. When the profile cannot be read the
 * wizard opens and the server still decides.
 */
export function CreateJobRoute({ CompanyStep }: { CompanyStep: CompanyStepComponent }) {
  const profile = useQuery(profileQueryOptions());
  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" decorative />
        {JOB_MESSAGES.loading}
      </p>
    );
  }
  const subscription = profile.data?.subscription;
  if (subscription && !subscription.subscription_active) return <SubscribeFirst trialEligible={subscription.trial_eligible} />;
  return <CreateJobWizard CompanyStep={CompanyStep} />;
}

/** The wizard's locked start: what is needed, and the one way to get it. */
function SubscribeFirst({ trialEligible }: { trialEligible: boolean }) {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Create Job Listing" />
      <Card className="px-6 py-10 text-center sm:px-12">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Icon name="lock" className="size-6" />
        </div>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Subscription required</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
          {BILLING_MESSAGES.subscriptionRequired}
          {trialEligible ? ` The ${TRIAL_DAYS}-day free trial needs no credit card.` : ''}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={trialEligible ? BILLING_WEB_PATHS.startTrial : BILLING_WEB_PATHS.management}>
            {trialEligible ? BILLING_CLIENT_MESSAGES.startTrialToUnlock : BILLING_CLIENT_MESSAGES.subscribeToUnlock}
          </ButtonLink>
          <ButtonLink to="/job-listing" variant="secondary">
            Back to Job Listings
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

function CreateJobWizard({ CompanyStep }: { CompanyStep: CompanyStepComponent }) {
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useSession().user?.id;
  // A sample job position opens the wizard with its details (router state, see jobs-routes);
  // otherwise the work this user left unsaved on this device comes back (decision 505).
  const fromSample = Boolean((location.state as { jobDetails?: unknown } | null)?.jobDetails);
  const [draft] = useState(() => (fromSample ? null : readWizardDraft(userId)));
  // A draft past the details comes back on the details: the analysis is run again from there.
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 1, 2));
  const [company, setCompany] = useState<CompanyContext | null>(null);
  const [details, setDetails] = useState<JobDetailsValues>(() =>
    draft ? prefilledDetails({ jobDetails: draft.details }) : prefilledDetails(location.state),
  );
  const [presets, setPresets] = useState<Set<number>>(() => new Set(draft?.presets ?? []));
  const [customText, setCustomText] = useState(draft?.customText ?? '');
  const [restored, setRestored] = useState(Boolean(draft));
  // The form remounts with these values when a discarded draft empties it.
  const [formKey, setFormKey] = useState(0);
  const hasWork = JSON.stringify(details) !== JSON.stringify(INITIAL_JOB_DETAILS) || presets.size > 0 || customText.trim() !== '';
  useEffect(() => {
    if (hasWork) saveWizardDraft(userId, { step, details, presets: [...presets], customText });
  }, [userId, step, details, presets, customText, hasWork]);
  const discardDraft = () => {
    clearWizardDraft(userId);
    setDetails(INITIAL_JOB_DETAILS);
    setPresets(new Set());
    setCustomText('');
    setStep(1);
    setRestored(false);
    setFormKey((k) => k + 1);
  };
  const analyze = useAnalyzeJob();
  const create = useCreateJobPosition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onContextChange = useCallback((c: CompanyContext) => setCompany(c), []);

  // A new step starts at the top with the stepper in view, and its heading takes focus, so
  // keyboard and screen-reader users land on the new step.
  useEffect(() => {
    if (step === 1) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const parsed = () =>
    jobDetailsFormSchema.safeParse({
      ...details,
      department: details.department || null,
    });

  // The details form has checked the values against the same schema before it calls this.
  const submitDetails = (values: JobDetailsValues = details) => {
    setDetails(values);
    setStep(3);
    analyze.reset();
    create.reset();
    analyze.mutate({
      title: values.title,
      job_description: values.job_description,
      requirements: values.requirements,
      responsibilities: values.responsibilities || null,
      department: values.department || null,
      experience_level: values.experience_level,
      employment_type: values.employment_type,
      required_skills: values.required_skills,
      cultural_attributes: values.cultural_attributes,
      benefits: values.benefits || null,
      experience_required: values.experience_required || null,
    });
  };

  const customGoals = parseCustomGoals(customText);
  const goalCount = presets.size + customGoals.length;
  const processing = analyze.isPending || create.isPending;

  const submitCreate = () => {
    const result = parsed();
    if (!result.success || goalCount === 0 || processing) return;
    create.mutate(
      {
        ...result.data,
        preset_goal_ids: [...presets].sort((a, b) => a - b),
        custom_goals: customGoals,
        ai_analysis: analyze.data ? (analyze.data as unknown as Record<string, unknown>) : null,
      },
      {
        onSuccess: (job) => {
          clearWizardDraft(userId);
          navigate(`/job-listing/details/${job.id}/goals`, { replace: true });
        },
      },
    );
  };

  const error = create.error ?? analyze.error;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={
          <Link to="/job-listing" className="inline-flex items-center gap-1 hover:underline">
            <Icon name="chevron-left" className="size-4" />
            Job Listings
          </Link>
        }
        title="Create Job Listing"
        description="Three steps: your company, the job, then AI analysis and the goals to evaluate."
      />
      <Stepper step={step} />
      {restored ? (
        <Alert
          variant="info"
          className="mb-5"
          action={
            <Button variant="secondary" size="sm" onClick={discardDraft}>
              {JOB_MESSAGES.discardDraft}
            </Button>
          }
        >
          {JOB_MESSAGES.draftRestored}
        </Alert>
      ) : null}
      <Card className="p-6">
        {step === 1 ? (
          <section aria-labelledby="wizard-step-1" className="space-y-5">
            <h2 id="wizard-step-1" className="sr-only">
              Step 1: Company Info
            </h2>
            <p className="text-sm text-slate-600">
              AI tailors goals and interview questions to your company. Industry, size and description are needed before you continue.
            </p>
            <CompanyStep variant="compact" onContextChange={onContextChange} />
            {company?.has_all_fields ? (
              <div className="flex justify-end border-t border-slate-100 pt-5">
                <Button onClick={() => setStep(2)} icon={<Icon name="arrow-right" className="size-4" />}>
                  {JOB_MESSAGES.continueToJobDetails}
                </Button>
              </div>
            ) : null}
          </section>
        ) : step === 2 ? (
          <section aria-labelledby="wizard-step-2" className="space-y-5">
            <h2 id="wizard-step-2" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
              Job Details
            </h2>
            <p className="flex items-start gap-2 text-sm text-slate-600">
              <Icon name="info" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {JOB_MESSAGES.draftKept}
            </p>
            <JobDetailsForm
              key={formKey}
              defaultValues={details}
              onChange={setDetails}
              onSubmit={submitDetails}
              onBack={(values) => {
                setDetails(values);
                setStep(1);
              }}
            />
          </section>
        ) : (
          <section aria-labelledby="wizard-step-3" className="space-y-6">
            <h2 id="wizard-step-3" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
              AI Analysis &amp; Goals
            </h2>
            {error ? <WizardError error={error} /> : null}
            <AnalysisCard
              pending={analyze.isPending}
              analysis={analyze.data}
              requirements={details.requirements}
              typedSkills={details.required_skills}
              onRetry={() => submitDetails()}
              failed={analyze.isError}
            />
            <GoalPicker presets={presets} onPresets={setPresets} customText={customText} onCustomText={setCustomText} count={goalCount} />
            <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-5">
              <Button
                variant="secondary"
                onClick={() => setStep(2)}
                disabled={create.isPending}
                icon={<Icon name="chevron-left" className="size-4" />}
              >
                Back
              </Button>
              <Button onClick={submitCreate} disabled={goalCount === 0 || processing} loading={create.isPending}>
                {JOB_MESSAGES.createJobListing}
              </Button>
            </div>
          </section>
        )}
      </Card>
    </div>
  );
}

/** The wizard's banner; a 402 (subscription or plan limit) links to billing and never signs out. */
function WizardError({ error }: { error: unknown }) {
  const payment = error instanceof ApiError && error.status === 402;
  const ref = useRef<HTMLDivElement>(null);
  // The banner sits above the analysis; the user is at the buttons below. Bring it to them,
  // again for each new error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new error
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [error]);
  return (
    <div ref={ref} tabIndex={-1} data-testid="wizard-error" className="rounded-lg focus:outline-none">
      <Alert
        variant="error"
        title={payment ? 'Subscription required' : undefined}
        action={
          payment ? (
            <Link to={BILLING_PATH} className="font-medium text-rose-800 underline underline-offset-4">
              View subscription plans
            </Link>
          ) : undefined
        }
      >
        {wizardErrorMessage(error)}
      </Alert>
    </div>
  );
}

function AnalysisCard({
  pending,
  failed,
  analysis,
  requirements,
  typedSkills,
  onRetry,
}: {
  pending: boolean;
  failed: boolean;
  analysis: AnalyzeJobResponse | undefined;
  requirements: string;
  typedSkills: readonly string[];
  onRetry: () => void;
}) {
  if (pending) {
    return (
      <div
        className="flex items-center gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 px-4 py-6 text-sm text-indigo-900"
        role="status"
      >
        <Spinner size="sm" decorative />
        {JOB_MESSAGES.analyzing}
      </div>
    );
  }
  if (failed || !analysis) {
    return (
      <div className="rounded-lg border border-slate-200 px-4 py-4 text-sm text-slate-600">
        The analysis is not available. You can still choose goals and create the listing, or{' '}
        <Button variant="link" onClick={onRetry}>
          analyze again
        </Button>
        .
      </div>
    );
  }
  const keyRequirements = keyRequirementsOf(requirements);
  // The first 5 skills (spec 02 §2.1), the ones the user typed always among them (issue 34).
  const skills = suggestedSkills(
    typedSkills,
    analysis.suggested_skills?.length ? analysis.suggested_skills : analysis.skills.map((s) => s.name),
  );
  return (
    <section aria-labelledby="analysis-title" className="rounded-lg border border-slate-200 bg-slate-50/60 p-5">
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-indigo-600 uppercase">
        <Icon name="sparkles" className="size-3.5" />
        AI analysis
      </p>
      <h3 id="analysis-title" className="mt-1 text-lg font-semibold text-slate-900">
        {analysis.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">{analysis.summary}</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Key Requirements</h4>
          {keyRequirements.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {keyRequirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500">None listed.</p>
          )}
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Suggested Skills</h4>
          {skills.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Suggested skills">
              {skills.map((s) => (
                <li key={s} className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
                  {s}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500">None found.</p>
          )}
        </div>
      </div>
    </section>
  );
}

function GoalPicker({
  presets,
  onPresets,
  customText,
  onCustomText,
  count,
}: {
  presets: Set<number>;
  onPresets: (s: Set<number>) => void;
  customText: string;
  onCustomText: (t: string) => void;
  count: number;
}) {
  const toggle = (id: number) => {
    const next = new Set(presets);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onPresets(next);
  };
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">Evaluation goals</legend>
      <p className="text-sm text-slate-600">
        Choose what interviews should assess. AI turns your choice into evaluation goals for this job.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRESET_GOALS.map((goal) => {
          const checked = presets.has(goal.id);
          return (
            <label
              key={goal.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-indigo-600',
                checked ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input type="checkbox" className="mt-0.5 size-4 accent-indigo-600" checked={checked} onChange={() => toggle(goal.id)} />
              <span>
                <span className="font-medium text-slate-900">{goal.text}</span>
                <span className="block text-xs text-slate-500 capitalize">{goal.category}</span>
              </span>
            </label>
          );
        })}
      </div>
      <Field label="Custom goals" hint="One goal per line; blank lines and repeats are ignored.">
        {(p) => (
          <Textarea
            {...p}
            rows={CUSTOM_GOAL_ROWS}
            value={customText}
            onChange={(e) => onCustomText(e.target.value)}
            placeholder={'One goal per line, e.g.\nExperience mentoring junior engineers'}
          />
        )}
      </Field>
      <p className="text-sm text-slate-600" aria-live="polite">
        {count === 0 ? JOB_MESSAGES.goalRequired : `${count} ${count === 1 ? 'goal' : 'goals'} chosen`}
      </p>
    </fieldset>
  );
}
