import { TRIAL_DAYS } from '@hiring/shared/constants';
import { BILLING_PATH } from '@/config/paths';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Shown without an active subscription: the trial offer, or the expired variant (spec 01 §2). */
export function SubscriptionBanner({ subscription }: { subscription: ProfileSubscription }) {
  if (subscription.subscription_active) return null;
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
      <ButtonLink to={BILLING_PATH} variant={trial ? 'secondary' : 'primary'} className={trial ? 'ring-0' : undefined}>
        {trial ? 'Start Free Trial' : 'View Plans'}
      </ButtonLink>
    </section>
  );
}
