import { BILLING_MESSAGES } from '@hiring/shared/billing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { ALL_PACKAGES, PRO, TRIAL } from '../test-fixtures';
import { PackageRedirectRoute } from './package-redirect';
import { StartTrialRoute } from './start-trial';

function renderStart() {
  signIn();
  return renderAt(<StartTrialRoute />, { path: '/billing/start-trial', probes: ['/billing/subscription/create'] });
}

describe('/billing/start-trial', () => {
  it('opens the create form of the trial package for an eligible company', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/profile': ok(makeProfile({}, { trial_eligible: true })) });
    renderStart();
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/billing/subscription/create?packageId=${TRIAL.package.id}&billingCycle=monthly`,
    );
  });

  it('says the trial was used when the company is not eligible', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/profile': ok(makeProfile({}, { trial_eligible: false })) });
    renderStart();
    expect(await screen.findByText(BILLING_MESSAGES.trialAlreadyUsed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' }).getAttribute('href')).toBe('/billing/subscription/plan');
  });

  it('says so when there is no trial package', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok([PRO]), 'GET /app/profile': ok(makeProfile({}, { trial_eligible: true })) });
    renderStart();
    expect(await screen.findByText('No trial plans available')).toBeTruthy();
  });
});

describe('/billing/subscription/{id}', () => {
  it('redirects to plan?packageId={id}', async () => {
    signIn();
    mockFetch({});
    renderAt(<PackageRedirectRoute />, {
      path: '/billing/subscription/:id',
      at: '/billing/subscription/pkg-42',
      probes: ['/billing/subscription/plan'],
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/billing/subscription/plan?packageId=pkg-42');
  });
});
