import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { BILLING_MESSAGES, type ScheduledChange, type Subscription } from '@hiring/shared/billing';
import { formatDate } from '@hiring/shared/constants';
import { formatPrice, trialLengthDays } from '@hiring/shared/pricing';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import {
  billingErrorMessage,
  useCancelSubscription,
  useDeleteScheduledChange,
  usePaymentMethodUpdate,
  useResumeSubscription,
} from '../api';
import { HISTORY_PATH, PLAN_PATH, USAGE_PATH } from '../paths';
import { ManagersOnlyNote, useCanManageBilling } from '../permissions';
import {
  cardBrandLabel,
  cardExpiry,
  nextPaymentLabel,
  PROCESSOR_LABELS,
  periodLabel,
  statusLabel,
  statusTone,
  subscriptionAmountLabel,
  subscriptionPlanName,
} from '../subscription-view';
import { Dialog } from '@/components/ui/dialog';

const linkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Current Plan (spec 01 §2): name, trial badge, period, amount per interval, auto-renew, actions. */
export function CurrentPlanCard({ subscription, onCancelled }: { subscription: Subscription; onCancelled: (message: string) => void }) {
  const [confirming, setConfirming] = useState<'cancel' | 'resume' | null>(null);
  const canManage = useCanManageBilling();
  return (
    <Card>
      <CardHeader
        title="Current Plan"
        icon={<Icon name="layers" />}
        action={<Badge tone={statusTone(subscription.status)}>{statusLabel(subscription.status)}</Badge>}
      />
      <CardBody>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold text-slate-900">{subscriptionPlanName(subscription)}</p>
          {subscription.is_trial ? <Badge tone="indigo">Trial</Badge> : null}
          {subscription.cancel_at_period_end ? <Badge tone="amber">Cancels on {formatDate(subscription.current_period_end)}</Badge> : null}
        </div>
        {subscription.price_display_name ? <p className="text-sm text-slate-500">{subscription.price_display_name}</p> : null}
        <dl className="mt-3 divide-y divide-slate-100">
          <Detail label="Period">{periodLabel(subscription.current_period_start, subscription.current_period_end)}</Detail>
          <Detail label="Amount">{subscriptionAmountLabel(subscription)}</Detail>
          <Detail label="Auto-renew">
            <span className={subscription.auto_renew ? 'text-emerald-700' : 'text-slate-600'}>
              {subscription.auto_renew ? 'Enabled' : 'Disabled'}
            </span>
          </Detail>
        </dl>
        {canManage ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to={PLAN_PATH} size="sm" icon={<Icon name="refresh" className="size-4" />}>
              Change Plan
            </ButtonLink>
            {subscription.cancellable ? (
              <Button size="sm" variant="secondary" className="text-rose-700" onClick={() => setConfirming('cancel')}>
                Cancel Subscription
              </Button>
            ) : null}
            {subscription.resumable ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<Icon name="refresh" className="size-4" />}
                onClick={() => setConfirming('resume')}
              >
                Resume Subscription
              </Button>
            ) : null}
          </div>
        ) : (
          <ManagersOnlyNote className="mt-4" />
        )}
        <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-100 pt-4">
          <Link to={HISTORY_PATH} className={linkClass}>
            <Icon name="file-text" className="size-4" />
            Billing history
          </Link>
          <Link to={USAGE_PATH} className={linkClass}>
            <Icon name="bar-chart" className="size-4" />
            Usage
          </Link>
        </div>
      </CardBody>
      {confirming === 'cancel' ? (
        <CancelDialog
          subscription={subscription}
          onClose={() => setConfirming(null)}
          onDone={(message) => {
            setConfirming(null);
            onCancelled(message);
          }}
        />
      ) : null}
      {confirming === 'resume' ? (
        <ResumeDialog
          subscription={subscription}
          onClose={() => setConfirming(null)}
          onDone={(message) => {
            setConfirming(null);
            onCancelled(message);
          }}
        />
      ) : null}
    </Card>
  );
}

/** The resume confirmation: the plan set to cancel renews at its period end as before. */
function ResumeDialog({
  subscription,
  onClose,
  onDone,
}: {
  subscription: Subscription;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const resume = useResumeSubscription();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await resume.mutateAsync(subscription.id);
      onDone(result.message);
    } catch (e) {
      setError(billingErrorMessage(e, ACTION_FALLBACK_MESSAGES.resumeSubscription));
    }
  };
  return (
    <Dialog
      title="Resume your subscription?"
      description={
        <p>
          {subscriptionPlanName(subscription)} will no longer end on{' '}
          <strong className="text-slate-900">{formatDate(subscription.current_period_end)}</strong>: it renews then at{' '}
          {subscriptionAmountLabel(subscription)}, charged to your payment method on file.
        </p>
      }
      busy={resume.isPending}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={resume.isPending}>
            Keep it cancelled
          </Button>
          <Button onClick={confirm} loading={resume.isPending}>
            Resume Subscription
          </Button>
        </>
      }
    >
      {error ? (
        <Alert variant="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}

/** The cancel confirmation: a trial ends now, a paid plan at the end of its period. */
function CancelDialog({
  subscription,
  onClose,
  onDone,
}: {
  subscription: Subscription;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const cancel = useCancelSubscription();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await cancel.mutateAsync(subscription.id);
      onDone(result.message);
    } catch (e) {
      setError(billingErrorMessage(e, ACTION_FALLBACK_MESSAGES.cancelSubscription));
    }
  };
  const name = subscriptionPlanName(subscription);
  return (
    <Dialog
      title={subscription.is_trial ? 'Cancel your free trial?' : 'Cancel your subscription?'}
      description={
        subscription.is_trial ? (
          <p>Your free trial ends now. Job listings, interviews and results lock until you subscribe to a plan.</p>
        ) : (
          <p>
            {name} stays active until <strong className="text-slate-900">{formatDate(subscription.current_period_end)}</strong> and will not
            renew. You can subscribe again at any time.
          </p>
        )
      }
      busy={cancel.isPending}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep {subscription.is_trial ? 'trial' : 'subscription'}
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            Cancel Subscription
          </Button>
        </>
      }
    >
      {error ? (
        <Alert variant="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}

/** Payment Method (spec 01 §2): none for a trial; brand, last4 and expiry for a paid plan. */
export function PaymentMethodCard({ subscription, scheduled = null }: { subscription: Subscription; scheduled?: ScheduledChange | null }) {
  const method = subscription.payment_method;
  const canManage = useCanManageBilling();
  return (
    <Card>
      <CardHeader title="Payment Method" icon={<Icon name="credit-card" />} />
      <CardBody>
        {subscription.is_trial ? (
          <div className="space-y-2 text-sm">
            <p className="font-medium text-slate-900">No payment method required</p>
            <p className="text-slate-600">
              Your {trialLengthDays(subscription.interval === 'day' ? subscription.interval_count : null)}-day free trial needs no card. Add
              a payment method before the trial ends on {formatDate(subscription.current_period_end)} by choosing a plan.
            </p>
            {canManage ? (
              <Link to={PLAN_PATH} className={`${linkClass} pt-1`}>
                Choose a plan
                <Icon name="arrow-right" className="size-3.5" />
              </Link>
            ) : (
              <ManagersOnlyNote className="pt-1" />
            )}
          </div>
        ) : method ? (
          <div className="space-y-4">
            <div className="flex items-center gap-4">
              <span className="flex h-10 w-14 items-center justify-center rounded-md bg-slate-900 text-xs font-semibold tracking-wide text-white">
                {cardBrandLabel(method.brand).slice(0, 4).toUpperCase()}
              </span>
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {cardBrandLabel(method.brand)} ending in {method.last4}
                </p>
                <p className="text-slate-500">{cardExpiry(method) ? `Expires ${cardExpiry(method)}` : 'Expiry not available'}</p>
              </div>
            </div>
            <dl className="divide-y divide-slate-100 border-y border-slate-100">
              <Detail label="Next payment">{nextPaymentLabel(subscription, scheduled)}</Detail>
              <Detail label="Processed by">{PROCESSOR_LABELS[subscription.processor ?? ''] ?? 'Payment processor'}</Detail>
            </dl>
            <UpdatePaymentMethod subscription={subscription} />
          </div>
        ) : (
          <div className="space-y-2 text-sm">
            <p className="font-medium text-slate-900">No card on file yet</p>
            <p className="text-slate-600">
              {subscription.processor
                ? `Payments are handled by ${PROCESSOR_LABELS[subscription.processor] ?? subscription.processor}; the card appears here after the first payment.`
                : 'The card appears here after the first payment.'}
            </p>
            <UpdatePaymentMethod subscription={subscription} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}

/** Where the browser goes for the processor's page; replaced in tests. */
export const paymentPageLocation = { assign: (url: string) => window.location.assign(url) };

/** Opens the processor's own page for a new card (Stripe portal, Paddle checkout, the sandbox's test page). */
function UpdatePaymentMethod({ subscription }: { subscription: Subscription }) {
  const update = usePaymentMethodUpdate();
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      const { url } = await update.mutateAsync(subscription.id);
      paymentPageLocation.assign(url);
    } catch (e) {
      setError(billingErrorMessage(e, 'Failed to open the payment method page'));
    }
  };
  return (
    <div className="space-y-2">
      <Button size="sm" variant="secondary" onClick={open} loading={update.isPending}>
        Update payment method
      </Button>
      <p className="text-xs text-slate-500">
        Opens {PROCESSOR_LABELS[subscription.processor ?? ''] ?? 'the payment processor'}, which keeps your card; you come back here after.
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
    </div>
  );
}

/** Plan changes waiting for the end of the period, each with a way to call it off. */
export function ScheduledChanges({ changes, onMessage }: { changes: ScheduledChange[]; onMessage: (message: string) => void }) {
  const remove = useDeleteScheduledChange();
  const canManage = useCanManageBilling();
  const [error, setError] = useState<string | null>(null);
  const pending = changes.filter((c) => c.status === 'scheduled');
  if (pending.length === 0) return null;
  return (
    <Card>
      <CardHeader title="Scheduled plan changes" icon={<Icon name="clock" />} />
      <ul className="divide-y divide-slate-100">
        {pending.map((change) => (
          <li key={change.id} className="flex flex-col gap-3 px-5 py-4 text-sm sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {change.from_package_display_name} → {change.to_package_display_name}{' '}
                <span className="font-normal text-slate-500">({formatPrice(change.to_amount, change.to_interval)})</span>
              </p>
              <p className="text-slate-500">Takes effect on {formatDate(change.effective_at)}</p>
            </div>
            {canManage ? (
              <Button
                size="sm"
                variant="secondary"
                loading={remove.isPending && remove.variables === change.id}
                onClick={async () => {
                  setError(null);
                  try {
                    await remove.mutateAsync(change.id);
                    onMessage(BILLING_MESSAGES.changeCancelled);
                  } catch (e) {
                    setError(billingErrorMessage(e, 'Failed to cancel the plan change'));
                  }
                }}
              >
                Keep current plan
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <div className="px-5 pb-4">
          <Alert variant="error">{error}</Alert>
        </div>
      ) : null}
    </Card>
  );
}
