import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { BACK_TO_SETUP } from '@hiring/shared/onboarding-steps';
import { rememberSetupReturn } from '@/lib/setup-return';
import { renderRoutes, signIn } from '@/testing/render';
import { BILLING_STORAGE_KEYS } from '../billing-storage';
import { makeBillingSubscription, makeCreateResult, PRO } from '../test-fixtures';
import { CompletedRoute } from './completed';

const COMPLETED = '/billing/subscription/completed';

function renderCompleted(at: string | { pathname: string; search?: string; state?: unknown }) {
  signIn();
  return renderRoutes(
    [
      { path: COMPLETED, element: <CompletedRoute /> },
      { path: '/billing/subscription/create/completed', element: <CompletedRoute /> },
    ],
    at as string,
    ['/billing/subscription'],
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('completed page', () => {
  it('says "Free Trial Started!" with plan, status, period, amount and next steps from navigation state', async () => {
    mockFetch({});
    renderCompleted({ pathname: COMPLETED, state: { subscription: makeCreateResult() } });
    expect(await screen.findByRole('heading', { name: BILLING_CLIENT_MESSAGES.trialCompletedTitle })).toBeTruthy();
    expect(BILLING_CLIENT_MESSAGES.trialCompletedTitle).toBe('Free Trial Started!');
    expect(screen.getByText('Free Trial')).toBeTruthy();
    expect(screen.getByText('Trialing')).toBeTruthy();
    expect(screen.getByText('Until December 4, 2026')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeTruthy();
    expect(screen.getByText('Create your first job listing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View subscription' }).getAttribute('href')).toBe('/billing/subscription');
    expect(screen.getByRole('link', { name: /Go to dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('leads back to the onboarding step the owner left to start the trial, and offers no such way otherwise (decision 514)', async () => {
    mockFetch({});
    const first = renderCompleted({ pathname: COMPLETED, state: { subscription: makeCreateResult() } });
    await screen.findByRole('heading', { name: BILLING_CLIENT_MESSAGES.trialCompletedTitle });
    expect(screen.queryByRole('link', { name: BACK_TO_SETUP })).toBeNull();
    first.unmount();

    rememberSetupReturn('/onboarding/team-setup');
    renderCompleted({ pathname: COMPLETED, state: { subscription: makeCreateResult() } });
    await screen.findByRole('heading', { name: BILLING_CLIENT_MESSAGES.trialCompletedTitle });
    expect(screen.getByRole('link', { name: BACK_TO_SETUP }).getAttribute('href')).toBe('/onboarding/team-setup');
  });

  it('reads the summary from session storage on /create/completed', async () => {
    mockFetch({});
    window.sessionStorage.setItem(BILLING_STORAGE_KEYS.completedSubscription, JSON.stringify(makeCreateResult()));
    renderCompleted('/billing/subscription/create/completed');
    expect(await screen.findByRole('heading', { name: 'Free Trial Started!' })).toBeTruthy();
  });

  it('redirects to /billing/subscription when there is no data', async () => {
    mockFetch({});
    renderCompleted(COMPLETED);
    expect((await screen.findByTestId('location')).textContent).toBe('/billing/subscription');
  });

  it('says "Subscription Completed!" after the checkout, with the live status and the card', async () => {
    const summary = makeCreateResult({
      subscription_id: 'sub-1',
      is_trial: false,
      requires_payment: true,
      status: 'pending',
      package: { id: PRO.package.id, name: 'professional', display_name: 'Professional', tier: 'professional' },
      amount: 49,
      interval: 'month',
      payment: { processor: 'sandbox', checkout_url: 'http://x', client_secret: null },
    });
    window.sessionStorage.setItem(BILLING_STORAGE_KEYS.completedSubscription, JSON.stringify(summary));
    mockFetch({ 'GET /app/subscriptions/current': ok(makeBillingSubscription()) });
    renderCompleted(`${COMPLETED}?checkout=success&subscription_id=sub-1`);
    expect(await screen.findByRole('heading', { name: 'Subscription Completed!' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Active')).toBeTruthy());
    expect(screen.getByText('$49/mo')).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242 (expires 12/2030)')).toBeTruthy();
    expect(screen.getByText('November 1, 2026 – December 1, 2026')).toBeTruthy();
  });

  it('builds the page from the live subscription when the processor returns without a stored summary', async () => {
    mockFetch({ 'GET /app/subscriptions/current': ok(makeBillingSubscription()) });
    renderCompleted(`${COMPLETED}?checkout=success&subscription_id=sub-1`);
    expect(await screen.findByRole('heading', { name: 'Subscription Completed!' })).toBeTruthy();
    expect(await screen.findByText('Professional')).toBeTruthy();
  });

  it('says the payment was not completed when the checkout failed', async () => {
    mockFetch({});
    renderCompleted(`${COMPLETED}?checkout=failed&subscription_id=sub-1`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/billing/subscription/plan');
  });
});
