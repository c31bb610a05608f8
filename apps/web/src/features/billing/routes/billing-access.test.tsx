import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderAt, renderRoutes, signIn } from '@/testing/render';
import { Dialog } from '@/components/ui/dialog';
import { ALL_PACKAGES, makeBillingSubscription, makeTrialSubscription, PRO, STARTER, TRIAL } from '../test-fixtures';
import { CreateSubscriptionRoute } from './create';
import { PlanRoute } from './plan';
import { SubscriptionManagementRoute } from './subscription-management';

const MANAGEMENT = '/billing/subscription';
const PLAN = '/billing/subscription/plan';
const CREATE = '/billing/subscription/create';

beforeEach(() => window.sessionStorage.clear());

function renderManagement(role: string, state?: unknown) {
  signIn(role);
  return renderRoutes(
    [{ path: MANAGEMENT, element: <SubscriptionManagementRoute /> }],
    (state ? { pathname: MANAGEMENT, state } : MANAGEMENT) as string,
    [],
  );
}

const activeProfile = ok(makeProfile({}, { subscription_active: true, trial_eligible: false, status: 'active' }));

describe('billing actions for members without manage_billing (a 403 would sign them out)', () => {
  it('hides Change Plan, Cancel and "Keep current plan" from a user, with a note to ask the admin', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription({ cancel_at_period_end: true, cancellable: false, resumable: true })),
      'GET /app/profile': activeProfile,
      'GET /app/subscriptions/changes': ok([
        {
          id: 'chg-1',
          subscription_id: 'sub-1',
          from_package_display_name: 'Professional',
          from_price_display_name: 'Professional Monthly',
          to_package_id: 'pkg-business',
          to_price_id: 'price-business',
          to_package_name: 'business',
          to_package_display_name: 'Business',
          to_price_display_name: 'Business Monthly',
          to_amount: 99,
          to_interval: 'month',
          effective: 'period_end',
          effective_at: '2026-12-01T00:00:00.000Z',
          status: 'scheduled',
          created_at: '2026-11-20T00:00:00.000Z',
          applied_at: null,
        },
      ]),
    });
    renderManagement('user');
    expect(await screen.findByText(BILLING_CLIENT_MESSAGES.managersOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Change Plan/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(await screen.findByText(/Professional → Business/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep current plan' })).toBeNull();
  });

  it('offers the actions to owners and admins', async () => {
    for (const role of ['owner', 'admin']) {
      mockFetch({
        'GET /app/subscriptions/current': ok(makeBillingSubscription()),
        'GET /app/profile': activeProfile,
        'GET /app/subscriptions/changes': ok([]),
      });
      const { unmount } = renderManagement(role);
      expect(await screen.findByRole('link', { name: /Change Plan/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
      expect(screen.queryByText(BILLING_CLIENT_MESSAGES.managersOnly)).toBeNull();
      unmount();
    }
  });

  it('keeps Continue disabled for a user who selects a paid plan on the plan page, but lets them pick the trial', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/subscriptions/current': ok(null) });
    signIn('user');
    renderAt(<PlanRoute />, { path: PLAN, probes: [CREATE] });
    const starter = await screen.findByRole('article', { name: STARTER.package.displayName });
    fireEvent.click(within(starter).getByRole('button', { name: `Select ${STARTER.package.displayName}` }));
    const bar = screen.getByRole('region', { name: 'Selected plan' });
    expect((within(bar).getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(bar.textContent).toContain(BILLING_CLIENT_MESSAGES.managersOnly);

    fireEvent.click(screen.getByRole('tab', { name: /Trial Plans/ }));
    const trial = screen.getByRole('article', { name: TRIAL.package.displayName });
    fireEvent.click(within(trial).getByRole('button', { name: `Select ${TRIAL.package.displayName}` }));
    expect((within(bar).getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the note instead of the paid checkout form to a user', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/profile': ok(makeProfile()) });
    signIn('user');
    renderAt(<CreateSubscriptionRoute />, { path: CREATE, at: `${CREATE}?packageId=${PRO.package.id}&billingCycle=monthly` });
    expect(await screen.findByText(BILLING_CLIENT_MESSAGES.managersOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(PLAN);
  });
});

describe('billing page details', () => {
  it('gives the trial length of the price in the Payment Method card', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeTrialSubscription({ interval: 'day', interval_count: 30 })),
      'GET /app/profile': ok(makeProfile({}, { subscription_active: true, trial_eligible: false, is_trial: true, status: 'trialing' })),
    });
    renderManagement('owner');
    expect(await screen.findByText(/Your 30-day free trial needs no card/)).toBeTruthy();
  });

  it('shows the navigation-state success message once and clears it from the history entry, so a reload does not repeat it', async () => {
    mockFetch({
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
      'GET /app/profile': activeProfile,
      'GET /app/subscriptions/changes': ok([]),
    });
    const { router } = renderManagement('owner', { message: 'Your plan has been changed.' });
    expect(await screen.findByText('Your plan has been changed.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe(MANAGEMENT);
    expect(screen.getByText('Your plan has been changed.')).toBeTruthy();
  });

  it('points each plan tab at a panel only when that panel is shown', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/subscriptions/current': ok(null) });
    signIn('owner');
    renderAt(<PlanRoute />, { path: PLAN });
    const tabs = await screen.findAllByRole('tab');
    for (const tab of tabs) {
      const controls = tab.getAttribute('aria-controls');
      if (tab.getAttribute('aria-selected') === 'true')
        expect(document.getElementById(controls ?? '')?.getAttribute('role')).toBe('tabpanel');
      else expect(controls).toBeNull();
    }
  });

  it('puts a dialog whose first control is a select in a native modal dialog, with focus on that select', () => {
    const onClose = vi.fn();
    renderAt(
      <Dialog title="Details" onClose={onClose} footer={null}>
        <select aria-label="Reason">
          <option>Too expensive</option>
        </select>
        <textarea aria-label="Comments" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    // The browser's modal <dialog> keeps Tab inside it and makes the page behind inert.
    expect(dialog.tagName).toBe('DIALOG');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Reason' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
