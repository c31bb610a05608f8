import type { ProfileSubscription } from '@hiring/shared/profile';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { PROFILE_LOAD_ERROR, ProfileOverviewRoute } from './profile-overview';

/** Stands where the router puts billing's panel: shows the flags it is handed. */
function FlagsPanel({ flags }: { flags: ProfileSubscription }) {
  return <p>Panel for {flags.plan_name}</p>;
}

function renderProfile() {
  signIn();
  return renderAt(<ProfileOverviewRoute SubscriptionPanel={FlagsPanel} />, { path: '/profile' });
}

describe('/profile', () => {
  it('shows Profile Information with "Edit Profile", and hands the subscription flags to the panel', async () => {
    mockFetch({
      'GET /app/profile': ok(
        makeProfile(
          { phone: '+1 555 0100', role: 'owner' },
          { subscription_active: true, trial_eligible: false, status: 'active', plan_name: 'Professional' },
        ),
      ),
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile Information' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('+1 555 0100')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile/settings');
    expect(screen.getByText('Panel for Professional')).toBeTruthy();
  });

  it('shows the spec message when the profile cannot be loaded', async () => {
    mockFetch({ 'GET /app/profile': fail(500) });
    renderProfile();
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_LOAD_ERROR);
    expect(PROFILE_LOAD_ERROR).toBe(
      'An error occurred while loading your profile. No profile data available. Please refresh the page or contact support.',
    );
  });
});
