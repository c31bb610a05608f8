import { type CompanyContext, isPlaceholderCompanyName } from '@hiring/shared/company';
import {
  isOnboardingStep,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  type OnboardingState,
  type OnboardingStep,
  onboardingPath,
} from '@hiring/shared/onboarding';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOnboarding, useSkipOnboarding, useStartOnboarding } from '../api/onboarding';
import { forgetSetupReturn } from '@/lib/setup-return';
import { OnboardingStepper } from '../components/stepper';
import { CompleteStep, ProductStep } from './product-steps';
import { failure, SaveError, StepActions, StepHeading, type StepProps, useSaveAndGo } from './step-parts';
import { TeamSetupStep } from './team-setup-step';

export { rowErrorsOf } from './team-setup-step';

/** The company form, passed in by the router so this feature does not import another. */
export type CompanyStepComponent = ComponentType<{
  variant?: 'full' | 'compact' | 'minimal';
  onContextChange?: (c: CompanyContext) => void;
}>;

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
  // Back from the billing pages, or here anew: they need not lead back any more (decision 514).
  useEffect(() => forgetSetupReturn(), []);

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
