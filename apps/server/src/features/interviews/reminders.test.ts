import { and, asc, eq, like } from 'drizzle-orm';
import { REMINDER_ERROR_CODES, REMINDER_LIMITS, REMINDER_MESSAGES, REMINDER_TIMING } from '@hiring/shared/reminders';
import { describeAuditEvent } from '@hiring/shared/audit-describe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../mail/mail.table.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { REMINDER_SWEEP_JOB } from './index.ts';
import { interviews } from './interviews.table.ts';
import { email, interviewSteps, pub } from './interviews.test-steps.ts';
import { reminderDeadline } from './reminder-mail.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const APP = 'http://localhost:8082';

describe.each(dbTargets)('reminders to candidates on %s', (target) => {
  let t: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(target);
    t.interviews.now = () => new Date(clock);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    clock = Date.now();
  });
  const { activeJob, invite, takeInterview } = interviewSteps(() => t);

  /** The reminders mailed to an address, oldest first. */
  const remindersTo = (to: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, 'Reminder:%')))
      .orderBy(asc(mailOutbox.createdAt));

  /** The queue's sweep at the test's clock, and the reminder jobs it queues. */
  const sweepAt = async (at: number) => {
    clock = at;
    await t.jobs.enqueue(REMINDER_SWEEP_JOB, {});
    await t.jobs.runDue({ now: new Date(at) });
  };

  /** A link mailed now, expiring in 7 days: its id, token, address and the time it was sent. */
  async function link(token: string, jobId: string, name = 'Grace Hopper') {
    const to = email('remind');
    const res = await invite(token, jobId, [{ name, email: to }], { expires_in_days: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const l = res.body.data.links[0];
    return { id: l.id as string, token: l.token as string, to, sentAt: Date.parse(l.last_sent_at), expiresAt: Date.parse(l.expires_at) };
  }

  const start = async (linkToken: string) =>
    expect((await call(t.app, 'POST', pub(linkToken, '/start'), { body: { consent: true } })).status).toBe(200);

  const pendingRow = async (token: string, id: string) => {
    const list = await call(t.app, 'GET', '/api/app/interviews?status=pending&page_size=100', { token });
    expect(list.status).toBe(200);
    return (list.body.data.items as { id: string; reminder_count: number; last_reminded_at: string | null }[]).find((i) => i.id === id);
  };

  it('reminds a candidate who has not started once, 3 days after the link was sent, and one who has not submitted once, 2 days before it expires', async () => {
    const owner = await registerOwner(t);
    const { id: jobId } = await activeJob(owner.token);
    const l = await link(owner.token, jobId);

    await sweepAt(l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY - HOUR);
    expect(await remindersTo(l.to)).toHaveLength(0);

    await sweepAt(l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + HOUR);
    await sweepAt(l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + 2 * HOUR);
    const [first, ...more] = await remindersTo(l.to);
    expect(more).toHaveLength(0);
    expect(first!.subject).toMatch(/^Reminder: your interview for Senior Backend Engineer at .+/);
    expect(first!.textBody).toContain('Hi Grace Hopper,');
    expect(first!.textBody).toContain('for the Senior Backend Engineer role');
    expect(first!.textBody).toContain(`The link works until ${reminderDeadline(new Date(l.expiresAt))}.`);
    expect(first!.textBody).toContain(`Start the interview: ${APP}/interview/${l.token}`);

    const row = await pendingRow(owner.token, l.id);
    expect(row).toMatchObject({ reminder_count: 1 });
    expect(Date.parse(row!.last_reminded_at!)).toBe(l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + HOUR);

    await start(l.token);
    await sweepAt(l.expiresAt - REMINDER_TIMING.notSubmittedBeforeExpiryDays * DAY - HOUR);
    expect(await remindersTo(l.to)).toHaveLength(1);
    await sweepAt(l.expiresAt - REMINDER_TIMING.notSubmittedBeforeExpiryDays * DAY + HOUR);
    await sweepAt(l.expiresAt - HOUR);
    const all = await remindersTo(l.to);
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toMatch(/^Reminder: submit your interview for Senior Backend Engineer at /);
    expect(all[1]!.textBody).toContain(
      `please finish and submit it before the link stops working on ${reminderDeadline(new Date(l.expiresAt))}.`,
    );
    expect(all[1]!.textBody).toContain(`Continue the interview: ${APP}/interview/${l.token}`);

    await sweepAt(l.expiresAt + HOUR);
    expect(await remindersTo(l.to)).toHaveLength(2);

    const log = await call(t.app, 'GET', `/api/app/audit-events?interview_id=${l.id}`, { token: owner.token });
    const reminders = (log.body.data.events as Parameters<typeof describeAuditEvent>[0][]).filter((e) => e.action === 'reminder_sent');
    expect(reminders.map((e) => [e.actor.type, e.after?.kind])).toEqual([
      ['system', 'not_started'],
      ['system', 'not_submitted'],
    ]);
    expect(describeAuditEvent(reminders[0]!)).toBe('The system emailed the candidate a reminder: the interview was not started');
  });

  it('sends one reminder when two workers run the same reminder at once', async () => {
    const owner = await registerOwner(t);
    const { id: jobId } = await activeJob(owner.token);
    const l = await link(owner.token, jobId);
    clock = l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + HOUR;
    const sent = await Promise.all([t.interviews.sendReminder(l.id, 'not_started'), t.interviews.sendReminder(l.id, 'not_started')]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    await sweepAt(clock);
    expect(await remindersTo(l.to)).toHaveLength(1);
  });

  it('sends nothing while the company has reminders off, logs the change, and reminds once they are on again', async () => {
    const owner = await registerOwner(t);
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    expect((await call(t.app, 'GET', '/api/app/interviews/reminder-settings', { token: owner.token })).body.data).toEqual({
      enabled: true,
      can_edit: true,
    });
    expect((await call(t.app, 'GET', '/api/app/interviews/reminder-settings', { token: lead })).body.data).toEqual({
      enabled: true,
      can_edit: false,
    });
    expect((await call(t.app, 'PUT', '/api/app/interviews/reminder-settings', { token: lead, body: { enabled: false } })).status).toBe(403);
    const bad = await call(t.app, 'PUT', '/api/app/interviews/reminder-settings', { token: owner.token, body: { enabled: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');

    const off = await call(t.app, 'PUT', '/api/app/interviews/reminder-settings', { token: owner.token, body: { enabled: false } });
    expect(off.body.data).toEqual({ enabled: false, can_edit: true });
    const { id: jobId } = await activeJob(owner.token);
    const l = await link(owner.token, jobId);
    await sweepAt(l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + HOUR);
    expect(await remindersTo(l.to)).toHaveLength(0);

    const today = new Date().toISOString().slice(0, 10);
    const log = await call(t.app, 'GET', `/api/app/audit-events?from=${today}&to=${today}`, { token: owner.token });
    const changes = (log.body.data.events as Parameters<typeof describeAuditEvent>[0][]).filter((e) => e.action === 'setting_changed');
    expect(changes.map((e) => [e.before, e.after])).toEqual([
      [
        { setting: 'candidate_reminders', value: true },
        { setting: 'candidate_reminders', value: false },
      ],
    ]);
    expect(describeAuditEvent(changes[0]!)).toMatch(/ turned reminders to candidates off$/);

    await call(t.app, 'PUT', '/api/app/interviews/reminder-settings', { token: owner.token, body: { enabled: true } });
    await sweepAt(l.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + 2 * HOUR);
    expect(await remindersTo(l.to)).toHaveLength(1);
  });

  it('skips submitted, withdrawn and erased interviews', async () => {
    const owner = await registerOwner(t);
    const { id: jobId } = await activeJob(owner.token);
    const done = await link(owner.token, jobId, 'Done Candidate');
    const gone = await link(owner.token, jobId, 'Gone Candidate');
    const erased = await link(owner.token, jobId, 'Erased Candidate');
    await takeInterview(done.token);
    expect((await call(t.app, 'POST', `/api/app/interviews/${gone.id}/withdraw`, { token: owner.token })).status).toBe(200);
    await t.database.db.update(interviews).set({ candidateEmail: null, dataDeletedAt: new Date() }).where(eq(interviews.id, erased.id));
    await sweepAt(done.sentAt + REMINDER_TIMING.notStartedAfterDays * DAY + HOUR);
    await sweepAt(done.expiresAt - HOUR);
    expect(await remindersTo(done.to)).toHaveLength(0);
    expect(await remindersTo(gone.to)).toHaveLength(0);
    expect(await remindersTo(erased.to)).toHaveLength(0);
  });

  it('lets a member who manages links remind by hand, once a day per candidate, and shows it on the row and in the decision log', async () => {
    const owner = await registerOwner(t);
    const { id: jobId } = await activeJob(owner.token);
    const l = await link(owner.token, jobId);
    const res = await call(t.app, 'POST', `/api/app/interviews/${l.id}/remind`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: l.id, reminder_count: 1 });
    expect(res.body.data.last_reminded_at).toEqual(expect.any(String));
    const [mail] = await remindersTo(l.to);
    expect(mail!.textBody).toContain(`Start the interview: ${APP}/interview/${l.token}`);
    expect(await pendingRow(owner.token, l.id)).toMatchObject({ reminder_count: 1 });

    const again = await call(t.app, 'POST', `/api/app/interviews/${l.id}/remind`, { token: owner.token });
    expect(REMINDER_LIMITS.manualPerInterviewPerDay).toBe(1);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'rate_limited', message: REMINDER_MESSAGES.tooMany });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await remindersTo(l.to)).toHaveLength(1);

    const log = await call(t.app, 'GET', `/api/app/audit-events?interview_id=${l.id}`, { token: owner.token });
    const event = (log.body.data.events as Parameters<typeof describeAuditEvent>[0][]).find((e) => e.action === 'reminder_sent')!;
    expect(event).toMatchObject({ actor: { type: 'user', user_id: owner.userId }, after: { kind: 'manual' } });
    expect(describeAuditEvent(event)).toMatch(/ emailed the candidate a reminder$/);
  });

  it('refuses a reminder by hand once submitted, expired, withdrawn or erased, with a stable code', async () => {
    const owner = await registerOwner(t);
    const { id: jobId } = await activeJob(owner.token);
    const [done, late, gone, erased] = [
      await link(owner.token, jobId, 'A'),
      await link(owner.token, jobId, 'B'),
      await link(owner.token, jobId, 'C'),
      await link(owner.token, jobId, 'D'),
    ];
    await takeInterview(done!.token);
    await t.database.db
      .update(interviews)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(interviews.id, late!.id));
    await call(t.app, 'POST', `/api/app/interviews/${gone!.id}/withdraw`, { token: owner.token });
    await t.database.db.update(interviews).set({ candidateEmail: null, dataDeletedAt: new Date() }).where(eq(interviews.id, erased!.id));
    const cases = [
      [done!, REMINDER_ERROR_CODES.submitted, REMINDER_MESSAGES.submitted],
      [late!, REMINDER_ERROR_CODES.expired, REMINDER_MESSAGES.expired],
      [gone!, REMINDER_ERROR_CODES.withdrawn, REMINDER_MESSAGES.withdrawn],
      [erased!, REMINDER_ERROR_CODES.noEmail, REMINDER_MESSAGES.noEmail],
    ] as const;
    for (const [l, code, message] of cases) {
      const res = await call(t.app, 'POST', `/api/app/interviews/${l.id}/remind`, { token: owner.token });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code, message });
    }
    expect(await remindersTo(done!.to)).toHaveLength(0);
  });

  it("answers 404 for another company's interview and 403 to a team lead", async () => {
    const owner = await registerOwner(t);
    const other = await registerOwner(t);
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    const { id: jobId } = await activeJob(owner.token);
    const l = await link(owner.token, jobId);
    const foreign = await call(t.app, 'POST', `/api/app/interviews/${l.id}/remind`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('interview_not_found');
    expect((await call(t.app, 'POST', '/api/app/interviews/not-a-uuid/remind', { token: owner.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/app/interviews/${l.id}/remind`, { token: lead })).status).toBe(403);
    expect(await remindersTo(l.to)).toHaveLength(0);
  });
});
