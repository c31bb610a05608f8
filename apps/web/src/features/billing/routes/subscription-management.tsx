import { BILLING_MESSAGES, CHECKOUT_RESULT_PARAM, subscriptionCardState } from '@hiring/shared/billing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { billingErrorMessage, useCurrentSubscription, useProfile, useScheduledChanges } from '../api';
import { PageSkeleton, SubscriptionLoadError } from '../components/billing-states';
import { CurrentPlanCard, PaymentMethodCard, ScheduledChanges } from '../components/current-plan';
import { StatusCard } from '../components/status-card';
import { useCanManageBilling } from '../permissions';
import { SuccessMessage, useSuccessMessage } from '../components/success-message';
import { PLAN_PATH } from '../paths';
import { pendingChange } from '../subscription-view';

/** /billing and /billing/subscription: Subscription Management (spec 01 §2). */
export function SubscriptionManagementRoute() {
  const current = useCurrentSubscription();
  const profile = useProfile();
  const [message, setMessage] = useSuccessMessage();
  const subscription = current.data ?? null;
  const changes = useScheduledChanges(!!subscription && !subscription.is_trial && subscription.frequency === 'recurring');

  const canManage = useCanManageBilling();

  const header = (
    <PageHeader
      title="Subscription Management"
      description="Your plan, payment method and billing in one place."
      actions={
        // Members who cannot pay are not offered a subscription they could not create (decision 082).
        canManage ? (
          <ButtonLink to={PLAN_PATH} icon={<Icon name="plus" className="size-4" />}>
            Create New Subscription
          </ButtonLink>
        ) : null
      }
    />
  );

  if (current.isPending) return <PageSkeleton label="Loading subscription" />;
  if (current.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        {header}
        <SubscriptionLoadError
          message={billingErrorMessage(current.error)}
          onRetry={() => current.refetch()}
          retrying={current.isFetching}
        />
      </div>
    );
  }

  const trialEligible = profile.data?.subscription.trial_eligible ?? false;
  const state = subscriptionCardState(subscription, trialEligible);
  const scheduled = pendingChange(changes.data, subscription);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {header}
      <SuccessMessage message={message} onDismiss={() => setMessage(null)} />
      <CheckoutNotice />
      <StatusCard state={state} subscription={subscription} scheduled={scheduled} />
      {subscription ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard subscription={subscription} onCancelled={setMessage} />
            <PaymentMethodCard subscription={subscription} scheduled={scheduled} />
          </div>
          <ScheduledChanges changes={changes.data ?? []} onMessage={setMessage} />
        </>
      ) : (
        <NoSubscriptionLinks />
      )}
    </div>
  );
}

function NoSubscriptionLinks() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ButtonLink
        to="/billing/subscription/history"
        variant="secondary"
        className="h-auto justify-start py-3"
        icon={<Icon name="file-text" className="size-4" />}
      >
        Billing history and invoices
      </ButtonLink>
      <ButtonLink
        to="/billing/usage"
        variant="secondary"
        className="h-auto justify-start py-3"
        icon={<Icon name="bar-chart" className="size-4" />}
      >
        Usage against plan limits
      </ButtonLink>
    </div>
  );
}

/** The processor sends a failed or abandoned checkout back here (?checkout=failed|cancelled). */
function CheckoutNotice() {
  const [params] = useSearchParams();
  const [hidden, setHidden] = useState(false);
  const result = params.get(CHECKOUT_RESULT_PARAM);
  if (!hidden && params.get('payment_method') === 'updated')
    return (
      <Alert
        variant="success"
        action={
          <Button size="sm" variant="secondary" onClick={() => setHidden(true)}>
            Dismiss
          </Button>
        }
      >
        {BILLING_MESSAGES.paymentMethodUpdated}
      </Alert>
    );
  if (hidden || (result !== 'failed' && result !== 'cancelled')) return null;
  return (
    <Alert
      variant="warning"
      title={result === 'failed' ? 'Payment not completed' : 'Checkout cancelled'}
      action={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={PLAN_PATH} size="sm">
            Try again
          </ButtonLink>
          <Button size="sm" variant="secondary" onClick={() => setHidden(true)}>
            Dismiss
          </Button>
        </div>
      }
    >
      {result === 'failed'
        ? 'The payment did not go through, so nothing was charged and your plan did not change.'
        : 'You left the checkout before paying. Nothing was charged.'}
    </Alert>
  );
}
