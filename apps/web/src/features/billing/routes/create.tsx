import {
  COMPANY_SIZE_OPTIONS,
  INDUSTRY_OPTIONS,
  PRODUCT_FEATURE_OPTIONS,
  BILLING_CLIENT_MESSAGES,
  BILLING_WEB_PATHS,
  COUNTRY_OPTIONS,
  daysUntil,
  type Subscription,
  TRIAL_UPGRADE_NOTICE_TITLE,
  trialUpgradeNotice,
  type CreateSubscriptionInput,
  checkoutRedirectUrl,
  isTrialTier,
  packageNotFoundMessage,
  type PlanEntry,
  priceForCycle,
} from '@hiring/shared/billing';
import { SUBSCRIPTION_REDIRECT_MS } from '@hiring/shared/constants';
import { formatPrice, monthlyEquivalent, trialLengthDays } from '@hiring/shared/pricing';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { setupReturnPath } from '@/lib/setup-return';
import { BACK_TO_SETUP } from '@hiring/shared/onboarding-steps';
import type { CompanyContext } from '@hiring/shared/company';
import type { Profile } from '@hiring/shared/profile';
import { billingErrorMessage, useCompanyProfile, useCreateSubscription, useCurrentSubscription, usePackages, useProfile } from '../api';
import { useCanManageBilling } from '../permissions';
import { isBillingCycle, readPlanSelection, saveCompletedSubscription, savePlanSelection } from '../billing-storage';
import { InlineLoadError, PageSkeleton } from '../components/billing-states';
import { CreateSubscriptionForm, type CreateValues, emptyCreateValues } from '../components/create-subscription-form';
import { planPath, PLAN_PATH } from '../paths';
import { limitLines } from '../subscription-view';

/** Where the browser goes for a checkout; a seam so tests can watch it. */
export const browserLocation = { assign: (url: string) => window.location.assign(url) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Prefill from the profile, what the company profile already holds, and the country given with the
 * current subscription (the trial's form asked for it); a "Company-…" name is a placeholder and is
 * not prefilled (spec 01 §3). A value the form does not offer stays blank.
 */
export function prefillFrom(
  profile: Profile | null | undefined,
  company?: CompanyContext | null,
  current?: Pick<Subscription, 'billing_country'> | null,
): Partial<CreateValues> {
  const user = profile?.user;
  if (!user) return {};
  const name = company?.name ?? user.company?.name ?? '';
  const fromCompany: Partial<CreateValues> = {};
  const country = current?.billing_country;
  if (country && (COUNTRY_OPTIONS as readonly string[]).includes(country)) fromCompany['company.country'] = country;
  if (company?.size && (COMPANY_SIZE_OPTIONS as readonly string[]).includes(company.size)) fromCompany['company.size'] = company.size;
  if (company?.industry && (INDUSTRY_OPTIONS as readonly string[]).includes(company.industry))
    fromCompany['team_context.industry'] = company.industry;
  if (company?.website) fromCompany['company_details.website'] = company.website;
  if (company?.description) fromCompany['company_details.description'] = company.description;
  return {
    ...fromCompany,
    'company.name': name.startsWith('Company-') ? '' : name,
    'billing_contact.first_name': user.firstName ?? user.first_name ?? '',
    'billing_contact.last_name': user.lastName ?? user.last_name ?? '',
    'billing_contact.phone_number': user.phone ?? '',
    'billing_contact.position': user.position ?? '',
  };
}

/** /billing/subscription/create?packageId&billingCycle (spec 01 §2, §4, §5). */
export function CreateSubscriptionRoute() {
  const [params] = useSearchParams();
  const packages = usePackages();
  const profile = useProfile();
  const companyProfile = useCompanyProfile();
  const current = useCurrentSubscription();

  const selection = useMemo(() => {
    const stored = readPlanSelection();
    const packageId = params.get('packageId') ?? stored?.packageId ?? null;
    const cycleParam = params.get('billingCycle');
    const billingCycle = isBillingCycle(cycleParam) ? cycleParam : (stored?.billingCycle ?? 'monthly');
    return packageId ? { packageId, billingCycle } : null;
  }, [params]);

  if (!selection) {
    return (
      <Shell>
        <Alert
          variant="warning"
          title={BILLING_CLIENT_MESSAGES.noPlanSelected}
          action={<ButtonLink to={PLAN_PATH}>Choose a plan</ButtonLink>}
        />
      </Shell>
    );
  }
  // The company profile and the current subscription only prefill: the form opens without them when they cannot be read.
  if (packages.isPending || profile.isPending || companyProfile.isPending || current.isPending)
    return <PageSkeleton label="Loading plan" cards={1} />;
  if (packages.isError) {
    return (
      <Shell>
        <InlineLoadError
          title="We couldn't load the plans"
          message={billingErrorMessage(packages.error)}
          onRetry={() => packages.refetch()}
          retrying={packages.isFetching}
        />
      </Shell>
    );
  }
  const entry = packages.data.find((e) => e.package.id === selection.packageId);
  if (!entry) {
    return (
      <Shell>
        <Alert variant="error" title="Plan not found" action={<ButtonLink to={PLAN_PATH}>Choose a plan</ButtonLink>}>
          {packageNotFoundMessage(selection.packageId)}
        </Alert>
      </Shell>
    );
  }
  return (
    <CreateForEntry
      entry={entry}
      billingCycle={selection.billingCycle}
      profile={profile.data ?? null}
      company={companyProfile.data ?? null}
      current={current.data ?? null}
    />
  );
}

function Shell({ children, title = 'Subscribe' }: { children: React.ReactNode; title?: string }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={title} />
      {children}
    </div>
  );
}

function CreateForEntry({
  entry,
  billingCycle,
  profile,
  company,
  current,
}: {
  entry: PlanEntry;
  billingCycle: 'monthly' | 'yearly';
  profile: Profile | null;
  company: CompanyContext | null;
  current: Subscription | null;
}) {
  const navigate = useNavigate();
  const create = useCreateSubscription();
  const [notice, setNotice] = useState<string | null>(null);
  const trial = isTrialTier(entry.package.tier);
  const price = trial ? entry.prices[0] : priceForCycle(entry, billingCycle);
  const paid = !trial;
  const initialValues = useMemo(() => emptyCreateValues(prefillFrom(profile, company, current)), [profile, company, current]);
  // Paying while the trial runs ends it (decision 502): said before the customer pays.
  const trialDaysLeft = paid && current?.is_trial && current.status === 'trialing' ? daysUntil(current.current_period_end) : null;
  const canManage = useCanManageBilling();

  if (!price && paid) {
    return (
      <Shell>
        <Alert variant="error" title="Price not available" action={<ButtonLink to={planPath(entry.package.id)}>Choose a plan</ButtonLink>}>
          {billingCycle === 'yearly' ? 'This plan has no annual price.' : 'This plan has no monthly price.'} Please select a different plan
          or billing cycle.
        </Alert>
      </Shell>
    );
  }

  if (paid && !canManage) {
    // The server would refuse with 403: the form is not offered.
    return (
      <Shell title={`Subscribe to ${entry.package.displayName}`}>
        <Alert variant="info" title="Billing is managed by your admin" action={<ButtonLink to={PLAN_PATH}>Back to plans</ButtonLink>}>
          {BILLING_CLIENT_MESSAGES.managersOnly}
        </Alert>
      </Shell>
    );
  }

  const onSubmit = async (payload: CreateSubscriptionInput) => {
    const result = await create.mutateAsync(payload);
    saveCompletedSubscription(result);
    savePlanSelection(null);
    if (result.is_trial || !result.requires_payment) {
      // Spec 01 §4: store the summary, then go to the completed page after 500 ms.
      setNotice(
        result.is_trial
          ? 'Your free trial has started. Taking you to the summary…'
          : 'Your subscription is ready. Taking you to the summary…',
      );
      await sleep(SUBSCRIPTION_REDIRECT_MS);
      navigate(BILLING_WEB_PATHS.completed, { state: { subscription: result } });
      return;
    }
    const url = checkoutRedirectUrl(result);
    if (url) {
      // Paddle (and the sandbox's test-mode page) take the payment on their checkout page.
      setNotice('Redirecting you to the payment page…');
      browserLocation.assign(url);
      await new Promise(() => {});
      return;
    }
    // Stripe: the client secret is only noted (spec 01 §4).
    setNotice('Your subscription is waiting for payment confirmation from Stripe. It activates once the payment succeeds.');
  };

  const setupReturn = setupReturnPath();
  const amountLabel = price
    ? formatPrice(price.amount, trial || price.frequency === 'one_time' ? null : price.interval, price.currency)
    : '';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        eyebrow={
          // Come from the onboarding's team step: the way back leads there, not to the plans (decision 514).
          <Link to={setupReturn ?? planPath(entry.package.id)} className="inline-flex items-center gap-1 hover:text-indigo-500">
            <Icon name="chevron-left" className="size-3.5" />
            {setupReturn ? BACK_TO_SETUP : 'Back to plans'}
          </Link>
        }
        title={trial ? 'Start your free trial' : `Subscribe to ${entry.package.displayName}`}
        description={
          trial
            ? 'Tell us a little about your company and your trial starts right away.'
            : 'Your details for the subscription and invoices.'
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 lg:order-1">
          {notice ? (
            <Alert variant="success" className="mb-6">
              {notice}
            </Alert>
          ) : null}
          {trialDaysLeft ? (
            <Alert variant="info" title={TRIAL_UPGRADE_NOTICE_TITLE} className="mb-6">
              {trialUpgradeNotice(trialDaysLeft)}
            </Alert>
          ) : null}
          <CreateSubscriptionForm
            initialValues={initialValues}
            paid={paid}
            target={{ packageId: entry.package.id, priceId: price?.id, paid }}
            featureOptions={[...PRODUCT_FEATURE_OPTIONS]}
            onSubmit={onSubmit}
            submitLabel={trial ? 'Start Free Trial' : 'Continue to Payment'}
          />
        </div>
        <aside className="order-1 lg:order-2" aria-label="Order summary">
          <Card className="lg:sticky lg:top-6">
            <CardHeader title="Summary" icon={<Icon name="layers" />} />
            <CardBody className="space-y-4 text-sm">
              <div>
                <p className="font-semibold text-slate-900">{entry.package.displayName}</p>
                <p className="text-slate-500">{entry.package.description}</p>
              </div>
              <div className="flex items-baseline justify-between border-t border-slate-100 pt-4">
                <span className="text-slate-500">
                  {trial ? 'Trial' : price?.frequency === 'one_time' ? 'One-time' : billingCycle === 'yearly' ? 'Annual' : 'Monthly'}
                </span>
                <span className="text-xl font-bold text-slate-900">{amountLabel}</span>
              </div>
              {trial ? (
                <p className="text-slate-600">{trialLengthDays(price?.intervalCount)} days of full access, no credit card.</p>
              ) : price?.interval === 'year' && price.frequency === 'recurring' ? (
                <p className="text-slate-600">{formatPrice(monthlyEquivalent(price.amount), 'month', price.currency)} billed annually.</p>
              ) : null}
              <ul className="space-y-1.5 border-t border-slate-100 pt-4 text-slate-600">
                {limitLines(entry.limits).map((line) => (
                  <li key={line} className="flex gap-2">
                    <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-indigo-500" />
                    {line}
                  </li>
                ))}
              </ul>
              <Link to={planPath(entry.package.id)} className="inline-flex text-sm font-medium text-indigo-600 hover:text-indigo-500">
                Change plan
              </Link>
            </CardBody>
          </Card>
        </aside>
      </div>
    </div>
  );
}
