import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { mailOutbox } from './mail.table.ts';
import { Mailer } from './mailer.ts';
import { verificationMail } from './templates.ts';

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

describe('mailer', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it('keeps mail in the outbox without SMTP', async () => {
    const mailer = new Mailer({ db: database.db, from: 'Hiring <no-reply@example.com>', log });
    await mailer.send(verificationMail('kept@example.com', 'Kim', 'http://localhost:8082/auth/verify-email/abc'));
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kept@example.com'));
    expect(row?.status).toBe('stored');
    expect(row?.textBody).toContain('http://localhost:8082/auth/verify-email/abc');
    await mailer.stop();
  });

  it('delivers through a real SMTP server and marks the mail sent', async () => {
    const mailer = new Mailer({ db: database.db, from: 'Hiring <no-reply@example.com>', smtpUrl: smtp.url, log });
    await mailer.send(verificationMail('smtp@example.com', 'Sam', 'http://localhost:8082/auth/verify-email/xyz'));
    await mailer.deliverPending();
    const got = smtp.received.find((m) => m.to.includes('smtp@example.com'));
    expect(got?.from).toBe('no-reply@example.com');
    expect(got?.data).toContain('Subject: Verify your email address');
    expect(got?.data).toContain('verify-email/xyz');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'smtp@example.com'));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).not.toBeNull();
    await mailer.stop();
  });

  it('keeps a refused mail pending with the error and a later attempt, then delivers it', async () => {
    const mailer = new Mailer({ db: database.db, from: 'no-reply@example.com', smtpUrl: smtp.url, log });
    smtp.setRefuse(true);
    await mailer.send(verificationMail('retry@example.com', 'Ray', 'http://localhost:8082/x'));
    await mailer.deliverPending();
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'retry@example.com'));
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('mailbox unavailable');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    smtp.setRefuse(false);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, row!.id));
    await mailer.deliverPending();
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'retry@example.com'));
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(2);
    await mailer.stop();
  });
});
