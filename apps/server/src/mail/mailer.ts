import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { DbExecutor, Jobs } from '../jobs/queue.ts';
import { mailOutbox } from './mail.table.ts';
import { containsPattern } from '../lib/like.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SendOptions {
  /**
   * When the link in this mail stops working (password reset, sign-in link, verification). The
   * outbox keeps the link no longer than that: the body is redacted once it passes.
   */
  secretExpiresAt?: Date;
  /** The caller's transaction: the mail and its delivery job commit with the caller's rows. */
  tx?: DbExecutor;
}

export interface MailerOptions {
  db: Db;
  /** The durable queue that delivers mail and runs the outbox retention sweep. */
  jobs: Jobs;
  from: string;
  /** SMTP connection URL; without it mail is kept in the outbox only. */
  smtpUrl?: string;
  log: FastifyBaseLogger;
  /** Told of every SMTP delivery attempt (the metrics count them). */
  onDelivery?: (outcome: 'sent' | 'failed') => void;
}

export const MAIL_JOB_TYPES = { deliver: 'mail.deliver', retention: 'mail.retention' } as const;
/** Delivered (or kept) mail is deleted after this long. */
export const MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the retention sweep runs; a link outlives its token by at most this. */
export const MAIL_RETENTION_SWEEP_MS = 5 * 60 * 1000;
export const REDACTED_BODY = '[This mail held a link that has expired; its text was removed.]';

/**
 * One mailer, two transports. Every mail is written to the outbox first, so nothing is lost on
 * a restart; with SMTP a job of the durable queue delivers it, retried with the queue's backoff.
 */
export class Mailer {
  /** The SMTP transport, made on the first delivery: nodemailer is not loaded by a server that never sends. */
  private transport?: Promise<Transporter>;

  constructor(private readonly options: MailerOptions) {}

  get usesSmtp(): boolean {
    return this.options.smtpUrl !== undefined;
  }

  private smtp(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer')
      .then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
      .catch((error: unknown) => {
        this.transport = undefined;
        throw error;
      });
    return this.transport;
  }

  async send(message: MailMessage, opts: SendOptions = {}): Promise<void> {
    const write = async (tx: DbExecutor) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          status: this.usesSmtp ? 'pending' : 'stored',
          secretExpiresAt: opts.secretExpiresAt ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (this.usesSmtp && row) await this.options.jobs.enqueue(MAIL_JOB_TYPES.deliver, { mailId: row.id }, { tx });
    };
    if (opts.tx) await write(opts.tx);
    else await this.options.db.transaction(write);
  }

  async stop(): Promise<void> {
    if (this.transport) (await this.transport).close();
  }

  /** Sends one mail of the outbox over SMTP (the job `mail.deliver`); a failure is recorded and thrown for the queue to retry. */
  async deliver(mailId: string, attempt: number): Promise<void> {
    const { db, log, smtpUrl } = this.options;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!smtpUrl || !row || row.status !== 'pending') return;
    try {
      const transport = await this.smtp(smtpUrl);
      await transport.sendMail({
        from: this.options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ attempts: attempt, lastError: message }).where(eq(mailOutbox.id, mailId));
      log.warn({ mailId, attempt, err: message }, 'mail delivery failed');
      this.options.onDelivery?.('failed');
      throw error;
    }
    this.options.onDelivery?.('sent');
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: attempt, lastError: null })
      .where(eq(mailOutbox.id, mailId));
  }

  /** After the last delivery attempt failed: the mail shows failed, with the reason. */
  async markFailed(mailId: string, error: unknown): Promise<void> {
    await this.options.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(mailOutbox.id, mailId));
  }

  /**
   * Outbox retention: a mail whose link has expired loses its text (one still pending is given
   * up, its link no longer works), and every finished mail is deleted after the retention period.
   */
  async purgeOutbox(now: Date = new Date()): Promise<{ redacted: number; deleted: number }> {
    const { db } = this.options;
    const at = sql`${now.toISOString()}::timestamptz`;
    const redacted = await db
      .update(mailOutbox)
      .set({
        textBody: REDACTED_BODY,
        htmlBody: `<p>${REDACTED_BODY}</p>`,
        secretExpiresAt: null,
        status: sql`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
        lastError: sql`case when ${mailOutbox.status} = 'pending' then 'link expired before delivery' else ${mailOutbox.lastError} end`,
      })
      .where(and(isNotNull(mailOutbox.secretExpiresAt), lt(mailOutbox.secretExpiresAt, at)))
      .returning({ id: mailOutbox.id });
    const deleted = await db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['stored', 'sent', 'failed']),
          lt(mailOutbox.createdAt, sql`${at} - ${`${MAIL_RETENTION_MS} milliseconds`}::interval`),
        ),
      )
      .returning({ id: mailOutbox.id });
    return { redacted: redacted.length, deleted: deleted.length };
  }

  /**
   * Deletes every mail whose text holds `fragment` (e.g. a link that must stop existing); one still
   * waiting for delivery is given up. For deletion of personal data on request.
   */
  async forgetMailsContaining(fragment: string, tx?: DbExecutor): Promise<number> {
    if (fragment.length < 16) throw new Error('refusing to forget mails by a short fragment');
    const pattern = containsPattern(fragment);
    const rows = await (tx ?? this.options.db)
      .delete(mailOutbox)
      .where(sql`${mailOutbox.textBody} like ${pattern}`)
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  /** The newest mails, for the development mailbox. */
  async recent(limit = 50) {
    return this.options.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }
}
