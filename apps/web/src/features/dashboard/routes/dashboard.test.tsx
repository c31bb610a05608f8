import { DASHBOARD_INVALID_RESPONSE_MESSAGE } from '@hiring/shared/errors';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { ACCESS_MESSAGES, type Role } from '@hiring/shared/roles';
import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing-client';
import { makeProfile as makeAnyProfile } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { DashboardRoute, greetingFor } from './dashboard';

type ProfileArgs = Parameters<typeof makeAnyProfile>;
/** An owner's profile (owners may manage billing and job listings); the user's own test says so. */
const makeProfile = (user: ProfileArgs[0] = {}, subscription: ProfileArgs[1] = {}) =>
  makeAnyProfile({ role: 'owner', last_login: '2026-02-01T09:00:00.000Z', ...user }, subscription);

const renderDashboard = () => {
  signIn();
  return renderAt(<DashboardRoute />, { path: '/dashboard' });
};
/** The steps and panels come in a second pass after the top of the page (decision 435). */
const belowTheFold = () => screen.findByRole('heading', { name: 'Get started' });
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
/** Stands in for the job feature's list of active positions, which the router passes in. */
const ActiveList = () => <p>Platform Engineer · interviewing</p>;

describe('dashboard states', () => {
  it('shows a loading state first', () => {
    mockFetch({ 'GET /app/profile': () => new Promise(() => {}) as never });
    renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeTruthy();
  });

  it('shows an error box whose "Try Again" loads again', async () => {
    const { callsTo } = mockFetch({ 'GET /app/profile': [fail(500, 'Database unavailable'), ok(makeProfile())] });
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    expect(callsTo('GET /app/profile')).toHaveLength(2);
  });

  it('says "Invalid response format from dashboard API" when the answer has no success flag', async () => {
    mockFetch({ 'GET /app/profile': { body: { data: makeProfile() } } });
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain(DASHBOARD_INVALID_RESPONSE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows "No dashboard data available" with "Refresh Dashboard" when data is missing', async () => {
    const { callsTo } = mockFetch({ 'GET /app/profile': [{ body: { success: true, data: null } }, ok(makeProfile())] });
    renderDashboard();
    expect(await screen.findByText('No dashboard data available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Dashboard' }));
    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    expect(callsTo('GET /app/profile')).toHaveLength(2);
  });
});

describe('dashboard content', () => {
  it('welcomes the user by first name, or "User" without one', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile({ firstName: '' })) });
    renderDashboard();
    expect(await screen.findByText('Welcome back, User!')).toBeTruthy();
  });

  it('offers the free trial and locks the three steps when trial eligible', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile({}, { subscription_active: false, trial_eligible: true })) });
    renderDashboard();
    const banner = (await screen.findByRole('heading', { name: 'Start your 14-day free trial' })).closest('section');
    expect(banner?.getAttribute('data-variant')).toBe('trial-available');
    await belowTheFold();
    const steps = screen.getAllByRole('listitem').filter((li) => li.getAttribute('data-locked') === 'true');
    expect(steps.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Create Job Listing',
      'Generate Interview',
      'Review Results',
    ]);
    const unlock = screen.getAllByRole('link', { name: /Start Free Trial to Unlock/ });
    expect(unlock).toHaveLength(3);
    for (const link of unlock) expect(link.getAttribute('href')).toBe('/billing/subscription');
  });

  it('shows the expired banner and "Subscribe to Unlock" when no trial is left', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile({}, { subscription_active: false, trial_eligible: false, status: 'expired' })) });
    renderDashboard();
    const banner = (await screen.findByRole('heading', { name: 'Your subscription is not active' })).closest('section');
    expect(banner?.getAttribute('data-variant')).toBe('expired');
    await belowTheFold();
    const unlock = screen.getAllByRole('link', { name: /Subscribe to Unlock/ });
    expect(unlock).toHaveLength(3);
    for (const link of unlock) expect(link.getAttribute('href')).toBe('/billing/subscription');
    expect(screen.queryByText(/Start Free Trial to Unlock/)).toBeNull();
  });

  it('opens the three steps with an active subscription and shows no banner', async () => {
    mockFetch({
      'GET /app/profile': ok(
        makeProfile(
          {},
          {
            subscription_active: true,
            trial_eligible: false,
            status: 'active',
            plan_name: 'Pro',
            current_period_end: '2026-12-31T00:00:00Z',
          },
        ),
      ),
    });
    renderDashboard();
    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    await belowTheFold();
    expect(screen.queryByRole('heading', { name: 'Start your 14-day free trial' })).toBeNull();
    expect(hrefOf('Create a listing')).toBe('/job-listing/create');
    expect(hrefOf('Create an interview link')).toBe('/interviews/create-link');
    expect(hrefOf('Review results')).toBe('/interviews/results');
    expect(screen.getByRole('heading', { name: 'Subscription Status' })).toBeTruthy();
    expect(screen.getByText('December 31, 2026')).toBeTruthy();
    expect(hrefOf(/Creating job listings/)).toBe('/support/help/job-creation');
    expect(hrefOf(/Running interviews/)).toBe('/support/help/interviews');
    expect(hrefOf(/Assessing candidates/)).toBe('/support/help/candidate-assessment');
  });

  it('sends the trial banner straight to /billing/start-trial', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile({}, { subscription_active: false, trial_eligible: true })) });
    renderDashboard();
    const banner = (await screen.findByRole('heading', { name: 'Start your 14-day free trial' })).closest('section') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/billing/start-trial');
  });

  it('tells a company on an active trial how many days are left, with the steps unlocked', async () => {
    const end = new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString();
    mockFetch({
      'GET /app/profile': ok(
        makeProfile({}, { subscription_active: true, trial_eligible: false, is_trial: true, status: 'trialing', current_period_end: end }),
      ),
    });
    renderDashboard();
    const banner = (await screen.findByRole('heading', { name: 'Your free trial is active: 5 days left' })).closest('section');
    expect(banner?.getAttribute('data-variant')).toBe('trial-active');
    await belowTheFold();
    expect(hrefOf('Create a listing')).toBe('/job-listing/create');
    expect(screen.queryByText(/to Unlock/)).toBeNull();
  });

  it.each([
    ['Free Trial', 'Free Trial', false],
    ['Professional', 'Professional', true],
  ])('names the trial plan %s once, with a Trial badge only when the name does not say it', async (plan, shown, badge) => {
    mockFetch({
      'GET /app/profile': ok(
        makeProfile({}, { subscription_active: true, trial_eligible: false, is_trial: true, status: 'trialing', plan_name: plan }),
      ),
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Subscription Status' });
    const planValue = screen.getByText('Plan', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(planValue.textContent?.trim()).toBe(badge ? `${shown} Trial` : shown);
  });

  it('warns about a failed renewal (past due) while access continues', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile({}, { subscription_active: true, trial_eligible: false, status: 'past_due' })) });
    renderDashboard();
    const banner = (await screen.findByRole('heading', { name: 'Your last payment failed' })).closest('section') as HTMLElement;
    expect(banner.getAttribute('data-variant')).toBe('past-due');
    expect(within(banner).getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/billing/subscription');
  });

  it('has the Active Hiring and Team Collaboration panels with their links', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile()) });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Active Hiring' })).toBeTruthy();
    expect(hrefOf('View job listings')).toBe('/job-listing');
    expect(screen.getByRole('heading', { name: 'Team Collaboration' })).toBeTruthy();
    expect(hrefOf('View team')).toBe('/team');
    expect(hrefOf('Invite members')).toBe('/team/invite');
  });

  it.each(['owner', 'team_lead', 'member'])(
    'shows a %s the Active Hiring list it is given, never a bare empty state (issue 34)',
    async (role) => {
      mockFetch({ 'GET /app/profile': ok(makeProfile({ role: role as Role })) });
      signIn(role);
      renderAt(<DashboardRoute ActiveHiring={ActiveList} />, { path: '/dashboard' });
      expect(await screen.findByText('Platform Engineer · interviewing')).toBeTruthy();
      expect(screen.queryByText('No active job listings yet')).toBeNull();
    },
  );

  it('loads the Active Hiring list only once its panel comes into view', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      mockFetch({ 'GET /app/profile': ok(makeProfile()) });
      signIn();
      renderAt(<DashboardRoute ActiveHiring={ActiveList} />, { path: '/dashboard' });
      expect(await screen.findByRole('heading', { name: 'Active Hiring' })).toBeTruthy();
      expect(screen.queryByText('Platform Engineer · interviewing')).toBeNull();
      act(() => {
        for (const o of observers) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      expect(await screen.findByText('Platform Engineer · interviewing')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends locked resources to billing and lists the benefits without a subscription', async () => {
    mockFetch({ 'GET /app/profile': ok(makeProfile()) });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'What you get with a subscription' })).toBeTruthy();
    expect(hrefOf(/Creating job listings/)).toBe('/billing/subscription');
    expect(hrefOf(/Running interviews/)).toBe('/billing/subscription');
    expect(hrefOf(/Assessing candidates/)).toBe('/billing/subscription');
  });
});

describe('greeting', () => {
  it('welcomes a brand-new account, and welcomes back a returning one', () => {
    const created_at = '2026-03-01T10:00:00.000Z';
    expect(greetingFor({ firstName: 'Ada', created_at, last_login: '2026-03-01T10:00:02.000Z' })).toBe('Welcome, Ada!');
    expect(greetingFor({ firstName: 'Ada', created_at, last_login: null })).toBe('Welcome, Ada!');
    expect(greetingFor({ firstName: 'Ada', created_at, last_login: '2026-03-04T08:00:00.000Z' })).toBe('Welcome back, Ada!');
  });
});

describe('a plain user', () => {
  const asUser = (subscription: ProfileArgs[1]) => {
    mockFetch({ 'GET /app/profile': ok(makeAnyProfile({ role: 'user' }, subscription)) });
    renderDashboard();
  };

  it('is not offered the trial, job listings or unlock links, and is told who can subscribe', async () => {
    asUser({ subscription_active: false, trial_eligible: true });
    const banner = (await screen.findByRole('heading', { name: 'No active subscription' })).closest('section') as HTMLElement;
    expect(banner.textContent).toContain(ACCESS_MESSAGES.askManagerToSubscribe);
    await belowTheFold();
    expect(
      screen.queryByRole('link', { name: /Start Free Trial|Start your free trial|to Unlock|View job listings|Create a listing/ }),
    ).toBeNull();
    expect(screen.getAllByText(ACCESS_MESSAGES.jobListingsManagersOnly).length).toBeGreaterThan(0);
  });

  it('with an active subscription is told who opens each step, and gets no link into an area it cannot open', async () => {
    asUser({ subscription_active: true, trial_eligible: false, status: 'active' });
    expect(await screen.findByText(ACCESS_MESSAGES.interviewLinksManagersOnly)).toBeTruthy();
    expect(screen.getByText(ACCESS_MESSAGES.interviewResultsReviewersOnly)).toBeTruthy();
    for (const name of ['Create a listing', 'View job listings', 'Create an interview link', 'Review results']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });
});

const useSlot = () => useQuery({ queryKey: ['slot'], queryFn: () => api.get<{ text: string }>('/app/slot') });
function SlotCard() {
  return <p>{useSlot().data?.text}</p>;
}

describe('the setup slot above the panels (decision 431)', () => {
  it('keeps the skeleton until the slot knows what it shows, so nothing is pushed down later', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockFetch({
      'GET /app/profile': ok(makeProfile()),
      'GET /app/slot': async () => {
        await answered;
        return ok({ text: 'Setup card' });
      },
    });
    const setup = { Card: SlotCard, useSettled: () => !useSlot().isPending };
    signIn();
    renderAt(<DashboardRoute setup={setup} />, { path: '/dashboard' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    answer();
    expect(await screen.findByText('Setup card')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeTruthy();
  });
});

describe('each role is shown only what it can do (issue 34)', () => {
  const renderAs = (role: Role, subscription: ProfileArgs[1] = {}) => {
    mockFetch({ 'GET /app/profile': ok(makeProfile({ role }, subscription)) });
    signIn(role);
    return renderAt(<DashboardRoute ActiveHiring={ActiveList} />, { path: '/dashboard' });
  };

  it('offers a team lead the team but no invitation, which owners and admins send', async () => {
    renderAs('team_lead');
    expect(await screen.findByRole('heading', { name: 'Team Collaboration' })).toBeTruthy();
    expect(hrefOf('View team')).toBe('/team');
    expect(screen.queryByRole('link', { name: 'Invite members' })).toBeNull();
    expect(screen.getByText('See who is on your team. Owners and admins invite new members.')).toBeTruthy();
  });

  it('offers a member no Choose a plan on the trial notice, and says who chooses', async () => {
    renderAs('member', { subscription_active: true, trial_eligible: false, is_trial: true, status: 'active' });
    const banner = (await screen.findByRole('heading', { name: /Your free trial is active/ })).closest('section') as HTMLElement;
    expect(within(banner).queryByRole('link', { name: 'Choose a plan' })).toBeNull();
    expect(banner.textContent).toContain(BILLING_CLIENT_MESSAGES.askManagerToChoosePlan);
  });

  it('offers a member no Manage subscription on a failed payment, and says who updates it', async () => {
    renderAs('member', { subscription_active: true, trial_eligible: false, status: 'past_due' });
    const banner = (await screen.findByRole('heading', { name: 'Your last payment failed' })).closest('section') as HTMLElement;
    expect(within(banner).queryByRole('link', { name: 'Manage subscription' })).toBeNull();
    expect(banner.textContent).toContain(BILLING_CLIENT_MESSAGES.askManagerToUpdatePayment);
  });

  it('offers Analytics and Reports only to roles that see the figures', async () => {
    const lead = renderAs('team_lead');
    expect(await screen.findByRole('link', { name: 'Analytics' })).toBeTruthy();
    lead.unmount();
    renderAs('member');
    await belowTheFold();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('shows the platform administrator the platform, not a subscription that "has ended" or a company of their own', async () => {
    renderAs('super_admin', { subscription_active: false, trial_eligible: false });
    expect(await screen.findByRole('heading', { name: 'Platform administration' })).toBeTruthy();
    expect(hrefOf(/Companies/)).toBe('/org/company');
    expect(hrefOf(/Employees/)).toBe('/org/employees');
    expect(screen.queryByText(/Your trial or subscription has ended/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Active Hiring' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Subscribe|View Plans|Start Free Trial/ })).toBeNull();
  });
});
