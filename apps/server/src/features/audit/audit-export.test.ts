import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AUDIT_CSV_COLUMNS, AUDIT_LIMITS, AUDIT_MESSAGES } from '@hiring/shared/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { users } from '../users/index.ts';
import { auditEvents } from './audit.table.ts';
import { seedEvents } from './audit.test-steps.ts';

const at = (iso: string) => new Date(iso);
const URL = '/api/app/audit-events';

describe.each(dbTargets)('decision log export on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the events of the period, both days included, oldest first, with labels and the member who acted', async () => {
    const { token, userId, companyId } = await registerOwner(t);
    const interviewId = randomUUID();
    await seedEvents(t, companyId, [
      { at: at('2026-03-31T23:59:59Z'), interviewId },
      { at: at('2026-04-02T10:00:00Z'), interviewId, actorId: userId, action: 'data_deleted', after: { reason: 'request' } },
      { at: at('2026-04-01T00:00:00Z'), interviewId, action: 'ai_scored', after: { score: 3 } },
      { at: at('2026-04-30T23:59:59Z'), interviewId: null },
      { at: at('2026-05-01T00:00:00Z'), interviewId },
    ]);
    const res = await call(t.app, 'GET', `${URL}?from=2026-04-01&to=2026-04-30&format=json`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = res.body.data.events;
    expect(events.map((e: { created_at: string }) => e.created_at)).toEqual([
      '2026-04-01T00:00:00.000Z',
      '2026-04-02T10:00:00.000Z',
      '2026-04-30T23:59:59.000Z',
    ]);
    expect(events[0]).toMatchObject({
      action: 'ai_scored',
      action_label: 'AI scored an answer',
      interview_id: interviewId,
      after: { score: 3 },
    });
    expect(events[1]).toMatchObject({
      action: 'data_deleted',
      action_label: 'Candidate data deleted',
      actor: { type: 'user', user_id: userId, name: 'Ada Lovelace' },
    });
    expect(events[2]).toMatchObject({ actor: { type: 'system', user_id: null, name: null }, interview_id: null });
    expect(res.headers['content-disposition']).toBe('attachment; filename="decision-log_2026-04-01_to_2026-04-30.json"');
    expect(res.headers['cache-control']).toBe('private, no-store');

    // Without a period, one interview's events.
    const one = await call(t.app, 'GET', `${URL}?interview_id=${interviewId}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.data.events).toHaveLength(4);
    expect(one.headers['content-disposition']).toBeUndefined();
  });

  it('exports CSV: a header, one row per event, RFC 4180 quoting, formula cells defused, a file named for the period', async () => {
    const { token, userId, companyId } = await registerOwner(t);
    await t.database.db.update(users).set({ firstName: '=HYPERLINK("x")', lastName: 'Roe, Jr.' }).where(eq(users.id, userId));
    await seedEvents(t, companyId, [
      { at: at('2026-06-10T08:00:00Z'), actorId: userId, action: 'review_scored', after: { score: 4, ai_score: 2, note_length: 12 } },
      { at: at('2026-06-11T08:00:00Z'), action: 'status_changed', after: { status: 'expired' } },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}?from=2026-06-01&to=2026-06-30&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="decision-log_2026-06-01_to_2026-06-30.csv"');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',review_scored,Reviewer scored an answer,user,');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"") Roe, Jr.",`);
    expect(lines[1]).toContain(`,"{""score"":4,""ai_score"":2,""note_length"":12}"`);
    expect(lines[2]).toMatch(
      /^[0-9a-f-]{36},2026-06-11T08:00:00.000Z,status_changed,Status changed,system,,,,,,,"{""status"":""expired""}"$/,
    );
  });

  it("keeps each company to its own events: another company's period and interview read nothing", async () => {
    const a = await registerOwner(t);
    const b = await registerOwner(t);
    const interviewId = randomUUID();
    await seedEvents(t, a.companyId, [{ at: at('2026-07-01T12:00:00Z'), interviewId }]);
    const own = await call(t.app, 'GET', `${URL}?from=2026-07-01&to=2026-07-01`, { token: a.token });
    expect(own.body.data.events).toHaveLength(1);
    const other = await call(t.app, 'GET', `${URL}?from=2026-07-01&to=2026-07-01`, { token: b.token });
    expect(other.status).toBe(200);
    expect(other.body.data.events).toEqual([]);
    const byId = await call(t.app, 'GET', `${URL}?interview_id=${interviewId}`, { token: b.token });
    expect(byId.body.data.events).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${URL}?from=2026-07-01&to=2026-07-01&format=csv`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(csv.body).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('refuses a bad period with a message and a code', async () => {
    const { token } = await registerOwner(t);
    const cases: [string, string, string, string][] = [
      ['from=2026-05-02&to=2026-05-01', 'to', 'audit_period_reversed', AUDIT_MESSAGES.periodReversed],
      ['from=2025-01-01&to=2026-01-02', 'to', 'audit_period_too_long', AUDIT_MESSAGES.periodTooLong],
      ['from=2026-02-30&to=2026-03-01', 'from', 'audit_date_invalid', AUDIT_MESSAGES.dateInvalid],
      ['from=2026-13-01&to=2026-12-01', 'from', 'audit_date_invalid', AUDIT_MESSAGES.dateInvalid],
      ['from=2026-01-01&to=yesterday', 'to', 'audit_date_invalid', AUDIT_MESSAGES.dateInvalid],
      ['from=9999-12-31&to=9999-12-31', 'from', 'audit_date_invalid', AUDIT_MESSAGES.dateInvalid],
      ['from=2026-05-01', 'to', 'audit_period_required', AUDIT_MESSAGES.periodRequired],
      ['', 'from', 'audit_period_required', AUDIT_MESSAGES.periodRequired],
    ];
    for (const [query, field, code, message] of cases) {
      const res = await call(t.app, 'GET', `${URL}?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({
        code: 'validation_failed',
        message,
        errors: { [field]: message },
        field_codes: { [field]: code },
      });
    }
    // 366 days (a leap year) is the longest period.
    expect((await call(t.app, 'GET', `${URL}?from=2028-01-01&to=2028-12-31`, { token })).status).toBe(200);
    expect(AUDIT_LIMITS.periodDaysMax).toBe(366);
    const format = await call(t.app, 'GET', `${URL}?from=2026-05-01&to=2026-05-01&format=xml`, { token });
    expect(format.status).toBe(400);
    expect(format.body.errors.format).toBe(AUDIT_MESSAGES.formatInvalid);
  });

  it('refuses a period holding more events than one export carries', async () => {
    const { token, companyId } = await registerOwner(t);
    await t.database.db.execute(sql`
      insert into audit_events (company_id, actor_type, action, created_at)
      select ${companyId}::uuid, 'system', 'status_changed', '2026-08-01T00:00:00Z'::timestamptz + (n || ' seconds')::interval
      from generate_series(1, ${AUDIT_LIMITS.rowsMax + 1}) n`);
    const res = await call(t.app, 'GET', `${URL}?from=2026-08-01&to=2026-08-01`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'audit_too_many_events', message: AUDIT_MESSAGES.tooManyEvents(AUDIT_LIMITS.rowsMax) });
    expect(res.body.message).toBe('The period holds more than 10,000 events. Choose a shorter period to export.');
  });

  it('lets only owners and admins read it (403 with a code for the other roles, 401 signed out)', async () => {
    const { companyId } = await registerOwner(t);
    const q = `${URL}?from=2026-01-01&to=2026-01-31`;
    const admin = await registerMember(t, companyId, 'admin');
    expect((await call(t.app, 'GET', q, { token: admin })).status).toBe(200);
    for (const role of ['member', 'team_lead', 'manager', 'user']) {
      const token = await registerMember(t, companyId, role);
      const res = await call(t.app, 'GET', q, { token });
      expect(res.status, role).toBe(403);
      expect(res.body.code, role).toBe('forbidden');
    }
    expect((await call(t.app, 'GET', q)).status).toBe(401);
  });

  it(`limits exports of a period to ${AUDIT_LIMITS.exportsPerMinute} a minute per member; one interview's log is not counted`, async () => {
    const { token } = await registerOwner(t);
    for (let i = 0; i < AUDIT_LIMITS.exportsPerMinute; i++) {
      expect((await call(t.app, 'GET', `${URL}?from=2026-01-01&to=2026-01-02&format=csv`, { token })).status).toBe(200);
    }
    const refused = await call(t.app, 'GET', `${URL}?from=2026-01-01&to=2026-01-02`, { token });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', `${URL}?interview_id=${randomUUID()}`, { token })).status).toBe(200);
  });

  it('is append-only: the database refuses an update, and no route edits or deletes an event', async () => {
    const { token, companyId } = await registerOwner(t);
    const [event] = await seedEvents(t, companyId, [{ at: at('2026-09-01T00:00:00Z') }]);
    const refused = await t.database.db
      .update(auditEvents)
      .set({ action: 'data_deleted' })
      .where(eq(auditEvents.id, event!.id))
      .then(
        () => null,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toMatch(/audit events cannot be changed/);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(t.app, method, `${URL}/${event!.id}`, { token, body: {} })).status, method).toBe(404);
      expect((await call(t.app, method, URL, { token, body: {} })).status, method).toBe(404);
    }
    const [kept] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.id, event!.id));
    expect(kept?.action).toBe('status_changed');
  });
});
