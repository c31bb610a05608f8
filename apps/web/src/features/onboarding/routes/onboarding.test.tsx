import { BILLING_WEB_PATHS } from '@hiring/shared/billing-paths';
import { DEFAULT_ONBOARDING_INVITE_ROLE, emptyOnboardingData, ONBOARDING_MESSAGES, type OnboardingState } from '@hiring/shared/onboarding';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { rememberSetupReturn, setupReturnPath } from '@/lib/setup-return';
import { renderRoutes, signIn } from '@/testing/render';
import { OnboardingRoute, rowErrorsOf } from './onboarding';

const STEPS = ['welcome', 'company-info', 'team-setup', 'product-selection', 'complete'] as const;

function makeState(over: Partial<OnboardingState> = {}): OnboardingState {
  const step = over.current_step ?? 0;
  return {
    applicable: true,
    offer: 'card',
    steps: [...STEPS],
    current_step: step,
    current_step_name: STEPS[step]!,
    completed: false,
    skipped: false,
    started_at: '2026-11-24T00:00:00.000Z',
    skipped_at: null,
    completed_at: null,
    data: emptyOnboardingData(),
    ...over,
  };
}

/** The company form stands in as a stub that reports a complete company. */
const CompanyStep = () => <p>company form</p>;

function renderOnboarding(at: string) {
  signIn('owner');
  const element = <OnboardingRoute CompanyStep={CompanyStep} />;
  return renderRoutes(
    [
      { path: '/onboarding', element },
      { path: '/onboarding/:step', element },
    ],
    at,
    ['/dashboard', BILLING_WEB_PATHS.startTrial],
  );
}

const currentStep = () => screen.getByRole('navigation', { name: 'Setup progress' }).querySelector('[aria-current="step"]')?.textContent;

describe('onboarding screen', () => {
  it('resumes at the saved step with the saved team list after a reload', async () => {
    const saved = makeState({
      current_step: 2,
      data: {
        ...emptyOnboardingData(),
        teamSetup: {
          invites: [{ email: 'kim@example.com', role: 'admin', status: 'pending', message: null, error_status: null, invite_id: null }],
        },
      },
    });
    mockFetch({ 'GET /app/onboarding': ok(saved) });
    renderOnboarding('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Invite your team' }, { timeout: 5000 })).toBeTruthy();
    expect(currentStep()).toContain('Team setup');
    expect((screen.getByLabelText('Email of person 1') as HTMLInputElement).value).toBe('kim@example.com');
    expect((screen.getByLabelText('Role of person 1') as HTMLSelectElement).value).toBe('admin');
  });

  it('does not show a step past the saved one: it goes back to the saved step', async () => {
    mockFetch({ 'GET /app/onboarding': ok(makeState({ current_step: 1 })) });
    const { router } = renderOnboarding('/onboarding/product-selection');
    expect(await screen.findByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/company-info');
  });

  it('checks the team list before saving, then saves it and moves to the next step', async () => {
    const { callsTo } = mockFetch({
      'GET /app/onboarding': ok(makeState({ current_step: 2 })),
      'PUT /app/onboarding/step': ok(makeState({ current_step: 3 })),
    });
    renderOnboarding('/onboarding/team-setup');
    fireEvent.change(await screen.findByLabelText('Email of person 1'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo('PUT /app/onboarding/step')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email of person 1'), { target: { value: 'Sam@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    fireEvent.change(screen.getByLabelText('Email of person 2'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.duplicateEmail)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email of person 2'), { target: { value: 'lee@example.com' } });
    fireEvent.change(screen.getByLabelText('Role of person 2'), { target: { value: 'manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'What do you want to use first?' })).toBeTruthy();
    expect(callsTo('PUT /app/onboarding/step')[0]?.body).toEqual({
      step: 'team-setup',
      move: 'next',
      teamSetup: {
        invites: [
          { email: 'sam@example.com', role: 'member' },
          { email: 'lee@example.com', role: 'manager' },
        ],
      },
    });
  });

  it('says on the team step that invitations need an active subscription or trial when the company has none', async () => {
    mockFetch({
      'GET /app/onboarding': ok(makeState({ current_step: 2 })),
      'GET /app/profile': ok(makeProfile({ role: 'owner' }, { subscription_active: false, trial_eligible: true })),
    });
    const first = renderOnboarding('/onboarding/team-setup');
    expect(await screen.findByText(ONBOARDING_MESSAGES.invitesNeedPlan)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/billing/start-trial');
    first.unmount();

    mockFetch({
      'GET /app/onboarding': ok(makeState({ current_step: 2 })),
      'GET /app/profile': ok(makeProfile({ role: 'owner' }, { subscription_active: true, trial_eligible: false, status: 'trialing' })),
    });
    renderOnboarding('/onboarding/team-setup');
    expect(await screen.findByLabelText('Email of person 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(ONBOARDING_MESSAGES.invitesNeedPlan)).toBeNull());
  });

  it('keeps the team list and a way back to the team step when the owner leaves it to start a free trial (decision 514)', async () => {
    window.sessionStorage.clear();
    const { callsTo } = mockFetch({
      'GET /app/onboarding': ok(makeState({ current_step: 2 })),
      'GET /app/profile': ok(makeProfile({ role: 'owner' }, { subscription_active: false, trial_eligible: true })),
      'PUT /app/onboarding/step': ok(makeState({ current_step: 2 })),
    });
    renderOnboarding('/onboarding/team-setup');
    fireEvent.change(await screen.findByLabelText('Email of person 1'), { target: { value: 'kim@example.com' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Start Free Trial' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(BILLING_WEB_PATHS.startTrial));
    expect(callsTo('PUT /app/onboarding/step').map((c) => c.body)).toEqual([
      { step: 'team-setup', move: 'stay', teamSetup: { invites: [{ email: 'kim@example.com', role: DEFAULT_ONBOARDING_INVITE_ROLE }] } },
    ]);
    expect(setupReturnPath()).toBe('/onboarding/team-setup');
  });

  it('forgets the way back once the owner is back in the setup', async () => {
    rememberSetupReturn('/onboarding/team-setup');
    mockFetch({ 'GET /app/onboarding': ok(makeState({ current_step: 2 })) });
    renderOnboarding('/onboarding/team-setup');
    expect(await screen.findByRole('heading', { name: 'Invite your team' })).toBeTruthy();
    expect(setupReturnPath()).toBeNull();
  });

  it('puts the server’s field errors on the right row', async () => {
    mockFetch({
      'GET /app/onboarding': ok(makeState({ current_step: 2 })),
      'PUT /app/onboarding/step': fail(400, ONBOARDING_MESSAGES.ownEmail, { 'teamSetup.invites.0.email': ONBOARDING_MESSAGES.ownEmail }),
    });
    renderOnboarding('/onboarding/team-setup');
    fireEvent.change(await screen.findByLabelText('Email of person 1'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText(ONBOARDING_MESSAGES.ownEmail).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Email of person 1').getAttribute('aria-invalid')).toBe('true');
  });

  it('Back on the first step is not offered; Skip for now goes to the dashboard', async () => {
    const { callsTo } = mockFetch({
      'GET /app/onboarding': ok(makeState()),
      'POST /app/onboarding/skip': ok(makeState({ skipped: true })),
    });
    renderOnboarding('/onboarding/welcome');
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(callsTo('POST /app/onboarding/skip')).toHaveLength(1);
  });

  it('opens a never-started onboarding with one start call, and says "Failed to start onboarding" when it fails', async () => {
    const { callsTo } = mockFetch({
      'GET /app/onboarding': ok(makeState({ started_at: null, offer: 'redirect' })),
      'POST /app/onboarding/start': fail(500),
    });
    renderOnboarding('/onboarding');
    expect(await screen.findByText(ONBOARDING_MESSAGES.startFailed)).toBeTruthy();
    expect(callsTo('POST /app/onboarding/start')).toHaveLength(1);
  });

  it('shows each invitation’s result on the completed summary, with a retry for the failed ones', async () => {
    const done = makeState({
      current_step: 4,
      completed: true,
      offer: 'none',
      data: {
        companyInfo: { name: 'Northwind', industry: 'technology', size: '11-50', description: 'x', website: 'https://northwind.example' },
        teamSetup: {
          invites: [
            { email: 'a@example.com', role: 'admin', status: 'sent', message: null, error_status: null, invite_id: '1' },
            {
              email: 'b@example.com',
              role: 'member',
              status: 'failed',
              message: 'Your plan allows 3 seats.',
              error_status: 402,
              invite_id: null,
            },
          ],
        },
        selectedProducts: ['talent_pool'],
      },
    });
    mockFetch({ 'GET /app/onboarding': ok(done) });
    renderOnboarding('/onboarding/welcome');
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeTruthy();
    expect(screen.getByText('Technology')).toBeTruthy();
    expect(screen.getByText('Your plan allows 3 seats.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try sending again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the candidate pool' }).getAttribute('href')).toBe('/talent/candidates');
    expect(screen.getByRole('link', { name: 'Create your first job' }).getAttribute('href')).toBe('/job-listing/create');
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });

  it('maps field paths of the schema and of the server to rows', () => {
    expect(
      rowErrorsOf([
        ['invites.1.email', 'bad'],
        ['teamSetup.invites.0.role', 'role'],
        ['other', 'x'],
      ]),
    ).toEqual({ 1: { email: 'bad' }, 0: { role: 'role' } });
  });
});
