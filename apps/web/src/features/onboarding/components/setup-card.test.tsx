import { emptyOnboardingData, type OnboardingState } from '@hiring/shared/onboarding';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { OnboardingSetupCard, useSetupCardSettled } from './setup-card';

const state = (over: Partial<OnboardingState>): OnboardingState => ({
  applicable: true,
  offer: 'card',
  steps: ['welcome', 'company-info', 'team-setup', 'product-selection', 'complete'],
  current_step: 2,
  current_step_name: 'team-setup',
  completed: false,
  skipped: true,
  started_at: '2026-11-24T00:00:00.000Z',
  skipped_at: '2026-11-24T00:00:00.000Z',
  completed_at: null,
  data: emptyOnboardingData(),
  ...over,
});

function Probe() {
  return <p>{useSetupCardSettled() ? 'settled' : 'waiting'}</p>;
}

describe('the dashboard setup card', () => {
  it('sends a new owner who never opened the onboarding to /onboarding once', async () => {
    mockFetch({ 'GET /app/onboarding': ok(state({ offer: 'redirect', started_at: null, skipped: false, current_step: 0 })) });
    signIn('owner');
    renderAt(<OnboardingSetupCard />, { path: '/dashboard', probes: ['/onboarding'] });
    expect((await screen.findByTestId('location')).textContent).toBe('/onboarding');
  });

  it('offers to resume a skipped onboarding at its saved step', async () => {
    mockFetch({ 'GET /app/onboarding': ok(state({})) });
    signIn('owner');
    renderAt(<OnboardingSetupCard />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Finish setting up' })).toBeTruthy();
    expect(screen.getByText(/You skipped the setup/).textContent).toContain('step 3 of 5, Team setup');
    expect(screen.getByRole('link', { name: 'Resume setup' }).getAttribute('href')).toBe('/onboarding');
  });

  it('shows nothing once completed, and makes no call for other roles', async () => {
    const { callsTo } = mockFetch({ 'GET /app/onboarding': ok(state({ offer: 'none', completed: true })) });
    signIn('admin');
    const { unmount } = renderAt(<OnboardingSetupCard />, { path: '/dashboard' });
    expect(callsTo('GET /app/onboarding')).toHaveLength(0);
    unmount();
    signIn('owner');
    renderAt(<OnboardingSetupCard />, { path: '/dashboard' });
    await waitFor(() => expect(callsTo('GET /app/onboarding').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Finish setting up' })).toBeNull();
  });

  it('is settled at once for other roles, and for an owner once the state has arrived', async () => {
    mockFetch({ 'GET /app/onboarding': ok(state({})) });
    signIn('admin');
    const { unmount } = renderAt(<Probe />, { path: '/dashboard' });
    expect(screen.getByText('settled')).toBeTruthy();
    unmount();
    signIn('owner');
    renderAt(<Probe />, { path: '/dashboard' });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('settled')).toBeTruthy();
  });
});
