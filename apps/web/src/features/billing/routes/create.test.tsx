import {
  BILLING_CLIENT_MESSAGES,
  CREATE_SUBSCRIPTION_MESSAGES as M,
  packageNotFoundMessage,
  PRODUCT_FEATURE_OPTIONS,
  TRIAL_UPGRADE_NOTICE_TITLE,
  trialUpgradeNotice,
} from '@hiring/shared/billing';
import { SUBSCRIPTION_REDIRECT_MS } from '@hiring/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { makeProfile } from '@/testing/fixtures';
import { renderAt, signIn } from '@/testing/render';
import { BILLING_STORAGE_KEYS } from '../billing-storage';
import { ALL_PACKAGES, makeCreateResult, makeTrialSubscription, PRO, TRIAL } from '../test-fixtures';
import { browserLocation, CreateSubscriptionRoute } from './create';

const CREATE = '/billing/subscription/create';
const trialAt = `${CREATE}?packageId=${TRIAL.package.id}&billingCycle=monthly`;
const paidAt = `${CREATE}?packageId=${PRO.package.id}&billingCycle=yearly`;

function renderCreate(at: string, routes: Record<string, unknown> = {}, company = 'Company-1a2b3c4d') {
  signIn('owner');
  const mock = mockFetch({
    'GET /app/app-products/packages': ok(ALL_PACKAGES),
    'GET /app/profile': ok(makeProfile({ company: { id: 'c1', name: company } })),
    ...(routes as Record<string, never>),
  });
  const view = renderAt(<CreateSubscriptionRoute />, { path: CREATE, at, probes: ['/billing/subscription/completed'] });
  return { ...mock, ...view };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string | RegExp) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find(Boolean);
};

function fillCommon() {
  set(/Company name/, 'Acme Hiring');
  set(/Company size/, '11-50');
  set(/Country/, 'GB');
}

function fillPaid() {
  fillCommon();
  set(/Phone number/, '+44 20 7946 0000');
  set(/^Address/, '1 High Street');
  set(/City/, 'London');
  set(/State\/province/, 'Greater London');
  set(/Postal code/, 'EC1A 1BB');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('create subscription: plan resolution', () => {
  it('says "No plan selected. Please select a plan first." without a packageId or stored choice', async () => {
    renderCreate(CREATE);
    expect(await screen.findByText(BILLING_CLIENT_MESSAGES.noPlanSelected)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/billing/subscription/plan');
  });

  it('says "Package not found with ID: {id}…" for an unknown package', async () => {
    renderCreate(`${CREATE}?packageId=nope`);
    expect(await screen.findByText(packageNotFoundMessage('nope'))).toBeTruthy();
    expect(packageNotFoundMessage('nope')).toBe('Package not found with ID: nope. Please try again or select a different plan.');
  });

  it('takes the plan from session storage when the query has none', async () => {
    window.sessionStorage.setItem(BILLING_STORAGE_KEYS.selectedPlan, JSON.stringify({ packageId: PRO.package.id, billingCycle: 'yearly' }));
    renderCreate(CREATE);
    expect(await screen.findByRole('heading', { name: 'Subscribe to Professional' })).toBeTruthy();
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByText('$499/yr')).toBeTruthy();
  });
});

describe('create subscription: trial form rules (spec 01 §5)', () => {
  it('requires company name, size, country, first and last name, with the spec messages', async () => {
    renderCreate(trialAt, {}, 'Company-1a2b3c4d');
    await screen.findByRole('heading', { name: 'Start your free trial' });
    set(/First name/, '');
    set(/Last name/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    // The form validates asynchronously (react-hook-form's resolver).
    await waitFor(() => expect(errorOf(/Company name/)).toBe(M.companyNameRequired));
    expect(errorOf(/Company size/)).toBe(M.companySizeRequired);
    expect(errorOf(/Country/)).toBe(M.countryRequired);
    expect(errorOf(/First name/)).toBe(M.firstNameRequired);
    expect(errorOf(/Last name/)).toBe(M.lastNameRequired);
    // Trial: phone and position optional, no billing address.
    expect(errorOf(/Phone number/)).toBeUndefined();
    expect(screen.queryByLabelText(/^Address/)).toBeNull();
    expect(document.activeElement).toBe(field(/Company name/));
    expect(M).toMatchObject({
      companyNameRequired: 'Company name is required',
      companySizeRequired: 'Company size is required',
      countryRequired: 'Country is required',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
    });
  });

  it('clears a field error when the field is edited', async () => {
    renderCreate(trialAt);
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await waitFor(() => expect(errorOf(/Company name/)).toBe(M.companyNameRequired));
    set(/Company name/, 'A');
    expect(errorOf(/Company name/)).toBeUndefined();
    expect(errorOf(/Company size/)).toBe(M.companySizeRequired);
  });

  it('offers exactly the option lists of spec 01 §5', async () => {
    renderCreate(trialAt);
    await screen.findByRole('heading', { name: 'Start your free trial' });
    const values = (label: RegExp) =>
      Array.from((field(label) as unknown as HTMLSelectElement).options)
        .map((o) => o.value)
        .filter(Boolean);
    expect(values(/Company size/)).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+']);
    expect(values(/Country/)).toEqual([
      'US',
      'GB',
      'CA',
      'AU',
      'DE',
      'FR',
      'ES',
      'IT',
      'JP',
      'CN',
      'IN',
      'BR',
      'MX',
      'NL',
      'SG',
      'SE',
      'CH',
      'NO',
      'NZ',
      'AE',
      'ZA',
    ]);
    expect(values(/Industry/)).toEqual([
      'technology',
      'healthcare',
      'finance',
      'education',
      'retail',
      'manufacturing',
      'consulting',
      'other',
    ]);
    expect(values(/Primary use/)).toEqual([
      'hiring',
      'seasonal_hiring',
      'specialized_roles',
      'team_expansion',
      'replacement_hiring',
      'other',
    ]);
    expect(values(/Expected users/)).toEqual(['1', '2', '6', '11', '21', '50']);
  });

  it('rejects a website that does not look like a URL, accepting one without scheme or www', async () => {
    renderCreate(trialAt);
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    set(/Website/, 'not a url');
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await waitFor(() => expect(errorOf(/Website/)).toBe('Please enter a valid website URL'));
    set(/Website/, 'example.com');
    expect(errorOf(/Website/)).toBeUndefined();
  });

  it('prefills names from the profile but not a "Company-" placeholder company name', async () => {
    renderCreate(trialAt, {}, 'Company-1a2b3c4d');
    await screen.findByRole('heading', { name: 'Start your free trial' });
    expect(field(/First name/).value).toBe('Ada');
    expect(field(/Last name/).value).toBe('Lovelace');
    expect(field(/Company name/).value).toBe('');
  });

  it('prefills what the company profile already holds: size, industry, website, description', async () => {
    renderCreate(trialAt, {
      'GET /app/company/context': ok({
        id: 'c1',
        name: 'Paws & Claws Veterinary',
        industry: 'healthcare',
        size: '11-50',
        description: 'A small animal clinic.',
        website: 'https://paws.example',
        has_all_fields: true,
        missing_fields: [],
        last_updated: null,
      }),
    });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    expect(field(/Company name/).value).toBe('Paws & Claws Veterinary');
    expect(field(/Company size/).value).toBe('11-50');
    expect(field(/Industry/).value).toBe('healthcare');
    expect(field(/Website/).value).toBe('https://paws.example');
    expect(field(/Description/).value).toBe('A small animal clinic.');
  });

  it('offers product features, not plan perks, under "Features you are most interested in"', async () => {
    renderCreate(trialAt);
    const group = (await screen.findByText(/Features you are most interested in/)).closest('fieldset') as HTMLElement;
    expect(within(group).getAllByRole('checkbox')).toHaveLength(PRODUCT_FEATURE_OPTIONS.length);
    for (const name of PRODUCT_FEATURE_OPTIONS) expect(within(group).getByRole('checkbox', { name })).toBeTruthy();
    expect(within(group).queryByRole('checkbox', { name: 'No credit card required' })).toBeNull();
  });

  it('prefills a real company name', async () => {
    renderCreate(trialAt, {}, 'Acme Ltd');
    await screen.findByRole('heading', { name: 'Start your free trial' });
    expect(field(/Company name/).value).toBe('Acme Ltd');
  });
});

describe('create subscription: trial submission', () => {
  it('posts the trial payload, stores the summary and goes to the completed page after 500 ms', async () => {
    const result = makeCreateResult();
    const { callsTo, router } = renderCreate(trialAt, { 'POST /app/subscriptions/create': ok(result, 201) });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    set(/Position/, 'Head of Talent');
    set(/Industry/, 'technology');
    set(/Primary use/, 'team_expansion');
    set(/Expected users/, '6');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Answer scoring with quoted evidence' }));
    set(/Website/, 'www.acme.example');
    set(/Description/, 'We hire.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await waitFor(() => expect(callsTo('POST /app/subscriptions/create')).toHaveLength(1));
    expect(callsTo('POST /app/subscriptions/create')[0]?.body).toEqual({
      subscription_type: 'trial',
      package_id: TRIAL.package.id,
      price_id: `${TRIAL.package.id}-trial`,
      company: { name: 'Acme Hiring', size: '11-50', country: 'GB' },
      billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '', position: 'Head of Talent' },
      team_context: {
        industry: 'technology',
        intended_use: 'team_expansion',
        expected_user_count: 6,
        interested_features: ['Answer scoring with quoted evidence'],
      },
      company_details: { website: 'www.acme.example', description: 'We hire.' },
    });
    expect(await screen.findByText(/Your free trial has started/)).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem(BILLING_STORAGE_KEYS.completedSubscription) ?? 'null')).toEqual(result);
    // Not before 500 ms …
    act(() => vi.advanceTimersByTime(SUBSCRIPTION_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe(CREATE);
    // … then the completed page, with the data in navigation state.
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/subscription/completed'));
    expect(router.state.location.state).toEqual({ subscription: result });
  });

  it('shows the server message as-is in a "Submission Error" banner', async () => {
    renderCreate(trialAt, {
      'POST /app/subscriptions/create': fail(409, 'Your company has already used its free trial. Please choose a paid plan to continue.'),
    });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Submission Error');
    expect(banner.textContent).toContain('Your company has already used its free trial. Please choose a paid plan to continue.');
  });

  it("maps the server's country-code error to the field message and the banner by its code", async () => {
    renderCreate(trialAt, {
      'POST /app/subscriptions/create': fail(
        400,
        'Country must be a valid 2-letter ISO code',
        { 'company.country': 'Country must be a valid 2-letter ISO code' },
        { code: 'validation_failed', field_codes: { 'company.country': 'country_code_invalid' } },
      ),
    });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Invalid country code. Please select a country from the dropdown menu.');
    expect(errorOf(/Country/)).toBe('Please select a valid country code from the dropdown');
  });

  it('shows a country field error without the country code as it came, never by its words', async () => {
    renderCreate(trialAt, {
      'POST /app/subscriptions/create': fail(
        400,
        'Country must be a valid 2-letter ISO code',
        { 'company.country': 'Country must be a valid 2-letter ISO code' },
        { code: 'validation_failed' },
      ),
    });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).not.toContain('Invalid country code.');
    expect(errorOf(/Country/)).toBe('Country must be a valid 2-letter ISO code');
  });

  it("puts a 400's field errors on their nested fields and focuses the first", async () => {
    renderCreate(trialAt, {
      'POST /app/subscriptions/create': fail(400, 'Validation failed', {
        'billing_contact.last_name': 'Last name is too long',
        'company_details.website': 'Please enter a valid website URL',
      }),
    });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Validation failed');
    await waitFor(() => expect(errorOf(/Last name/)).toBe('Last name is too long'));
    expect(errorOf(/Website/)).toBe('Please enter a valid website URL');
    expect(document.activeElement).toBe(field(/Last name/));
  });

  it('shows the network message in the banner when the server cannot be reached', async () => {
    renderCreate(trialAt, { 'POST /app/subscriptions/create': 'network-error' });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    fillCommon();
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Network error. Please check your connection and try again.');
  });
});

describe('create subscription: paid', () => {
  const DAY = 86_400_000;
  const runningTrial = (daysLeft: number, country = 'GB') =>
    ok(
      makeTrialSubscription({ billing_country: country, current_period_end: new Date(Date.now() + daysLeft * DAY - 60_000).toISOString() }),
    );

  it('prefills the country given when the trial started', async () => {
    renderCreate(paidAt, { 'GET /app/subscriptions/current': runningTrial(9) });
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    expect(field(/Country/).value).toBe('GB');
  });

  it('leaves the country blank when the earlier one is not an option of the form', async () => {
    renderCreate(paidAt, { 'GET /app/subscriptions/current': runningTrial(9, 'XX') });
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    expect(field(/Country/).value).toBe('');
  });

  it('says, before paying, that paying during the trial ends it and drops the days left', async () => {
    renderCreate(paidAt, { 'GET /app/subscriptions/current': runningTrial(9) });
    const notice = (await screen.findByText(TRIAL_UPGRADE_NOTICE_TITLE)).closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain(trialUpgradeNotice(9));
    expect(trialUpgradeNotice(9)).toBe(
      'Your free trial has 9 days left. Once this payment goes through, the trial ends and your paid plan starts at once: its first billing period begins today, and the 9 days left of the trial are not added to it. To use the whole trial, subscribe closer to its end.',
    );
    expect(trialUpgradeNotice(1)).toContain('has 1 day left');
  });

  it('says nothing of the trial on the trial form, or without a running trial', async () => {
    const { unmount } = renderCreate(trialAt, { 'GET /app/subscriptions/current': runningTrial(9) });
    await screen.findByRole('heading', { name: 'Start your free trial' });
    expect(screen.queryByText(TRIAL_UPGRADE_NOTICE_TITLE)).toBeNull();
    unmount();
    renderCreate(paidAt, { 'GET /app/subscriptions/current': ok(null) });
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    expect(screen.queryByText(TRIAL_UPGRADE_NOTICE_TITLE)).toBeNull();
  });

  it('requires phone, address, city, postal code and state/province for paid subscriptions', async () => {
    renderCreate(paidAt);
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    fillCommon();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(errorOf(/Phone number/)).toBe('Phone number is required for paid subscriptions'));
    expect(errorOf(/^Address/)).toBe('Address is required for paid subscriptions');
    expect(errorOf(/City/)).toBe('City is required for paid subscriptions');
    expect(errorOf(/Postal code/)).toBe('Postal code is required for paid subscriptions');
    expect(errorOf(/State\/province/)).toBe('State/province is required for paid subscriptions');
  });

  it('tells the user they will be redirected to the payment processor', async () => {
    renderCreate(paidAt);
    expect(await screen.findByText(BILLING_CLIENT_MESSAGES.paymentRedirectNotice)).toBeTruthy();
  });

  it('posts the paid payload with billing address, processor "paddle" and empty payment info, then follows checkout_url', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const result = makeCreateResult({
      status: 'pending',
      is_trial: false,
      requires_payment: true,
      package: { id: PRO.package.id, name: 'professional', display_name: 'Professional', tier: 'professional' },
      amount: 499,
      interval: 'year',
      current_period_end: null,
      payment: { processor: 'paddle', checkout_url: 'https://checkout.example/pay/123', client_secret: null },
    });
    const { callsTo } = renderCreate(paidAt, { 'POST /app/subscriptions/create': ok(result, 201) });
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    fillPaid();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/123'));
    const body = callsTo('POST /app/subscriptions/create')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      subscription_type: 'paid',
      package_id: PRO.package.id,
      price_id: `${PRO.package.id}-year`,
      billing_address: { line1: '1 High Street', city: 'London', state: 'Greater London', postal_code: 'EC1A 1BB' },
      payment_processor: 'paddle',
      payment_info: {},
    });
    expect(JSON.parse(window.sessionStorage.getItem(BILLING_STORAGE_KEYS.completedSubscription) ?? 'null')?.subscription_id).toBe(
      'sub-new',
    );
  });

  it('follows the sandbox test-mode checkout_url the same way', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const result = makeCreateResult({
      is_trial: false,
      requires_payment: true,
      status: 'pending',
      payment: { processor: 'sandbox', checkout_url: 'http://localhost/api/billing/sandbox/checkout/sbx_1', client_secret: null },
    });
    renderCreate(paidAt, { 'POST /app/subscriptions/create': ok(result, 201) });
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    fillPaid();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/billing/sandbox/checkout/sbx_1'));
  });

  it('only notes a Stripe client secret: no redirect', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const result = makeCreateResult({
      is_trial: false,
      requires_payment: true,
      status: 'pending',
      payment: { processor: 'stripe', checkout_url: null, client_secret: 'pi_secret' },
    });
    const { router } = renderCreate(paidAt, { 'POST /app/subscriptions/create': ok(result, 201) });
    await screen.findByRole('heading', { name: 'Subscribe to Professional' });
    fillPaid();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(/waiting for payment confirmation from Stripe/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(CREATE);
  });
});
