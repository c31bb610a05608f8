import {
  COUNTRY_OPTIONS,
  type PaymentMethod,
  PLAN_LIMIT_KEYS,
  type PlanLimitKey,
  type PlanLimits,
  type ScheduledChange,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionStatus,
} from '@hiring/shared/billing';
import { FALLBACK_PACKAGE_NAMES, formatDate } from '@hiring/shared/constants';
import { formatPrice, trialLengthDays } from '@hiring/shared/pricing';
import { displayLocale } from '@hiring/shared/locale';

/** The plan's name: its display name, else the spec's fallbacks "Free Trial" / "Standard Plan". */
export function subscriptionPlanName(sub: Pick<Subscription, 'package_display_name' | 'plan_name' | 'is_trial'>): string {
  return sub.package_display_name || sub.plan_name || (sub.is_trial ? FALLBACK_PACKAGE_NAMES.trial : FALLBACK_PACKAGE_NAMES.paid);
}

export function periodLabel(start: string | null | undefined, end: string | null | undefined): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/** "$49/mo", "$499/yr", "$999" (one-time), "Free" (a trial). */
export function subscriptionAmountLabel(sub: Pick<Subscription, 'amount' | 'interval' | 'frequency'> & { currency?: string }): string {
  return formatPrice(sub.amount, sub.frequency === 'one_time' ? null : sub.interval, sub.currency);
}

export function statusLabel(status: SubscriptionStatus | string | null | undefined): string {
  if (!status) return 'None';
  return SUBSCRIPTION_STATUS_LABELS[status as SubscriptionStatus] ?? status;
}

export type StatusTone = 'green' | 'indigo' | 'amber' | 'rose' | 'neutral';

/** Colours by status (spec 01 §4: active, trialing, past_due, cancelled, unpaid). */
export function statusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'active':
      return 'green';
    case 'trialing':
      return 'indigo';
    case 'past_due':
    case 'pending':
      return 'amber';
    case 'unpaid':
    case 'cancelled':
    case 'incomplete':
      return 'rose';
    default:
      return 'neutral';
  }
}

/** Whole days from now until a date (0 once it passed): the shared helper the dashboard banner uses too. */
export { daysUntil } from '@hiring/shared/billing';

export function cardExpiry(method: Pick<PaymentMethod, 'exp_month' | 'exp_year'>): string | null {
  if (!method.exp_month || !method.exp_year) return null;
  return `${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`;
}

export function cardBrandLabel(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };
  return known[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}

/** "5 job positions", "Unlimited interviews per month", "1 team seat". */
export function limitLabel(key: PlanLimitKey, value: number | null): string {
  const nouns: Record<PlanLimitKey, [string, string]> = {
    job_positions: ['job position', 'job positions'],
    interviews_per_month: ['interview per month', 'interviews per month'],
    seats: ['team seat', 'team seats'],
  };
  const [one, many] = nouns[key];
  if (value === null) return `Unlimited ${many}`;
  return `${value.toLocaleString(displayLocale())} ${value === 1 ? one : many}`;
}

export function limitLines(limits: PlanLimits): string[] {
  return PLAN_LIMIT_KEYS.map((key) => limitLabel(key, limits[key]));
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** Country options of spec 01 §5, labelled with their English names. */
export const COUNTRY_CHOICES = COUNTRY_OPTIONS.map((code) => ({ value: code, label: `${regionNames?.of(code) ?? code} (${code})` }));

/** "seasonal_hiring" → "Seasonal hiring". */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Expected users (spec 01 §5: 1, 2, 6, 11, 21, 50), each the start of a range. */
export const EXPECTED_USER_LABELS: Readonly<Record<number, string>> = {
  1: 'Just me',
  2: '2–5 people',
  6: '6–10 people',
  11: '11–20 people',
  21: '21–49 people',
  50: '50 or more',
};

export const PROCESSOR_LABELS: Readonly<Record<string, string>> = { paddle: 'Paddle', stripe: 'Stripe', sandbox: 'Test-mode checkout' };

/** "Monthly", "Annual", "One-time", "14-day free trial". */
export function billingPeriodLabel(sub: Pick<Subscription, 'is_trial' | 'interval' | 'interval_count' | 'frequency'>): string {
  if (sub.is_trial) return `${trialLengthDays(sub.interval === 'day' ? sub.interval_count : null)}-day free trial`;
  if (sub.frequency === 'one_time') return 'One-time';
  return sub.interval === 'year' ? 'Annual' : 'Monthly';
}

/** The plan change waiting for the period end, if any. */
export function pendingChange(
  changes: readonly ScheduledChange[] | undefined,
  sub: Pick<Subscription, 'id'> | null,
): ScheduledChange | null {
  return changes?.find((c) => c.status === 'scheduled' && (!sub || c.subscription_id === sub.id)) ?? null;
}

/**
 * What is charged next and when; none for a trial, a one-time purchase or a plan set to cancel.
 * A change scheduled for the period end bills the new plan then.
 */
export function nextPaymentLabel(
  sub: Pick<
    Subscription,
    'is_trial' | 'auto_renew' | 'cancel_at_period_end' | 'amount' | 'interval' | 'current_period_end' | 'frequency'
  > & {
    currency?: string;
  },
  scheduled?: ScheduledChange | null,
): string {
  if (sub.is_trial) return 'None during the trial';
  if (!sub.auto_renew || sub.cancel_at_period_end || sub.frequency === 'one_time') return 'No further payments';
  if (scheduled)
    return `${formatPrice(scheduled.to_amount, scheduled.to_interval)} on ${formatDate(scheduled.effective_at)} (${scheduled.to_package_display_name})`;
  return `${formatPrice(sub.amount, sub.interval, sub.currency)} on ${formatDate(sub.current_period_end)}`;
}
