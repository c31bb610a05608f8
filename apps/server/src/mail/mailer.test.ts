import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverMailJob } from '../jobs/definitions/mail/deliver-mail.ts';
import { mailRetentionJob } from '../jobs/definitions/mail/mail-retention.ts';
import { JobQueue } from '../jobs/queue.ts';
import { registerJobs } from '../jobs/registry.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { dbTargets, openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { mailOutbox } from './mail.table.ts';
import { MAIL_JOB_TYPES, MAIL_RETENTION_MS, Mailer, REDACTED_BODY } from './mailer.ts';
import { passwordResetMail, verificationMail } from './templates.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port that keeps what it receives, and can be told to refuse. */
async function startSmtp() {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        if (refuse) return callback(new Error('mailbox unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setRefuse: (value: boolean) => {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(dbTargets)('mailer on %s', (target) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const log = pino({ level: 'silent' });
  const open: { queue: JobQueue; mailer: Mailer }[] = [];
  const newMailer = (smtpUrl?: string) => {
    const queue = new JobQueue({ db: database.db, log });
    const mailer = new Mailer({ db: database.db, jobs: queue, from: 'Hiring <no-reply@example.com>', smtpUrl, log });
    registerJobs(queue, [deliverMailJob, mailRetentionJob], { mailer });
    open.push({ queue, mailer });
    return { queue, mailer };
  };
  const rowFor = async (to: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    smtp = await startSmtp();
  });
  afterEach(async () => {
    for (const { queue, mailer } of open.splice(0)) {
      await queue.stop();
      await mailer.stop();
    }
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it('keeps mail in the outbox without SMTP, and queues no delivery', async () => {
    const { mailer } = newMailer();
    await mailer.send(verificationMail('kept@example.com', 'Kim', 'http://localhost:8082/auth/verify-email/abc'));
    const row = await rowFor('kept@example.com');
    expect(row?.status).toBe('stored');
    expect(row?.textBody).toContain('http://localhost:8082/auth/verify-email/abc');
    expect(await database.db.select().from(jobs).where(eq(jobs.type, MAIL_JOB_TYPES.deliver))).toEqual([]);
  });

  it('delivers through a real SMTP server as a job of the queue and marks the mail sent', async () => {
    const { queue, mailer } = newMailer(smtp.url);
    await mailer.send(verificationMail('smtp@example.com', 'Sam', 'http://localhost:8082/auth/verify-email/xyz'));
    expect(await queue.runDue()).toBeGreaterThanOrEqual(1);
    const got = smtp.received.find((m) => m.to.includes('smtp@example.com'));
    expect(got?.from).toBe('no-reply@example.com');
    expect(got?.data).toContain('Subject: Verify your email address');
    expect(got?.data).toContain('verify-email/xyz');
    const row = await rowFor('smtp@example.com');
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).not.toBeNull();
  });

  it('keeps a refused mail pending with the error, and the queue delivers it on a later attempt', async () => {
    const { queue, mailer } = newMailer(smtp.url);
    smtp.setRefuse(true);
    await mailer.send(verificationMail('retry@example.com', 'Ray', 'http://localhost:8082/x'));
    await queue.runDue();
    let row = await rowFor('retry@example.com');
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('mailbox unavailable');
    const waiting = await database.db.select().from(jobs).where(eq(jobs.type, MAIL_JOB_TYPES.deliver));
    expect(waiting.find((j) => (j.payload as { mailId: string }).mailId === row?.id)?.status).toBe('queued');

    smtp.setRefuse(false);
    await queue.runDue({ now: new Date(Date.now() + 60_000) });
    row = await rowFor('retry@example.com');
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(2);
  });

  it("writes the mail and its delivery job in the caller's transaction: a rollback leaves neither", async () => {
    const { mailer } = newMailer(smtp.url);
    const before = (await database.db.select().from(jobs)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.send(verificationMail('rolled@example.com', 'Rob', 'http://localhost:8082/y'), { tx });
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await rowFor('rolled@example.com')).toBeUndefined();
    expect((await database.db.select().from(jobs)).length).toBe(before);
  });

  it('removes the link from a mail once its token expires, and gives up a pending one', async () => {
    const { mailer } = newMailer();
    const expires = new Date(Date.now() + 60 * 60 * 1000);
    await mailer.send(passwordResetMail('reset@example.com', 'Rae', 'http://localhost:8082/auth/reset-password/secret'), {
      secretExpiresAt: expires,
    });
    await mailer.send(verificationMail('plain@example.com', 'Pat', 'http://localhost:8082/auth/verify-email/other'));
    // Before the token expires the link is still there.
    await mailer.purgeOutbox(new Date(expires.getTime() - 1000));
    expect((await rowFor('reset@example.com'))?.textBody).toContain('reset-password/secret');

    expect((await mailer.purgeOutbox(new Date(expires.getTime() + 1000))).redacted).toBe(1);
    const row = await rowFor('reset@example.com');
    expect(row?.textBody).toBe(REDACTED_BODY);
    expect(row?.htmlBody).not.toContain('secret');
    expect(row?.secretExpiresAt).toBeNull();
    expect((await rowFor('plain@example.com'))?.textBody).toContain('verify-email/other');

    const { mailer: smtpMailer } = newMailer(smtp.url);
    await smtpMailer.send(passwordResetMail('late@example.com', 'Lee', 'http://localhost:8082/auth/reset-password/late'), {
      secretExpiresAt: expires,
    });
    await smtpMailer.purgeOutbox(new Date(expires.getTime() + 1000));
    expect(await rowFor('late@example.com')).toMatchObject({
      status: 'failed',
      textBody: REDACTED_BODY,
      lastError: 'link expired before delivery',
    });
  });

  it('deletes finished mail after the retention period and keeps newer mail', async () => {
    const { mailer } = newMailer();
    await mailer.send(verificationMail('old@example.com', 'Olga', 'http://localhost:8082/z'));
    const later = new Date(Date.now() + MAIL_RETENTION_MS + 60_000);
    await database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(0) })
      .where(eq(mailOutbox.toAddress, 'old@example.com'));
    await mailer.send(verificationMail('new@example.com', 'Nia', 'http://localhost:8082/z'));
    await database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(later.getTime() - 1000) })
      .where(eq(mailOutbox.toAddress, 'new@example.com'));
    const result = await mailer.purgeOutbox(later);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await rowFor('old@example.com')).toBeUndefined();
    expect(await rowFor('new@example.com')).toBeDefined();
  });

  it('runs the outbox retention sweep as a recurring job of the queue', async () => {
    const { queue } = newMailer();
    queue.start();
    await vi.waitFor(
      async () => {
        const rows = await database.db.select().from(jobs).where(eq(jobs.type, MAIL_JOB_TYPES.retention));
        expect(rows.some((r) => r.status === 'done')).toBe(true);
      },
      { timeout: 5000 },
    );
  });
});
