import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from './mail.table.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerOptions {
  db: Db;
  from: string;
  /** SMTP connection URL; without it mail is kept in the outbox only. */
  smtpUrl?: string;
  log: FastifyBaseLogger;
  /** How often the worker looks for mail to deliver. */
  pollMs?: number;
}

const MAX_ATTEMPTS = 5;
const BATCH = 10;

/**
 * One mailer, two transports. Every mail is written to the outbox first, so nothing is lost on
 * a restart; with SMTP the worker delivers pending rows, retrying with backoff.
 */
export class Mailer {
  private readonly transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(private readonly options: MailerOptions) {
    if (options.smtpUrl) this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  get usesSmtp(): boolean {
    return this.transport !== undefined;
  }

  async send(message: MailMessage): Promise<void> {
    await this.options.db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      status: this.transport ? 'pending' : 'stored',
    });
    if (this.transport) void this.deliverPending();
  }

  /** Starts the delivery worker (only does work with SMTP configured). */
  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.deliverPending(), this.options.pollMs ?? 5000);
    this.timer.unref();
    void this.deliverPending();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Delivers what is due; runs one pass at a time. */
  deliverPending(): Promise<void> {
    if (!this.transport || this.stopped) return Promise.resolve();
    this.running ??= this.deliverBatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverBatch(): Promise<void> {
    const { db, log } = this.options;
    const transport = this.transport;
    if (!transport) return;
    try {
      // Claim due rows and push their next attempt forward first: a crash mid-send retries later.
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + (interval '30 seconds' * power(2, ${mailOutbox.attempts}))`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      for (const row of claimed) {
        try {
          await transport.sendMail({
            from: this.options.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          });
          await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const failed = row.attempts >= MAX_ATTEMPTS;
          await db
            .update(mailOutbox)
            .set({ status: failed ? 'failed' : 'pending', lastError: message })
            .where(eq(mailOutbox.id, row.id));
          log.warn(
            { mailId: row.id, attempts: row.attempts, err: message },
            failed ? 'mail delivery gave up' : 'mail delivery failed; will retry',
          );
        }
      }
      if (claimed.length === BATCH) setImmediate(() => void this.deliverPending());
    } catch (error) {
      log.error({ err: error }, 'mail worker pass failed');
    }
  }

  /** The newest mails, for the development mailbox. */
  async recent(limit = 50) {
    return this.options.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }
}
