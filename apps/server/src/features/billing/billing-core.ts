import {
  grantsAccess,
  type Invoice,
  RENEWAL_GRACE_MS,
  type PlanLimitKey,
  type PlanLimits,
  type ScheduledChange,
  type Subscription,
} from '@hiring/shared/billing';
import { FALLBACK_PACKAGE_NAMES } from '@hiring/shared/constants';
import { centsToAmount } from '@hiring/shared/pricing';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { hasPermission } from '@hiring/shared/roles';
import type { PaymentProcessors } from '../../billing/index.ts';
import type { CheckoutInput, ProcessorName } from '../../billing/processor.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { CompanyCache } from '../../lib/company-cache.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import * as catalogue from './catalogue.repository.ts';
import * as invoices from './invoices.repository.ts';
import * as planChanges from './plan-changes.repository.ts';
import type { BillingDetails, InvoiceLineRow, InvoiceRow, PackageRow, PriceRow, SubscriptionRow } from './billing.table.ts';
import {
  type UsageCounter,
  BILLING_JOB_TYPES,
  NO_COMPANY_MESSAGE,
  iso,
  invoiceLines,
  isCancellable,
  isResumable,
  type BillingServiceOptions,
} from './billing.model.ts';

/**
 * The state and the small shared steps of billing (clock, caches, DTOs, invoices, period-end jobs)
 * that the operation files (checkout.ts, plan-change.ts, processor-events.ts, ...) build on.
 */
export class BillingCore {
  clock: () => Date;

  readonly counters = new Map<PlanLimitKey, UsageCounter>();

  jobs?: JobQueue;

  /** The profile's subscription flags per company (read on every page load); never used for entitlements. */
  readonly profileCache: CompanyCache<ProfileSubscription>;

  constructor(readonly options: BillingServiceOptions) {
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
  changed(companyId?: string | null): void {
    if (companyId) this.profileCache.forgetCompany(companyId);
    else this.profileCache.forgetAll();
  }

  get db() {
    return this.options.db;
  }

  get processors(): PaymentProcessors {
    return this.options.processors;
  }

  /** Lets other features say how much of a limit a company uses (e.g. job positions). */
  registerUsageCounter(key: PlanLimitKey, counter: UsageCounter): void {
    this.counters.set(key, counter);
  }

  /**
   * Gives access now: a live status, a trial or one-time purchase not past its end, and a recurring
   * plan not more than RENEWAL_GRACE_DAYS past its period end without a renewal.
   */
  hasAccess(view: {
    sub: Pick<repo.SubscriptionView['sub'], 'status' | 'isTrial' | 'trialEndsAt' | 'currentPeriodEnd'>;
    price: Pick<repo.SubscriptionView['price'], 'frequency'>;
  }): boolean {
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
      resumable: isResumable(sub, price, this.now()),
      billing_country: sub.billingDetails?.company.country ?? null,
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

  async dto(view: repo.SubscriptionView): Promise<Subscription> {
    return this.toSubscriptionDto(view, await catalogue.findLimits(this.db, view.pkg.id));
  }

  requireManager(caller: AuthContext): string {
    if (!hasPermission(caller.role, 'manage_billing')) throw forbidden();
    if (!caller.companyId) throw badRequest(NO_COMPANY_MESSAGE);
    return caller.companyId;
  }

  appBase(details?: BillingDetails | null): string {
    return details?.return_origin ?? this.options.appUrl.replace(/\/$/, '');
  }

  /**
   * The price a processor charges. A discounted amount is sent as a custom amount: the processor's
   * catalogue price (processorPriceId) would charge the full price.
   */
  checkoutPrice(price: PriceRow, pkg: PackageRow, processor: ProcessorName, amountCents = price.amountCents): CheckoutInput['price'] {
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

  changeDto(row: planChanges.ChangeView): ScheduledChange {
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

  invoiceDto(row: InvoiceRow): Invoice {
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

  async recordInvoice(
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
    await invoices.insertInvoice(tx, {
      companyId: sub.companyId,
      subscriptionId: sub.id,
      number: await invoices.nextInvoiceNumber(tx, values.issuedAt),
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

  async schedulePeriodEnd(subscriptionId: string, at: Date): Promise<void> {
    await this.jobs?.enqueue(BILLING_JOB_TYPES.periodEnd, { subscriptionId }, { runAt: at, key: `${subscriptionId}:${at.toISOString()}` });
  }

  /**
   * Applies the subscription's scheduled change when its own effective time has come (the
   * processor already knows of it: it was sent at scheduling time). Returns the new price.
   */
  async applyDueChange(tx: repo.Tx, sub: SubscriptionRow, at: Date): Promise<{ pkg: PackageRow; price: PriceRow } | null> {
    const change = await planChanges.findScheduledChangeFor(tx, sub.id);
    if (!change || change.effectiveAt.getTime() > at.getTime()) return null;
    const [toPrice, toPkg] = await Promise.all([catalogue.findPrice(tx, change.toPriceId), catalogue.findPackage(tx, change.toPackageId)]);
    if (!toPrice || !toPkg) return null;
    const now = this.now();
    await repo.updateSubscription(tx, sub.id, {
      packageId: toPkg.id,
      priceId: toPrice.id,
      amountCents: toPrice.amountCents,
      currency: toPrice.currency,
      updatedAt: now,
    });
    await planChanges.updateChange(tx, change.id, { status: 'applied', appliedAt: now });
    return { pkg: toPkg, price: toPrice };
  }
}
