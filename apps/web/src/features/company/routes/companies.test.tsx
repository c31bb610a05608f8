import type { Subscription, Usage } from '@hiring/shared/billing';
import {
  formatCompanyDate,
  ORG_COMPANY_MESSAGES,
  type OrgCompany,
  type OrgCompanyPage,
  SUBSCRIPTION_STATUS_TONES,
} from '@hiring/shared/org-company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { CompaniesListRoute } from './companies-list';
import { CompanyDetailsRoute, paymentMethodLabel } from './company-details';
import { CompanyEditRoute } from './company-edit';

function makeCompany(overrides: Partial<OrgCompany> = {}): OrgCompany {
  return {
    id: 'c1',
    name: 'Acme Robotics',
    domain: 'acme.io',
    status: 'active',
    contact_email: 'olga@acme.io',
    contact_phone: null,
    industry: 'technology',
    size: '11-50',
    description: 'Robots.',
    website: 'https://acme.io',
    member_count: 3,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (items: OrgCompany[], page = 1, total = items.length, search: string | null = null): OrgCompanyPage => ({
  items,
  page,
  page_size: 10,
  total_count: total,
  total_pages: Math.ceil(total / 10),
  search,
});

function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 's1',
    package_id: 'p1',
    price_id: 'pr1',
    package_display_name: 'Growth',
    package_name: 'growth',
    package_tier: 'professional',
    price_display_name: 'Growth monthly',
    status: 'past_due',
    current_period_start: '2026-03-01T00:00:00.000Z',
    current_period_end: null,
    cancel_at_period_end: false,
    cancellable: true,
    amount: 49,
    amount_cents: 4900,
    currency: 'usd',
    interval: 'month',
    interval_count: 1,
    frequency: 'monthly',
    auto_renew: true,
    payment_method: { brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    credit_cents: 0,
    is_trial: false,
    plan_name: 'Growth',
    processor: null,
    limits: { job_positions: 10, interviews_per_month: 100, team_members: 5 },
    cancelled_at: null,
    created_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  } as Subscription;
}

const usage: Usage = {
  no_plan: false,
  subscription_id: 's1',
  plan_name: 'Growth',
  status: 'active',
  period_start: '2026-03-01T00:00:00.000Z',
  period_end: '2026-04-01T00:00:00.000Z',
  metrics: [
    { key: 'job_positions', label: 'Job positions', used: 3, limit: 10, remaining: 7, percent: 30 },
    { key: 'team_members', label: 'Team members', used: 2, limit: null, remaining: null, percent: null },
  ] as Usage['metrics'],
};

describe('subscription details rules (spec 02 §2.3, §8)', () => {
  it("formats dates en-US long in UTC and shows 'Not available' for empty or zero dates", () => {
    expect(formatCompanyDate('2026-03-01T00:30:00.000Z')).toBe('March 1, 2026');
    expect(formatCompanyDate('2026-02-28T23:30:00.000-05:00')).toBe('March 1, 2026');
    for (const empty of [null, undefined, '', 0, '0', '1970-01-01T00:00:00.000Z', 'garbage']) {
      expect(formatCompanyDate(empty as never)).toBe('Not available');
    }
  });

  it('colours the status: active, trialing, past_due, cancelled and unpaid each their own tone', () => {
    const tones = ['active', 'trialing', 'past_due', 'cancelled', 'unpaid'].map((s) => SUBSCRIPTION_STATUS_TONES[s as never]);
    expect(tones).toEqual(['green', 'indigo', 'amber', 'neutral', 'rose']);
  });

  it('names the payment method by brand and last four digits', () => {
    expect(paymentMethodLabel(makeSubscription())).toBe('Visa ending in 4242 (expires 04/2030)');
    expect(paymentMethodLabel(makeSubscription({ payment_method: null }))).toBe('None on file');
  });
});

describe('/org/company list (spec 02 §2.3, §9)', () => {
  it('pages 10 at a time with Previous and Next, and a search goes back to page 1', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /app/org/company': (call) => {
        const params = new URLSearchParams(call.query);
        const page = Number(params.get('page'));
        return ok(pageOf([makeCompany({ id: `p${page}`, name: `Company${page}` })], page, 25, params.get('search')));
      },
    });
    renderAt(<CompaniesListRoute />, { path: '/org/company', at: '/org/company?page=2' });
    expect(await screen.findByText('Company2')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3 · 25 companies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Search companies by name, website, industry or owner email'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.query).toBe('?page=1&search=acme'));
    expect(await screen.findByText('Company1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'No data available' without rows, and a failed load as red text with Try again", async () => {
    signIn('owner');
    let healthy = false;
    mockFetch({ 'GET /app/org/company': () => (healthy ? ok(pageOf([])) : fail(500, 'Database unavailable')) });
    renderAt(<CompaniesListRoute />, { path: '/org/company' });
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ORG_COMPANY_MESSAGES.noData)).toBeTruthy();
  });
});

describe('/org/company/details/{id} (spec 02 §2.3)', () => {
  const open = () => renderAt(<CompanyDetailsRoute />, { path: '/org/company/details/:id', at: '/org/company/details/c1' });

  it('shows General Info, then the subscription with plan names, coloured status, period, amount and payment method', async () => {
    signIn('owner');
    mockFetch({ 'GET /app/org/company/c1': ok(makeCompany()), 'GET /app/org/company/c1/subscription': ok(makeSubscription()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Acme Robotics' })).toBeTruthy();
    expect(screen.getByText('olga@acme.io')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General Info' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Growth')).toBeTruthy();
    expect(within(panel).getByText('Growth monthly')).toBeTruthy();
    const status = within(panel).getByText('Past due');
    expect(status.className).toContain('amber');
    expect(within(panel).getByText('March 1, 2026')).toBeTruthy();
    expect(within(panel).getByText('Not available')).toBeTruthy();
    expect(within(panel).getByText('$49/mo')).toBeTruthy();
    expect(within(panel).getByText('Visa ending in 4242 (expires 04/2030)')).toBeTruthy();
  });

  it("says 'Failed to load subscription details' when the subscription does not load", async () => {
    signIn('owner');
    mockFetch({ 'GET /app/org/company/c1': ok(makeCompany()), 'GET /app/org/company/c1/subscription': fail(500, 'Boom') });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load subscription details');
  });

  it('moves between tabs with the arrow keys, and shows usage against limits and the members', async () => {
    signIn('owner');
    mockFetch({
      'GET /app/org/company/c1': ok(makeCompany()),
      'GET /app/org/company/c1/usage': ok(usage),
      'GET /app/org/company/c1/subscription': ok(null),
      'GET /app/org/company/c1/users': ok([
        {
          id: 'u1',
          email: 'olga@acme.io',
          first_name: 'Olga',
          last_name: 'Owner',
          role: 'owner',
          status: 'active',
          last_login: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ]),
    });
    open();
    const general = await screen.findByRole('tab', { name: 'General Info' });
    fireEvent.keyDown(general, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Subscription' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(ORG_COMPANY_MESSAGES.noSubscription)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Subscription' }), { key: 'ArrowRight' });
    expect(await screen.findByText('3 of 10')).toBeTruthy();
    expect(screen.getByText('2 of Unlimited')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Job positions' }).getAttribute('aria-valuenow')).toBe('30');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Usage' }), { key: 'ArrowRight' });
    expect(await screen.findByText('Olga Owner')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Users' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'General Info' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('/org/company/edit/{id}', () => {
  it('saves with PATCH /app/org/company, adds https:// to the website and shows the success message', async () => {
    signIn('owner');
    const { calls } = mockFetch({
      'GET /app/org/company/c1': ok(makeCompany()),
      'PATCH /app/org/company': (call) => ok(makeCompany({ ...(call.body as object), website: 'https://new.io' })),
    });
    renderAt(<CompanyEditRoute />, { path: '/org/company/edit/:id', at: '/org/company/edit/c1' });
    const website = await screen.findByLabelText(/Website/);
    fireEvent.change(website, { target: { value: 'new.io' } });
    fireEvent.change(screen.getByLabelText(/Company Name/), { target: { value: 'Acme Two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ORG_COMPANY_MESSAGES.updated)).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ id: 'c1', name: 'Acme Two', website: 'https://new.io' });
  });

  it("refuses a website that is not an address with 'Please enter a valid website URL', sending nothing", async () => {
    signIn('owner');
    const { calls } = mockFetch({ 'GET /app/org/company/c1': ok(makeCompany()) });
    renderAt(<CompanyEditRoute />, { path: '/org/company/edit/:id', at: '/org/company/edit/c1' });
    fireEvent.change(await screen.findByLabelText(/Website/), { target: { value: 'not a site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a valid website URL')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
