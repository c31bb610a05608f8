import { BILLING_MESSAGES, grantsAccess, isTrialTier } from '@hiring/shared/billing';
import { TRIAL_DAYS } from '@hiring/shared/constants';
import { Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { billingErrorMessage, usePackages, useProfile } from '../api';
import { BackToSetupLink } from '@/lib/setup-return';
import { InlineLoadError, PageSkeleton } from '../components/billing-states';
import { createPath, MANAGEMENT_PATH, PLAN_PATH } from '../paths';

/** /billing/start-trial: the "Start Free Trial" target (spec 01 §2) opens the trial's create form. */
export function StartTrialRoute() {
  const packages = usePackages();
  const profile = useProfile();
  if (packages.isPending || profile.isPending) return <PageSkeleton label="Preparing your free trial" cards={1} />;
  const failed = packages.isError ? packages : profile.isError ? profile : null;
  if (failed) {
    return (
      <Wrapper>
        <InlineLoadError
          title="We couldn't prepare your free trial"
          message={billingErrorMessage(failed.error)}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
        />
      </Wrapper>
    );
  }
  const flags = profile.data?.subscription;
  if (flags && (flags.subscription_active || grantsAccess(flags.status))) {
    return (
      <Wrapper>
        <Alert
          variant="info"
          title="You already have an active subscription"
          action={<ButtonLink to={MANAGEMENT_PATH}>View subscription</ButtonLink>}
        >
          {flags.is_trial ? 'Your free trial is running.' : 'Your plan is active, so there is no trial to start.'}
        </Alert>
      </Wrapper>
    );
  }
  if (flags && !flags.trial_eligible) {
    return (
      <Wrapper>
        <Alert
          variant="warning"
          title="The free trial has been used"
          action={<ButtonLink to={PLAN_PATH}>View Subscription Plans</ButtonLink>}
        >
          {BILLING_MESSAGES.trialAlreadyUsed}
        </Alert>
      </Wrapper>
    );
  }
  const trial = (packages.data ?? []).find((e) => isTrialTier(e.package.tier));
  if (!trial) {
    return (
      <Wrapper>
        <Alert variant="warning" title="No trial plans available" action={<ButtonLink to={PLAN_PATH}>View plans</ButtonLink>}>
          There is no free trial to start right now. Choose a plan instead.
        </Alert>
      </Wrapper>
    );
  }
  return <Navigate to={createPath(trial.package.id, 'monthly')} replace />;
}

function Wrapper({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Start Free Trial" description={`${TRIAL_DAYS} days of full access. No credit card required.`} />
      {children}
      <BackToSetupLink />
    </div>
  );
}
