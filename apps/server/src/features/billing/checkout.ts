import type { z } from 'zod';
import {
  applyDiscountCents,
  BILLING_MESSAGES,
  BILLING_WEB_PATHS,
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_SUBSCRIPTION_PARAM,
  type CreateSubscription,
  type CreateSubscriptionResult,
  isTrialTier,
  PAID_NEXT_STEPS,
  packageNotFoundMessage,
  TRIAL_NEXT_STEPS,
  type validateDiscountSchema,
  type ValidateDiscountResult,
} from '@hiring/shared/billing';
import { centsToAmount, trialLengthDays } from '@hiring/shared/pricing';
import { chooseProcessor } from '../../billing/index.ts';
import type { PaymentProcessor } from '../../billing/processor.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import * as catalogue from './catalogue.repository.ts';
import type { BillingDetails, DiscountCodeRow, PackageRow, PriceRow, SubscriptionRow } from './billing.table.ts';
import { BILLING_JOB_TYPES, NO_COMPANY_MESSAGE, isUniqueViolation, addInterval } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';
import { lockCompanyForLimits } from './limits.ts';
import { scheduleTrialReminder } from './trial-notices.ts';

// Starting a subscription: the free trial, or a paid checkout at the processor; discount codes.

/**
 * Where a checkout's return pages live: the origin the app was opened on when it is one the app
 * allows (its own address, CORS_ORIGINS, or this server itself, as 127.0.0.1 beside localhost),
 * else APP_URL. Returning elsewhere would land on an origin without the user's session.
 */
export function returnOrigin(core: BillingCore, from?: { origin?: string; serverOrigin?: string }): string {
  const fallback = new URL(core.options.appUrl).origin;
  const origin = from?.origin;
  if (!origin || !/^https?:\/\/[^/]+$/.test(origin)) return fallback;
  const allowed = [...(core.options.allowedOrigins ?? []), from?.serverOrigin].filter((o): o is string => !!o);
  return allowed.some((o) => o.replace(/\/$/, '') === origin) ? origin : fallback;
}

export async function create(
  core: BillingCore,
  caller: AuthContext,
  input: CreateSubscription,
  from?: { origin?: string; serverOrigin?: string },
): Promise<CreateSubscriptionResult> {
  // Any member may start the company's free trial (the dashboard offers it to everyone);
  // paying, cancelling and changing plans need the manage_billing permission.
  const companyId = input.subscription_type === 'trial' ? caller.companyId : core.requireManager(caller);
  if (!companyId) throw badRequest(NO_COMPANY_MESSAGE);
  const pkg = await catalogue.findPackage(core.db, input.package_id);
  if (!pkg) throw new AppError(404, packageNotFoundMessage(input.package_id));
  const details: BillingDetails = {
    company: input.company,
    billing_contact: input.billing_contact,
    team_context: input.team_context,
    company_details: input.company_details,
    email: caller.account.user.email,
    ...(input.subscription_type === 'paid' && input.billing_address ? { billing_address: input.billing_address } : {}),
    ...(input.subscription_type === 'paid' ? { return_origin: returnOrigin(core, from) } : {}),
  };
  const result =
    input.subscription_type === 'trial'
      ? await startTrial(core, caller, companyId, pkg, input, details)
      : await startCheckout(core, caller, companyId, pkg, input, details);
  try {
    await core.options.onCompanyDetails?.(companyId, details);
  } catch (error) {
    // The subscription stands; the company's blanks simply stay blank.
    core.options.log.warn({ err: error, companyId }, 'could not copy the subscription form into the company profile');
  }
  return result;
}

export async function startTrial(
  core: BillingCore,
  caller: AuthContext,
  companyId: string,
  pkg: PackageRow,
  input: CreateSubscription,
  details: BillingDetails,
): Promise<CreateSubscriptionResult> {
  if (!isTrialTier(pkg.tier)) throw badRequest(BILLING_MESSAGES.notATrialPackage);
  const prices = await catalogue.findPricesOfPackage(core.db, pkg.id);
  const price = input.price_id ? prices.find((p) => p.id === input.price_id) : prices[0];
  if (!price) throw badRequest(BILLING_MESSAGES.priceNotFound);
  const now = core.now();
  const ends = addInterval(now, 'day', trialLengthDays(price.interval === 'day' ? price.intervalCount : null));
  let sub: SubscriptionRow;
  try {
    // Checked and inserted under the company's limit lock: two starts at once give one trial
    // and a 409 (the unique indexes stay as the last line of defence).
    sub = await core.db.transaction(async (tx) => {
      await lockCompanyForLimits(tx, companyId);
      if (await repo.companyHadTrial(tx, companyId)) throw conflict(BILLING_MESSAGES.trialAlreadyUsed);
      if ((await repo.findLiveSubscriptions(tx, companyId)).length > 0) throw conflict(BILLING_MESSAGES.alreadySubscribed);
      return repo.insertSubscription(tx, {
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
    });
  } catch (error) {
    const constraint = isUniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(constraint.includes('one_live') ? BILLING_MESSAGES.alreadySubscribed : BILLING_MESSAGES.trialAlreadyUsed);
  }
  core.changed(companyId);
  await core.jobs?.enqueue(BILLING_JOB_TYPES.trialExpiry, { subscriptionId: sub.id }, { runAt: ends, key: sub.id });
  await scheduleTrialReminder(core, sub);
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

export async function startCheckout(
  core: BillingCore,
  caller: AuthContext,
  companyId: string,
  pkg: PackageRow,
  input: CreateSubscription,
  details: BillingDetails,
): Promise<CreateSubscriptionResult> {
  if (isTrialTier(pkg.tier)) throw badRequest(BILLING_MESSAGES.trialIsNotPaid);
  const price = input.price_id ? await catalogue.findPrice(core.db, input.price_id) : undefined;
  if (!price || price.packageId !== pkg.id || !price.active) throw badRequest(BILLING_MESSAGES.priceNotFound);
  const live = await repo.findLiveSubscriptions(core.db, companyId);
  if (live.some((s) => !s.isTrial)) throw conflict(BILLING_MESSAGES.alreadySubscribed);

  let amountCents = price.amountCents;
  let discount: DiscountCodeRow | undefined;
  if (input.discount_code) {
    const checked = await checkDiscount(core, input.discount_code, price);
    if (!checked.ok) throw badRequest(checked.message);
    discount = checked.code;
    amountCents = applyDiscountCents(price.amountCents, { percent_off: discount.percentOff, amount_off_cents: discount.amountOffCents });
  }

  const processor = chooseProcessor(core.processors, input.payment_processor);
  const now = core.now();
  const sub = await core.db.transaction(async (tx) => {
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
    if (discount && !(await catalogue.redeemDiscountCode(tx, discount.id))) throw badRequest(BILLING_MESSAGES.discountExpired);
    return row;
  });
  core.changed(companyId);

  const returnUrl = (path: string, result: string) =>
    `${core.appBase(details)}${path}?${CHECKOUT_RESULT_PARAM}=${result}&${CHECKOUT_SUBSCRIPTION_PARAM}=${encodeURIComponent(sub.id)}`;
  let checkout: Awaited<ReturnType<PaymentProcessor['createCheckout']>>;
  try {
    checkout = await processor.createCheckout({
      subscriptionId: sub.id,
      companyId,
      customerEmail: caller.account.user.email,
      customerName: `${input.billing_contact.first_name} ${input.billing_contact.last_name}`.trim(),
      price: core.checkoutPrice(price, pkg, processor.name, amountCents),
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
    core.options.log.error({ err: error, processor: processor.name, subscriptionId: sub.id }, 'checkout could not be created');
    await repo.updateSubscription(core.db, sub.id, { status: 'incomplete', endedAt: now, updatedAt: now });
    core.changed(companyId);
    throw new AppError(502, BILLING_MESSAGES.processorUnavailable);
  }
  if (checkout.externalId) await repo.updateSubscription(core.db, sub.id, { externalId: checkout.externalId, updatedAt: now });
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

export async function checkDiscount(
  core: BillingCore,
  code: string,
  price?: PriceRow,
): Promise<{ ok: true; code: DiscountCodeRow } | { ok: false; message: string }> {
  const row = await catalogue.findDiscountCode(core.db, code);
  const now = core.now().getTime();
  if (!row || !row.active || (row.validFrom && row.validFrom.getTime() > now))
    return { ok: false, message: BILLING_MESSAGES.discountInvalid };
  if (row.expiresAt && row.expiresAt.getTime() <= now) return { ok: false, message: BILLING_MESSAGES.discountExpired };
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return { ok: false, message: BILLING_MESSAGES.discountExpired };
  if (price) {
    if (row.appliesToIntervals && !row.appliesToIntervals.includes(price.interval))
      return { ok: false, message: BILLING_MESSAGES.discountNotApplicable };
    if (row.appliesToFrequencies && !row.appliesToFrequencies.includes(price.frequency))
      return { ok: false, message: BILLING_MESSAGES.discountNotApplicable };
    if (price.amountCents === 0) return { ok: false, message: BILLING_MESSAGES.discountNotApplicable };
  }
  return { ok: true, code: row };
}

export async function validateDiscount(core: BillingCore, input: z.output<typeof validateDiscountSchema>): Promise<ValidateDiscountResult> {
  const code = input.code.trim().toUpperCase();
  let price: PriceRow | undefined;
  if (input.price_id) {
    price = await catalogue.findPrice(core.db, input.price_id);
    if (!price || (input.package_id && price.packageId !== input.package_id)) throw badRequest(BILLING_MESSAGES.priceNotFound);
  }
  const checked = await checkDiscount(core, code, price);
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
