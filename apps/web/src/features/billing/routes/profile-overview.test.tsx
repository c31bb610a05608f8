import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { makeBillingSubscription } from '../test-fixtures';
import { PROFILE_LOAD_ERROR, ProfileOverviewRoute } from './profile-overview';

function renderProfile() {
  signIn();
  return renderAt(<ProfileOverviewRoute />, { path: '/profile' });
}

describe('/profile', () => {
  it('shows Profile Information with "Edit Profile" and the subscription panel from the real subscription', async () => {
    mockFetch({
      'GET /app/profile': ok(
        makeProfile(
          { phone: '+1 555 0100', role: 'owner' },
          { subscription_active: true, trial_eligible: false, status: 'active', plan_name: 'Professional' },
        ),
      ),
      'GET /app/subscriptions/current': ok(makeBillingSubscription()),
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile Information' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('+1 555 0100')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile/settings');
    expect(await screen.findByText('$49/mo on December 1, 2026')).toBeTruthy();
  });

  it('shows the spec message when the profile cannot be loaded', async () => {
    mockFetch({ 'GET /app/profile': fail(500), 'GET /app/subscriptions/current': ok(null) });
    renderProfile();
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_LOAD_ERROR);
    expect(PROFILE_LOAD_ERROR).toBe(
      'An error occurred while loading your profile. No profile data available. Please refresh the page or contact support.',
    );
  });
});
