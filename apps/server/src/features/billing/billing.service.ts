import { BILLING_MESSAGES, limitReachedMessage, type PlanEntry, type PlanLimitKey, type Subscription } from '@hiring/shared/billing';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { AppError } from '../../lib/errors.ts';
import * as repo from './billing.repository.ts';
import * as catalogue from './catalogue.repository.ts';
import { iso, PROFILE_CACHE_KEY, NO_COMPANY_PROFILE, toPlanEntry } from './billing.model.ts';
import { BillingCore } from './billing-core.ts';
import { returnOrigin, create, validateDiscount } from './checkout.ts';
import { findSandboxCheckout, completeSandboxCheckout, checkoutCancelUrl } from './sandbox-payment.ts';
import { cancel } from './cancel.ts';
import { resume } from './resume.ts';
import { paymentMethodUpdate, updateSandboxPaymentMethod } from './payment-method.ts';
import { listChanges, changePlan, deleteChange } from './plan-change.ts';
import { usage } from './usage.ts';
import { listInvoices, invoicePdf } from './invoices.ts';
import { applyProcessorEvent } from './processor-events.ts';
import { processPeriodEnd, sweep } from './period-end.ts';

export {
  addInterval,
  BILLING_JOB_TYPES,
  BILLING_SWEEP_INTERVAL_MS,
  type BillingServiceOptions,
  NO_COMPANY_MESSAGE,
  toPriceDto,
  type UsageCounter,
} from './billing.model.ts';

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/**
 * Subscriptions, checkout, invoices, usage and the rules of access. Every change a payment
 * processor reports (webhook or sandbox page) goes through applyProcessorEvent.
 */
export class BillingService extends BillingCore {
  async listPackages(): Promise<PlanEntry[]> {
    return (await catalogue.listCatalogue(this.db)).map(toPlanEntry);
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
    return this.profileFlags(await repo.findProfileSubscription(this.db, companyId));
  }

  /** The profile's flags from its subscription row, read here or joined into another statement (decision 425). */
  profileFlags({ shown, isCurrent, hadTrial }: repo.ProfileSubscriptionFound): ProfileSubscription {
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

  /**
   * The subscription that gives access, or a 402 that says why there is none. `db` is the
   * transaction of a check-and-insert (see lockCompanyForLimits); on PGlite a query outside it
   * would wait for it forever.
   */
  async requireAccess(companyId: string | null, db: repo.Tx = this.db): Promise<repo.SubscriptionView> {
    if (!companyId) throw new AppError(402, BILLING_MESSAGES.subscriptionRequired);
    // The prepared read serves the common case; a transaction's own reads go through it unprepared.
    const current =
      db === this.db ? await repo.findCurrentSubscriptionPrepared(this.db, companyId) : await repo.findCurrentSubscription(db, companyId);
    if (current && this.hasAccess(current)) return current;
    const latest = current ?? (await repo.findLatestStartedSubscription(db, companyId));
    if (!latest) throw new AppError(402, BILLING_MESSAGES.subscriptionRequired);
    if (latest.sub.isTrial) throw new AppError(402, BILLING_MESSAGES.trialExpired);
    throw new AppError(402, BILLING_MESSAGES.subscriptionInactive);
  }

  /**
   * The company's access row with the plan's value for `key` (null: no current subscription, or no
   * company): the gate's one prepared statement, for a request loader whose session statement did
   * not read it (decision 571).
   */
  async readAccess(companyId: string | null, key: PlanLimitKey | null): Promise<repo.AccessRow | null> {
    return companyId ? ((await repo.findAccess(this.db, companyId, key)) ?? null) : null;
  }

  /** The plan's limit for `key` (null = unlimited), or without access the 402 requireAccess gives. */
  async limitOf(companyId: string | null, key: PlanLimitKey): Promise<number | null> {
    return this.limitGiven(companyId, key, await this.readAccess(companyId, key));
  }

  /**
   * limitOf on the access row a request loader read for `key` (decision 465): with access, no more
   * is read; only a refusal reads more, to say why.
   */
  async limitGiven(companyId: string | null, key: PlanLimitKey, access: repo.AccessRow | null): Promise<number | null> {
    if (access && this.hasAccess(access)) return access.limit;
    const view = await this.requireAccess(companyId);
    return (await catalogue.findLimits(this.db, view.pkg.id))[key];
  }

  /** requireAccess for a gate that needs no more than a yes: the lean statement of limitOf, without a limit. */
  async requireActive(companyId: string | null): Promise<void> {
    await this.requireActiveGiven(companyId, await this.readAccess(companyId, null));
  }

  /** requireActive on the access row a request loader read: with access, nothing more is read. */
  async requireActiveGiven(companyId: string | null, access: repo.AccessRow | null): Promise<void> {
    if (access && this.hasAccess(access)) return;
    await this.requireAccess(companyId);
  }

  async requireWithinLimit(companyId: string | null, key: PlanLimitKey, used: number, db: repo.Tx = this.db): Promise<void> {
    const view = await this.requireAccess(companyId, db);
    const limit = (await catalogue.findLimits(db, view.pkg.id))[key];
    if (limit !== null && used >= limit) throw new AppError(402, limitReachedMessage(key, limit));
  }

  // Operations, one file each.
  returnOrigin = (...args: Tail<Parameters<typeof returnOrigin>>) => returnOrigin(this, ...args) as ReturnType<typeof returnOrigin>;
  create = (...args: Tail<Parameters<typeof create>>) => create(this, ...args) as ReturnType<typeof create>;
  validateDiscount = (...args: Tail<Parameters<typeof validateDiscount>>) =>
    validateDiscount(this, ...args) as ReturnType<typeof validateDiscount>;
  findSandboxCheckout = (...args: Tail<Parameters<typeof findSandboxCheckout>>) =>
    findSandboxCheckout(this, ...args) as ReturnType<typeof findSandboxCheckout>;
  completeSandboxCheckout = (...args: Tail<Parameters<typeof completeSandboxCheckout>>) =>
    completeSandboxCheckout(this, ...args) as ReturnType<typeof completeSandboxCheckout>;
  checkoutCancelUrl = (...args: Tail<Parameters<typeof checkoutCancelUrl>>) =>
    checkoutCancelUrl(this, ...args) as ReturnType<typeof checkoutCancelUrl>;
  cancel = (...args: Tail<Parameters<typeof cancel>>) => cancel(this, ...args) as ReturnType<typeof cancel>;
  resume = (...args: Tail<Parameters<typeof resume>>) => resume(this, ...args) as ReturnType<typeof resume>;
  listChanges = (...args: Tail<Parameters<typeof listChanges>>) => listChanges(this, ...args) as ReturnType<typeof listChanges>;
  changePlan = (...args: Tail<Parameters<typeof changePlan>>) => changePlan(this, ...args) as ReturnType<typeof changePlan>;
  deleteChange = (...args: Tail<Parameters<typeof deleteChange>>) => deleteChange(this, ...args) as ReturnType<typeof deleteChange>;
  usage = (...args: Tail<Parameters<typeof usage>>) => usage(this, ...args) as ReturnType<typeof usage>;
  listInvoices = (...args: Tail<Parameters<typeof listInvoices>>) => listInvoices(this, ...args) as ReturnType<typeof listInvoices>;
  invoicePdf = (...args: Tail<Parameters<typeof invoicePdf>>) => invoicePdf(this, ...args) as ReturnType<typeof invoicePdf>;
  applyProcessorEvent = (...args: Tail<Parameters<typeof applyProcessorEvent>>) =>
    applyProcessorEvent(this, ...args) as ReturnType<typeof applyProcessorEvent>;
  processPeriodEnd = (...args: Tail<Parameters<typeof processPeriodEnd>>) =>
    processPeriodEnd(this, ...args) as ReturnType<typeof processPeriodEnd>;
  paymentMethodUpdate = (...args: Tail<Parameters<typeof paymentMethodUpdate>>) =>
    paymentMethodUpdate(this, ...args) as ReturnType<typeof paymentMethodUpdate>;
  updateSandboxPaymentMethod = (...args: Tail<Parameters<typeof updateSandboxPaymentMethod>>) =>
    updateSandboxPaymentMethod(this, ...args) as ReturnType<typeof updateSandboxPaymentMethod>;
  sweep = (...args: Tail<Parameters<typeof sweep>>) => sweep(this, ...args) as ReturnType<typeof sweep>;
}
