import { type ScheduledChange, SUBSCRIPTION_CARD_STATES, type Subscription, type SubscriptionCardState } from '@hiring/shared/billing';
import { formatDate, TRIAL_DAYS } from '@hiring/shared/constants';
import { MAX_ANNUAL_SAVING_COPY } from '@hiring/shared/pricing';
import { ButtonLink } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { PLAN_PATH, START_TRIAL_PATH } from '../paths';
import { ManagersOnlyNote, useCanManageBilling } from '../permissions';
import { daysUntil, subscriptionPlanName } from '../subscription-view';

const LOOK: Record<SubscriptionCardState, { icon: IconName; box: string; iconBox: string }> = {
  activeTrial: { icon: 'sparkles', box: 'border-indigo-200 bg-indigo-50/60', iconBox: 'bg-indigo-600 text-white' },
  activeSubscription: { icon: 'check-circle', box: 'border-emerald-200 bg-emerald-50/60', iconBox: 'bg-emerald-600 text-white' },
  trialAvailable: { icon: 'sparkles', box: 'border-indigo-200 bg-white', iconBox: 'bg-indigo-50 text-indigo-600' },
  none: { icon: 'lock', box: 'border-amber-200 bg-amber-50/60', iconBox: 'bg-amber-100 text-amber-700' },
};

function describe(state: SubscriptionCardState, sub: Subscription | null, scheduled: ScheduledChange | null): string {
  switch (state) {
    case 'activeTrial': {
      const days = daysUntil(sub?.current_period_end);
      const left = days === null ? '' : ` (${days} ${days === 1 ? 'day' : 'days'} left)`;
      return `Your free trial gives full access until ${formatDate(sub?.current_period_end)}${left}. Choose a plan before it ends to keep working without a break.`;
    }
    case 'activeSubscription':
      if (!sub) return '';
      if (sub.cancel_at_period_end)
        return `${subscriptionPlanName(sub)} stays active until ${formatDate(sub.current_period_end)} and will not renew.`;
      if (sub.frequency === 'one_time') return `${subscriptionPlanName(sub)} is active until ${formatDate(sub.current_period_end)}.`;
      if (sub.status === 'past_due')
        return `The last payment for ${subscriptionPlanName(sub)} failed. Update your payment method to keep access.`;
      if (scheduled)
        return `${subscriptionPlanName(sub)} runs until ${formatDate(scheduled.effective_at)}, then changes to ${scheduled.to_price_display_name.startsWith(scheduled.to_package_display_name) ? scheduled.to_price_display_name : `${scheduled.to_package_display_name} (${scheduled.to_price_display_name})`}.`;
      return `${subscriptionPlanName(sub)} renews on ${formatDate(sub.current_period_end)}.`;
    case 'trialAvailable':
      return `Try every feature free for ${TRIAL_DAYS} days. No credit card required.`;
    default:
      return sub?.status === 'unpaid'
        ? 'Your subscription is unpaid, so job listings, interviews and results are locked. Subscribe to unlock them again.'
        : `Job listings, interviews and results are locked. Subscribe to a plan to unlock them. ${MAX_ANNUAL_SAVING_COPY} with annual billing.`;
  }
}

/** The management screen's status card: one of the four states of spec 01 §2. */
export function StatusCard({
  state,
  subscription,
  scheduled = null,
}: {
  state: SubscriptionCardState;
  subscription: Subscription | null;
  /** A plan change waiting for the period end: said instead of "renews". */
  scheduled?: ScheduledChange | null;
}) {
  const look = LOOK[state];
  // Any member may start the free trial (decision 041); choosing or buying a plan is for those who manage billing.
  const canManage = useCanManageBilling();
  return (
    <section
      aria-labelledby="subscription-status-title"
      data-state={state}
      className={cn('flex flex-col gap-4 rounded-xl border p-5 shadow-xs sm:flex-row sm:items-center', look.box)}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', look.iconBox)}>
          <Icon name={look.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="subscription-status-title" className="text-base font-semibold text-slate-900">
            {SUBSCRIPTION_CARD_STATES[state]}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{describe(state, subscription, scheduled)}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {state === 'trialAvailable' ? (
          <>
            <ButtonLink to={START_TRIAL_PATH}>Start Free Trial</ButtonLink>
            <ButtonLink to={PLAN_PATH} variant="secondary">
              View plans
            </ButtonLink>
          </>
        ) : null}
        {state === 'none' && canManage ? <ButtonLink to={PLAN_PATH}>View plans</ButtonLink> : null}
        {state === 'activeTrial' && canManage ? <ButtonLink to={PLAN_PATH}>Choose a plan</ButtonLink> : null}
        {(state === 'none' || state === 'activeTrial') && !canManage ? <ManagersOnlyNote /> : null}
      </div>
    </section>
  );
}
