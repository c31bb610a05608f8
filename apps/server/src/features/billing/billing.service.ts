import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  ACCESS_STATUSES,
  applyDiscountCents,
  BILLING_MESSAGES,
  BILLING_WEB_PATHS,
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_SUBSCRIPTION_PARAM,
  type CancelSubscription,
  type ChangeProration,
  isCheaperPlan,
  prorateChange,
  type CheckoutResult,
  type CancelSubscriptionResult,
  type ChangePlanResult,
  type CreateSubscription,
  type CreateSubscriptionResult,
  grantsAccess,
  type Invoice,
  type InvoicePage,
  isTrialTier,
  limitReachedMessage,
  PAID_NEXT_STEPS,
  packageNotFoundMessage,
  PLAN_LIMIT_KEYS,
  PLAN_LIMIT_LABELS,
  type PlanEntry,
  RENEWAL_GRACE_MS,
  type PlanLimitKey,
  type PlanLimits,
  type Price,
  type ScheduledChange,
  type Subscription,
  TRIAL_NEXT_STEPS,
  type Usage,
  usagePercent,
  type validateDiscountSchema,
  type ValidateDiscountResult,
} from '@hiring/shared/billing';
import { FALLBACK_PACKAGE_NAMES } from '@hiring/shared/constants';
import { centsToAmount, formatAmount, trialLengthDays } from '@hiring/shared/pricing';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { hasPermission } from '@hiring/shared/roles';
import { chooseProcessor, type PaymentProcessors } from '../../billing/index.ts';
import { renderInvoicePdf } from '../../billing/invoice-pdf.ts';
import type { CheckoutInput, PaymentProcessor, ProcessorName, ProcessorPayment, WebhookEvent } from '../../billing/processor.ts';
import { sandboxPaymentEvent } from '../../billing/sandbox.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { CompanyCache } from '../../lib/company-cache.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import type {
  BillingDetails,
  DiscountCodeRow,
  InvoiceLineRow,
  InvoiceRow,
  PackageRow,
  PriceRow,
  SubscriptionRow,
} from './billing.table.ts';

/** Counts what a company uses of one plan limit; `window` is the current calendar month (UTC). */
export interface UsageCounter {
  count(companyId: string, window: { start: Date; end: Date }): Promise<number>;
}

export const BILLING_JOB_TYPES = {
  /** At a trial's end: expire it. */
  trialExpiry: 'billing.trial-expiry',
  /** At a paid period's end: renew (sandbox), cancel, expire a one-time purchase, apply a scheduled change. */
  periodEnd: 'billing.period-end',
  /** Safety net for the two above (a lost job, a clock change): everything due. */
  sweep: 'billing.sweep',
} as const;
export const BILLING_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export const NO_COMPANY_MESSAGE = 'Your account is not linked to a company.';
const SELLER = { name: 'HireSignal', lines: ['AI-assisted hiring platform', 'billing@hiresignal.example'] };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const isLive = (status: string) => (ACCESS_STATUSES as readonly string[]).includes(status);
/** Rows a payment must not bring back: abandoned or failed checkouts, ended subscriptions (docs/decisions.md). */
const ENDED_STATUSES: readonly string[] = ['incomplete', 'cancelled', 'expired'];
const PROFILE_CACHE_KEY = 'profile-subscription';
const NO_COMPANY_PROFILE: ProfileSubscription = {
  subscription_active: false,
  trial_eligible: false,
  status: null,
  is_trial: false,
  plan_name: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

const isUniqueViolation = (error: unknown): string | null => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
};

/**
 * The end of a period that starts at `start` and lasts `count` intervals; month ends are clamped.
 * `anchorDay` (the day of month billing started on) keeps renewals on it: a plan bought on the 31st
 * renews on Feb 28 and then on Mar 31 again, not on the 28th for good.
 */
export function addInterval(start: Date, interval: string, count: number, anchorDay?: number): Date {
  const d = new Date(start.getTime());
  if (interval === 'day') {
    d.setUTCDate(d.getUTCDate() + count);
    return d;
  }
  const months = interval === 'year' ? 12 * count : count;
  const day = anchorDay ?? d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

function monthWindow(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export function toPriceDto(price: PriceRow): Price {
  return {
    id: price.id,
    amount: centsToAmount(price.amountCents),
    amount_cents: price.amountCents,
    currency: price.currency,
    interval: price.interval,
    frequency: price.frequency,
    intervalCount: price.intervalCount,
    display_name: price.displayName,
  };
}

function toPlanEntry(entry: repo.CatalogueEntry): PlanEntry {
  return {
    package: {
      id: entry.pkg.id,
      name: entry.pkg.name,
      displayName: entry.pkg.displayName,
      description: entry.pkg.description,
      tier: entry.pkg.tier,
      isRecommended: entry.pkg.isRecommended,
    },
    prices: entry.prices.map(toPriceDto),
    features: entry.features.map((f) => ({ id: f.id, key: f.key, display_name: f.displayName, is_highlighted: f.isHighlighted })),
    limits: entry.limits,
  };
}

/** An invoice's lines: those stored, else one line of its description, period and amount. */
function invoiceLines(row: InvoiceRow): InvoiceLineRow[] {
  if (row.lines && row.lines.length > 0) return row.lines;
  return [{ description: row.description, periodStart: iso(row.periodStart), periodEnd: iso(row.periodEnd), amountCents: row.amountCents }];
}

function isCancellable(sub: SubscriptionRow, price: PriceRow): boolean {
  if (sub.isTrial) return sub.status === 'trialing';
  if (sub.status === 'unpaid') return true;
  return (sub.status === 'active' || sub.status === 'past_due') && price.frequency === 'recurring' && !sub.cancelAtPeriodEnd;
}

export interface BillingServiceOptions {
  db: Db;
  processors: PaymentProcessors;
  /** Public address of the web app: checkout return pages. */
  appUrl: string;
  /** Origins the web app may run on (APP_URL and CORS_ORIGINS): a checkout started on one returns to it. */
  allowedOrigins?: readonly string[];
  log: FastifyBaseLogger;
  jobs?: JobQueue;
  now?: () => Date;
  /** How long the profile's subscription flags are kept per company (READ_CACHE_MS); 0 reads every time. */
  readCacheMs?: number;
  /** Offered the company details typed into the subscription form, to fill the company's blanks. */
  onCompanyDetails?: (companyId: string, details: BillingDetails) => Promise<void>;
}

/**
 * Subscriptions, checkout, invoices, usage and the rules of access. Every change a payment
 * processor reports (webhook or sandbox page) goes through applyProcessorEvent.
 */
export class BillingService {
  private clock: () => Date;
  private readonly counters = new Map<PlanLimitKey, UsageCounter>();
  private jobs?: JobQueue;
  /** The profile's subscription flags per company (read on every page load); never used for entitlements. */
  private readonly profileCache: CompanyCache<ProfileSubscription>;

  constructor(private readonly options: BillingServiceOptions) {
    this.clock = options.now ?? (() => new Date());
    this.jobs = options.jobs;
    this.profileCache = new CompanyCache<ProfileSubscription>(options.readCacheMs ?? 0);
    this.counters.set('seats', { count: (companyId) => repo.countSeats(this.db, companyId) });
  }

  /** The clock; tests replace it to move through trials and billing periods (which forgets cached reads). */
  get now(): () => Date {
    return this.clock;
  }

  set now(clock: () => Date) {
    this.clock = clock;
    this.profileCache.forgetAll();
  }

  /** After a write has committed: forget the cached reads of that company, or of all when it is not at hand. */
  private changed(companyId?: string | null): void {
    if (companyId) this.profileCache.forgetCompany(companyId);
    else this.profileCache.forgetAll();
  }

  private get db() {
    return this.options.db;
  }

  get processors(): PaymentProcessors {
    return this.options.processors;
  }

  /** Lets other features say how much of a limit a company uses (e.g. job positions). */
  registerUsageCounter(key: PlanLimitKey, counter: UsageCounter): void {
    this.counters.set(key, counter);
  }

  /** Registers the trial expiry, period end and sweep jobs on the queue. */
  registerJobs(queue: JobQueue): void {
    this.jobs = queue;
    const run = { run: (payload: { subscriptionId: string }) => this.processPeriodEnd(payload.subscriptionId) };
    queue.register<{ subscriptionId: string }>(BILLING_JOB_TYPES.trialExpiry, run);
    queue.register<{ subscriptionId: string }>(BILLING_JOB_TYPES.periodEnd, run);
    queue.register<Record<string, never>>(BILLING_JOB_TYPES.sweep, { run: async () => void (await this.sweep()) });
    queue.every(BILLING_JOB_TYPES.sweep, BILLING_SWEEP_INTERVAL_MS);
  }

  // --- Catalogue ---------------------------------------------------------------------------

  async listPackages(): Promise<PlanEntry[]> {
    return (await repo.listCatalogue(this.db)).map(toPlanEntry);
  }

  // --- Reading the company's subscription --------------------------------------------------

  /**
   * Gives access now: a live status, a trial or one-time purchase not past its end, and a recurring
   * plan not more than RENEWAL_GRACE_DAYS past its period end without a renewal.
   */
  hasAccess(view: Pick<repo.SubscriptionView, 'sub' | 'price'>): boolean {
    const { sub, price } = view;
    if (!grantsAccess(sub.status)) return false;
    const now = this.now().getTime();
    if (sub.isTrial && sub.trialEndsAt && sub.trialEndsAt.getTime() <= now) return false;
    if (price.frequency === 'one_time' && sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() <= now) return false;
    if (!sub.isTrial && price.frequency === 'recurring' && sub.currentPeriodEnd && sub.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS <= now)
      return false;
    return true;
  }

  toSubscriptionDto(view: repo.SubscriptionView, limits: PlanLimits): Subscription {
    const { sub, pkg, price } = view;
    const live = this.hasAccess(view);
    return {
      id: sub.id,
      package_id: pkg.id,
      price_id: price.id,
      package_display_name: pkg.displayName,
      package_name: pkg.name,
      package_tier: pkg.tier,
      price_display_name: price.displayName,
      status: sub.status as Subscription['status'],
      current_period_start: iso(sub.currentPeriodStart),
      current_period_end: iso(sub.currentPeriodEnd),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancellable: isCancellable(sub, price),
      amount: centsToAmount(sub.amountCents),
      amount_cents: sub.amountCents,
      currency: sub.currency,
      interval: price.interval,
      interval_count: price.intervalCount,
      frequency: price.frequency,
      auto_renew: live && !sub.isTrial && price.frequency === 'recurring' && !sub.cancelAtPeriodEnd,
      payment_method: sub.paymentMethod ?? null,
      credit_cents: sub.creditCents,
      is_trial: sub.isTrial,
      plan_name: pkg.displayName || (sub.isTrial ? FALLBACK_PACKAGE_NAMES.trial : FALLBACK_PACKAGE_NAMES.paid),
      processor: sub.processor,
      limits,
      cancelled_at: iso(sub.cancelledAt),
      created_at: sub.createdAt.toISOString(),
    };
  }

  private async dto(view: repo.SubscriptionView): Promise<Subscription> {
    return this.toSubscriptionDto(view, await repo.findLimits(this.db, view.pkg.id));
  }

  /** The company's current subscription (spec 01 §3 "Active subscription"), or null. */
  async getCurrent(companyId: string | null): Promise<Subscription | null> {
    if (!companyId) return null;
    const view = await repo.findCurrentSubscription(this.db, companyId);
    return view ? this.dto(view) : null;
  }

  /** The flags the dashboard and the profile panel read. */
  async getProfileSubscription(companyId: string | null): Promise<ProfileSubscription> {
    if (!companyId) return NO_COMPANY_PROFILE;
    return this.profileCache.read(companyId, PROFILE_CACHE_KEY, () => this.loadProfileSubscription(companyId));
  }

  private async loadProfileSubscription(companyId: string): Promise<ProfileSubscription> {
    // One query: the current subscription (else the latest that started) and whether a trial was ever taken.
    const { shown, isCurrent, hadTrial } = await repo.findProfileSubscription(this.db, companyId);
    const active = !!shown && isCurrent && this.hasAccess(shown);
    return {
      subscription_active: active,
      trial_eligible: !hadTrial && !active,
      status: shown ? (shown.sub.isTrial && shown.sub.status === 'trialing' && !active ? 'expired' : shown.sub.status) : null,
      is_trial: shown?.sub.isTrial ?? false,
      plan_name: shown?.pkg.displayName ?? null,
      current_period_end: iso(shown?.sub.currentPeriodEnd),
      cancel_at_period_end: !!shown && isCurrent && shown.sub.cancelAtPeriodEnd,
    };
  }

  // --- Access (entitlements) ---------------------------------------------------------------

  /** The subscription that gives access, or a 402 that says why there is none. */
  async requireAccess(companyId: string | null): Promise<repo.SubscriptionView> {
    if (!companyId) throw new AppError(402, BILLING_MESSAGES.subscriptionRequired);
    const current = await repo.findCurrentSubscription(this.db, companyId);
    if (current && this.hasAccess(current)) return current;
    const latest = current ?? (await repo.findLatestStartedSubscription(this.db, companyId));
    if (!latest) throw new AppError(402, BILLING_MESSAGES.subscriptionRequired);
    if (latest.sub.isTrial) throw new AppError(402, BILLING_MESSAGES.trialExpired);
    throw new AppError(402, BILLING_MESSAGES.subscriptionInactive);
  }

  async requireWithinLimit(companyId: string | null, key: PlanLimitKey, used: number): Promise<void> {
    const view = await this.requireAccess(companyId);
    const limit = (await repo.findLimits(this.db, view.pkg.id))[key];
    if (limit !== null && used >= limit) throw new AppError(402, limitReachedMessage(key, limit));
  }

  // --- Create ------------------------------------------------------------------------------

  private requireManager(caller: AuthContext): string {
    if (!hasPermission(caller.role, 'manage_billing')) throw forbidden();
    if (!caller.companyId) throw badRequest(NO_COMPANY_MESSAGE);
    return caller.companyId;
  }

  /**
   * Where a checkout's return pages live: the origin the app was opened on when it is one the app
   * allows (its own address, CORS_ORIGINS, or this server itself, as 127.0.0.1 beside localhost),
   * else APP_URL. Returning elsewhere would land on an origin without the user's session.
   */
  returnOrigin(from?: { origin?: string; serverOrigin?: string }): string {
    const fallback = new URL(this.options.appUrl).origin;
    const origin = from?.origin;
    if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) return fallback;
    const allowed = [...(this.options.allowedOrigins ?? []), from?.serverOrigin].filter((o): o is string => !!o);
    return allowed.some((o) => o.replace(/\/$/, '') === origin) ? origin : fallback;
  }

  private appBase(details?: BillingDetails | null): string {
    return details?.return_origin ?? this.options.appUrl.replace(/\/$/, '');
  }

  async create(
    caller: AuthContext,
    input: CreateSubscription,
    from?: { origin?: string; serverOrigin?: string },
  ): Promise<CreateSubscriptionResult> {
    // Any member may start the company's free trial (the dashboard offers it to everyone);
    // paying, cancelling and changing plans need the manage_billing permission.
    const companyId = input.subscription_type === 'trial' ? caller.companyId : this.requireManager(caller);
    if (!companyId) throw badRequest(NO_COMPANY_MESSAGE);
    const pkg = await repo.findPackage(this.db, input.package_id);
    if (!pkg) throw new AppError(404, packageNotFoundMessage(input.package_id));
    const details: BillingDetails = {
      company: input.company,
      billing_contact: input.billing_contact,
      team_context: input.team_context,
      company_details: input.company_details,
      email: caller.account.user.email,
      ...(input.subscription_type === 'paid' && input.billing_address ? { billing_address: input.billing_address } : {}),
      ...(input.subscription_type === 'paid' ? { return_origin: this.returnOrigin(from) } : {}),
    };
    const result =
      input.subscription_type === 'trial'
        ? await this.startTrial(caller, companyId, pkg, input, details)
        : await this.startCheckout(caller, companyId, pkg, input, details);
    try {
      await this.options.onCompanyDetails?.(companyId, details);
    } catch (error) {
      // The subscription stands; the company's blanks simply stay blank.
      this.options.log.warn({ err: error, companyId }, 'could not copy the subscription form into the company profile');
    }
    return result;
  }

  private async startTrial(
    caller: AuthContext,
    companyId: string,
    pkg: PackageRow,
    input: CreateSubscription,
    details: BillingDetails,
  ): Promise<CreateSubscriptionResult> {
    if (!isTrialTier(pkg.tier)) throw badRequest(BILLING_MESSAGES.notATrialPackage);
    const prices = await repo.findPricesOfPackage(this.db, pkg.id);
    const price = input.price_id ? prices.find((p) => p.id === input.price_id) : prices[0];
    if (!price) throw badRequest(BILLING_MESSAGES.priceNotFound);
    if (await repo.companyHadTrial(this.db, companyId)) throw conflict(BILLING_MESSAGES.trialAlreadyUsed);
    if ((await repo.findLiveSubscriptions(this.db, companyId)).length > 0) throw conflict(BILLING_MESSAGES.alreadySubscribed);

    const now = this.now();
    const ends = addInterval(now, 'day', trialLengthDays(price.interval === 'day' ? price.intervalCount : null));
    let sub: SubscriptionRow;
    try {
      sub = await repo.insertSubscription(this.db, {
        companyId,
        packageId: pkg.id,
        priceId: price.id,
        status: 'trialing',
        isTrial: true,
        processor: null,
        amountCents: 0,
        currency: price.currency,
        currentPeriodStart: now,
        currentPeriodEnd: ends,
        trialEndsAt: ends,
        billingDetails: details,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      const constraint = isUniqueViolation(error);
      if (constraint === null) throw error;
      throw conflict(constraint.includes('one_live') ? BILLING_MESSAGES.alreadySubscribed : BILLING_MESSAGES.trialAlreadyUsed);
    }
    this.changed(companyId);
    await this.jobs?.enqueue(BILLING_JOB_TYPES.trialExpiry, { subscriptionId: sub.id }, { runAt: ends, key: sub.id });
    return {
      subscription_id: sub.id,
      status: 'trialing',
      is_trial: true,
      requires_payment: false,
      package: { id: pkg.id, name: pkg.name, display_name: pkg.displayName, tier: pkg.tier },
      current_period_end: ends.toISOString(),
      amount: 0,
      interval: price.interval,
      next_steps: [...TRIAL_NEXT_STEPS],
      payment: null,
    };
  }

  private async startCheckout(
    caller: AuthContext,
    companyId: string,
    pkg: PackageRow,
    input: CreateSubscription,
    details: BillingDetails,
  ): Promise<CreateSubscriptionResult> {
    if (isTrialTier(pkg.tier)) throw badRequest(BILLING_MESSAGES.trialIsNotPaid);
    const price = input.price_id ? await repo.findPrice(this.db, input.price_id) : undefined;
    if (!price || price.packageId !== pkg.id || !price.active) throw badRequest(BILLING_MESSAGES.priceNotFound);
    const live = await repo.findLiveSubscriptions(this.db, companyId);
    if (live.some((s) => !s.isTrial)) throw conflict(BILLING_MESSAGES.alreadySubscribed);

    let amountCents = price.amountCents;
    let discount: DiscountCodeRow | undefined;
    if (input.discount_code) {
      const checked = await this.checkDiscount(input.discount_code, price);
      if (!checked.ok) throw badRequest(checked.message);
      discount = checked.code;
      amountCents = applyDiscountCents(price.amountCents, { percent_off: discount.percentOff, amount_off_cents: discount.amountOffCents });
    }

    const processor = chooseProcessor(this.processors, input.payment_processor);
    const now = this.now();
    const sub = await this.db.transaction(async (tx) => {
      await repo.abandonPendingCheckouts(tx, companyId, now);
      const row = await repo.insertSubscription(tx, {
        companyId,
        packageId: pkg.id,
        priceId: price.id,
        status: 'pending',
        isTrial: false,
        processor: processor.name,
        amountCents,
        currency: price.currency,
        discountCodeId: discount?.id ?? null,
        billingDetails: details,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      });
      // The code's last redemption may have gone to a concurrent checkout: then no discount (and no checkout).
      if (discount && !(await repo.redeemDiscountCode(tx, discount.id))) throw badRequest(BILLING_MESSAGES.discountExpired);
      return row;
    });
    this.changed(companyId);

    const returnUrl = (path: string, result: string) =>
      `${this.appBase(details)}${path}?${CHECKOUT_RESULT_PARAM}=${result}&${CHECKOUT_SUBSCRIPTION_PARAM}=${encodeURIComponent(sub.id)}`;
    let checkout: Awaited<ReturnType<PaymentProcessor['createCheckout']>>;
    try {
      checkout = await processor.createCheckout({
        subscriptionId: sub.id,
        companyId,
        customerEmail: caller.account.user.email,
        customerName: `${input.billing_contact.first_name} ${input.billing_contact.last_name}`.trim(),
        price: this.checkoutPrice(price, pkg, processor.name, amountCents),
        billingAddress: {
          line1: input.billing_address?.line1,
          city: input.billing_address?.city,
          postalCode: input.billing_address?.postal_code,
          country: input.company.country,
        },
        successUrl: returnUrl(BILLING_WEB_PATHS.createCompleted, 'success'),
        cancelUrl: returnUrl(BILLING_WEB_PATHS.management, 'cancelled'),
      });
    } catch (error) {
      this.options.log.error({ err: error, processor: processor.name, subscriptionId: sub.id }, 'checkout could not be created');
      await repo.updateSubscription(this.db, sub.id, { status: 'incomplete', endedAt: now, updatedAt: now });
      this.changed(companyId);
      throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
    }
    if (checkout.externalId) await repo.updateSubscription(this.db, sub.id, { externalId: checkout.externalId, updatedAt: now });
    return {
      subscription_id: sub.id,
      status: 'pending',
      is_trial: false,
      requires_payment: true,
      package: { id: pkg.id, name: pkg.name, display_name: pkg.displayName, tier: pkg.tier },
      current_period_end: null,
      amount: centsToAmount(amountCents),
      interval: price.interval,
      next_steps: [...PAID_NEXT_STEPS],
      payment: { processor: processor.name, checkout_url: checkout.checkoutUrl ?? null, client_secret: checkout.clientSecret ?? null },
    };
  }

  /**
   * The price a processor charges. A discounted amount is sent as a custom amount: the processor's
   * catalogue price (processorPriceId) would charge the full price.
   */
  private checkoutPrice(
    price: PriceRow,
    pkg: PackageRow,
    processor: ProcessorName,
    amountCents = price.amountCents,
  ): CheckoutInput['price'] {
    const catalogued = processor === 'paddle' ? price.paddlePriceId : processor === 'stripe' ? price.stripePriceId : null;
    return {
      id: price.id,
      amountCents,
      currency: price.currency,
      interval: price.frequency === 'one_time' ? 'one_time' : price.interval === 'year' ? 'year' : 'month',
      packageName: pkg.displayName,
      processorPriceId: amountCents === price.amountCents ? catalogued : null,
    };
  }

  // --- Cancel ------------------------------------------------------------------------------

  async cancel(caller: AuthContext, input: CancelSubscription): Promise<CancelSubscriptionResult> {
    const companyId = this.requireManager(caller);
    const view = input.subscription_id
      ? await repo.findSubscription(this.db, companyId, input.subscription_id)
      : await repo.findCurrentSubscription(this.db, companyId);
    if (!view) throw new AppError(404, input.subscription_id ? BILLING_MESSAGES.subscriptionNotFound : BILLING_MESSAGES.noSubscription);
    const { sub, price } = view;
    if (!isCancellable(sub, price))
      throw conflict(sub.cancelAtPeriodEnd ? BILLING_MESSAGES.alreadyCancelling : BILLING_MESSAGES.notCancellable);
    const now = this.now();
    const processor = sub.processor ? this.processors.get(sub.processor) : undefined;
    // A trial (and a subscription already failing to pay) ends now; a paid one at its period end.
    const immediately = sub.isTrial || sub.status === 'unpaid';
    if (processor && sub.externalId && !sub.isTrial) {
      try {
        await processor.cancel(sub.externalId, { atPeriodEnd: !immediately });
      } catch (error) {
        this.options.log.error({ err: error, subscriptionId: sub.id }, 'processor refused the cancellation');
        throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
      }
    }
    await this.db.transaction(async (tx) => {
      await repo.updateSubscription(
        tx,
        sub.id,
        immediately
          ? { status: 'cancelled', cancelledAt: now, endedAt: now, cancelReason: input.reason ?? null, updatedAt: now }
          : { cancelAtPeriodEnd: true, cancelledAt: now, cancelReason: input.reason ?? null, updatedAt: now },
      );
      await repo.cancelScheduledChanges(tx, sub.id, now);
    });
    this.changed(companyId);
    if (!immediately && sub.currentPeriodEnd) await this.schedulePeriodEnd(sub.id, sub.currentPeriodEnd);
    const after = await repo.findSubscription(this.db, companyId, sub.id);
    return {
      message: sub.isTrial
        ? BILLING_MESSAGES.trialCancelled
        : immediately
          ? 'Your subscription has been cancelled.'
          : BILLING_MESSAGES.cancelScheduled,
      subscription: await this.dto(after ?? view),
    };
  }

  // --- Plan changes ------------------------------------------------------------------------

  private changeDto(row: repo.ChangeView): ScheduledChange {
    const { change, toPkg, toPrice, fromPrice, fromPkg } = row;
    return {
      id: change.id,
      subscription_id: change.subscriptionId,
      from_package_display_name: fromPkg.displayName,
      from_price_display_name: fromPrice.displayName,
      to_package_id: toPkg.id,
      to_price_id: toPrice.id,
      to_package_name: toPkg.name,
      to_package_display_name: toPkg.displayName,
      to_price_display_name: toPrice.displayName,
      to_amount: centsToAmount(toPrice.amountCents),
      to_interval: toPrice.interval,
      effective: change.effective,
      effective_at: change.effectiveAt.toISOString(),
      status: change.status,
      created_at: change.createdAt.toISOString(),
      applied_at: iso(change.appliedAt),
    };
  }

  async listChanges(companyId: string | null): Promise<ScheduledChange[]> {
    if (!companyId) return [];
    return (await repo.listChanges(this.db, companyId)).map((c) => this.changeDto(c));
  }

  async changePlan(
    caller: AuthContext,
    subscriptionId: string,
    input: { package_id: string; price_id: string; effective: 'immediately' | 'period_end' },
  ): Promise<ChangePlanResult> {
    const companyId = this.requireManager(caller);
    const view = await repo.findSubscription(this.db, companyId, subscriptionId);
    if (!view) throw new AppError(404, BILLING_MESSAGES.subscriptionNotFound);
    const { sub } = view;
    if (sub.isTrial || !['active', 'past_due'].includes(sub.status) || view.price.frequency !== 'recurring')
      throw conflict(BILLING_MESSAGES.changeNotAllowed);
    if (sub.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.alreadyCancelling);
    const pkg = await repo.findPackage(this.db, input.package_id);
    if (!pkg) throw new AppError(404, packageNotFoundMessage(input.package_id));
    const price = await repo.findPrice(this.db, input.price_id);
    if (!price || price.packageId !== pkg.id || !price.active) throw badRequest(BILLING_MESSAGES.priceNotFound);
    if (price.frequency !== 'recurring' || isTrialTier(pkg.tier)) throw badRequest(BILLING_MESSAGES.changeNeedsRecurringPrice);
    if (price.id === sub.priceId) throw conflict(BILLING_MESSAGES.changeToSamePrice);

    const now = this.now();
    const immediately = input.effective === 'immediately';
    // An immediate change is paid now (docs/decisions/100-immediate-plan-changes.md); a move to a
    // cheaper plan waits for the period end, which the customer has already paid for.
    if (immediately && isCheaperPlan(view.price, price)) throw conflict(BILLING_MESSAGES.changeCheaperAtPeriodEnd);
    const proration = immediately
      ? prorateChange({
          currentAmountCents: sub.amountCents,
          periodStart: sub.currentPeriodStart,
          periodEnd: sub.currentPeriodEnd,
          now,
          newAmountCents: price.amountCents,
        })
      : null;
    const processor = sub.processor ? this.processors.get(sub.processor) : undefined;
    // Paddle and Stripe learn of a scheduled change now, billed from the next period on; the
    // renewal they send then already charges the new price (docs/decisions.md "Scheduled plan changes").
    let payment: ProcessorPayment | null = null;
    if (processor && sub.externalId) {
      try {
        payment = await processor.changePlan(sub.externalId, this.checkoutPrice(price, pkg, processor.name), {
          atPeriodEnd: !immediately,
          amountDueCents: proration?.dueCents,
        });
      } catch (error) {
        this.options.log.error({ err: error, subscriptionId: sub.id }, 'processor refused the plan change');
        throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
      }
    }
    const change = await this.db.transaction(async (tx) => {
      await repo.cancelScheduledChanges(tx, sub.id, now);
      const row = await repo.insertChange(tx, {
        companyId,
        subscriptionId: sub.id,
        fromPriceId: sub.priceId,
        toPackageId: pkg.id,
        toPriceId: price.id,
        effective: input.effective,
        effectiveAt: immediately ? now : (sub.currentPeriodEnd ?? now),
        status: immediately ? 'applied' : 'scheduled',
        appliedAt: immediately ? now : null,
        createdBy: caller.userId,
        createdAt: now,
      });
      if (proration) {
        // The new plan's own period starts now: a monthly plan bought from an annual one renews monthly.
        const periodEnd = addInterval(now, price.interval, price.intervalCount);
        await repo.updateSubscription(tx, sub.id, {
          packageId: pkg.id,
          priceId: price.id,
          amountCents: price.amountCents,
          currency: price.currency,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          creditCents: sub.creditCents + proration.carriedCreditCents,
          updatedAt: now,
        });
        // Paddle and Stripe send their own invoice by webhook; the sandbox charged at once, and a
        // change the credit pays for in full charges nothing anywhere: both are invoiced here.
        if (payment || proration.dueCents === 0 || !processor || processor.name === 'sandbox')
          await this.recordInvoice(tx, sub, pkg, price, {
            status: 'paid',
            externalPaymentId: payment?.externalId ?? `change_${row.id}`,
            amountCents: proration.dueCents,
            currency: price.currency,
            issuedAt: now,
            periodStart: now,
            periodEnd,
            cardBrand: payment?.cardBrand ?? null,
            cardLast4: payment?.cardLast4 ?? null,
            lines: this.changeLines(view, pkg, price, proration, now, periodEnd),
          });
      }
      return row;
    });
    this.changed(companyId);
    if (immediately) {
      const after = await repo.findSubscription(this.db, companyId, sub.id);
      if (after?.sub.currentPeriodEnd) await this.schedulePeriodEnd(sub.id, after.sub.currentPeriodEnd);
    } else await this.schedulePeriodEnd(sub.id, change.effectiveAt);
    const [changeView, after] = await Promise.all([
      repo.findChange(this.db, companyId, change.id),
      repo.findSubscription(this.db, companyId, sub.id),
    ]);
    if (!changeView || !after) throw new Error('plan change vanished');
    return {
      message: immediately ? BILLING_MESSAGES.changeApplied : BILLING_MESSAGES.changeScheduled,
      change: this.changeDto(changeView),
      subscription: await this.dto(after),
    };
  }

  /** The invoice lines of an immediate change: the new plan for its period, the credit for the old one's unused part. */
  private changeLines(
    from: repo.SubscriptionView,
    pkg: PackageRow,
    price: PriceRow,
    proration: ChangeProration,
    now: Date,
    periodEnd: Date,
  ): InvoiceLineRow[] {
    const lines: InvoiceLineRow[] = [
      {
        description: `${pkg.displayName} - ${price.displayName} subscription`,
        periodStart: now.toISOString(),
        periodEnd: periodEnd.toISOString(),
        amountCents: proration.chargeCents,
      },
    ];
    if (proration.creditCents > 0)
      lines.push({
        description: `Unused time on ${from.pkg.displayName} - ${from.price.displayName}`,
        periodStart: now.toISOString(),
        periodEnd: iso(from.sub.currentPeriodEnd),
        amountCents: -proration.creditCents,
      });
    if (proration.carriedCreditCents > 0)
      lines.push({
        description: 'Credit kept for the next renewals',
        periodStart: null,
        periodEnd: null,
        amountCents: proration.carriedCreditCents,
      });
    return lines;
  }

  async deleteChange(caller: AuthContext, id: string): Promise<{ message: string }> {
    const companyId = this.requireManager(caller);
    const row = await repo.findChange(this.db, companyId, id);
    if (!row) throw new AppError(404, BILLING_MESSAGES.changeNotFound);
    if (row.change.status !== 'scheduled') throw conflict(BILLING_MESSAGES.changeNotPending);
    // The processor was told at scheduling time: put it back on the current price.
    const view = await repo.findSubscription(this.db, companyId, row.change.subscriptionId);
    const processor = view?.sub.processor ? this.processors.get(view.sub.processor) : undefined;
    if (view && processor && view.sub.externalId) {
      try {
        await processor.changePlan(view.sub.externalId, this.checkoutPrice(view.price, view.pkg, processor.name, view.sub.amountCents), {
          atPeriodEnd: true,
        });
      } catch (error) {
        this.options.log.error({ err: error, subscriptionId: view.sub.id }, 'processor refused to undo the plan change');
        throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
      }
    }
    await repo.updateChange(this.db, row.change.id, { status: 'cancelled', cancelledAt: this.now() });
    this.changed(companyId);
    return { message: BILLING_MESSAGES.changeCancelled };
  }

  // --- Usage -------------------------------------------------------------------------------

  async usage(companyId: string | null): Promise<Usage> {
    const window = monthWindow(this.now());
    const view = companyId ? await repo.findCurrentSubscription(this.db, companyId) : undefined;
    // Without a plan there is no limit to measure against: limits and percents are null, no_plan says why.
    const noPlan = !view || !this.hasAccess(view);
    const limits: PlanLimits | null = noPlan ? null : await repo.findLimits(this.db, view.pkg.id);
    const metrics = await Promise.all(
      PLAN_LIMIT_KEYS.map(async (key) => {
        const counter = this.counters.get(key);
        const used = companyId && counter ? await counter.count(companyId, window) : 0;
        const limit = limits ? limits[key] : null;
        return {
          key,
          label: PLAN_LIMIT_LABELS[key],
          used,
          limit,
          remaining: limit === null ? null : Math.max(0, limit - used),
          percent: usagePercent(used, limit),
        };
      }),
    );
    return {
      no_plan: noPlan,
      subscription_id: view?.sub.id ?? null,
      plan_name: view?.pkg.displayName ?? null,
      status: (view?.sub.status as Usage['status']) ?? null,
      period_start: window.start.toISOString(),
      period_end: window.end.toISOString(),
      metrics,
    };
  }

  // --- Invoices ----------------------------------------------------------------------------

  private invoiceDto(row: InvoiceRow): Invoice {
    return {
      id: row.id,
      number: row.number,
      subscription_id: row.subscriptionId,
      status: row.status,
      issued_at: row.issuedAt.toISOString(),
      amount: centsToAmount(row.amountCents),
      amount_cents: row.amountCents,
      currency: row.currency,
      description: row.description,
      package_display_name: row.packageDisplayName,
      period_start: iso(row.periodStart),
      period_end: iso(row.periodEnd),
      processor: row.processor,
      pdf_url: row.status === 'paid' ? `/api/app/subscriptions/invoices/${row.id}/pdf` : null,
      lines: invoiceLines(row).map((l) => ({
        description: l.description,
        period_start: l.periodStart,
        period_end: l.periodEnd,
        amount: centsToAmount(l.amountCents),
        amount_cents: l.amountCents,
      })),
    };
  }

  async listInvoices(companyId: string | null, page: number, pageSize: number, search?: string): Promise<InvoicePage> {
    if (!companyId) return { items: [], page, page_size: pageSize, total_count: 0, total_pages: 0, search: search ?? null };
    const { items, total } = await repo.listInvoices(this.db, companyId, page, pageSize);
    return {
      items: items.map((r) => this.invoiceDto(r)),
      page,
      page_size: pageSize,
      total_count: total,
      total_pages: Math.ceil(total / pageSize),
      search: search ?? null,
    };
  }

  async invoicePdf(companyId: string | null, id: string): Promise<{ filename: string; pdf: Buffer }> {
    const row = companyId ? await repo.findInvoice(this.db, companyId, id) : undefined;
    if (!row || row.status !== 'paid') throw new AppError(404, BILLING_MESSAGES.invoiceNotFound);
    const date = (d: Date | null) =>
      d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : '';
    const amount = `${formatAmount(centsToAmount(row.amountCents))} ${row.currency.toUpperCase()}`;
    const pdf = await renderInvoicePdf({
      seller: SELLER,
      number: row.number,
      status: row.status,
      issuedAt: row.issuedAt,
      billedTo: row.billedTo ?? { company: '', contact: '', email: null, address: [] },
      lines: invoiceLines(row).map((l) => ({
        description: l.description,
        period: l.periodStart ? `${date(new Date(l.periodStart))} - ${date(l.periodEnd ? new Date(l.periodEnd) : null)}` : '',
        amount: `${l.amountCents < 0 ? '-' : ''}${formatAmount(centsToAmount(Math.abs(l.amountCents)))} ${row.currency.toUpperCase()}`,
      })),
      total: amount,
      paymentNote: row.cardLast4
        ? `Paid by ${(row.cardBrand ?? 'card').toUpperCase()} ending ${row.cardLast4} on ${date(row.issuedAt)}.`
        : null,
      testMode: row.processor === 'sandbox',
    });
    return { filename: `${row.number}.pdf`, pdf };
  }

  // --- Discounts ---------------------------------------------------------------------------

  private async checkDiscount(
    code: string,
    price?: PriceRow,
  ): Promise<{ ok: true; code: DiscountCodeRow } | { ok: false; message: string }> {
    const row = await repo.findDiscountCode(this.db, code);
    const now = this.now().getTime();
    if (!row || !row.active || (row.validFrom && row.validFrom.getTime() > now))
      return { ok: false, message: BILLING_MESSAGES.discountInvalid };
    if (row.expiresAt && row.expiresAt.getTime() <= now) return { ok: false, message: BILLING_MESSAGES.discountExpired };
    if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions)
      return { ok: false, message: BILLING_MESSAGES.discountExpired };
    if (price) {
      if (row.appliesToIntervals && !row.appliesToIntervals.includes(price.interval))
        return { ok: false, message: BILLING_MESSAGES.discountNotApplicable };
      if (row.appliesToFrequencies && !row.appliesToFrequencies.includes(price.frequency))
        return { ok: false, message: BILLING_MESSAGES.discountNotApplicable };
      if (price.amountCents === 0) return { ok: false, message: BILLING_MESSAGES.discountNotApplicable };
    }
    return { ok: true, code: row };
  }

  async validateDiscount(input: z.output<typeof validateDiscountSchema>): Promise<ValidateDiscountResult> {
    const code = input.code.trim().toUpperCase();
    let price: PriceRow | undefined;
    if (input.price_id) {
      price = await repo.findPrice(this.db, input.price_id);
      if (!price || (input.package_id && price.packageId !== input.package_id)) throw badRequest(BILLING_MESSAGES.priceNotFound);
    }
    const checked = await this.checkDiscount(code, price);
    if (!checked.ok) {
      return {
        valid: false,
        code,
        message: checked.message,
        description: null,
        percent_off: null,
        amount_off: null,
        original_amount: null,
        discounted_amount: null,
      };
    }
    const d = checked.code;
    return {
      valid: true,
      code: d.code,
      message: BILLING_MESSAGES.discountApplied,
      description: d.description || null,
      percent_off: d.percentOff,
      amount_off: d.amountOffCents === null ? null : centsToAmount(d.amountOffCents),
      original_amount: price ? centsToAmount(price.amountCents) : null,
      discounted_amount: price
        ? centsToAmount(applyDiscountCents(price.amountCents, { percent_off: d.percentOff, amount_off_cents: d.amountOffCents }))
        : null,
    };
  }

  // --- Processor events: the one path every payment change takes ----------------------------

  /**
   * Applies a processor's event once: the event id is recorded in the same transaction as its
   * effect, so a replay (or a concurrent duplicate) changes nothing.
   */
  async applyProcessorEvent(processorName: ProcessorName, event: WebhookEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
    const now = this.now();
    let periodEndJob: { id: string; at: Date } | null = null;
    let replaced: SubscriptionRow[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      if (!(await repo.recordProcessorEvent(tx, processorName, event.eventId, event.subscriptionId))) return 'duplicate' as const;
      const ignore = async (why: string) => {
        await repo.setProcessorEventOutcome(tx, processorName, event.eventId, why);
        return 'ignored' as const;
      };
      let view = event.subscriptionId ? await repo.findSubscriptionById(tx, event.subscriptionId) : undefined;
      if (!view && event.externalSubscriptionId)
        view = await repo.findSubscriptionByExternalId(tx, processorName, event.externalSubscriptionId);
      if (!view || view.sub.processor !== processorName) return ignore('ignored');
      const sub = await repo.lockSubscription(tx, view.sub.id);
      if (!sub) return ignore('ignored');
      let { pkg, price } = view;
      const occurredAt = event.occurredAt;
      const statusOnly = !event.payment && !event.paymentFailed;
      // Webhooks arrive out of order: a status event older than the last one applied would undo it.
      if (statusOnly && occurredAt && sub.lastEventAt && occurredAt.getTime() < sub.lastEventAt.getTime()) return ignore('stale');

      const patch: Partial<SubscriptionRow> = { updatedAt: now };
      if (occurredAt && (!sub.lastEventAt || occurredAt.getTime() > sub.lastEventAt.getTime())) patch.lastEventAt = occurredAt;
      if (event.externalSubscriptionId && event.externalSubscriptionId !== sub.externalId) patch.externalId = event.externalSubscriptionId;
      const startsNow = sub.status === 'pending';
      // An abandoned or failed checkout, or an ended subscription, is not brought back by a late
      // event: a payment is recorded as an invoice and flagged for a refund (docs/decisions.md).
      const ended = ENDED_STATUSES.includes(sub.status);

      if (event.payment) {
        const periodStart = event.periodStart ?? event.payment.paidAt;
        // A renewal: a plan change due by now takes effect with it, whatever the period end says.
        if (!startsNow && !ended) {
          const changed = await this.applyDueChange(tx, sub, new Date(Math.max(periodStart.getTime(), now.getTime())));
          if (changed) ({ pkg, price } = changed);
        }
        const anchor = (await repo.findFirstPaidPeriodStart(tx, sub.id)) ?? periodStart;
        const periodEnd = event.periodEnd ?? addInterval(periodStart, price.interval, price.intervalCount, anchor.getUTCDate());
        await this.recordInvoice(tx, sub, pkg, price, {
          status: 'paid',
          externalPaymentId: event.payment.externalId,
          amountCents: event.payment.amountCents,
          currency: event.payment.currency,
          issuedAt: event.payment.paidAt,
          periodStart,
          periodEnd,
          cardBrand: event.payment.cardBrand ?? null,
          cardLast4: event.payment.cardLast4 ?? null,
          lines: event.payment.creditAppliedCents
            ? [
                {
                  description: price.frequency === 'recurring' ? `${price.displayName} subscription` : price.displayName,
                  periodStart: periodStart.toISOString(),
                  periodEnd: periodEnd.toISOString(),
                  amountCents: event.payment.amountCents + event.payment.creditAppliedCents,
                },
                {
                  description: 'Credit from an earlier plan change',
                  periodStart: null,
                  periodEnd: null,
                  amountCents: -event.payment.creditAppliedCents,
                },
              ]
            : undefined,
        });
        if (ended) {
          this.options.log.warn(
            { subscriptionId: sub.id, status: sub.status, processor: processorName, payment: event.payment.externalId },
            'payment for an abandoned or ended subscription: recorded, not reactivated; refund it at the processor',
          );
          await repo.updateSubscription(tx, sub.id, patch);
          await repo.setProcessorEventOutcome(tx, processorName, event.eventId, 'flagged');
          return 'applied' as const;
        }
        if (event.payment.cardLast4) {
          const [month, year] = (event.payment.cardExpiry ?? '').split('/').map((n) => Number.parseInt(n, 10));
          patch.paymentMethod = {
            brand: event.payment.cardBrand ?? 'card',
            last4: event.payment.cardLast4,
            exp_month: Number.isFinite(month) ? (month as number) : null,
            exp_year: Number.isFinite(year) ? ((year as number) < 100 ? 2000 + (year as number) : (year as number)) : null,
          };
        }
        patch.currentPeriodStart = periodStart;
        patch.currentPeriodEnd = periodEnd;
        patch.status = event.status && event.status !== 'cancelled' ? event.status : 'active';
        patch.endedAt = null;
        periodEndJob = { id: sub.id, at: periodEnd };
      } else if (event.paymentFailed) {
        await this.recordInvoice(tx, sub, pkg, price, {
          status: 'failed',
          externalPaymentId: `failed:${event.eventId}`,
          amountCents: sub.amountCents,
          currency: sub.currency,
          issuedAt: now,
          periodStart: null,
          periodEnd: null,
          cardBrand: null,
          cardLast4: null,
        });
        if (startsNow) {
          patch.status = 'incomplete';
          patch.endedAt = now;
        } else if (!ended) patch.status = event.status && event.status !== 'active' ? event.status : 'past_due';
      } else if (event.status) {
        if (ended && event.status !== 'cancelled') {
          this.options.log.warn(
            { subscriptionId: sub.id, status: sub.status, event: event.status },
            'status event for an ended subscription ignored',
          );
          await repo.updateSubscription(tx, sub.id, patch);
          return ignore('flagged');
        }
        patch.status = event.status;
        if (event.status === 'cancelled') {
          patch.endedAt = sub.endedAt ?? now;
          patch.cancelledAt = sub.cancelledAt ?? now;
        }
        if (event.periodStart) patch.currentPeriodStart = event.periodStart;
        if (event.periodEnd) {
          patch.currentPeriodEnd = event.periodEnd;
          periodEndJob = { id: sub.id, at: event.periodEnd };
        }
      }
      // A subscription that starts giving access replaces the company's trial or older plan.
      if (patch.status && isLive(patch.status) && !isLive(sub.status)) {
        replaced = await repo.findLiveSubscriptions(tx, sub.companyId, sub.id);
        for (const other of replaced) {
          await repo.updateSubscription(tx, other.id, {
            status: 'cancelled',
            cancelledAt: now,
            endedAt: now,
            cancelReason: other.isTrial ? 'Replaced by a paid subscription' : 'Replaced by a newer subscription',
            updatedAt: now,
          });
          await repo.cancelScheduledChanges(tx, other.id, now);
        }
      }
      if (patch.status === 'cancelled') await repo.cancelScheduledChanges(tx, sub.id, now);
      await repo.updateSubscription(tx, sub.id, patch);
      return 'applied' as const;
    });
    this.changed();
    await this.cancelReplacedAtProcessors(replaced);
    if (periodEndJob) {
      const job = periodEndJob as { id: string; at: Date };
      await this.schedulePeriodEnd(job.id, job.at);
    }
    return outcome;
  }

  /** A replaced paid plan stops billing at its processor too (best effort: logged when refused). */
  private async cancelReplacedAtProcessors(replaced: SubscriptionRow[]): Promise<void> {
    for (const other of replaced) {
      const processor = other.processor ? this.processors.get(other.processor) : undefined;
      if (!processor || !other.externalId || other.isTrial) continue;
      try {
        await processor.cancel(other.externalId, { atPeriodEnd: false });
      } catch (error) {
        this.options.log.error(
          { err: error, subscriptionId: other.id, processor: other.processor },
          'replaced subscription could not be cancelled at the processor; cancel it there by hand',
        );
      }
    }
  }

  /**
   * Applies the subscription's scheduled change when its own effective time has come (the
   * processor already knows of it: it was sent at scheduling time). Returns the new price.
   */
  private async applyDueChange(tx: repo.Tx, sub: SubscriptionRow, at: Date): Promise<{ pkg: PackageRow; price: PriceRow } | null> {
    const change = await repo.findScheduledChangeFor(tx, sub.id);
    if (!change || change.effectiveAt.getTime() > at.getTime()) return null;
    const [toPrice, toPkg] = await Promise.all([repo.findPrice(tx, change.toPriceId), repo.findPackage(tx, change.toPackageId)]);
    if (!toPrice || !toPkg) return null;
    const now = this.now();
    await repo.updateSubscription(tx, sub.id, {
      packageId: toPkg.id,
      priceId: toPrice.id,
      amountCents: toPrice.amountCents,
      currency: toPrice.currency,
      updatedAt: now,
    });
    await repo.updateChange(tx, change.id, { status: 'applied', appliedAt: now });
    return { pkg: toPkg, price: toPrice };
  }

  private async recordInvoice(
    tx: repo.Tx,
    sub: SubscriptionRow,
    pkg: PackageRow,
    price: PriceRow,
    values: {
      status: 'paid' | 'failed';
      externalPaymentId: string;
      amountCents: number;
      currency: string;
      issuedAt: Date;
      periodStart: Date | null;
      periodEnd: Date | null;
      cardBrand: string | null;
      cardLast4: string | null;
      lines?: InvoiceLineRow[];
    },
  ): Promise<void> {
    const d = sub.billingDetails;
    const a = (d?.billing_address ?? {}) as Record<string, string | undefined>;
    const address = [a.line1, [a.city, a.state, a.postal_code].filter(Boolean).join(', '), d?.company.country].filter(
      (x): x is string => !!x,
    );
    await repo.insertInvoice(tx, {
      companyId: sub.companyId,
      subscriptionId: sub.id,
      number: await repo.nextInvoiceNumber(tx, values.issuedAt),
      processor: sub.processor ?? 'sandbox',
      description: price.frequency === 'recurring' ? `${price.displayName} subscription` : price.displayName,
      packageDisplayName: pkg.displayName,
      billedTo: {
        company: d?.company.name ?? '',
        contact: d ? `${d.billing_contact.first_name} ${d.billing_contact.last_name}` : '',
        email: d?.email ?? null,
        address,
      },
      ...values,
    });
  }

  private async schedulePeriodEnd(subscriptionId: string, at: Date): Promise<void> {
    await this.jobs?.enqueue(BILLING_JOB_TYPES.periodEnd, { subscriptionId }, { runAt: at, key: `${subscriptionId}:${at.toISOString()}` });
  }

  // --- Period ends (jobs) ------------------------------------------------------------------

  /**
   * What happens when a trial or a billing period ends: a trial expires; a subscription set to
   * cancel is cancelled; a one-time purchase expires; a scheduled change takes effect; a sandbox
   * subscription renews with a new test payment. Safe to run twice.
   */
  async processPeriodEnd(subscriptionId: string): Promise<void> {
    const now = this.now();
    let renewal: WebhookEvent | null = null;
    try {
      await this.db.transaction(async (tx) => {
        const sub = await repo.lockSubscription(tx, subscriptionId);
        if (!sub) return;
        if (sub.isTrial) {
          if (sub.status === 'trialing' && sub.trialEndsAt && sub.trialEndsAt.getTime() <= now.getTime()) {
            await repo.updateSubscription(tx, sub.id, { status: 'expired', endedAt: sub.trialEndsAt, updatedAt: now });
          }
          return;
        }
        if (!(repo.PERIOD_END_STATUSES as readonly string[]).includes(sub.status)) return;
        // A scheduled change is due by its own effective time, even when a renewal webhook has
        // already moved the period end on (Paddle and Stripe renew before this job runs).
        const changed = sub.cancelAtPeriodEnd ? null : await this.applyDueChange(tx, sub, now);
        if (!sub.currentPeriodEnd || sub.currentPeriodEnd.getTime() > now.getTime()) return;
        const view = await repo.findSubscriptionById(tx, sub.id);
        if (!view) return;
        if (sub.cancelAtPeriodEnd) {
          await repo.updateSubscription(tx, sub.id, { status: 'cancelled', endedAt: sub.currentPeriodEnd, updatedAt: now });
          await repo.cancelScheduledChanges(tx, sub.id, now);
          return;
        }
        if (view.price.frequency === 'one_time') {
          await repo.updateSubscription(tx, sub.id, { status: 'expired', endedAt: sub.currentPeriodEnd, updatedAt: now });
          return;
        }
        const price = changed?.price ?? view.price;
        if (sub.processor === 'sandbox' && sub.status === 'active') {
          const anchor = (await repo.findFirstPaidPeriodStart(tx, sub.id)) ?? sub.currentPeriodStart ?? sub.currentPeriodEnd;
          const full = changed ? price.amountCents : sub.amountCents;
          // Credit left from an immediate plan change pays (part of) the renewal.
          const creditUsed = Math.min(sub.creditCents, full);
          if (creditUsed > 0) await repo.updateSubscription(tx, sub.id, { creditCents: sub.creditCents - creditUsed, updatedAt: now });
          renewal = sandboxPaymentEvent({
            subscriptionId: sub.id,
            externalId: sub.externalId,
            amountCents: full - creditUsed,
            creditAppliedCents: creditUsed,
            currency: price.currency,
            periodStart: sub.currentPeriodEnd,
            periodEnd: addInterval(sub.currentPeriodEnd, price.interval, price.intervalCount, anchor.getUTCDate()),
            outcome: 'paid',
            eventKey: `renew_${sub.id}_${sub.currentPeriodEnd.getTime()}`,
          });
        }
      });
    } finally {
      this.changed();
    }
    if (renewal) await this.applyProcessorEvent('sandbox', renewal);
  }

  /** Runs the period-end step of everything due; returns how many subscriptions it looked at. */
  async sweep(): Promise<number> {
    const ids = await repo.findDueSubscriptionIds(this.db, this.now());
    for (const id of ids) {
      try {
        await this.processPeriodEnd(id);
      } catch (error) {
        this.options.log.error({ err: error, subscriptionId: id }, 'billing period end failed');
      }
    }
    return ids.length;
  }

  // --- Sandbox checkout --------------------------------------------------------------------

  async findSandboxCheckout(externalId: string): Promise<repo.SubscriptionView | undefined> {
    if (!/^sbx_[\w-]{10,64}$/.test(externalId)) return undefined;
    return repo.findSandboxCheckout(this.db, externalId);
  }

  /** The sandbox page's Pay / Fail payment: a payment event through applyProcessorEvent; returns where to send the browser. */
  async completeSandboxCheckout(externalId: string, outcome: 'paid' | 'failed'): Promise<string> {
    const view = await this.findSandboxCheckout(externalId);
    if (!view) throw new AppError(404, BILLING_MESSAGES.checkoutNotFound);
    const { sub, price } = view;
    // A second click on Pay after the payment went through: show the completed page again.
    if (sub.status !== 'pending') {
      if (grantsAccess(sub.status)) return this.checkoutReturnUrl(sub, 'paid');
      throw new AppError(404, BILLING_MESSAGES.checkoutNotFound);
    }
    const now = this.now();
    await this.applyProcessorEvent(
      'sandbox',
      sandboxPaymentEvent({
        subscriptionId: sub.id,
        externalId: sub.externalId,
        amountCents: sub.amountCents,
        currency: sub.currency,
        periodStart: now,
        periodEnd: addInterval(now, price.interval, price.intervalCount),
        outcome,
        // One outcome per checkout: a double click (or Pay after Fail) is a replayed event.
        eventKey: `checkout_${sub.id}`,
      }),
    );
    this.changed();
    return this.checkoutReturnUrl(sub, outcome);
  }

  /** The app page a sandbox checkout page links back to (its cancel link). */
  checkoutCancelUrl(sub: SubscriptionRow): string {
    return `${this.appBase(sub.billingDetails)}${BILLING_WEB_PATHS.management}?${CHECKOUT_RESULT_PARAM}=cancelled&${CHECKOUT_SUBSCRIPTION_PARAM}=${encodeURIComponent(sub.id)}`;
  }

  private checkoutReturnUrl(sub: SubscriptionRow, outcome: 'paid' | 'failed'): string {
    const subscriptionId = sub.id;
    const path = outcome === 'paid' ? BILLING_WEB_PATHS.createCompleted : BILLING_WEB_PATHS.management;
    const result: CheckoutResult = outcome === 'paid' ? 'success' : 'failed';
    return `${this.appBase(sub.billingDetails)}${path}?${CHECKOUT_RESULT_PARAM}=${result}&${CHECKOUT_SUBSCRIPTION_PARAM}=${encodeURIComponent(subscriptionId)}`;
  }
}
