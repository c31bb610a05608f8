import { eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { jobPositions } from '../job-positions/index.ts';
import { PUBLIC_RATE_LIMIT } from './candidate-access.ts';
import { interviews } from './interviews.table.ts';
import { email, interviewSteps, pub } from './interviews.test-steps.ts';

describe.each(dbTargets)("the candidate's side of an interview on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview } = interviewSteps(() => t);

  it('answers 410 for expired and withdrawn links and 404 for unknown ones; resend reopens an expired link', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const expired = await oneLink(token, id);
    await t.database.db
      .update(interviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(interviews.id, expired.id));
    const gone = await call(t.app, 'GET', pub(expired.token));
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(INTERVIEW_MESSAGES.linkExpired);
    expect(gone.body.code).toBe('interview_link_expired');
    expect((await call(t.app, 'POST', pub(expired.token, '/start'), { body: { consent: true } })).status).toBe(410);
    const listed = (await call(t.app, 'GET', `/api/app/interviews?status=expired&job_position_id=${id}`, { token })).body.data;
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([expired.id]);
    const resent = await call(t.app, 'POST', `/api/app/interviews/${expired.id}/resend`, { token, body: { expires_in_days: 3 } });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data).toMatchObject({ status: 'invited', sent_count: 2 });
    expect((await call(t.app, 'GET', pub(expired.token))).status).toBe(200);

    const withdrawn = await oneLink(token, id);
    const w = await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/withdraw`, { token });
    expect(w.status).toBe(200);
    expect(w.body.data).toMatchObject({ status: 'withdrawn', token: null, url: null });
    const w410 = await call(t.app, 'GET', pub(withdrawn.token));
    expect(w410.status).toBe(410);
    expect(w410.body.message).toBe(INTERVIEW_MESSAGES.linkWithdrawn);
    expect(w410.body.code).toBe('interview_link_withdrawn');
    const again = await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/withdraw`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INTERVIEW_MESSAGES.cannotWithdraw);
    expect(again.body.code).toBe('interview_cannot_withdraw');
    const resendWithdrawn = await call(t.app, 'POST', `/api/app/interviews/${withdrawn.id}/resend`, { token, body: {} });
    expect(resendWithdrawn.status).toBe(409);
    expect(resendWithdrawn.body.message).toBe(INTERVIEW_MESSAGES.cannotResend);
    expect(resendWithdrawn.body.code).toBe('interview_cannot_resend');

    // A job that no longer takes interviews closes its open links.
    const open = await oneLink(token, id);
    await t.database.db.update(jobPositions).set({ status: 'closed' }).where(eq(jobPositions.id, id));
    expect((await call(t.app, 'GET', pub(open.token))).status).toBe(410);
    expect((await call(t.app, 'POST', pub(open.token, '/start'), { body: { consent: true } })).status).toBe(410);

    const unknown = await call(t.app, 'GET', pub('A'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(INTERVIEW_MESSAGES.linkNotFound);
    expect(unknown.body.code).toBe('interview_link_not_found');
    expect((await call(t.app, 'GET', pub('short'))).status).toBe(404);
    expect((await call(t.app, 'POST', pub('B'.repeat(43), '/submit'))).status).toBe(404);
  });

  it('limits the calls of one link a minute with 429', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_RATE_LIMIT.perLinkPerMinute; i++)
      statuses.push((await call(t.app, 'GET', pub(link.token), { ip: `198.51.100.${i % 200}` })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const limited = statuses.at(-1);
    expect(limited).toBe(429);
  });

  it('limits guessing of tokens per address with 429', async () => {
    const ip = '203.0.113.77';
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call(t.app, 'GET', pub(`${'Z'.repeat(40)}${i.toString().padStart(3, '0')}`), { ip })).status;
    expect(last).toBe(429);
  });

  it('answers 400 with a clear message for bad input, never 500', async () => {
    const { token } = await registerOwner(t);
    const { id, questions } = await activeJob(token);
    const cases: [unknown, string][] = [
      [{ job_position_id: id, candidates: [] }, INTERVIEW_MESSAGES.candidatesRequired],
      [{ job_position_id: id, candidates: [{ name: 'X', email: 'not-an-email' }] }, INTERVIEW_MESSAGES.emailInvalid],
      [{ job_position_id: id, candidates: [{ name: '  ', email: email() }] }, INTERVIEW_MESSAGES.nameRequired],
      [{ job_position_id: id, candidates: [{ name: 'X', email: email() }], expires_in_days: 0 }, INTERVIEW_MESSAGES.expiresInDaysRange],
      [{ job_position_id: id, candidates: [{ name: 'X', email: email() }], expires_in_days: 2.5 }, INTERVIEW_MESSAGES.expiresInDaysRange],
      [{ job_position_id: 'nope', candidates: [{ name: 'X', email: email() }] }, INTERVIEW_MESSAGES.jobRequired],
      [
        {
          job_position_id: id,
          candidates: [
            { name: 'X', email: 'same@example.com' },
            { name: 'Y', email: 'SAME@example.com' },
          ],
        },
        INTERVIEW_MESSAGES.duplicateInRequest('same@example.com'),
      ],
      [
        { job_position_id: id, candidates: Array.from({ length: 51 }, (_, i) => ({ name: 'X', email: `m${i}@example.com` })) },
        INTERVIEW_MESSAGES.tooManyCandidates,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/api/app/job-positions/generate-links', { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect([400, 415]).toContain((await call(t.app, 'POST', '/api/app/job-positions/generate-links', { token, body: 'x' })).status);
    const link = await oneLink(token, id);
    await takeInterview(link.token);
    await t.jobs.runDue();
    for (const body of [{ score: 6 }, { score: 0 }, { score: 2.5 }, {}, { score: 3, note: 'x'.repeat(INTERVIEW_LIMITS.noteMax + 1) }]) {
      const res = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${questions[0]!.id}`, { token, body });
      expect(res.status).toBe(400);
    }
    const badQuestion = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/nope`, { token, body: { score: 3 } });
    expect(badQuestion.status).toBe(404);
    const fresh = await oneLink(token, id);
    await call(t.app, 'POST', pub(fresh.token, '/start'), { body: { consent: true } });
    const long = await call(t.app, 'PUT', pub(fresh.token, `/answers/${questions[0]!.id}`), {
      body: { text: 'x'.repeat(INTERVIEW_LIMITS.answerMax + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(INTERVIEW_MESSAGES.answerTooLong);
    const nul = await call(t.app, 'PUT', pub(fresh.token, `/answers/${questions[0]!.id}`), { body: { text: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    expect((await call(t.app, 'PUT', pub(fresh.token, `/answers/${questions[0]!.id}`), { body: { text: 5 } })).status).toBe(400);
    expect((await call(t.app, 'POST', pub(fresh.token, '/start'), { body: {} })).status).toBe(400);
    for (const q of ['status=nope', 'page=0', 'job_position_id=x', `search=${'s'.repeat(201)}`])
      expect((await call(t.app, 'GET', `/api/app/interviews?${q}`, { token })).status).toBe(400);
    const settings = await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body: { retention_days: 0 } });
    expect(settings.status).toBe(400);
    expect(settings.body.message).toBe(INTERVIEW_MESSAGES.retentionRange);
    const badMail = await call(t.app, 'PUT', '/api/app/interviews/settings', { token, body: { retention_days: 30, contact_email: 'x' } });
    expect(badMail.status).toBe(400);
  });
});
