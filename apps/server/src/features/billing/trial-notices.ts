import { TRIAL_ENDING_NOTICE_DAYS } from '@hiring/shared/billing';
import * as repo from './billing.repository.ts';
import { BILLING_JOB_TYPES } from './billing.model.ts';
import type { BillingCore } from './billing-core.ts';
import type { SubscriptionRow } from './billing.table.ts';

// The trial-ending mail: a job at TRIAL_ENDING_NOTICE_DAYS before the end, and the sweep as a safety net.

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_ENDING_NOTICE_MS = TRIAL_ENDING_NOTICE_DAYS * DAY_MS;

/** The company's name as the subscription form gave it, for the mail. */
export const companyNameOf = (sub: SubscriptionRow) => sub.billingDetails?.company.name || 'your company';

/** Queued when a trial starts; a trial shorter than the notice gets its mail from the sweep at once. */
export async function scheduleTrialReminder(core: BillingCore, sub: Pick<SubscriptionRow, 'id' | 'trialEndsAt'>): Promise<void> {
  if (!sub.trialEndsAt) return;
  const at = new Date(Math.max(sub.trialEndsAt.getTime() - TRIAL_ENDING_NOTICE_MS, core.now().getTime()));
  await core.jobs?.enqueue(BILLING_JOB_TYPES.trialReminder, { subscriptionId: sub.id }, { runAt: at, key: sub.id });
}

/**
 * Mails the billing team that the trial ends soon, when it is still running and ends within the
 * notice. The notifications' key makes a second run (the job and the sweep, a retry) send nothing.
 */
export async function remindTrialEnding(core: BillingCore, subscriptionId: string): Promise<boolean> {
  const notifications = core.options.notifications;
  if (!notifications) return false;
  const now = core.now();
  return core.db.transaction(async (tx) => {
    const sub = await repo.lockSubscription(tx, subscriptionId);
    if (!sub || !sub.isTrial || sub.status !== 'trialing' || !sub.trialEndsAt) return false;
    const left = sub.trialEndsAt.getTime() - now.getTime();
    if (left <= 0 || left > TRIAL_ENDING_NOTICE_MS) return false;
    const sent = await notifications.trialEnding(tx, sub.companyId, sub.id, {
      companyName: companyNameOf(sub),
      endsAt: sub.trialEndsAt,
      days: TRIAL_ENDING_NOTICE_DAYS,
    });
    return sent > 0;
  });
}

/** The sweep's part: every running trial within the notice (already mailed ones send nothing). */
export async function sweepTrialReminders(core: BillingCore): Promise<number> {
  if (!core.options.notifications) return 0;
  const now = core.now();
  const ids = await repo.findTrialsEndingBy(core.db, now, new Date(now.getTime() + TRIAL_ENDING_NOTICE_MS));
  let sent = 0;
  for (const id of ids) {
    try {
      if (await remindTrialEnding(core, id)) sent++;
    } catch (error) {
      core.options.log.error({ err: error, subscriptionId: id }, 'trial-ending mail failed');
    }
  }
  return sent;
}
