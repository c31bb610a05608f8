import { BILLING_CLIENT_MESSAGES, BILLING_MESSAGES, SUBSCRIPTION_CARD_STATES } from '@hiring/shared/billing';
import { paymentPageLocation } from '../components/current-plan';
import { SUCCESS_MESSAGE_MS } from '@hiring/shared/constants';
import { ACTION_FALLBACK_MESSAGES } from '@hiring/shared/errors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderRoutes, signIn } from '@/testing/render';
import { makeBillingSubscription, makeTrialSubscription } from '../test-fixtures';
import { SubscriptionManagementRoute } from './subscription-management';

const PATH = '/billing/subscription';

function renderManagement(state?: unknown, at: string = PATH) {
  signIn('owner');
  return renderRoutes(
    [{ path: PATH, element: <SubscriptionManagementRoute /> }],
    // A memory router entry may carry navigation state.
    (state ? { pathname: PATH, state } : at) as string,
    ['/elsewhere'],
  );
}

const profile = (flags: Parameters<typeof makeProfile>[1]) => ok(makeProfile({}, flags));

describe('subscription management: the four states', () => {
  it('shows "Active Free Trial" with the trial plan, no auto-renew and no payment method needed', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeTrialSubscription()),
      'GET /app/profile': profile({ subscription_active: true, trial_eligible: false, is_trial: true, status: 'trialing' }),
    });
    renderManagement();
    const status = (await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.activeTrial })).closest('section');
    expect(status?.getAttribute('data-state')).toBe('activeTrial');
    expect(screen.getByText('Trial')).toBeTruthy();
    expect(screen.getByText('November 20, 2026 – December 4, 2026')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('No payment method required')).toBeTruthy();
    expect(screen.getByText(/Add a payment method before the trial ends on December 4, 2026/)).toBeTruthy();
  });

  it('shows "Active Subscription" with amount per interval, auto-renew Enabled and the card', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': profile({ subscription_active: true, trial_eligible: false, status: 'active' }),
      'GET /app/subscriptions/changes': ok([]),
    });
    renderManagement();
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.activeSubscription })).toBeTruthy();
    expect(screen.getByText('Professional renews on December 1, 2026.')).toBeTruthy();
    expect(screen.getByText('$49/mo')).toBeTruthy();
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText('Expires 12/2030')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Change Plan/ }).getAttribute('href')).toBe('/billing/subscription/plan');
    expect(screen.getByRole('link', { name: /Billing history/ }).getAttribute('href')).toBe('/billing/subscription/history');
  });

  it('shows "Free Trial Available" with Start Free Trial for an eligible company without a subscription', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(null),
      'GET /app/profile': profile({ subscription_active: false, trial_eligible: true }),
    });
    renderManagement();
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.trialAvailable })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/billing/start-trial'));
    expect(screen.queryByRole('heading', { name: 'Current Plan' })).toBeNull();
  });

  it('shows "No Active Subscription" when the trial was used', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(null),
      'GET /app/profile': profile({ subscription_active: false, trial_eligible: false }),
    });
    renderManagement();
    await waitFor(() => expect(screen.getByRole('heading', { name: SUBSCRIPTION_CARD_STATES.none })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
  });

  it('has a "Create New Subscription" button to the plan page', async () => {
    mockFetch({ 'GET /app/subscriptions/current': ok(null), 'GET /app/profile': profile({}) });
    renderManagement();
    expect((await screen.findByRole('link', { name: 'Create New Subscription' })).getAttribute('href')).toBe('/billing/subscription/plan');
  });

  it('shows "Error Loading Subscription" when the subscription cannot be loaded, and retries', async () => {
    const { callsTo } = mockFetch({
      'GET /app/subscriptions/current': [fail(500), ok(null)],
      'GET /app/profile': profile({ subscription_active: false, trial_eligible: true }),
    });
    renderManagement();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BILLING_CLIENT_MESSAGES.errorLoadingSubscription);
    // No message in the answer: the action's fallback (spec 01 §8).
    expect(alert.textContent).toContain(ACTION_FALLBACK_MESSAGES.loadSubscription);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.trialAvailable })).toBeTruthy();
    expect(callsTo('GET /app/subscriptions/current')).toHaveLength(2);
  });
});

describe('subscription management: cancel', () => {
  it('shows "Cancel Subscription" only when the subscription is cancellable', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription({ cancellable: false })),
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': ok([]),
    });
    renderManagement();
    await screen.findByRole('heading', { name: 'Current Plan' });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('asks for confirmation, keeps the plan on "Keep", and cancels on confirm with the server message', async () => {
    const cancelled = makeBillingSubscription({ cancel_at_period_end: true, auto_renew: false, cancellable: false });
    const { callsTo } = mockFetch({
      'GET /app/subscriptions/current': [ok(makeBillingSubscription()), ok(cancelled)],
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': ok([]),
      'POST /app/subscriptions/cancel': ok({
        message: 'Your subscription will be cancelled at the end of the current billing period.',
        subscription: cancelled,
      }),
    });
    renderManagement();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('stays active until December 1, 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST /app/subscriptions/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Your subscription will be cancelled at the end of the current billing period.')).toBeTruthy();
    expect(callsTo('POST /app/subscriptions/cancel')[0]?.body).toEqual({ subscription_id: 'sub-1' });
    expect(await screen.findByText('Cancels on December 1, 2026')).toBeTruthy();
  });

  it('cancelling a trial sets the current subscription to none', async () => {
    mockFetch({
      'GET /app/subscriptions/current': [ok(makeTrialSubscription()), ok(null)],
      'GET /app/profile': [
        profile({ subscription_active: true, is_trial: true }),
        profile({ subscription_active: false, trial_eligible: false }),
      ],
      'POST /app/subscriptions/cancel': ok({
        message: 'Your free trial has been cancelled.',
        subscription: makeTrialSubscription({ status: 'cancelled' }),
      }),
    });
    renderManagement();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your free trial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Your free trial has been cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: SUBSCRIPTION_CARD_STATES.none })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Current Plan' })).toBeNull();
  });

  it('shows "Failed to cancel subscription" in the dialog when the call fails without a message', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': ok([]),
      'POST /app/subscriptions/cancel': { status: 409, body: {} },
    });
    renderManagement();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to cancel subscription');
  });
});

describe('subscription management: resume', () => {
  const cancelling = makeBillingSubscription({ cancel_at_period_end: true, auto_renew: false, cancellable: false, resumable: true });

  it('offers "Resume Subscription" only for a plan set to cancel that the server says can resume', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': ok([]),
    });
    renderManagement();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
  });

  it('asks for confirmation, keeps it cancelled on "Keep it cancelled", and resumes on confirm with the server message', async () => {
    const resumed = makeBillingSubscription();
    const { callsTo } = mockFetch({
      'GET /app/subscriptions/current': [ok(cancelling), ok(resumed)],
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': ok([]),
      'POST /app/subscriptions/resume': ok({ message: BILLING_MESSAGES.resumed, subscription: resumed }),
    });
    renderManagement();
    expect(await screen.findByText('Cancels on December 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Resume your subscription?' });
    expect(dialog.textContent).toContain('Professional will no longer end on December 1, 2026: it renews then at $49/mo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it cancelled' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST /app/subscriptions/resume')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Resume your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText(BILLING_MESSAGES.resumed)).toBeTruthy();
    expect(callsTo('POST /app/subscriptions/resume')[0]?.body).toEqual({ subscription_id: 'sub-1' });
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.queryByText('Cancels on December 1, 2026')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
  });

  it('shows the server\'s refusal, or "Failed to resume subscription", in the dialog', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(cancelling),
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': ok([]),
      'POST /app/subscriptions/resume': [
        { status: 409, body: { success: false, message: BILLING_MESSAGES.notResumable } },
        { status: 500, body: {} },
      ],
    });
    renderManagement();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Subscription' }));
    const confirm = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resume Subscription' }));
    confirm();
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(BILLING_MESSAGES.notResumable);
    confirm();
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(ACTION_FALLBACK_MESSAGES.resumeSubscription),
    );
  });
});

describe('subscription management: success message', () => {
  it('shows the message from navigation state for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch({ 'GET /app/subscriptions/current': ok(null), 'GET /app/profile': profile({}) });
      renderManagement({ message: 'Your plan has been changed.' });
      expect(await screen.findByText('Your plan has been changed.')).toBeTruthy();
      act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 100));
      expect(screen.getByText('Your plan has been changed.')).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Your plan has been changed.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be dismissed', async () => {
    mockFetch({ 'GET /app/subscriptions/current': ok(null), 'GET /app/profile': profile({}) });
    renderManagement({ message: 'Done.' });
    expect(await screen.findByText('Done.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Done.')).toBeNull();
  });
});

describe('subscription cache', () => {
  it('does not fetch the subscription again within 5 minutes', async () => {
    const { callsTo } = mockFetch({ 'GET /app/subscriptions/current': ok(null), 'GET /app/profile': profile({}) });
    const { router } = renderManagement();
    await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.trialAvailable });
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(PATH));
    await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.trialAvailable });
    expect(callsTo('GET /app/subscriptions/current')).toHaveLength(1);
  });
});

describe('scheduled plan changes', () => {
  it('lists a scheduled change and calls it off with DELETE', async () => {
    const change = {
      id: 'chg-1',
      subscription_id: 'sub-1',
      from_package_display_name: 'Professional',
      from_price_display_name: 'Monthly',
      to_package_id: 'pkg-starter',
      to_price_id: 'pkg-starter-month',
      to_package_name: 'starter',
      to_package_display_name: 'Starter',
      to_price_display_name: 'Monthly',
      to_amount: 29,
      to_interval: 'month',
      effective: 'period_end',
      effective_at: '2026-12-01T00:00:00.000Z',
      status: 'scheduled',
      created_at: '2026-11-10T00:00:00.000Z',
      applied_at: null,
    };
    const { callsTo } = mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': profile({ subscription_active: true }),
      'GET /app/subscriptions/changes': [ok([change]), ok([])],
      'DELETE /app/subscriptions/changes/chg-1': ok({ message: 'The scheduled plan change has been cancelled.' }),
    });
    renderManagement();
    expect(await screen.findByText(/Professional → Starter/)).toBeTruthy();
    expect(screen.getByText('Takes effect on December 1, 2026')).toBeTruthy();
    // The status and the next payment say what happens at the period end, not "renews".
    const status = screen.getByRole('heading', { name: SUBSCRIPTION_CARD_STATES.activeSubscription }).closest('section');
    expect(status?.textContent).toContain('Professional runs until December 1, 2026, then changes to Starter (Monthly).');
    expect(status?.textContent).not.toContain('renews');
    expect(screen.getByText('$29/mo on December 1, 2026 (Starter)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep current plan' }));
    expect(await screen.findByText('The scheduled plan change has been cancelled.')).toBeTruthy();
    expect(callsTo('DELETE /app/subscriptions/changes/chg-1')).toHaveLength(1);
  });
});

describe('update payment method', () => {
  it("sends the browser to the processor's own card page, and says so when the card was changed", async () => {
    const assign = vi.spyOn(paymentPageLocation, 'assign').mockImplementation(() => {});
    const { callsTo } = mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': profile({ subscription_active: true }),
      'POST /app/subscriptions/sub-1/payment-method': ok({ url: 'http://localhost:8082/api/billing/sandbox/payment-method/sbx_x' }),
    });
    renderManagement();
    fireEvent.click(await screen.findByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:8082/api/billing/sandbox/payment-method/sbx_x'));
    expect(callsTo('POST /app/subscriptions/sub-1/payment-method')).toHaveLength(1);
    assign.mockRestore();
  });

  it('confirms a changed card on return', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': profile({ subscription_active: true }),
    });
    renderManagement(undefined, `${PATH}?payment_method=updated`);
    expect(await screen.findByText(BILLING_MESSAGES.paymentMethodUpdated)).toBeTruthy();
  });
});

describe('return from a checkout', () => {
  it('says the payment was not completed after ?checkout=failed, with a way to try again', async () => {
    mockFetch({ 'GET /app/subscriptions/current': ok(null), 'GET /app/profile': profile({ trial_eligible: false }) });
    renderManagement(undefined, `${PATH}?checkout=failed&subscription_id=sub-9`);
    expect(await screen.findByText('Payment not completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/billing/subscription/plan');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment not completed')).toBeNull();
  });

  it('says the checkout was cancelled after ?checkout=cancelled', async () => {
    mockFetch({ 'GET /app/subscriptions/current': ok(null), 'GET /app/profile': profile({ trial_eligible: false }) });
    renderManagement(undefined, `${PATH}?checkout=cancelled`);
    expect(await screen.findByText('Checkout cancelled')).toBeTruthy();
  });
});

describe('subscription management for a member without manage_billing (issue 34)', () => {
  function renderAsMember() {
    signIn('member');
    return renderRoutes([{ path: PATH, element: <SubscriptionManagementRoute /> }], PATH, ['/elsewhere']);
  }

  it('offers no Create New Subscription and no Choose a plan on a trial, and says who changes billing', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeTrialSubscription()),
      'GET /app/profile': ok(makeProfile({ role: 'member' }, { subscription_active: true, trial_eligible: false, is_trial: true })),
    });
    renderAsMember();
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.activeTrial })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create New Subscription/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Choose a plan/ })).toBeNull();
    expect(screen.getAllByText(BILLING_CLIENT_MESSAGES.managersOnly).length).toBeGreaterThan(0);
  });

  it('offers no View plans when the company has no subscription, but keeps Start Free Trial, which every member may use', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(null),
      'GET /app/profile': ok(makeProfile({ role: 'member' }, { subscription_active: false, trial_eligible: true })),
    });
    renderAsMember();
    expect(await screen.findByRole('heading', { name: SUBSCRIPTION_CARD_STATES.trialAvailable })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create New Subscription/ })).toBeNull();
  });
});
