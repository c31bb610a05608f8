import {
  BILLING_CLIENT_MESSAGES,
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_SUBSCRIPTION_PARAM,
  type CreateSubscriptionResult,
  isTrialTier,
  PAID_NEXT_STEPS,
  type Subscription,
  TRIAL_NEXT_STEPS,
} from '@hiring/shared/billing';
import { formatDate } from '@hiring/shared/constants';
import { formatPrice } from '@hiring/shared/pricing';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { currentSubscriptionQueryOptions } from '../api';
import { readCompletedSubscription } from '../billing-storage';
import { BackToSetupLink } from '@/lib/setup-return';
import { MANAGEMENT_PATH, PLAN_PATH } from '../paths';
import {
  cardBrandLabel,
  cardExpiry,
  PROCESSOR_LABELS,
  periodLabel,
  statusLabel,
  statusTone,
  subscriptionAmountLabel,
  subscriptionPlanName,
} from '../subscription-view';

function summaryFromState(state: unknown): CreateSubscriptionResult | null {
  if (!state || typeof state !== 'object') return null;
  const sub = (state as { subscription?: unknown }).subscription;
  return sub && typeof sub === 'object' && typeof (sub as { subscription_id?: unknown }).subscription_id === 'string'
    ? (sub as CreateSubscriptionResult)
    : null;
}

/** Checkout pages can take a moment to report the payment: ask again while it is pending (up to a minute). */
const POLL_MS = 2_000;
const POLL_LIMIT = 30;

/** /billing/subscription/completed and /create/completed (spec 01 §2). */
export function CompletedRoute() {
  const location = useLocation();
  const [params] = useSearchParams();
  const checkout = params.get(CHECKOUT_RESULT_PARAM);
  const returnedId = params.get(CHECKOUT_SUBSCRIPTION_PARAM);
  const stored = readCompletedSubscription();
  const summary = summaryFromState(location.state) ?? (stored && (!returnedId || stored.subscription_id === returnedId) ? stored : null);
  const paid = summary ? !summary.is_trial : checkout !== null;

  const current = useQuery({
    ...currentSubscriptionQueryOptions(),
    enabled: paid,
    refetchInterval: (query) => {
      const sub = query.state.data;
      const pending = !sub || sub.id !== (summary?.subscription_id ?? returnedId) || sub.status !== 'active';
      return pending && query.state.dataUpdateCount < POLL_LIMIT ? POLL_MS : false;
    },
  });

  // Nothing to show: no navigation state, no stored summary, no processor return (spec 01 §2).
  if (!summary && !checkout) return <Navigate to={MANAGEMENT_PATH} replace />;
  if (checkout === 'failed' || checkout === 'cancelled') return <PaymentNotCompleted cancelled={checkout === 'cancelled'} />;

  const subscriptionId = summary?.subscription_id ?? returnedId;
  const live: Subscription | null = current.data && current.data.id === subscriptionId ? current.data : null;
  if (!summary && !live) {
    if (current.isPending || current.isFetching) {
      return (
        <div className="flex justify-center py-20">
          <Spinner size="lg" label="Confirming your subscription" />
        </div>
      );
    }
    return <Navigate to={MANAGEMENT_PATH} replace />;
  }

  const isTrial = summary?.is_trial ?? live?.is_trial ?? false;
  const title = isTrial ? BILLING_CLIENT_MESSAGES.trialCompletedTitle : BILLING_CLIENT_MESSAGES.paidCompletedTitle;
  const planName = live ? subscriptionPlanName(live) : (summary?.package.display_name ?? '');
  const status = live?.status ?? summary?.status ?? null;
  const amount = live
    ? subscriptionAmountLabel(live)
    : summary
      ? formatPrice(summary.amount, isTrialTier(summary.package.tier) ? null : summary.interval)
      : '';
  const period = live
    ? periodLabel(live.current_period_start, live.current_period_end)
    : `Until ${formatDate(summary?.current_period_end)}`;
  const nextSteps = summary?.next_steps.length ? summary.next_steps : isTrial ? TRIAL_NEXT_STEPS : PAID_NEXT_STEPS;
  const waiting = !isTrial && status !== 'active';

  return (
    <div className="mx-auto max-w-2xl">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-8 text-center text-white sm:px-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-white/15">
            <Icon name="check-circle" className="size-8" />
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-indigo-100">
            {isTrial
              ? 'Every feature is unlocked for your team. No card needed.'
              : waiting
                ? 'We are confirming your payment.'
                : 'Thank you. Your plan is active.'}
          </p>
        </div>
        <dl className="divide-y divide-slate-100 px-6 sm:px-10">
          <Row label="Plan">{planName}</Row>
          <Row label="Status">
            <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>
            {waiting && current.isFetching ? (
              <Spinner size="sm" className="ml-2 inline text-slate-400" label="Checking payment status" />
            ) : null}
          </Row>
          <Row label="Period">{period}</Row>
          <Row label="Amount">{amount}</Row>
          {!isTrial ? (
            <Row label="Payment method">
              {live?.payment_method
                ? `${cardBrandLabel(live.payment_method.brand)} ending in ${live.payment_method.last4}${cardExpiry(live.payment_method) ? ` (expires ${cardExpiry(live.payment_method)})` : ''}`
                : (PROCESSOR_LABELS[live?.processor ?? summary?.payment?.processor ?? ''] ?? 'Pending')}
            </Row>
          ) : null}
        </dl>
        {isTrial || waiting ? (
          <div className="border-t border-slate-100 bg-slate-50 px-6 py-5 sm:px-10">
            <h2 className="text-sm font-semibold text-slate-900">Next steps</h2>
            <ol className="mt-3 space-y-2 text-sm text-slate-600">
              {nextSteps.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
                    {i + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 border-t border-slate-100 px-6 py-5 sm:flex-row sm:justify-end sm:px-10">
          {/* Come from the onboarding's team step: the way back to it first (decision 514). */}
          <BackToSetupLink />
          <ButtonLink to={MANAGEMENT_PATH} variant="secondary">
            View subscription
          </ButtonLink>
          <ButtonLink to="/dashboard">
            Go to dashboard
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function PaymentNotCompleted({ cancelled }: { cancelled: boolean }) {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Icon name="alert-triangle" className="size-6" />
      </div>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">{cancelled ? 'Checkout cancelled' : 'Payment not completed'}</h1>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {cancelled
          ? 'You left the checkout before paying. Nothing was charged.'
          : 'The payment did not go through, so nothing was charged. You can try again with another card.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={PLAN_PATH}>Try again</ButtonLink>
        <ButtonLink to={MANAGEMENT_PATH} variant="secondary">
          View subscription
        </ButtonLink>
      </div>
    </Card>
  );
}
