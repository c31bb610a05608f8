import type { Subscription } from '@hiring/shared/billing';
import { FALLBACK_PACKAGE_NAMES, formatDate, TRIAL_DAYS } from '@hiring/shared/constants';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { canAccessPath } from '@hiring/shared/roles';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { useSession } from '@/lib/use-session';
import { useCurrentSubscription } from '../api';
import { MANAGEMENT_PATH, START_TRIAL_PATH, USAGE_PATH } from '../paths';
import { billingPeriodLabel, nextPaymentLabel, statusLabel, statusTone } from '../subscription-view';

const linkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

interface ProfileSubscriptionPanelProps {
  flags: ProfileSubscription;
  subscription: Subscription | null | undefined;
}

/** What /profile shows beside Profile Information: the panel, from the current subscription. */
export function ProfileSubscriptionSection({ flags }: { flags: ProfileSubscription }) {
  const current = useCurrentSubscription();
  return <ProfileSubscriptionPanel flags={flags} subscription={current.data} />;
}

/** The profile's subscription panel (spec 02 §2.4): active, trial available, or trial expired. */
export function ProfileSubscriptionPanel({ flags, subscription }: ProfileSubscriptionPanelProps) {
  const { role } = useSession();
  if (flags.subscription_active) {
    const plan =
      subscription?.package_display_name ||
      flags.plan_name ||
      (flags.is_trial ? FALLBACK_PACKAGE_NAMES.trial : FALLBACK_PACKAGE_NAMES.paid);
    const end = subscription?.current_period_end ?? flags.current_period_end;
    return (
      <Card data-state="active">
        <CardHeader
          title="Subscription"
          icon={<Icon name="credit-card" />}
          action={<Badge tone={statusTone(flags.status)}>{statusLabel(flags.status)}</Badge>}
        />
        <CardBody className="space-y-5">
          <div>
            <p className="text-lg font-semibold text-slate-900">{plan}</p>
            <p className="text-sm text-slate-500">
              {flags.is_trial
                ? `Trial ends on ${formatDate(end)}`
                : subscription?.cancel_at_period_end
                  ? `Ends on ${formatDate(end)}`
                  : `Renews on ${formatDate(end)}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/dashboard" size="sm" variant="secondary" icon={<Icon name="home" className="size-4" />}>
              Go to Dashboard
            </ButtonLink>
            {/* Only for roles that may open the job listing area. */}
            {canAccessPath(role, '/job-listing/create') ? (
              <ButtonLink to="/job-listing/create" size="sm" icon={<Icon name="plus" className="size-4" />}>
                Create Job Listing
              </ButtonLink>
            ) : null}
          </div>
          <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Subscription details</h3>
            <dl className="mt-2 divide-y divide-slate-200 text-sm">
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-500">Plan</dt>
                <dd className="font-medium text-slate-900">{plan}</dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-500">Billing Period</dt>
                <dd className="font-medium text-slate-900">
                  {subscription ? billingPeriodLabel(subscription) : flags.is_trial ? `${TRIAL_DAYS}-day free trial` : 'Not available'}
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-slate-500">Next Payment</dt>
                <dd className="text-right font-medium text-slate-900">{subscription ? nextPaymentLabel(subscription) : formatDate(end)}</dd>
              </div>
            </dl>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              <Link to={MANAGEMENT_PATH} className={linkClass}>
                Manage subscription
              </Link>
              <Link to={USAGE_PATH} className={linkClass}>
                View usage
              </Link>
            </div>
          </div>
        </CardBody>
      </Card>
    );
  }
  if (flags.trial_eligible) {
    return (
      <Card data-state="trial-available">
        <CardHeader title="Subscription" icon={<Icon name="sparkles" />} />
        <CardBody className="space-y-4">
          <div>
            <p className="font-semibold text-slate-900">Try everything free for {TRIAL_DAYS} days</p>
            <p className="text-sm text-slate-500">
              Full access to job listings, AI interviews and scored results. No credit card required.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={START_TRIAL_PATH} size="sm">
              Start Free Trial
            </ButtonLink>
            <ButtonLink to={MANAGEMENT_PATH} size="sm" variant="secondary">
              View Pricing Plans
            </ButtonLink>
          </div>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card data-state="trial-expired">
      <CardHeader
        title="Subscription"
        icon={<Icon name="lock" />}
        action={flags.status ? <Badge tone={statusTone(flags.status)}>{statusLabel(flags.status)}</Badge> : undefined}
      />
      <CardBody className="space-y-4">
        <div>
          <p className="font-semibold text-slate-900">
            {flags.is_trial || flags.status === 'expired' ? 'Your free trial has ended' : 'No active subscription'}
          </p>
          <p className="text-sm text-slate-500">Subscribe to a plan to unlock job listings, interviews and results again.</p>
        </div>
        <ButtonLink to={MANAGEMENT_PATH} size="sm">
          View Subscription Plans
        </ButtonLink>
      </CardBody>
    </Card>
  );
}
