import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { BILLING_STORAGE_KEYS } from '../billing-storage';
import { ALL_PACKAGES, LIFETIME, makeBillingSubscription, makePlanEntry, PRO, STARTER } from '../test-fixtures';
import { PlanRoute } from './plan';

const PLAN = '/billing/subscription/plan';

function renderPlan(at = PLAN) {
  signIn('owner');
  return renderAt(<PlanRoute />, { path: PLAN, at, probes: ['/billing/subscription/create', '/billing/subscription'] });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => window.sessionStorage.clear());

describe('plan page tabs', () => {
  it('shows Trial, Recurring and One-time tabs when a trial package exists, recurring first', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual(['Trial Plans', 'Recurring Plans', 'One-time Plans']);
    expect(screen.getByRole('tab', { name: /Recurring Plans/ }).getAttribute('aria-selected')).toBe('true');
    expect(card('Starter')).toBeTruthy();
    expect(card('Professional')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /One-time Plans/ }));
    expect(card('Annual Pass')).toBeTruthy();
    expect(within(card('Annual Pass')).getByText('$999')).toBeTruthy();
  });

  it('hides the trial tab when no trial package exists, and moves between tabs with the arrow keys', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, LIFETIME]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    const recurring = await screen.findByRole('tab', { name: /Recurring Plans/ });
    expect(screen.queryByRole('tab', { name: /Trial Plans/ })).toBeNull();
    fireEvent.keyDown(recurring, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /One-time Plans/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says "No monthly/annual plans available" and "No one-time plans available" for empty tabs', async () => {
    mockFetch({
      'GET /app/app-products/packages': ok([makePlanEntry('Trial', { tier: 'trial', trialDays: 14 })]),
      'GET /app/subscriptions/current': ok(null),
    });
    renderPlan();
    expect(await screen.findByText(BILLING_CLIENT_MESSAGES.noRecurringPlans)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /One-time Plans/ }));
    expect(screen.getByText(BILLING_CLIENT_MESSAGES.noOneTimePlans)).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    const { callsTo } = mockFetch({
      'GET /app/app-products/packages': [{ status: 500, body: { success: false, message: 'Database down' } }, ok(ALL_PACKAGES)],
      'GET /app/subscriptions/current': ok(null),
    });
    renderPlan();
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeTruthy();
    expect(callsTo('GET /app/app-products/packages')).toHaveLength(2);
  });
});

describe('plan cards', () => {
  it('shows the first 3 highlighted features, then only what they do not say, each limit once', async () => {
    const entry = makePlanEntry('Team', { monthly: 10, yearly: 100 });
    entry.features = [
      { id: 'f1', key: 'job-positions', display_name: 'Up to 10 active job positions', is_highlighted: true },
      { id: 'f2', key: 'seats', display_name: '5 team seats', is_highlighted: false },
      { id: 'f3', key: 'ai-questions', display_name: 'AI goals and interview questions', is_highlighted: true },
      { id: 'f4', key: 'compare', display_name: 'Candidate comparison', is_highlighted: true },
      { id: 'f5', key: 'support', display_name: 'Email support', is_highlighted: true },
    ];
    mockFetch({ 'GET /app/app-products/packages': ok([entry]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    const highlights = await screen.findByRole('list', { name: 'Highlights of Team' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Up to 10 active job positions', 'AI goals and interview questions', 'Candidate comparison']);
    // Left to say: one feature and the interview limit, which no feature states.
    const toggle = screen.getByRole('button', { name: 'See 3 more features' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const all = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect([...(all?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      '5 team seats',
      'Email support',
      '100 interviews per month',
    ]);
  });

  it('says "1 month of access" for a one-month package and "3 months" for longer ones', async () => {
    const oneMonth = makePlanEntry('Single Role', { tier: 'one_time', oneTime: 99 });
    oneMonth.prices = oneMonth.prices.map((p) => ({ ...p, intervalCount: 1 }));
    const sprint = makePlanEntry('Sprint', { tier: 'one_time', oneTime: 299 });
    sprint.prices = sprint.prices.map((p) => ({ ...p, intervalCount: 3 }));
    mockFetch({ 'GET /app/app-products/packages': ok([oneMonth, sprint]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    fireEvent.click(await screen.findByRole('tab', { name: /One-time Plans/ }));
    expect(within(card('Single Role')).getByText('One-time payment · 1 month of access')).toBeTruthy();
    expect(within(card('Sprint')).getByText('One-time payment · 3 months of access')).toBeTruthy();
  });

  it('toggles Monthly/Annual per card, showing "$x/mo", "$x/yr" and the saving percent', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, PRO]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    const pro = await screen.findByRole('article', { name: 'Professional' });
    expect(within(pro).getByText('$49/mo')).toBeTruthy();
    // round((12 × 49 − 499) / (12 × 49) × 100) = 15
    expect(within(pro).getByText('Save 15%')).toBeTruthy();
    fireEvent.click(within(pro).getByRole('radio', { name: /Annual/ }));
    expect(within(pro).getByText('$499/yr')).toBeTruthy();
    expect(within(pro).getByText('$41.58/mo billed annually')).toBeTruthy();
    // The other card keeps its own cycle (default monthly).
    expect(within(card('Starter')).getByText('$29/mo')).toBeTruthy();
  });

  it('shows the trial card as "Free" with its 14 days', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok(ALL_PACKAGES), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    fireEvent.click(await screen.findByRole('tab', { name: /Trial Plans/ }));
    const trial = card('Free Trial');
    expect(within(trial).getByText('Free')).toBeTruthy();
    expect(within(trial).getByText('14 days, no credit card required')).toBeTruthy();
  });

  it('opens the compare-plans help with the limits of each plan', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, PRO]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    fireEvent.click(await screen.findByRole('button', { name: 'Compare plans' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare plans' });
    expect(within(dialog).getByRole('columnheader', { name: 'Starter' })).toBeTruthy();
    expect(within(dialog).getByRole('rowheader', { name: 'Job positions' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('compares features by their catalogue key, not their wording, and shows limits as limit rows only', async () => {
    const a = makePlanEntry('Starter', { monthly: 29 });
    a.features = [
      { id: 'a1', key: 'ai-questions', display_name: 'AI goals and interview questions', is_highlighted: true },
      { id: 'a2', key: 'support', display_name: 'Email support', is_highlighted: false },
      { id: 'a3', key: 'seats', display_name: '3 team seats', is_highlighted: false },
    ];
    const b = makePlanEntry('Business', { monthly: 399 });
    b.features = [
      { id: 'b1', key: 'ai-questions', display_name: 'AI-written goals and questions', is_highlighted: false },
      { id: 'b2', key: 'support', display_name: 'Priority support', is_highlighted: false },
      { id: 'b3', key: 'account-manager', display_name: 'Dedicated account manager', is_highlighted: false },
    ];
    mockFetch({ 'GET /app/app-products/packages': ok([a, b]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    fireEvent.click(await screen.findByRole('button', { name: 'Compare plans' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare plans' });
    const row = (name: string) => within(dialog).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    // Same key, other wording: both have it.
    expect(within(row('AI goals and interview questions')).getAllByLabelText('Included')).toHaveLength(1);
    expect(row('AI goals and interview questions').textContent).toContain('AI-written goals and questions');
    expect(row('Email support').textContent).toContain('Priority support');
    expect(row('Dedicated account manager').textContent).toContain('Not included');
    // "3 team seats" is the seats limit row, not a feature row of its own.
    expect(within(dialog).queryByRole('rowheader', { name: '3 team seats' })).toBeNull();
    expect(row('Team seats')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('plan bottom bar', () => {
  it('keeps Continue disabled until a plan is selected, then goes to create and remembers the choice', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, PRO]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan();
    await screen.findByRole('article', { name: 'Professional' });
    const bar = screen.getByRole('region', { name: 'Selected plan' });
    const cont = within(bar).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(cont.disabled).toBe(true);
    const pro = card('Professional');
    fireEvent.click(within(pro).getByRole('radio', { name: /Annual/ }));
    fireEvent.click(within(pro).getByRole('button', { name: 'Select Professional' }));
    expect(within(pro).getByRole('button', { name: 'Selected' }).getAttribute('aria-pressed')).toBe('true');
    expect(bar.textContent).toContain('Professional · $499/yr');
    expect(cont.disabled).toBe(false);
    fireEvent.click(cont);
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/billing/subscription/create?packageId=${PRO.package.id}&billingCycle=yearly`,
    );
    expect(JSON.parse(window.sessionStorage.getItem(BILLING_STORAGE_KEYS.selectedPlan) ?? '{}')).toEqual({
      packageId: PRO.package.id,
      billingCycle: 'yearly',
    });
  });

  it('preselects the plan of the packageId query and Cancel returns to management', async () => {
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, PRO]), 'GET /app/subscriptions/current': ok(null) });
    renderPlan(`${PLAN}?packageId=${STARTER.package.id}`);
    const bar = await screen.findByRole('region', { name: 'Selected plan' });
    await waitFor(() => expect(bar.textContent).toContain('Starter · $29/mo'));
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/billing/subscription');
    expect(window.sessionStorage.getItem(BILLING_STORAGE_KEYS.selectedPlan)).toBeNull();
  });

  it('fetches the packages once, even when the page is opened again', async () => {
    const { callsTo } = mockFetch({ 'GET /app/app-products/packages': ok([STARTER]), 'GET /app/subscriptions/current': ok(null) });
    const { router } = renderPlan();
    await screen.findByRole('article', { name: 'Starter' });
    await router.navigate('/billing/subscription');
    await router.navigate(PLAN);
    await screen.findByRole('article', { name: 'Starter' });
    expect(callsTo('GET /app/app-products/packages')).toHaveLength(1);
  });
});

describe('changing plan', () => {
  it('offers "Change Plan" to a paid recurring subscriber and posts the change with its timing', async () => {
    const sub = makeBillingSubscription({
      package_id: STARTER.package.id,
      price_id: `${STARTER.package.id}-month`,
      package_display_name: 'Starter',
    });
    const { callsTo } = mockFetch({
      'GET /app/app-products/packages': ok([STARTER, PRO]),
      'GET /app/subscriptions/current': ok(sub),
      'POST /app/subscriptions/sub-1/change': ok({ message: 'Your plan has been changed.', change: {}, subscription: sub }),
    });
    renderPlan();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    await waitFor(() => expect(within(starter).getByText('Current plan')).toBeTruthy());
    // The current plan and cycle is not offered again.
    expect((within(starter).getByRole('button', { name: 'Your current plan' }) as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('region', { name: 'Selected plan' });

    fireEvent.click(within(card('Professional')).getByRole('button', { name: 'Select Professional' }));
    fireEvent.click(within(bar).getByRole('button', { name: /Change Plan/ }));
    const dialog = screen.getByRole('dialog', { name: 'Change your plan?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Immediately/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/billing/subscription');
    expect(callsTo('POST /app/subscriptions/sub-1/change')[0]?.body).toEqual({
      package_id: PRO.package.id,
      price_id: `${PRO.package.id}-month`,
      effective: 'immediately',
    });
  });
});

describe('the current plan on the plan page', () => {
  it('shows an annual subscription on its annual price and does not offer it again, while its monthly price stays selectable', async () => {
    const sub = makeBillingSubscription({ price_id: `${PRO.package.id}-year`, interval: 'year', amount: 499, amount_cents: 49900 });
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, PRO]), 'GET /app/subscriptions/current': ok(sub) });
    renderPlan();
    const pro = await screen.findByRole('article', { name: 'Professional' });
    await waitFor(() => expect(within(pro).getByText('Current plan')).toBeTruthy());
    expect(within(pro).getByText('$499/yr')).toBeTruthy();
    expect((within(pro).getByRole('button', { name: 'Your current plan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(pro).queryByRole('button', { name: 'Select Professional' })).toBeNull();
    // Nothing chosen yet: no note that the current plan must run out first.
    expect(screen.getByRole('region', { name: 'Selected plan' }).textContent).not.toContain('runs until');
    fireEvent.click(within(pro).getByText('Monthly'));
    expect(within(pro).getByText('$49/mo')).toBeTruthy();
    expect((within(pro).getByRole('button', { name: 'Select Professional' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the change-plan dialog', () => {
  it('says what "Immediately" costs now, and offers a cheaper plan only at the period end', async () => {
    // Professional Monthly ($49) half-way through its month.
    const start = Date.now() - 15 * 86_400_000;
    const sub = makeBillingSubscription({
      current_period_start: new Date(start).toISOString(),
      current_period_end: new Date(start + 30 * 86_400_000).toISOString(),
    });
    const BIG = makePlanEntry('Business', { monthly: 99, yearly: 999 });
    mockFetch({
      'GET /app/app-products/packages': ok([STARTER, PRO, BIG]),
      'GET /app/subscriptions/current': ok(sub),
    });
    renderPlan();
    const bar = await screen.findByRole('region', { name: 'Selected plan' });
    await waitFor(() => expect(within(card('Professional')).getByText('Current plan')).toBeTruthy());

    fireEvent.click(within(card('Business')).getByRole('button', { name: 'Select Business' }));
    fireEvent.click(within(bar).getByRole('button', { name: /Change Plan/ }));
    let dialog = screen.getByRole('dialog', { name: 'Change your plan?' });
    const now = within(dialog).getByRole('radio', { name: /Immediately/ }) as HTMLInputElement;
    expect(now.disabled).toBe(false);
    // $99 less half of $49 ($24.50): about $74.50.
    expect(dialog.textContent).toMatch(/Pay about \$74\.5\d now: \$99 for the new plan less \$24\.[45]\d for the unused time/);
    expect(dialog.textContent).toContain('A new monthly period starts today.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep current plan' }));

    fireEvent.click(within(card('Starter')).getByRole('button', { name: 'Select Starter' }));
    fireEvent.click(within(bar).getByRole('button', { name: /Change Plan/ }));
    dialog = screen.getByRole('dialog', { name: 'Change your plan?' });
    expect((within(dialog).getByRole('radio', { name: /Immediately/ }) as HTMLInputElement).disabled).toBe(true);
    expect(dialog.textContent).toContain(BILLING_CLIENT_MESSAGES.cheaperPlanAtPeriodEnd);
  });
});

describe('a paid plan that cannot change', () => {
  it('keeps Continue disabled while a plan set to cancel still runs, and says until when', async () => {
    const sub = makeBillingSubscription({ cancel_at_period_end: true, auto_renew: false });
    mockFetch({ 'GET /app/app-products/packages': ok([STARTER, PRO]), 'GET /app/subscriptions/current': ok(sub) });
    renderPlan();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Select Starter' }));
    const bar = screen.getByRole('region', { name: 'Selected plan' });
    await waitFor(() => expect(bar.textContent).toContain('Your current plan runs until December 1, 2026; choose a new one after that.'));
    expect((within(bar).getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
