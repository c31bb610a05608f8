import { hasPermission, INTERVIEW_READER_ROLES, type Role, ROLES } from '@hiring/shared/roles';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../jobs/queue.ts';
import type { MailMessage, SendOptions } from '../../mail/mailer.ts';
import { findMailRecipients, type MailRecipient } from '../users/index.ts';
import {
  type CandidateRequestInput,
  candidateRequestMail,
  type CancelledInput,
  type InterviewScoredInput,
  interviewScoredMail,
  inviteAcceptedMail,
  type PaymentInput,
  type WebhookPausedInput,
  webhookPausedMail,
  paymentFailedMail,
  paymentReceivedMail,
  subscriptionCancelledMail,
  trialEndedMail,
  trialEndingMail,
} from './notifications.mail.ts';
import { notificationLog } from './notifications.table.ts';

/** Who reads billing mail: the members who may pay, cancel and change plans (owner, admin). */
export const BILLING_RECIPIENT_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'super_admin' && hasPermission(r, 'manage_billing'));
/** Who hears of a scored interview: the position's team, the company's members who read interviews. */
export const INTERVIEW_RECIPIENT_ROLES: readonly Role[] = INTERVIEW_READER_ROLES;
/** Who hears of a paused webhook: the members who manage webhooks (owner, admin). */
export const WEBHOOK_RECIPIENT_ROLES: readonly Role[] = ['owner', 'admin'];

export interface NotificationsDeps {
  db: Db;
  mailer: { send(message: MailMessage, opts?: SendOptions): Promise<void> };
  /** APP_URL: the links in the mails. */
  appUrl: string;
}

/**
 * Mail about what happens in a company (issue 34): interviews scored, the trial's end, payments,
 * cancellations, invitations accepted. Every event has a key and is mailed once, in the caller's
 * transaction, to the members concerned who keep email notifications on, through the outbox.
 */
export class Notifications {
  private readonly appUrl: string;

  constructor(private readonly deps: NotificationsDeps) {
    this.appUrl = deps.appUrl.replace(/\/$/, '');
  }

  /**
   * Mails `build(recipient)` to each recipient, once per `key`: a key already sent sends nothing.
   * Returns how many mails were written.
   */
  private async once(
    tx: DbExecutor | undefined,
    key: string,
    recipients: (db: DbExecutor) => Promise<MailRecipient[]>,
    build: (to: MailRecipient) => MailMessage,
  ): Promise<number> {
    const run = async (db: DbExecutor) => {
      const first = await db.insert(notificationLog).values({ key }).onConflictDoNothing().returning({ key: notificationLog.key });
      if (first.length === 0) return 0;
      const to = await recipients(db);
      for (const r of to) await this.deps.mailer.send(build(r), { tx: db });
      return to.length;
    };
    return tx ? run(tx) : this.deps.db.transaction(run);
  }

  private billingTeam(companyId: string) {
    return (db: DbExecutor) => findMailRecipients(db, companyId, BILLING_RECIPIENT_ROLES);
  }

  interviewScored(tx: DbExecutor | undefined, companyId: string, input: InterviewScoredInput): Promise<number> {
    return this.once(
      tx,
      `interview-scored:${input.interviewId}`,
      (db) => findMailRecipients(db, companyId, INTERVIEW_RECIPIENT_ROLES),
      (to) => interviewScoredMail(this.appUrl, to, input),
    );
  }

  /** A webhook paused after a day of failures (decision 752): to the owners and admins who manage webhooks. */
  webhookPaused(tx: DbExecutor | undefined, companyId: string, input: WebhookPausedInput): Promise<number> {
    return this.once(
      tx,
      `webhook-paused:${input.webhookId}:${input.failingSince.toISOString()}`,
      (db) => findMailRecipients(db, companyId, WEBHOOK_RECIPIENT_ROLES),
      (to) => webhookPausedMail(this.appUrl, to, input),
    );
  }

  /** A candidate's request through the link (issue 39): to the members who read interviews. */
  candidateRequest(tx: DbExecutor | undefined, companyId: string, input: CandidateRequestInput): Promise<number> {
    return this.once(
      tx,
      `candidate-request:${input.requestId}`,
      (db) => findMailRecipients(db, companyId, INTERVIEW_RECIPIENT_ROLES),
      (to) => candidateRequestMail(this.appUrl, to, input),
    );
  }

  trialEnding(
    tx: DbExecutor | undefined,
    companyId: string,
    subscriptionId: string,
    input: { companyName: string; endsAt: Date; days: number },
  ): Promise<number> {
    return this.once(tx, `trial-ending:${subscriptionId}`, this.billingTeam(companyId), (to) => trialEndingMail(this.appUrl, to, input));
  }

  trialEnded(tx: DbExecutor | undefined, companyId: string, subscriptionId: string, input: { companyName: string; endedAt: Date }) {
    return this.once(tx, `trial-ended:${subscriptionId}`, this.billingTeam(companyId), (to) => trialEndedMail(this.appUrl, to, input));
  }

  /** `paymentKey` names the payment once across duplicate events (processor and its payment id). */
  paymentReceived(tx: DbExecutor | undefined, companyId: string, paymentKey: string, input: PaymentInput) {
    return this.once(tx, `payment-received:${paymentKey}`, this.billingTeam(companyId), (to) =>
      paymentReceivedMail(this.appUrl, to, input),
    );
  }

  paymentFailed(tx: DbExecutor | undefined, companyId: string, paymentKey: string, input: PaymentInput) {
    return this.once(tx, `payment-failed:${paymentKey}`, this.billingTeam(companyId), (to) => paymentFailedMail(this.appUrl, to, input));
  }

  /** `cancellationKey` names one cancellation (a subscription resumed and cancelled again is mailed again). */
  subscriptionCancelled(tx: DbExecutor | undefined, companyId: string, cancellationKey: string, input: CancelledInput) {
    return this.once(tx, `cancelled:${cancellationKey}`, this.billingTeam(companyId), (to) =>
      subscriptionCancelledMail(this.appUrl, to, input),
    );
  }

  /** To the member who sent the invitation, while they are in the company and keep email notifications on. */
  inviteAccepted(
    tx: DbExecutor | undefined,
    input: {
      inviteId: string;
      companyId: string;
      inviterId: string | null;
      memberName: string;
      memberEmail: string;
      companyName: string;
      roleName: string;
    },
  ): Promise<number> {
    const { inviterId } = input;
    if (!inviterId) return Promise.resolve(0);
    return this.once(
      tx,
      `invite-accepted:${input.inviteId}`,
      async (db) => (await findMailRecipients(db, input.companyId)).filter((r) => r.id === inviterId),
      (to) => inviteAcceptedMail(this.appUrl, to, input),
    );
  }
}
