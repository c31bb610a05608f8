import { BILLING_CLIENT_MESSAGES, daysUntil } from '@hiring/shared/billing-client';
import { BILLING_WEB_PATHS } from '@hiring/shared/billing-paths';
import { formatDate, TRIAL_DAYS } from '@hiring/shared/constants';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { ACCESS_MESSAGES, hasPermission, type RoleInput } from '@hiring/shared/roles';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * Shown without an active subscription: the trial offer, or the expired variant (spec 01 §2).
 * A member who cannot manage billing is told who can, instead of an offer that is not theirs.
 */
export function SubscriptionBanner({ subscription, role }: { subscription: ProfileSubscription; role?: RoleInput }) {
  if (subscription.subscription_active)
    return <ActiveNotice subscription={subscription} mayManage={hasPermission(role, 'manage_billing')} />;
  if (!hasPermission(role, 'manage_billing')) {
    return (
      <section
        aria-labelledby="subscription-banner-title"
        data-variant="ask-manager"
        className="flex gap-4 rounded-xl border border-slate-200 bg-white px-6 py-5 text-slate-900 shadow-xs"
      >
        <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div>
          <h2 id="subscription-banner-title" className="font-semibold">
            No active subscription
          </h2>
          <p className="mt-1 text-sm text-slate-600">{ACCESS_MESSAGES.askManagerToSubscribe}</p>
        </div>
      </section>
    );
  }
  const trial = subscription.trial_eligible;
  return (
    <section
      aria-labelledby="subscription-banner-title"
      data-variant={trial ? 'trial-available' : 'expired'}
      className={
        trial
          ? 'flex flex-col gap-4 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between'
          : 'flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 px-6 py-5 text-amber-950 sm:flex-row sm:items-center sm:justify-between'
      }
    >
      <div className="flex gap-4">
        <span className={trial ? 'mt-0.5 text-indigo-200' : 'mt-0.5 text-amber-500'}>
          <Icon name={trial ? 'sparkles' : 'alert-triangle'} className="size-6" />
        </span>
        <div>
          <h2 id="subscription-banner-title" className="font-semibold">
            {trial ? `Start your ${TRIAL_DAYS}-day free trial` : 'Your subscription is not active'}
          </h2>
          <p className={trial ? 'mt-1 text-sm text-indigo-100' : 'mt-1 text-sm text-amber-800'}>
            {trial
              ? 'Full access to job listings, AI interviews and scored results. No credit card required.'
              : 'Your trial or subscription has ended. Subscribe to unlock job listings, interviews and results.'}
          </p>
        </div>
      </div>
      <ButtonLink
        to={trial ? BILLING_WEB_PATHS.startTrial : BILLING_WEB_PATHS.management}
        variant={trial ? 'secondary' : 'primary'}
        className={trial ? 'ring-0' : undefined}
      >
        {trial ? 'Start Free Trial' : 'View Plans'}
      </ButtonLink>
    </section>
  );
}

/**
 * With access: a running trial says when it ends, and a failed renewal (past_due) asks for a
 * new payment before access is lost. A paid plan in good standing needs no banner. Only a member
 * who may manage billing is offered the action; others are told who takes it.
 */
function ActiveNotice({ subscription, mayManage }: { subscription: ProfileSubscription; mayManage: boolean }) {
  if (subscription.status === 'past_due') {
    return (
      <section
        aria-labelledby="subscription-banner-title"
        data-variant="past-due"
        className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-3">
          <Icon name="alert-triangle" className="mt-0.5 size-5 shrink-0 text-amber-500" />
          <div>
            <h2 id="subscription-banner-title" className="text-sm font-semibold">
              Your last payment failed
            </h2>
            <p className="text-sm text-amber-800">
              {mayManage
                ? 'Update your payment method to keep access to job listings, interviews and results.'
                : BILLING_CLIENT_MESSAGES.askManagerToUpdatePayment}
            </p>
          </div>
        </div>
        {mayManage ? (
          <ButtonLink to={BILLING_WEB_PATHS.management} size="sm">
            Manage subscription
          </ButtonLink>
        ) : null}
      </section>
    );
  }
  if (!subscription.is_trial) return null;
  const days = daysUntil(subscription.current_period_end);
  return (
    <section
      aria-labelledby="subscription-banner-title"
      data-variant="trial-active"
      className="flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-5 py-4 text-indigo-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Icon name="sparkles" className="mt-0.5 size-5 shrink-0 text-indigo-500" />
        <div>
          <h2 id="subscription-banner-title" className="text-sm font-semibold">
            {days === null ? 'Your free trial is active' : `Your free trial is active: ${days} ${days === 1 ? 'day' : 'days'} left`}
          </h2>
          <p className="text-sm text-indigo-800">
            Full access until {formatDate(subscription.current_period_end)}.{' '}
            {mayManage ? 'Choose a plan before then to keep working without a break.' : BILLING_CLIENT_MESSAGES.askManagerToChoosePlan}
          </p>
        </div>
      </div>
      {mayManage ? (
        <ButtonLink to={BILLING_WEB_PATHS.plan} size="sm" variant="secondary">
          Choose a plan
        </ButtonLink>
      ) : null}
    </section>
  );
}
