import type { CreateSubscriptionResult, Invoice, PlanEntry, Price, Subscription, Usage } from '@hiring/shared/billing';

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${++seq}`;

export function makePrice(overrides: Partial<Price> = {}): Price {
  const amount = overrides.amount ?? 49;
  return {
    id: nextId('price'),
    amount,
    amount_cents: Math.round(amount * 100),
    currency: 'usd',
    interval: 'month',
    frequency: 'recurring',
    intervalCount: 1,
    display_name: 'Monthly',
    ...overrides,
  };
}

export function makePlanEntry(
  name: string,
  options: {
    tier?: string;
    monthly?: number;
    yearly?: number;
    oneTime?: number;
    trialDays?: number;
    recommended?: boolean;
    features?: Array<[string, boolean]>;
  } = {},
): PlanEntry {
  const id = `pkg-${name.toLowerCase().replace(/\s+/g, '-')}`;
  const prices: Price[] = [];
  if (options.trialDays !== undefined)
    prices.push(makePrice({ id: `${id}-trial`, amount: 0, interval: 'day', intervalCount: options.trialDays, display_name: 'Free trial' }));
  if (options.monthly !== undefined)
    prices.push(makePrice({ id: `${id}-month`, amount: options.monthly, interval: 'month', display_name: 'Monthly' }));
  if (options.yearly !== undefined)
    prices.push(makePrice({ id: `${id}-year`, amount: options.yearly, interval: 'year', display_name: 'Yearly' }));
  if (options.oneTime !== undefined)
    prices.push(
      makePrice({
        id: `${id}-once`,
        amount: options.oneTime,
        interval: 'month',
        frequency: 'one_time',
        intervalCount: 12,
        display_name: 'One-time',
      }),
    );
  const features = options.features ?? [
    ['AI evaluation goals', true],
    ['Interview question generation', true],
    ['Scored answers with evidence', true],
    ['Candidate comparison', true],
    ['Email support', false],
  ];
  return {
    package: {
      id,
      name: name.toLowerCase(),
      displayName: name,
      description: `${name} plan description`,
      tier: options.tier ?? name.toLowerCase(),
      isRecommended: options.recommended ?? false,
    },
    prices,
    features: features.map(([display_name, is_highlighted], i) => ({
      id: `${id}-f${i}`,
      key: display_name.toLowerCase().replace(/\W+/g, '-'),
      display_name,
      is_highlighted,
    })),
    limits: { job_positions: 10, interviews_per_month: 100, seats: 5 },
  };
}

export const TRIAL = makePlanEntry('Free Trial', { tier: 'trial', trialDays: 14 });
export const STARTER = makePlanEntry('Starter', { monthly: 29, yearly: 296 });
export const PRO = makePlanEntry('Professional', { monthly: 49, yearly: 499, recommended: true });
export const LIFETIME = makePlanEntry('Annual Pass', { tier: 'one_time', oneTime: 999 });
export const ALL_PACKAGES = [TRIAL, STARTER, PRO, LIFETIME];

export function makeBillingSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    package_id: PRO.package.id,
    price_id: `${PRO.package.id}-month`,
    package_display_name: 'Professional',
    package_name: 'professional',
    package_tier: 'professional',
    price_display_name: 'Monthly',
    status: 'active',
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2026-12-01T00:00:00.000Z',
    cancel_at_period_end: false,
    cancellable: true,
    resumable: false,
    billing_country: 'US',
    amount: 49,
    amount_cents: 4900,
    currency: 'usd',
    interval: 'month',
    interval_count: 1,
    frequency: 'recurring',
    auto_renew: true,
    payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    credit_cents: 0,
    is_trial: false,
    plan_name: 'Professional',
    processor: 'sandbox',
    limits: { job_positions: 10, interviews_per_month: 100, seats: 5 },
    cancelled_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTrialSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return makeBillingSubscription({
    id: 'sub-trial',
    package_id: TRIAL.package.id,
    price_id: `${TRIAL.package.id}-trial`,
    package_display_name: 'Free Trial',
    package_name: 'free trial',
    package_tier: 'trial',
    price_display_name: 'Free trial',
    status: 'trialing',
    amount: 0,
    amount_cents: 0,
    interval: 'day',
    interval_count: 14,
    auto_renew: false,
    payment_method: null,
    is_trial: true,
    plan_name: 'Free Trial',
    processor: null,
    current_period_start: '2026-11-20T00:00:00.000Z',
    current_period_end: '2026-12-04T00:00:00.000Z',
    ...overrides,
  });
}

export function makeCreateResult(overrides: Partial<CreateSubscriptionResult> = {}): CreateSubscriptionResult {
  return {
    subscription_id: 'sub-new',
    status: 'trialing',
    is_trial: true,
    requires_payment: false,
    package: { id: TRIAL.package.id, name: 'free trial', display_name: 'Free Trial', tier: 'trial' },
    current_period_end: '2026-12-04T00:00:00.000Z',
    amount: 0,
    interval: 'day',
    next_steps: ['Create your first job listing'],
    payment: null,
    ...overrides,
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    number: 'INV-2026-000001',
    subscription_id: 'sub-1',
    status: 'paid',
    issued_at: '2026-11-01T10:00:00.000Z',
    amount: 49,
    amount_cents: 4900,
    currency: 'usd',
    description: 'Professional, monthly',
    package_display_name: 'Professional',
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    processor: 'sandbox',
    pdf_url: '/api/app/subscriptions/invoices/inv-1/pdf',
    lines: [],
    ...overrides,
  };
}

export function makeUsage(overrides: Partial<Usage> = {}): Usage {
  return {
    no_plan: false,
    subscription_id: 'sub-1',
    plan_name: 'Professional',
    status: 'active',
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    metrics: [
      { key: 'job_positions', label: 'Job positions', used: 4, limit: 10, remaining: 6, percent: 40 },
      { key: 'interviews_per_month', label: 'Interviews per month', used: 100, limit: 100, remaining: 0, percent: 100 },
      { key: 'seats', label: 'Team seats', used: 2, limit: null, remaining: null, percent: null },
    ],
    ...overrides,
  };
}
