import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES } from './company.ts';
import {
  daysUntil,
  RENEWAL_GRACE_DAYS,
  RENEWAL_GRACE_MS,
  ACCESS_STATUSES,
  applyDiscountCents,
  BILLING_CLIENT_MESSAGES,
  BILLING_WEB_PATHS,
  checkoutRedirectUrl,
  COMPANY_SIZE_OPTIONS,
  COUNTRY_OPTIONS,
  CREATE_SUBSCRIPTION_MESSAGES,
  createSubscriptionSchema,
  DEFAULT_BILLING_CYCLE,
  DEFAULT_PAYMENT_PROCESSOR,
  EXPECTED_USER_OPTIONS,
  grantsAccess,
  INDUSTRY_OPTIONS,
  isCountryCodeError,
  isTrialTier,
  isValidCountryCode,
  limitReachedMessage,
  PRIMARY_USE_OPTIONS,
  packageNotFoundMessage,
  planTab,
  priceForCycle,
  SUBSCRIPTION_CARD_STATES,
  subscriptionCardState,
  TOP_HIGHLIGHTED_FEATURES,
  topHighlightedFeatures,
  usagePercent,
} from './billing.ts';

const trial = {
  subscription_type: 'trial',
  package_id: 'pkg',
  company: { name: 'Acme', size: '11-50', country: 'US' },
  billing_contact: { first_name: 'Ada', last_name: 'Lovelace' },
};
const paid = {
  ...trial,
  subscription_type: 'paid',
  price_id: 'price',
  billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '+1 555 0100' },
  billing_address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105' },
};
const issues = (value: unknown) => {
  const result = createSubscriptionSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('create subscription rules (spec 01 §5)', () => {
  it('accepts a trial with only the required fields and defaults the processor to paddle and payment_info to {}', () => {
    const parsed = createSubscriptionSchema.parse(trial);
    expect(parsed.payment_processor).toBe('paddle');
    expect(DEFAULT_PAYMENT_PROCESSOR).toBe('paddle');
    expect(parsed.payment_info).toEqual({});
    expect(parsed.team_context.interested_features).toEqual([]);
  });

  it('requires company name, size, country, first and last name with the spec messages', () => {
    expect(issues({ subscription_type: 'trial', package_id: 'pkg' })).toMatchObject({
      'company.name': 'Company name is required',
      'company.size': 'Company size is required',
      'company.country': 'Country is required',
      'billing_contact.first_name': 'First name is required',
      'billing_contact.last_name': 'Last name is required',
    });
  });

  it('wants a two-letter uppercase ISO country', () => {
    for (const country of ['us', 'USA', 'U1', 'XX']) {
      expect(issues({ ...trial, company: { ...trial.company, country } })['company.country']).toBe(
        'Country must be a valid 2-letter ISO code',
      );
    }
    for (const country of COUNTRY_OPTIONS) expect(isValidCountryCode(country)).toBe(true);
    expect(isValidCountryCode('PL')).toBe(true);
  });

  it('requires phone, address, city, postal code and state/province for paid subscriptions only', () => {
    expect(issues(trial)).toEqual({});
    expect(issues({ ...trial, subscription_type: 'paid', price_id: 'price' })).toEqual({
      'billing_contact.phone_number': 'Phone number is required for paid subscriptions',
      'billing_address.line1': 'Address is required for paid subscriptions',
      'billing_address.city': 'City is required for paid subscriptions',
      'billing_address.postal_code': 'Postal code is required for paid subscriptions',
      'billing_address.state': 'State/province is required for paid subscriptions',
    });
    expect(issues(paid)).toEqual({});
    expect(issues({ ...paid, billing_address: { ...paid.billing_address, city: '  ' } })).toEqual({
      'billing_address.city': 'City is required for paid subscriptions',
    });
  });

  it('shows every paid-only message together with the others', () => {
    const all = issues({ subscription_type: 'paid', package_id: 'pkg' });
    expect(all['company.name']).toBe(CREATE_SUBSCRIPTION_MESSAGES.companyNameRequired);
    expect(all['billing_address.line1']).toBe(CREATE_SUBSCRIPTION_MESSAGES.addressRequired);
  });

  it('accepts a website with optional scheme and www, and refuses others', () => {
    for (const website of ['example.com', 'www.example.com', 'https://example.com/jobs', 'http://www.example.co.uk', '']) {
      expect(issues({ ...trial, company_details: { website } })).toEqual({});
    }
    for (const website of ['not a url', 'example', 'ftp://example.com', 'http://']) {
      expect(issues({ ...trial, company_details: { website } })['company_details.website']).toBe('Please enter a valid website URL');
    }
  });

  it('keeps the option lists of the form', () => {
    expect(COMPANY_SIZE_OPTIONS).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+']);
    // One list: the company form offers exactly the subscription form's sizes.
    expect(COMPANY_SIZES.map((o) => o.value)).toEqual([...COMPANY_SIZE_OPTIONS]);
    expect(COUNTRY_OPTIONS).toEqual([
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
    expect(INDUSTRY_OPTIONS).toEqual([
      'technology',
      'healthcare',
      'finance',
      'education',
      'retail',
      'manufacturing',
      'consulting',
      'other',
    ]);
    expect(PRIMARY_USE_OPTIONS).toEqual([
      'hiring',
      'seasonal_hiring',
      'specialized_roles',
      'team_expansion',
      'replacement_hiring',
      'other',
    ]);
    expect(EXPECTED_USER_OPTIONS).toEqual([1, 2, 6, 11, 21, 50]);
    expect(issues({ ...trial, team_context: { industry: 'mining' } })['team_context.industry']).toBeDefined();
    expect(issues({ ...trial, team_context: { industry: '', intended_use: '', expected_user_count: 6 } })).toEqual({});
  });
});

describe('client messages and state (spec 01 §2, §4, §8, §9)', () => {
  it('maps a server country-code error to the field message and banner by its code', () => {
    expect(isCountryCodeError({ code: 'validation_failed', fieldCodes: { 'company.country': 'country_code_invalid' } })).toBe(true);
    expect(isCountryCodeError({ code: 'country_code_invalid' })).toBe(true);
    expect(isCountryCodeError({ code: 'validation_failed', fieldCodes: {} })).toBe(false);
    expect(isCountryCodeError({ code: 'bad_request' })).toBe(false);
    expect(isCountryCodeError(undefined)).toBe(false);
    expect(BILLING_CLIENT_MESSAGES.countryCodeField).toBe('Please select a valid country code from the dropdown');
    expect(BILLING_CLIENT_MESSAGES.countryCodeBanner).toBe('Invalid country code. Please select a country from the dropdown menu.');
  });

  it('keeps the catalogue texts', () => {
    expect(packageNotFoundMessage('42')).toBe('Package not found with ID: 42. Please try again or select a different plan.');
    expect(BILLING_CLIENT_MESSAGES.noPlanSelected).toBe('No plan selected. Please select a plan first.');
    expect(BILLING_CLIENT_MESSAGES.noRecurringPlans).toBe('No monthly/annual plans available');
    expect(BILLING_CLIENT_MESSAGES.noOneTimePlans).toBe('No one-time plans available');
    expect(BILLING_CLIENT_MESSAGES.loadSubscriptionDetailsFailed).toBe('Failed to load subscription details');
    expect(BILLING_CLIENT_MESSAGES.trialCompletedTitle).toBe('Free Trial Started!');
    expect(BILLING_CLIENT_MESSAGES.paidCompletedTitle).toBe('Subscription Completed!');
    expect(BILLING_CLIENT_MESSAGES.startTrialToUnlock).toBe('Start Free Trial to Unlock');
    expect(BILLING_CLIENT_MESSAGES.subscribeToUnlock).toBe('Subscribe to Unlock');
    expect(SUBSCRIPTION_CARD_STATES).toEqual({
      activeTrial: 'Active Free Trial',
      activeSubscription: 'Active Subscription',
      trialAvailable: 'Free Trial Available',
      none: 'No Active Subscription',
    });
    expect(limitReachedMessage('seats', 3)).toBe('Your plan allows 3 team seats. Upgrade your plan to add more.');
  });

  it('picks the management card state from the subscription and trial eligibility', () => {
    expect(subscriptionCardState({ status: 'trialing', is_trial: true }, false)).toBe('activeTrial');
    expect(subscriptionCardState({ status: 'active', is_trial: false }, false)).toBe('activeSubscription');
    expect(subscriptionCardState(null, true)).toBe('trialAvailable');
    expect(subscriptionCardState({ status: 'unpaid', is_trial: false }, false)).toBe('none');
    expect(subscriptionCardState(null, false)).toBe('none');
  });

  it('gives access on active, trialing and past_due only, and knows the coloured statuses', () => {
    expect(ACCESS_STATUSES).toEqual(['active', 'trialing', 'past_due']);
    for (const s of ['pending', 'incomplete', 'unpaid', 'cancelled', 'expired', null]) expect(grantsAccess(s)).toBe(false);
  });

  it('recognises a trial by tier "trial" and keeps the defaults', () => {
    expect(isTrialTier('trial')).toBe(true);
    expect(isTrialTier('professional')).toBe(false);
    expect(DEFAULT_BILLING_CYCLE).toBe('monthly');
    expect(BILLING_WEB_PATHS.createCompleted).toBe('/billing/subscription/create/completed');
  });

  it('redirects to the checkout for paddle and the sandbox, and only notes a Stripe client secret', () => {
    expect(
      checkoutRedirectUrl({ requires_payment: true, payment: { processor: 'paddle', checkout_url: 'https://pay', client_secret: null } }),
    ).toBe('https://pay');
    expect(
      checkoutRedirectUrl({ requires_payment: true, payment: { processor: 'sandbox', checkout_url: '/sbx', client_secret: null } }),
    ).toBe('/sbx');
    expect(
      checkoutRedirectUrl({ requires_payment: true, payment: { processor: 'stripe', checkout_url: null, client_secret: 'cs' } }),
    ).toBeNull();
    expect(checkoutRedirectUrl({ requires_payment: false, payment: null })).toBeNull();
  });
});

describe('plan cards', () => {
  const price = (id: string, interval: 'day' | 'month' | 'year', frequency: 'recurring' | 'one_time') => ({
    id,
    amount: 1,
    amount_cents: 100,
    currency: 'usd',
    interval,
    frequency,
    intervalCount: 1,
    display_name: id,
  });
  const pkg = (tier: string) => ({ id: tier, name: tier, displayName: tier, description: '', tier, isRecommended: false });

  it('sorts entries into the trial, recurring and one-time tabs', () => {
    expect(planTab({ package: pkg('trial'), prices: [price('t', 'day', 'one_time')] })).toBe('trial');
    expect(planTab({ package: pkg('pro'), prices: [price('m', 'month', 'recurring')] })).toBe('recurring');
    expect(planTab({ package: pkg('sprint'), prices: [price('o', 'month', 'one_time')] })).toBe('one_time');
  });

  it('picks the monthly or yearly price for the billing cycle', () => {
    const prices = [price('m', 'month', 'recurring'), price('y', 'year', 'recurring')];
    expect(priceForCycle({ prices }, 'monthly')?.id).toBe('m');
    expect(priceForCycle({ prices }, 'yearly')?.id).toBe('y');
    expect(priceForCycle({ prices: [price('o', 'month', 'one_time')] }, 'yearly')?.id).toBe('o');
  });

  it('shows the first 3 highlighted features', () => {
    const features = [true, false, true, true, true].map((h, i) => ({ id: String(i), display_name: String(i), is_highlighted: h }));
    expect(TOP_HIGHLIGHTED_FEATURES).toBe(3);
    expect(topHighlightedFeatures(features).map((f) => f.id)).toEqual(['0', '2', '3']);
  });

  it('computes usage percent and discounts in cents', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(5, null)).toBeNull();
    expect(usagePercent(0, 0)).toBe(100);
    expect(applyDiscountCents(14900, { percent_off: 10, amount_off_cents: null })).toBe(13410);
    expect(applyDiscountCents(2000, { percent_off: null, amount_off_cents: 2500 })).toBe(0);
  });
});

describe('renewal grace and days left', () => {
  it('gives a recurring plan 3 days of grace after its period end', () => {
    expect(RENEWAL_GRACE_DAYS).toBe(3);
    expect(RENEWAL_GRACE_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('counts whole days left, rounding up, never below 0, and null without a date', () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    expect(daysUntil('2026-11-15T00:00:00Z', now)).toBe(14);
    expect(daysUntil('2026-11-01T01:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-10-01T00:00:00Z', now)).toBe(0);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('not a date', now)).toBeNull();
  });

  it('tells members without manage_billing who can change billing', () => {
    expect(BILLING_CLIENT_MESSAGES.managersOnly).toBe('Only owners and admins can change billing — ask your admin.');
    expect(BILLING_CLIENT_MESSAGES.noActivePlan).toBe('No active plan');
  });
});
