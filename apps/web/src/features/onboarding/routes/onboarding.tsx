import { COMPANY_INDUSTRIES, COMPANY_SIZES, type CompanyContext, isPlaceholderCompanyName } from '@hiring/shared/company';
import {
  DEFAULT_ONBOARDING_INVITE_ROLE,
  isOnboardingStep,
  ONBOARDING_INVITE_ROLE_OPTIONS,
  ONBOARDING_MESSAGES,
  ONBOARDING_PRODUCTS,
  ONBOARDING_STEPS,
  type OnboardingProduct,
  type OnboardingState,
  type OnboardingStep,
  onboardingPath,
  type SaveOnboardingStep,
  teamSetupInputSchema,
} from '@hiring/shared/onboarding';
import { BILLING_WEB_PATHS } from '@hiring/shared/billing-paths';
import { roleDisplayName } from '@hiring/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';
import { useCompleteOnboarding, useOnboarding, useSaveOnboardingStep, useSkipOnboarding, useStartOnboarding } from '../api/onboarding';
import { OnboardingStepper } from '../components/stepper';

/** The company form, passed in by the router so this feature does not import another. */
export type CompanyStepComponent = ComponentType<{
  variant?: 'full' | 'compact' | 'minimal';
  onContextChange?: (c: CompanyContext) => void;
}>;

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : errorMessage(error, fallback);

/**
 * /onboarding and /onboarding/{step} (issue 15; spec 01 §3, §4): the new owner's five steps,
 * each saved on the server before moving, resumable at the saved step after a reload, a skip
 * or another day.
 */
export function OnboardingRoute({ CompanyStep }: { CompanyStep: CompanyStepComponent }) {
  const query = useOnboarding();
  if (query.isPending) return <OnboardingSkeleton />;
  if (query.isError || !query.data) {
    return (
      <Shell>
        <Alert
          variant="error"
          title={ONBOARDING_MESSAGES.loadFailed}
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
              Retry
            </Button>
          }
        >
          {failure(query.error, ONBOARDING_MESSAGES.loadFailed)}
        </Alert>
      </Shell>
    );
  }
  if (!query.data.applicable) {
    return (
      <Shell>
        <Alert variant="info" title="Nothing to set up">
          {ONBOARDING_MESSAGES.notApplicable}{' '}
          <Link to="/dashboard" className="font-medium underline">
            Go to dashboard
          </Link>
        </Alert>
      </Shell>
    );
  }
  return <Onboarding state={query.data} CompanyStep={CompanyStep} />;
}

function Shell({ children, actions }: { children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Set up your account"
        description="Five short steps: your company, your team and what you want to use first. Each step is saved as you go."
        actions={actions}
      />
      {children}
    </div>
  );
}

function OnboardingSkeleton() {
  return (
    <Shell>
      <div role="status" aria-label="Loading your setup" className="space-y-4">
        <div className="grid grid-cols-5 gap-2">
          {ONBOARDING_STEPS.map((s) => (
            <Skeleton key={s} className="h-10" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    </Shell>
  );
}

function Onboarding({ state, CompanyStep }: { state: OnboardingState; CompanyStep: CompanyStepComponent }) {
  const { step: param } = useParams();
  const navigate = useNavigate();
  const start = useStartOnboarding();
  const skip = useSkipOnboarding();
  const asked = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const current = ONBOARDING_STEPS[state.current_step] ?? 'welcome';
  const shown: OnboardingStep | null = state.completed
    ? 'complete'
    : param && isOnboardingStep(param) && ONBOARDING_STEPS.indexOf(param) <= state.current_step
      ? param
      : null;

  // Opening it (or coming back after a skip) is recorded once, by the page that shows a step
  // (not by /onboarding on its way there, whose late answer could undo a skip): the dashboard
  // stops redirecting.
  const needsStart = !state.completed && (!state.started_at || state.skipped) && shown !== null && shown === param;
  useEffect(() => {
    if (!needsStart || asked.current) return;
    asked.current = true;
    start.mutate();
  }, [needsStart, start]);

  useEffect(() => {
    if (!shown || shown === 'welcome') return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!shown || shown !== param) return <Navigate to={onboardingPath(shown ?? current)} replace />;

  const onSkip = () => skip.mutate(undefined, { onSuccess: () => navigate('/dashboard') });

  return (
    <Shell
      actions={
        state.completed ? null : (
          <Button variant="secondary" onClick={onSkip} loading={skip.isPending || start.isPending}>
            Skip for now
          </Button>
        )
      }
    >
      {start.isError ? (
        <Alert
          variant="error"
          className="mb-4"
          title={ONBOARDING_MESSAGES.startFailed}
          action={
            <Button variant="secondary" size="sm" onClick={() => start.mutate()} loading={start.isPending}>
              Retry
            </Button>
          }
        >
          {failure(start.error, ONBOARDING_MESSAGES.startFailed)}
        </Alert>
      ) : null}
      {skip.isError ? (
        <Alert variant="error" className="mb-4">
          {failure(skip.error, ONBOARDING_MESSAGES.saveFailed)}
        </Alert>
      ) : null}
      <OnboardingStepper shown={shown} completed={state.completed} />
      <Card className="p-5 sm:p-6">
        <StepBody step={shown} state={state} CompanyStep={CompanyStep} headingRef={headingRef} />
      </Card>
    </Shell>
  );
}

interface StepProps {
  state: OnboardingState;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

function StepBody({ step, CompanyStep, ...props }: StepProps & { step: OnboardingStep; CompanyStep: CompanyStepComponent }) {
  switch (step) {
    case 'welcome':
      return <WelcomeStep {...props} />;
    case 'company-info':
      return <CompanyInfoStep {...props} CompanyStep={CompanyStep} />;
    case 'team-setup':
      return <TeamSetupStep {...props} />;
    case 'product-selection':
      return <ProductStep {...props} />;
    default:
      return <CompleteStep {...props} />;
  }
}

function StepHeading({ headingRef, title, description }: Pick<StepProps, 'headingRef'> & { title: string; description: string }) {
  return (
    <div className="mb-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}

/** Saves the step on the server, then shows the step the server moved to. */
function useSaveAndGo() {
  const save = useSaveOnboardingStep();
  const navigate = useNavigate();
  const go = async (body: SaveOnboardingStep) => {
    const next = await save.mutateAsync(body);
    navigate(onboardingPath(next.current_step_name));
    return next;
  };
  return { go, save };
}

function StepActions({
  onBack,
  onNext,
  nextLabel = 'Next',
  busy,
  nextDisabled,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy: boolean;
  nextDisabled?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy} icon={<Icon name="chevron-left" className="size-4" />}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} loading={busy} disabled={nextDisabled} icon={<Icon name="arrow-right" className="size-4" />}>
        {nextLabel}
      </Button>
    </div>
  );
}

function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="error" className="mt-4" title={ONBOARDING_MESSAGES.saveFailed}>
      {failure(error, ONBOARDING_MESSAGES.saveFailed)}
    </Alert>
  );
}

function WelcomeStep({ headingRef }: StepProps) {
  const { go, save } = useSaveAndGo();
  return (
    <section>
      <StepHeading
        headingRef={headingRef}
        title="Welcome to your hiring workspace"
        description="Let's get your company ready to hire. It takes about two minutes, and you can skip it and come back from the dashboard."
      />
      <ul className="grid gap-3 text-sm text-slate-700 sm:grid-cols-3">
        <li className="rounded-lg border border-slate-200 p-3">
          <Icon name="briefcase" className="mb-1 size-5 text-indigo-600" />
          <p className="font-medium text-slate-900">Company info</p>
          <p>Tailors AI goals and interview questions to you.</p>
        </li>
        <li className="rounded-lg border border-slate-200 p-3">
          <Icon name="users" className="mb-1 size-5 text-indigo-600" />
          <p className="font-medium text-slate-900">Your team</p>
          <p>Invite colleagues; the invitations go out when you finish.</p>
        </li>
        <li className="rounded-lg border border-slate-200 p-3">
          <Icon name="layers" className="mb-1 size-5 text-indigo-600" />
          <p className="font-medium text-slate-900">Products</p>
          <p>Choose where you want to start.</p>
        </li>
      </ul>
      <SaveError error={save.error} />
      <StepActions
        nextLabel="Get started"
        busy={save.isPending}
        onNext={() => void go({ step: 'welcome', move: 'next' }).catch(() => {})}
      />
    </section>
  );
}

function CompanyInfoStep({ headingRef, CompanyStep }: StepProps & { CompanyStep: CompanyStepComponent }) {
  const { go, save } = useSaveAndGo();
  const [company, setCompany] = useState<CompanyContext | null>(null);
  const onContextChange = useCallback((c: CompanyContext) => setCompany(c), []);
  const complete = company?.has_all_fields === true;
  const next = () => {
    if (!company) return;
    void go({
      step: 'company-info',
      move: 'next',
      companyInfo: {
        ...(isPlaceholderCompanyName(company.name) ? {} : { name: company.name }),
        industry: company.industry,
        size: company.size,
        description: company.description,
        website: company.website,
      },
    }).catch(() => {});
  };
  return (
    <section>
      <StepHeading
        headingRef={headingRef}
        title="Tell us about your company"
        description="AI tailors goals and interview questions to your company. Save the form, then continue."
      />
      <CompanyStep variant="compact" onContextChange={onContextChange} />
      {company && !complete ? (
        <p className="mt-4 text-sm text-slate-600" id="company-step-note">
          {ONBOARDING_MESSAGES.companyIncomplete}
        </p>
      ) : null}
      <SaveError error={save.error} />
      <StepActions
        busy={save.isPending}
        onBack={() => void go({ step: 'company-info', move: 'previous' }).catch(() => {})}
        onNext={next}
        nextDisabled={!complete}
      />
    </section>
  );
}

interface InviteRow {
  key: number;
  email: string;
  role: string;
}

type RowErrors = Record<number, { email?: string; role?: string }>;

/** Client and server errors of the team list, by row: the shared schema's paths and the server's `teamSetup.invites.N.field`. */
export function rowErrorsOf(entries: Array<[string, string]>): RowErrors {
  const out: RowErrors = {};
  for (const [path, message] of entries) {
    const match = /(?:^|\.)invites\.(\d+)\.(email|role)$/.exec(path);
    if (!match) continue;
    const row = Number(match[1]);
    const field = match[2] as 'email' | 'role';
    out[row] = { ...out[row], [field]: out[row]?.[field] ?? message };
  }
  return out;
}

function TeamSetupStep({ state, headingRef }: StepProps) {
  const { go, save } = useSaveAndGo();
  const profile = useQuery(profileQueryOptions());
  const nextKey = useRef(0);
  const row = (email = '', role: string = DEFAULT_ONBOARDING_INVITE_ROLE): InviteRow => ({ key: nextKey.current++, email, role });
  const [rows, setRows] = useState<InviteRow[]>(() => {
    const saved = state.data.teamSetup.invites.map((i) => row(i.email, i.role));
    return saved.length > 0 ? saved : [row()];
  });
  const [errors, setErrors] = useState<RowErrors>({});
  const [listError, setListError] = useState<string | null>(null);
  const firstInput = useRef<Map<number, HTMLInputElement>>(new Map());

  const update = (key: number, patch: Partial<InviteRow>, index: number) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors((e) => ({ ...e, [index]: {} }));
  };

  const submit = async (move: 'next' | 'previous') => {
    setListError(null);
    // Rows left blank are not people to invite.
    const kept = rows.filter((r) => r.email.trim() !== '');
    const parsed = teamSetupInputSchema.safeParse({ invites: kept.map((r) => ({ email: r.email, role: r.role })) });
    if (!parsed.success) {
      const found = rowErrorsOf(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
      if (Object.keys(found).length === 0) setListError(parsed.error.issues[0]?.message ?? ONBOARDING_MESSAGES.saveFailed);
      // Errors point at rows of the kept list: show the list as it was checked.
      setRows(kept.length > 0 ? kept : [row()]);
      setErrors(found);
      const first = Number(Object.keys(found)[0] ?? -1);
      if (first >= 0) firstInput.current.get(kept[first]?.key ?? -1)?.focus();
      return;
    }
    try {
      await go({ step: 'team-setup', move, teamSetup: { invites: parsed.data.invites } });
    } catch (error) {
      if (error instanceof ApiError) {
        setRows(kept.length > 0 ? kept : [row()]);
        setErrors(rowErrorsOf(Object.entries(error.fieldErrors)));
      }
    }
  };

  return (
    <section>
      <StepHeading
        headingRef={headingRef}
        title="Invite your team"
        description="Add the colleagues who hire with you. The invitations are sent when you finish the setup; you can also skip this and invite people later from Team Management."
      />
      {profile.data && !profile.data.subscription.subscription_active ? (
        <Alert
          variant="warning"
          className="mb-4"
          action={
            profile.data.subscription.trial_eligible ? (
              <ButtonLink size="sm" variant="secondary" to={BILLING_WEB_PATHS.startTrial}>
                Start Free Trial
              </ButtonLink>
            ) : (
              <ButtonLink size="sm" variant="secondary" to={BILLING_WEB_PATHS.management}>
                View Plans
              </ButtonLink>
            )
          }
        >
          {ONBOARDING_MESSAGES.invitesNeedPlan}
        </Alert>
      ) : null}
      <ul className="space-y-4" aria-label="People to invite">
        {rows.map((r, i) => (
          <li key={r.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
            <Field label={`Email of person ${i + 1}`} error={errors[i]?.email}>
              {(control) => (
                <Input
                  {...control}
                  ref={(el) => {
                    if (el) firstInput.current.set(r.key, el);
                    else firstInput.current.delete(r.key);
                  }}
                  type="email"
                  autoComplete="off"
                  placeholder="colleague@company.com"
                  value={r.email}
                  onChange={(e) => update(r.key, { email: e.target.value }, i)}
                />
              )}
            </Field>
            <Field label={`Role of person ${i + 1}`} error={errors[i]?.role}>
              {(control) => (
                <Select
                  {...control}
                  options={ONBOARDING_INVITE_ROLE_OPTIONS}
                  value={r.role}
                  onChange={(e) => update(r.key, { role: e.target.value }, i)}
                />
              )}
            </Field>
            <Button
              variant="ghost"
              className="sm:mt-7"
              aria-label={`Remove person ${i + 1}`}
              icon={<Icon name="x" className="size-4" />}
              onClick={() => {
                setRows((list) => (list.length > 1 ? list.filter((x) => x.key !== r.key) : [row()]));
                setErrors({});
              }}
            >
              <span className="sm:sr-only">Remove</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-4"
        icon={<Icon name="user-plus" className="size-4" />}
        onClick={() => setRows((l) => [...l, row()])}
      >
        Add another person
      </Button>
      {listError ? (
        <Alert variant="error" className="mt-4">
          {listError}
        </Alert>
      ) : null}
      <SaveError error={save.error} />
      <StepActions busy={save.isPending} onBack={() => void submit('previous')} onNext={() => void submit('next')} />
    </section>
  );
}

function ProductStep({ state, headingRef }: StepProps) {
  const { save } = useSaveAndGo();
  const completeCall = useCompleteOnboarding();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(state.data.selectedProducts));
  const toggle = (value: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  const selectedProducts = ONBOARDING_PRODUCTS.map((p) => p.value).filter((v) => chosen.has(v)) as OnboardingProduct[];

  const back = async () => {
    try {
      const next = await save.mutateAsync({ step: 'product-selection', move: 'previous', selectedProducts });
      navigate(onboardingPath(next.current_step_name));
    } catch {
      // shown below
    }
  };
  const finish = async () => {
    try {
      await save.mutateAsync({ step: 'product-selection', move: 'next', selectedProducts });
      await completeCall.mutateAsync(undefined);
      navigate(onboardingPath('complete'));
    } catch {
      // shown below
    }
  };

  return (
    <section>
      <StepHeading
        headingRef={headingRef}
        title="What do you want to use first?"
        description="Choose any; the last step links you straight to them. Your plan, not this choice, decides what you can use."
      />
      <fieldset>
        <legend className="sr-only">Products</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ONBOARDING_PRODUCTS.map((p) => (
            <div key={p.value} className="rounded-lg border border-slate-200 p-3">
              <Checkbox
                label={p.label}
                description={p.description}
                checked={chosen.has(p.value)}
                onChange={(e) => toggle(p.value, e.target.checked)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <SaveError error={save.error} />
      {completeCall.isError ? (
        <Alert variant="error" className="mt-4" title={ONBOARDING_MESSAGES.completeFailed}>
          {failure(completeCall.error, ONBOARDING_MESSAGES.completeFailed)}
        </Alert>
      ) : null}
      <StepActions
        busy={save.isPending || completeCall.isPending}
        onBack={() => void back()}
        onNext={() => void finish()}
        nextLabel="Finish setup"
      />
    </section>
  );
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : 'Not provided';

function CompleteStep({ state, headingRef }: StepProps) {
  const completeCall = useCompleteOnboarding();
  const { data } = state;
  const invites = data.teamSetup.invites;
  const failed = invites.filter((i) => i.status !== 'sent');
  const needsPlan = failed.some((i) => i.error_status === 402);
  const products = ONBOARDING_PRODUCTS.filter((p) => data.selectedProducts.includes(p.value));

  if (!state.completed) {
    return (
      <section>
        <StepHeading headingRef={headingRef} title="Almost done" description="Finish the setup to send your invitations." />
        {completeCall.isError ? (
          <Alert variant="error" className="mb-4" title={ONBOARDING_MESSAGES.completeFailed}>
            {failure(completeCall.error, ONBOARDING_MESSAGES.completeFailed)}
          </Alert>
        ) : null}
        <Button
          onClick={() => completeCall.mutate(undefined)}
          loading={completeCall.isPending}
          icon={<Icon name="check-circle" className="size-4" />}
        >
          Finish setup
        </Button>
      </section>
    );
  }

  return (
    <section>
      <StepHeading headingRef={headingRef} title="You're all set" description="Here is what you set up. You can change any of it later." />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-4">
          <h3 className="text-sm font-semibold text-slate-900">Company</h3>
          {data.companyInfo ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Name</dt>
              <dd className="min-w-0 break-words text-slate-900">{data.companyInfo.name}</dd>
              <dt className="text-slate-500">Industry</dt>
              <dd className="text-slate-900">{labelOf(COMPANY_INDUSTRIES, data.companyInfo.industry)}</dd>
              <dt className="text-slate-500">Size</dt>
              <dd className="text-slate-900">{labelOf(COMPANY_SIZES, data.companyInfo.size)}</dd>
              <dt className="text-slate-500">Website</dt>
              <dd className="min-w-0 break-words text-slate-900">{data.companyInfo.website ?? 'Not provided'}</dd>
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Not filled in during setup.</p>
          )}
          <Link to="/profile/settings" className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline">
            Edit company profile
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 p-4">
          <h3 className="text-sm font-semibold text-slate-900">Team invitations</h3>
          {invites.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No one invited yet.</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {invites.map((i) => (
                <li key={i.email} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 break-all text-slate-900">{i.email}</span>
                  <span className="text-slate-500">{roleDisplayName(i.role)}</span>
                  {i.status === 'sent' ? <Badge tone="green">{ONBOARDING_MESSAGES.inviteSent}</Badge> : <Badge tone="rose">Not sent</Badge>}
                  {i.message ? <span className="w-full text-rose-700">{i.message}</span> : null}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {failed.length > 0 ? (
              <Button size="sm" variant="secondary" onClick={() => completeCall.mutate(undefined)} loading={completeCall.isPending}>
                Try sending again
              </Button>
            ) : null}
            {needsPlan ? (
              <ButtonLink size="sm" variant="secondary" to="/billing/subscription">
                Start free trial or upgrade
              </ButtonLink>
            ) : null}
            <ButtonLink size="sm" variant="ghost" to="/profile/team">
              Team Management
            </ButtonLink>
          </div>
          {completeCall.isError ? (
            <Alert variant="error" className="mt-3">
              {failure(completeCall.error, ONBOARDING_MESSAGES.completeFailed)}
            </Alert>
          ) : null}
        </div>
      </div>
      <div className="mt-5 rounded-lg border border-slate-200 p-4">
        <h3 className="text-sm font-semibold text-slate-900">Where to start</h3>
        {products.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No products chosen; everything is on the dashboard.</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {products.map((p) => (
              <li key={p.value} className="text-sm">
                <span className="font-medium text-slate-900">{p.label}</span>
                <br />
                <Link to={p.path} className="text-indigo-700 hover:underline">
                  {p.action}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to="/dashboard" variant="secondary" icon={<Icon name="home" className="size-4" />}>
          Go to dashboard
        </ButtonLink>
        <ButtonLink to="/job-listing/create" icon={<Icon name="plus" className="size-4" />}>
          Create your first job
        </ButtonLink>
      </div>
    </section>
  );
}
