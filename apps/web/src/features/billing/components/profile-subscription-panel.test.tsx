import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSubscription } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { makeBillingSubscription, makeTrialSubscription } from '../test-fixtures';
import { ProfileSubscriptionPanel } from './profile-subscription-panel';

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('profile subscription panel (spec 02 §2.4)', () => {
  it('offers a plain user no Create Job Listing: the job area is closed to that role', () => {
    signIn('user');
    const flags = makeSubscription({ subscription_active: true, trial_eligible: false, status: 'active' });
    renderAt(<ProfileSubscriptionPanel flags={flags} subscription={makeBillingSubscription()} />);
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create Job Listing/ })).toBeNull();
  });

  it('active: plan and renewal date, dashboard and create-job buttons, details with Plan, Billing Period, Next Payment', () => {
    signIn('owner');
    renderAt(
      <ProfileSubscriptionPanel
        flags={makeSubscription({
          subscription_active: true,
          trial_eligible: false,
          status: 'active',
          plan_name: 'Professional',
          current_period_end: '2026-12-01T00:00:00Z',
        })}
        subscription={makeBillingSubscription()}
      />,
    );
    expect(screen.getAllByText('Professional').length).toBeGreaterThan(0);
    expect(screen.getByText('Renews on December 1, 2026')).toBeTruthy();
    expect(hrefOf(/Go to Dashboard/)).toBe('/dashboard');
    expect(hrefOf(/Create Job Listing/)).toBe('/job-listing/create');
    expect(screen.getByText('Billing Period').nextSibling?.textContent).toBe('Monthly');
    expect(screen.getByText('Next Payment').nextSibling?.textContent).toBe('$49/mo on December 1, 2026');
    expect(hrefOf('Manage subscription')).toBe('/billing/subscription');
    expect(hrefOf('View usage')).toBe('/billing/usage');
  });

  it('active trial: no payment during the trial', () => {
    renderAt(
      <ProfileSubscriptionPanel
        flags={makeSubscription({
          subscription_active: true,
          trial_eligible: false,
          status: 'trialing',
          is_trial: true,
          plan_name: 'Free Trial',
        })}
        subscription={makeTrialSubscription()}
      />,
    );
    expect(screen.getByText('Trial ends on December 4, 2026')).toBeTruthy();
    expect(screen.getByText('Billing Period').nextSibling?.textContent).toBe('14-day free trial');
    expect(screen.getByText('Next Payment').nextSibling?.textContent).toBe('None during the trial');
  });

  it('trial available: "Start Free Trial" to /billing/start-trial and "View Pricing Plans" to /billing/subscription', () => {
    renderAt(<ProfileSubscriptionPanel flags={makeSubscription({ trial_eligible: true })} subscription={null} />);
    expect(hrefOf('Start Free Trial')).toBe('/billing/start-trial');
    expect(hrefOf('View Pricing Plans')).toBe('/billing/subscription');
  });

  it('trial expired: "View Subscription Plans" to /billing/subscription', () => {
    renderAt(
      <ProfileSubscriptionPanel
        flags={makeSubscription({ trial_eligible: false, status: 'expired', is_trial: true })}
        subscription={null}
      />,
    );
    expect(screen.getByText('Your free trial has ended')).toBeTruthy();
    expect(hrefOf('View Subscription Plans')).toBe('/billing/subscription');
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
  });
});
