import { z } from 'zod';
import { pageEnvelope } from './api.ts';
import { COMPANY_SIZE_VALUES } from './company.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * Subscriptions and billing (spec 01 §2 Billing, §3, §4, §5, §7 "Profile and subscription" and
 * "Subscriptions and packages", §8, §9): the one source of the request and response shapes,
 * statuses, option lists and messages, for the server and the web client alike.
 * Amounts travel in currency units (dollars, `amount`) and exactly in cents (`amount_cents`).
 */

// ---------------------------------------------------------------------------------------------
// Statuses, tiers, intervals
// ---------------------------------------------------------------------------------------------

/**
 * Every status a subscription row can hold.
 * - pending: a paid subscription waiting for its first payment at the processor.
 * - incomplete: its first payment failed or the checkout was abandoned; never the current one.
 * - trialing: the free trial is running.
 * - active, past_due, unpaid, cancelled: as the processors report them (spec 01 §4 colours).
 * - expired: a free trial or one-time purchase whose period ended.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  pending: 'Awaiting payment',
  incomplete: 'Payment incomplete',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Statuses that give access to the main steps. past_due keeps access while the processor retries. */
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/** Statuses the "current subscription" calls report; pending and incomplete checkouts never are. */
export const CURRENT_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid'];
/** Checkouts that never started (waiting for payment, or abandoned/failed): never shown as the company's plan. */
export const NOT_STARTED_STATUSES: readonly SubscriptionStatus[] = ['pending', 'incomplete'];

export function grantsAccess(status: string | null | undefined): boolean {
  return !!status && (ACCESS_STATUSES as readonly string[]).includes(status);
}

/**
 * How long a recurring paid subscription keeps access after its current period ends without a
 * renewal arriving (a late webhook, a processor retry); after it, access stops.
 */
export const RENEWAL_GRACE_DAYS = 3;
export const RENEWAL_GRACE_MS = RENEWAL_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** A trial is recognised by package tier "trial" (spec 01 §4). */
export const TRIAL_TIER = 'trial';
export function isTrialTier(tier: string | null | undefined): boolean {
  return tier === TRIAL_TIER;
}

export const SUBSCRIPTION_TYPES = ['trial', 'paid'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Price intervals: a trial's price runs in days (spec 01 §9: default "day" for a trial, "month" for paid). */
export const PRICE_INTERVALS = ['day', 'month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];
export const PRICE_FREQUENCIES = ['recurring', 'one_time'] as const;
export type PriceFrequency = (typeof PRICE_FREQUENCIES)[number];

/** The plan card's billing cycle (query parameter billingCycle); default monthly (spec 01 §4). */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';
export const BILLING_CYCLE_INTERVALS: Readonly<Record<BillingCycle, PriceInterval>> = { monthly: 'month', yearly: 'year' };

/** Plan cards show the first 3 highlighted features (spec 01 §9). */
export const TOP_HIGHLIGHTED_FEATURES = 3;

export const PAYMENT_PROCESSORS = ['paddle', 'stripe', 'sandbox'] as const;
export type PaymentProcessorName = (typeof PAYMENT_PROCESSORS)[number];
/** The create payload's processor when none is given (spec 01 §7). */
export const DEFAULT_PAYMENT_PROCESSOR: PaymentProcessorName = 'paddle';

/** Plan limits, enforced by the server's subscription gate (402). A null limit is unlimited. */
export const PLAN_LIMIT_KEYS = ['job_positions', 'interviews_per_month', 'seats'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];
export const PLAN_LIMIT_LABELS: Readonly<Record<PlanLimitKey, string>> = {
  job_positions: 'Job positions',
  interviews_per_month: 'Interviews per month',
  seats: 'Team seats',
};

export const SCHEDULED_CHANGE_STATUSES = ['scheduled', 'applied', 'cancelled'] as const;
export type ScheduledChangeStatus = (typeof SCHEDULED_CHANGE_STATUSES)[number];
/** When a plan change takes effect: now, or at the end of the current period (the default). */
export const CHANGE_EFFECTS = ['immediately', 'period_end'] as const;
export type ChangeEffect = (typeof CHANGE_EFFECTS)[number];

export const INVOICE_STATUSES = ['paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Option lists of the create form (spec 01 §5)
// ---------------------------------------------------------------------------------------------

/**
 * "Features you are most interested in" (spec 01 §5 team_context.interested_features): what the
 * product does, not what a plan includes (seats, "no credit card required").
 */
export const PRODUCT_FEATURE_OPTIONS = [
  'AI-generated evaluation goals',
  'AI-written interview questions',
  'Candidate interview links',
  'Answer scoring with quoted evidence',
  'Candidate comparison and analysis',
  'Team review and collaboration',
  'Job listing management',
  'Sample interview questions',
] as const;

/** The company sizes of packages/shared's company list: one list for both forms. */
export const COMPANY_SIZE_OPTIONS = COMPANY_SIZE_VALUES;
export const COUNTRY_OPTIONS = [
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
] as const;
export const INDUSTRY_OPTIONS = [
  'technology',
  'healthcare',
  'finance',
  'education',
  'retail',
  'manufacturing',
  'consulting',
  'other',
] as const;
export const PRIMARY_USE_OPTIONS = [
  'hiring',
  'seasonal_hiring',
  'specialized_roles',
  'team_expansion',
  'replacement_hiring',
  'other',
] as const;
/** Expected users (optional). */
export const EXPECTED_USER_OPTIONS = [1, 2, 6, 11, 21, 50] as const;

// ---------------------------------------------------------------------------------------------
// Messages (spec 01 §2, §5, §8) and the server's billing messages
// ---------------------------------------------------------------------------------------------

export const CREATE_SUBSCRIPTION_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companySizeRequired: 'Company size is required',
  countryRequired: 'Country is required',
  countryInvalid: 'Country must be a valid 2-letter ISO code',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required for paid subscriptions',
  addressRequired: 'Address is required for paid subscriptions',
  cityRequired: 'City is required for paid subscriptions',
  postalCodeRequired: 'Postal code is required for paid subscriptions',
  stateRequired: 'State/province is required for paid subscriptions',
  websiteInvalid: 'Please enter a valid website URL',
  subscriptionTypeInvalid: 'Subscription type must be trial or paid',
  packageRequired: 'Package is required',
  priceRequired: 'Price is required for paid subscriptions',
  tooLong: 'Must be at most 200 characters',
  industryInvalid: 'Please select an industry from the list',
  intendedUseInvalid: 'Please select a primary use from the list',
  expectedUsersInvalid: 'Expected users must be a whole number of at least 1',
  processorInvalid: 'Payment processor must be paddle, stripe or sandbox',
} as const;

/** The code the server gives a bad country code, on the country field (error-codes.ts). */
export const COUNTRY_CODE_ERROR_CODE = 'country_code_invalid' satisfies ErrorCode;

/**
 * A failed answer is a bad country code when the server names it so, on the answer or on one of
 * its fields (spec 01 §8 maps it to the dropdown's message and a banner). Keyed on the code, so
 * a change of wording never breaks it.
 */
export function isCountryCodeError(failure: { code?: string; fieldCodes?: Readonly<Record<string, string>> } | null | undefined): boolean {
  if (!failure) return false;
  return failure.code === COUNTRY_CODE_ERROR_CODE || Object.values(failure.fieldCodes ?? {}).includes(COUNTRY_CODE_ERROR_CODE);
}

/** "Package not found with ID: {id}. Please try again or select a different plan." (spec 01 §8). */
export function packageNotFoundMessage(id: string): string {
  return `Package not found with ID: ${id}. Please try again or select a different plan.`;
}

/** The management screen's status card (spec 01 §2). */
export const SUBSCRIPTION_CARD_STATES = {
  activeTrial: 'Active Free Trial',
  activeSubscription: 'Active Subscription',
  trialAvailable: 'Free Trial Available',
  none: 'No Active Subscription',
} as const;
export type SubscriptionCardState = keyof typeof SUBSCRIPTION_CARD_STATES;

/** Messages of the server's billing rules; the gating ones are sent with HTTP 402. */
/** The trial-ending mail goes out this many days before a free trial ends. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

export const BILLING_MESSAGES = {
  trialAlreadyUsed: 'Your company has already used its free trial. Please choose a paid plan to continue.',
  alreadySubscribed: 'Your company already has an active subscription. Change your plan instead of starting a new one.',
  checkoutPending: 'A checkout for this company is already waiting for payment. Complete or cancel it first.',
  notATrialPackage: 'This plan is not a free trial. Choose the free trial or subscribe as a paid plan.',
  trialIsNotPaid: 'The free trial needs no payment. Start it as a trial.',
  priceNotFound: 'The selected price does not belong to this plan. Please select a plan again.',
  processorUnavailable: 'The payment processor is not available right now. Please try again later.',
  noSubscription: 'Your company has no active subscription.',
  notCancellable: 'This subscription cannot be cancelled.',
  alreadyCancelling: 'This subscription is already set to cancel at the end of the current period.',
  trialCancelled: 'Your free trial has been cancelled.',
  cancelScheduled: 'Your subscription will be cancelled at the end of the current billing period.',
  resumed: 'Your subscription has been resumed: it renews at the end of the current billing period as before.',
  notResumable: 'Only a paid subscription set to cancel at the end of its billing period can be resumed, and only before that period ends.',
  subscriptionNotFound: 'Subscription not found.',
  changeNotAllowed: 'Only an active paid recurring subscription can change plans. Start a new subscription instead.',
  changeToSamePrice: 'This subscription is already on the selected plan and billing cycle.',
  changeNeedsRecurringPrice: 'A plan change needs a recurring monthly or yearly price.',
  changeScheduled: 'Your plan change is scheduled for the end of the current billing period.',
  changeApplied: 'Your plan has been changed.',
  paymentMethodNotUpdatable: 'This subscription has no card to update: it is a free trial or not paid through a payment processor.',
  paymentMethodUpdated: 'Your payment method has been updated.',
  changeCheaperAtPeriodEnd:
    'A move to a cheaper plan takes effect at the end of the current billing period. Choose "At the end of the billing period".',
  changeCancelled: 'The scheduled plan change has been cancelled.',
  changeNotFound: 'Scheduled plan change not found.',
  changeNotPending: 'This plan change has already been applied or cancelled.',
  invoiceNotFound: 'Invoice not found.',
  discountInvalid: 'This discount code is not valid.',
  discountExpired: 'This discount code has expired.',
  discountNotApplicable: 'This discount code does not apply to the selected plan.',
  discountApplied: 'Discount applied.',
  checkoutNotFound: 'This checkout link is invalid or has already been used.',
  sandboxUnavailable:
    'The test-mode (sandbox) checkout is not available on this server. Pay with the configured payment processor instead.',
  noProcessorConfigured: 'Paid plans are not available on this server: no payment processor is configured.',
  // Gating (HTTP 402, never 401/403, which sign the user out).
  subscriptionRequired: 'An active subscription or free trial is required. Start your free trial or subscribe to unlock this feature.',
  trialExpired: 'Your free trial has ended. Subscribe to a plan to continue.',
  subscriptionInactive: 'Your subscription is not active. Subscribe to a plan or update your payment method to continue.',
} as const;

/** HTTP 402: the plan's limit is reached. */
export function limitReachedMessage(key: PlanLimitKey, limit: number): string {
  return `Your plan allows ${limit} ${PLAN_LIMIT_LABELS[key].toLowerCase()}. Upgrade your plan to add more.`;
}

/** Next steps shown on the completed page after a trial or a paid checkout. */
export const TRIAL_NEXT_STEPS = [
  'Create your first job listing',
  'Let the AI propose evaluation goals and interview questions',
  'Invite your team and share interview links with candidates',
] as const;
export const PAID_NEXT_STEPS = [
  'Complete the payment with the payment processor',
  'Your subscription activates as soon as the payment succeeds',
  'Download your invoice from the billing history',
] as const;

// ---------------------------------------------------------------------------------------------
// Web paths the server redirects to after a checkout
// ---------------------------------------------------------------------------------------------

export { BILLING_WEB_PATHS } from './billing-paths.ts';
export { BILLING_CLIENT_MESSAGES, daysUntil, TRIAL_UPGRADE_NOTICE_TITLE, trialUpgradeNotice } from './billing-client.ts';
/**
 * Query parameters of the processor's return: `checkout` is success, failed or cancelled,
 * `subscription_id` our id. The completed page uses them when it has no stored summary.
 */
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const CHECKOUT_SUBSCRIPTION_PARAM = 'subscription_id';
export const CHECKOUT_RESULTS = ['success', 'failed', 'cancelled'] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

// ---------------------------------------------------------------------------------------------
// Create subscription (POST /app/subscriptions/create; spec 01 §5, §7)
// ---------------------------------------------------------------------------------------------

const M = CREATE_SUBSCRIPTION_MESSAGES;
const MAX_TEXT = 200;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);

const requiredText = (message: string, max = MAX_TEXT) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const optionalText = (max = MAX_TEXT) => z.preprocess(blankToUndefined, z.string().trim().max(max, M.tooLong).optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** A URL with an optional scheme and www (spec 01 §5). */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?(www\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();
/** Two uppercase letters naming a real region. */
export function isValidCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  if (!regionNames) return true;
  const name = regionNames.of(code);
  return !!name && name !== code && name !== 'Unknown Region';
}

export const subscriptionCompanySchema = z.object({
  name: requiredText(M.companyNameRequired),
  size: z.enum(COMPANY_SIZE_OPTIONS, { error: M.companySizeRequired }),
  country: z
    .string({ error: M.countryRequired })
    .trim()
    .min(1, M.countryRequired)
    .refine((c) => isValidCountryCode(c), { message: M.countryInvalid, params: { code: COUNTRY_CODE_ERROR_CODE } }),
});

export const billingContactSchema = z.object({
  first_name: requiredText(M.firstNameRequired),
  last_name: requiredText(M.lastNameRequired),
  phone_number: optionalText(40),
  position: optionalText(),
});

export const teamContextSchema = z.object({
  industry: optionalEnum(INDUSTRY_OPTIONS, M.industryInvalid),
  intended_use: optionalEnum(PRIMARY_USE_OPTIONS, M.intendedUseInvalid),
  expected_user_count: z.preprocess(
    blankToUndefined,
    z
      .number({ error: M.expectedUsersInvalid })
      .int(M.expectedUsersInvalid)
      .min(1, M.expectedUsersInvalid)
      .max(100_000, M.expectedUsersInvalid)
      .optional(),
  ),
  interested_features: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
});

export const companyDetailsSchema = z.object({
  website: z.preprocess(
    blankToUndefined,
    z.string().trim().max(MAX_TEXT, M.websiteInvalid).regex(WEBSITE_PATTERN, M.websiteInvalid).optional(),
  ),
  description: optionalText(2000),
});

export const billingAddressSchema = z.object({
  line1: optionalText(),
  city: optionalText(),
  state: optionalText(),
  postal_code: optionalText(20),
});

export const createSubscriptionSchema = z
  .object({
    subscription_type: z.enum(SUBSCRIPTION_TYPES, { error: M.subscriptionTypeInvalid }),
    package_id: requiredText(M.packageRequired, 100),
    price_id: optionalText(100),
    company: subscriptionCompanySchema.prefault({} as z.input<typeof subscriptionCompanySchema>),
    billing_contact: billingContactSchema.prefault({} as z.input<typeof billingContactSchema>),
    team_context: teamContextSchema.prefault({}),
    company_details: companyDetailsSchema.prefault({}),
    /** Paid only. */
    billing_address: billingAddressSchema.optional(),
    /** Paid only; defaults to "paddle" (spec 01 §7). */
    payment_processor: z.enum(PAYMENT_PROCESSORS, { error: M.processorInvalid }).default(DEFAULT_PAYMENT_PROCESSOR),
    /** Paid only; the spec's client sends an empty object. */
    payment_info: z.record(z.string(), z.unknown()).default({}),
    /** Optional code checked with validate-discount. */
    discount_code: optionalText(50),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed, so a form shows every missing paid field at once;
      // the value may then be partly unparsed, hence the defensive reads.
      const v = value as Partial<typeof value> | undefined;
      if (v?.subscription_type !== 'paid') return;
      const need = (present: unknown, path: (string | number)[], message: string) => {
        if (present === undefined || present === null || (typeof present === 'string' && present.trim() === '')) {
          ctx.addIssue({ code: 'custom', path, message });
        }
      };
      need(v.price_id, ['price_id'], M.priceRequired);
      need(v.billing_contact?.phone_number, ['billing_contact', 'phone_number'], M.phoneRequired);
      need(v.billing_address?.line1, ['billing_address', 'line1'], M.addressRequired);
      need(v.billing_address?.city, ['billing_address', 'city'], M.cityRequired);
      need(v.billing_address?.postal_code, ['billing_address', 'postal_code'], M.postalCodeRequired);
      need(v.billing_address?.state, ['billing_address', 'state'], M.stateRequired);
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;
export type CreateSubscription = z.output<typeof createSubscriptionSchema>;

// ---------------------------------------------------------------------------------------------
// Packages (GET /app/app-products/packages, GET /app/profile/subscription/packages)
// ---------------------------------------------------------------------------------------------

export const planLimitsSchema = z.object({
  job_positions: z.number().int().nullable(),
  interviews_per_month: z.number().int().nullable(),
  seats: z.number().int().nullable(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const packageSchema = z.object({
  id: z.string(),
  /** Stable machine name, e.g. "professional". */
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  tier: z.string(),
  isRecommended: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

export const priceSchema = z.object({
  id: z.string(),
  /** Currency units, e.g. 49 or 41.5. */
  amount: z.number(),
  amount_cents: z.number().int(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  frequency: z.enum(PRICE_FREQUENCIES),
  /** How many intervals one payment covers (a trial: its days; a one-time package: its months). */
  intervalCount: z.number().int(),
  display_name: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

export const featureSchema = z.object({
  id: z.string(),
  /** Stable key of the feature across plans ("ai-questions", "seats"): plans are compared by it. */
  key: z.string(),
  display_name: z.string(),
  is_highlighted: z.boolean(),
});
export type Feature = z.infer<typeof featureSchema>;

export const planEntrySchema = z.object({
  package: packageSchema,
  prices: z.array(priceSchema),
  features: z.array(featureSchema),
  limits: planLimitsSchema,
});
export type PlanEntry = z.infer<typeof planEntrySchema>;
export const packagesResponseSchema = z.array(planEntrySchema);

/** Which tab of the plan page an entry belongs to (spec 01 §2). */
export type PlanTab = 'trial' | 'recurring' | 'one_time';
export function planTab(entry: Pick<PlanEntry, 'package' | 'prices'>): PlanTab {
  if (isTrialTier(entry.package.tier)) return 'trial';
  return entry.prices.some((p) => p.frequency === 'recurring') ? 'recurring' : 'one_time';
}

/** The price of a plan card for a billing cycle; one-time packages have a single price. */
export function priceForCycle(entry: Pick<PlanEntry, 'prices'>, cycle: BillingCycle): Price | undefined {
  const recurring = entry.prices.filter((p) => p.frequency === 'recurring');
  if (recurring.length === 0) return entry.prices[0];
  return recurring.find((p) => p.interval === BILLING_CYCLE_INTERVALS[cycle]);
}

/** Feature keys that restate a plan limit in words ("3 team seats"): the limit is shown once, as the feature. */
export const FEATURE_LIMIT_KEYS: Readonly<Record<string, PlanLimitKey>> = {
  'job-positions': 'job_positions',
  interviews: 'interviews_per_month',
  seats: 'seats',
};

/** "1 month", "3 months". */
export function monthsLabel(count: number): string {
  return `${count} ${count === 1 ? 'month' : 'months'}`;
}

/** The first 3 highlighted features of a plan card. */
export function topHighlightedFeatures<F extends { is_highlighted: boolean }>(features: readonly F[]): F[] {
  return features.filter((f) => f.is_highlighted).slice(0, TOP_HIGHLIGHTED_FEATURES);
}

// ---------------------------------------------------------------------------------------------
// The company's subscription (GET /app/subscriptions/current, GET /app/profile/subscription)
// ---------------------------------------------------------------------------------------------

export const paymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The spec's "Active subscription" (spec 01 §3), with ids and exact amounts added. */
export const subscriptionSchema = z.object({
  id: z.string(),
  package_id: z.string(),
  price_id: z.string(),
  package_display_name: z.string(),
  package_name: z.string(),
  package_tier: z.string(),
  price_display_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  cancellable: z.boolean(),
  /** Set to cancel at its period end, which has not come yet: POST /app/subscriptions/resume undoes the cancellation. */
  resumable: z.boolean(),
  /** The country given with the subscription's billing details (ISO-2), to prefill the next checkout. */
  billing_country: z.string().nullable(),
  /** Currency units per interval. */
  amount: z.number(),
  amount_cents: z.number().int(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  interval_count: z.number().int(),
  frequency: z.enum(PRICE_FREQUENCIES),
  /** A trial does not auto-renew; neither does a one-time purchase or one set to cancel. */
  auto_renew: z.boolean(),
  payment_method: paymentMethodSchema.nullable(),
  /** Credit left from an immediate plan change, taken off the next renewals (cents). */
  credit_cents: z.number().int(),
  is_trial: z.boolean(),
  plan_name: z.string(),
  processor: z.enum(PAYMENT_PROCESSORS).nullable(),
  limits: planLimitsSchema,
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** The current subscription, or null when the company has none. */
export const currentSubscriptionResponseSchema = subscriptionSchema.nullable();

/** The management card's state (spec 01 §2). */
export function subscriptionCardState(
  subscription: Pick<Subscription, 'status' | 'is_trial'> | null | undefined,
  trialEligible: boolean,
): SubscriptionCardState {
  if (subscription && grantsAccess(subscription.status)) return subscription.is_trial ? 'activeTrial' : 'activeSubscription';
  return trialEligible ? 'trialAvailable' : 'none';
}

// ---------------------------------------------------------------------------------------------
// Create response
// ---------------------------------------------------------------------------------------------

export const checkoutPaymentSchema = z.object({
  processor: z.enum(PAYMENT_PROCESSORS),
  /** Paddle and the sandbox: the page the browser goes to. */
  checkout_url: z.string().nullable(),
  /** Stripe: the client secret of the payment. */
  client_secret: z.string().nullable(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const createSubscriptionResultSchema = z.object({
  subscription_id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_trial: z.boolean(),
  requires_payment: z.boolean(),
  package: z.object({ id: z.string(), name: z.string(), display_name: z.string(), tier: z.string() }),
  /** Null until a paid subscription's first payment starts its period. */
  current_period_end: z.string().nullable(),
  amount: z.number(),
  interval: z.enum(PRICE_INTERVALS),
  next_steps: z.array(z.string()),
  payment: checkoutPaymentSchema.nullable(),
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;

/**
 * Where the browser goes after a paid submission: the processor's checkout page for paddle and
 * the sandbox; Stripe's client secret is only noted (spec 01 §4), so nothing.
 */
export function checkoutRedirectUrl(result: Pick<CreateSubscriptionResult, 'requires_payment' | 'payment'>): string | null {
  if (!result.requires_payment || !result.payment) return null;
  if (result.payment.processor === 'stripe') return null;
  return result.payment.checkout_url;
}

// ---------------------------------------------------------------------------------------------
// Cancel (POST /app/subscriptions/cancel, POST /app/profile/subscription/cancel)
// ---------------------------------------------------------------------------------------------

const cancelSubscriptionBodySchema = z.object({
  /** Which subscription; default the company's current one. */
  subscription_id: optionalText(100),
  reason: optionalText(1000),
});
/** The body is optional: no body (or null) cancels the current subscription. */
export const cancelSubscriptionSchema = z.preprocess((v) => (v === null || v === undefined ? {} : v), cancelSubscriptionBodySchema);
export type CancelSubscription = z.output<typeof cancelSubscriptionBodySchema>;

export const cancelSubscriptionResultSchema = z.object({
  message: z.string(),
  subscription: subscriptionSchema,
});
export type CancelSubscriptionResult = z.infer<typeof cancelSubscriptionResultSchema>;

// ---------------------------------------------------------------------------------------------
// Resume (POST /app/subscriptions/resume, POST /app/profile/subscription/resume): undoes a
// cancellation set for the period end, before that end comes.
// ---------------------------------------------------------------------------------------------

const resumeSubscriptionBodySchema = z.object({
  /** Which subscription; default the company's current one. */
  subscription_id: optionalText(100),
});
/** The body is optional: no body (or null) resumes the current subscription. */
export const resumeSubscriptionSchema = z.preprocess((v) => (v === null || v === undefined ? {} : v), resumeSubscriptionBodySchema);
export type ResumeSubscription = z.output<typeof resumeSubscriptionBodySchema>;
export const resumeSubscriptionResultSchema = cancelSubscriptionResultSchema;
export type ResumeSubscriptionResult = CancelSubscriptionResult;

// ---------------------------------------------------------------------------------------------
// Plan changes (POST /app/subscriptions/{id}/change, GET /app/subscriptions/changes,
// DELETE /app/subscriptions/changes/{id})
// ---------------------------------------------------------------------------------------------

export const changePlanSchema = z.object({
  package_id: requiredText(M.packageRequired, 100),
  price_id: requiredText(M.priceRequired, 100),
  effective: z.enum(CHANGE_EFFECTS).default('period_end'),
});
export type ChangePlan = z.input<typeof changePlanSchema>;

export const scheduledChangeSchema = z.object({
  id: z.string(),
  subscription_id: z.string(),
  from_package_display_name: z.string(),
  from_price_display_name: z.string(),
  to_package_id: z.string(),
  to_price_id: z.string(),
  to_package_name: z.string(),
  to_package_display_name: z.string(),
  to_price_display_name: z.string(),
  to_amount: z.number(),
  to_interval: z.enum(PRICE_INTERVALS),
  effective: z.enum(CHANGE_EFFECTS),
  effective_at: z.string(),
  status: z.enum(SCHEDULED_CHANGE_STATUSES),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;
export const scheduledChangesResponseSchema = z.array(scheduledChangeSchema);

/**
 * What an immediate plan change costs (docs/decisions/100-immediate-plan-changes.md): the unused
 * part of the current period is credited pro rata (by time), the new plan is charged for a full
 * new period starting now, and a credit larger than that charge is kept for later renewals.
 */
export interface ChangeProration {
  /** Credit for the unused part of the current period, in cents (0 or more). */
  creditCents: number;
  /** The new plan's price for its first full period, in cents. */
  chargeCents: number;
  /** What is charged now: charge minus credit, never below 0. */
  dueCents: number;
  /** Credit left after this charge, kept on the subscription for later renewals. */
  carriedCreditCents: number;
}

export function prorateChange(input: {
  currentAmountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  now: Date;
  newAmountCents: number;
}): ChangeProration {
  const { periodStart, periodEnd, now } = input;
  let creditCents = 0;
  if (periodStart && periodEnd && periodEnd.getTime() > periodStart.getTime()) {
    const total = periodEnd.getTime() - periodStart.getTime();
    const unused = Math.min(total, Math.max(0, periodEnd.getTime() - now.getTime()));
    creditCents = Math.floor((input.currentAmountCents * unused) / total);
  }
  const dueCents = Math.max(0, input.newAmountCents - creditCents);
  return { creditCents, chargeCents: input.newAmountCents, dueCents, carriedCreditCents: Math.max(0, creditCents - input.newAmountCents) };
}

/** A price's cost per month, in cents, so monthly and yearly prices compare. */
export function monthlyCostCents(price: { amountCents: number; interval: string; intervalCount: number }): number {
  const months =
    price.interval === 'year' ? 12 * price.intervalCount : price.interval === 'day' ? price.intervalCount / 30 : price.intervalCount;
  return months > 0 ? price.amountCents / months : price.amountCents;
}

/** A move to a plan that costs less per month: it waits for the period end (no refund mid-period). */
export function isCheaperPlan(
  from: { amountCents: number; interval: string; intervalCount: number },
  to: { amountCents: number; interval: string; intervalCount: number },
): boolean {
  return monthlyCostCents(to) < monthlyCostCents(from);
}

/** POST /app/subscriptions/{id}/payment-method: the processor's own page for changing the card. */
export const paymentMethodUpdateResultSchema = z.object({ url: z.string() });
export type PaymentMethodUpdateResult = z.infer<typeof paymentMethodUpdateResultSchema>;

export const changePlanResultSchema = z.object({
  message: z.string(),
  change: scheduledChangeSchema,
  subscription: subscriptionSchema,
});
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;

// ---------------------------------------------------------------------------------------------
// Usage (GET /app/subscriptions/usage, /app/profile/subscription/usage, /app/app-products/usage)
// ---------------------------------------------------------------------------------------------

export const usageMetricSchema = z.object({
  key: z.enum(PLAN_LIMIT_KEYS),
  label: z.string(),
  used: z.number().int(),
  /** Null: unlimited, or no plan (usage.no_plan). */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** Share of the limit used, 0-100, or null when unlimited. */
  percent: z.number().nullable(),
});
export type UsageMetric = z.infer<typeof usageMetricSchema>;

export const usageSchema = z.object({
  /** True when the company has no plan giving access: every limit and percent is then null. */
  no_plan: z.boolean(),
  subscription_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** The window interviews_per_month counts over (the calendar month in UTC). */
  period_start: z.string(),
  period_end: z.string(),
  metrics: z.array(usageMetricSchema),
});
export type Usage = z.infer<typeof usageSchema>;

export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

// ---------------------------------------------------------------------------------------------
// Invoices and history (GET /app/profile/subscription/history, GET /app/subscriptions/invoices,
// GET /app/subscriptions/invoices/{id}/pdf)
// ---------------------------------------------------------------------------------------------

/** One line of an invoice: the plan charged, or the credit for the unused part of the plan it replaced (negative). */
export const invoiceLineSchema = z.object({
  description: z.string(),
  /** ISO dates of the period the line covers, when it covers one. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  amount: z.number(),
  amount_cents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** Human invoice number, e.g. "INV-2026-000042". */
  number: z.string(),
  subscription_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issued_at: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  package_display_name: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  processor: z.enum(PAYMENT_PROCESSORS),
  /** API path of the PDF (bearer token needed); null for a failed payment. */
  pdf_url: z.string().nullable(),
  /** What the amount is made of; one line for a plain period, more for a prorated plan change. */
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageEnvelope(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

// ---------------------------------------------------------------------------------------------
// Discount codes (POST /app/app-products/validate-discount)
// ---------------------------------------------------------------------------------------------

export const validateDiscountSchema = z.object({
  code: requiredText('Discount code is required', 50),
  package_id: optionalText(100),
  price_id: optionalText(100),
});
export type ValidateDiscount = z.input<typeof validateDiscountSchema>;

export const validateDiscountResultSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  message: z.string(),
  description: z.string().nullable(),
  percent_off: z.number().nullable(),
  /** Currency units off. */
  amount_off: z.number().nullable(),
  /** With a price: what it costs before and after the discount. */
  original_amount: z.number().nullable(),
  discounted_amount: z.number().nullable(),
});
export type ValidateDiscountResult = z.infer<typeof validateDiscountResultSchema>;

/** The price after a discount, in cents, never below zero. */
export function applyDiscountCents(amountCents: number, discount: { percent_off: number | null; amount_off_cents: number | null }): number {
  let result = amountCents;
  if (discount.percent_off) result = Math.round(result * (1 - discount.percent_off / 100));
  if (discount.amount_off_cents) result -= discount.amount_off_cents;
  return Math.max(0, result);
}

export const idParamsSchema = z.object({ id: z.string().max(100) });
