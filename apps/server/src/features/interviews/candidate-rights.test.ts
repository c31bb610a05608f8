import { eq } from 'drizzle-orm';
import { NOTICE_DATA_COLLECTED, RIGHTS_LIMITS, RIGHTS_MESSAGES } from '@hiring/shared/candidate-rights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { mailOutbox } from '../../mail/mail.table.ts';
import { interviewAnswers } from './interviews.table.ts';
import { ANSWER, interviewSteps, pub } from './interviews.test-steps.ts';
import { candidateRequests } from './rights.table.ts';
import { interviewSelfIdentifications } from './self-id.table.ts';

const requests = (id: string) => `/api/app/interviews/${id}/candidate-requests`;
const SETTINGS = '/api/app/interviews/settings';

describe.each(dbTargets)("the candidate's notice and rights through the link on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview } = interviewSteps(() => t);
  type Event = { action: string; actor: { type: string }; after: Record<string, unknown> | null };
  /** The interview's decision log, as its team reads it. */
  const logOf = async (token: string, id: string): Promise<Event[]> =>
    (await call(t.app, 'GET', `/api/app/audit-events?interview_id=${id}`, { token })).body.data.events;
  const ask = (linkToken: string, body: Record<string, unknown>) => call(t.app, 'POST', pub(linkToken, '/requests'), { body });

  it('shows what is collected and the company text, keeps a version per content, and stores it with the consent', async () => {
    const { token } = await registerOwner(t);
    const first = (await call(t.app, 'GET', SETTINGS, { token })).body.data;
    expect(first).toMatchObject({ notice_text: null, notice_contact: null, erasure_days: RIGHTS_LIMITS.erasureDaysDefault });
    const put = await call(t.app, 'PUT', SETTINGS, {
      token,
      body: { retention_days: 90, notice_text: 'We interview every candidate the same way.', notice_contact: 'Dana Lee, people team' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.notice_version).toBe(first.notice_version + 1);
    const same = await call(t.app, 'PUT', SETTINGS, { token, body: { retention_days: 90 } });
    expect(same.body.data).toMatchObject({ notice_version: put.body.data.notice_version, notice_text: put.body.data.notice_text });

    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const view = (await call(t.app, 'GET', pub(link.token))).body.data;
    expect(view.rights).toMatchObject({
      notice_version: put.body.data.notice_version,
      data_collected: [...NOTICE_DATA_COLLECTED],
      contact: 'Dana Lee, people team',
      can_request_human_review: false,
      requests: [],
      erasure_due_at: null,
    });
    expect(view.rights.company_text).toContain('We interview every candidate the same way.');
    await takeInterview(link.token);
    // A later change makes a new version; the consent keeps the one it was given under.
    const changed = await call(t.app, 'PUT', SETTINGS, { token, body: { retention_days: 90, notice_text: 'Changed.' } });
    expect(changed.body.data.notice_version).toBe(put.body.data.notice_version + 1);
    const team = await call(t.app, 'GET', requests(link.id), { token });
    expect(team.status).toBe(200);
    expect(team.body.data).toEqual({ notice_version: put.body.data.notice_version, requests: [] });
    expect((await call(t.app, 'GET', pub(link.token))).body.data.rights.notice_version).toBe(put.body.data.notice_version);
  });

  it('takes an accommodation request before starting: the team is mailed, sees it on the interview, the log records it without the words', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const res = await ask(link.token, { type: 'accommodation', text: 'I use a screen reader and need more time.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'accommodation', due_at: null, message: RIGHTS_MESSAGES.sent.accommodation });
    const team = (await call(t.app, 'GET', requests(link.id), { token })).body.data;
    expect(team.requests).toMatchObject([{ type: 'accommodation', text: 'I use a screen reader and need more time.', done_at: null }]);
    const mails = await t.database.db.select().from(mailOutbox);
    const mail = mails.find((m) => m.subject.startsWith('Candidate request: Alternative process'));
    expect(mail).toBeDefined();
    expect(mail!.textBody).not.toContain('screen reader');
    const events = await logOf(token, link.id);
    const event = events.find((e) => e.action === 'accommodation_requested');
    expect(event).toMatchObject({ actor: { type: 'system' }, after: { by: 'candidate' } });
    expect(JSON.stringify(events)).not.toContain('screen reader');
    expect((await call(t.app, 'GET', pub(link.token))).body.data.rights.requests).toMatchObject([{ type: 'accommodation' }]);
  });

  it('opens human review only after submitting, and checks the text of each request', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const early = await ask(link.token, { type: 'human_review', text: 'Please review.' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'interview_human_review_not_submitted', message: RIGHTS_MESSAGES.humanReviewAfterSubmit });
    const blank = await ask(link.token, { type: 'accommodation', text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.text).toBe(RIGHTS_MESSAGES.textRequired);
    const long = await ask(link.token, { type: 'accommodation', text: 'x'.repeat(RIGHTS_LIMITS.textMax + 1) });
    expect(long.body.errors.text).toBe(RIGHTS_MESSAGES.textTooLong);
    expect((await ask(link.token, { type: 'appeal', text: 'x' })).status).toBe(400);
    await takeInterview(link.token);
    expect((await call(t.app, 'GET', pub(link.token))).body.data.rights.can_request_human_review).toBe(true);
    const review = await ask(link.token, { type: 'human_review', text: 'My second answer was cut short by a power cut.' });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    expect(review.body.data.message).toBe(RIGHTS_MESSAGES.sent.human_review);
  });

  it("marks a request handled once: the day shows to the team, the log says who, an erasure stays the system's", async () => {
    const owner = await registerOwner(t);
    const other = await registerOwner(t);
    const { id } = await activeJob(owner.token);
    const link = await oneLink(owner.token, id);
    await takeInterview(link.token);
    expect((await ask(link.token, { type: 'human_review', text: 'My answer was cut off.' })).status).toBe(201);
    expect((await ask(link.token, { type: 'erasure' })).status).toBe(201);
    const listed = (await call(t.app, 'GET', requests(link.id), { token: owner.token })).body.data.requests as {
      id: string;
      type: string;
    }[];
    const review = listed.find((r) => r.type === 'human_review')!;
    const erasure = listed.find((r) => r.type === 'erasure')!;
    const handled = (requestId: string, token = owner.token, interviewId = link.id) =>
      call(t.app, 'POST', `${requests(interviewId)}/${requestId}/handled`, { token });

    const member = await registerMember(t, owner.companyId, 'member');
    expect((await handled(review.id, member)).status).toBe(403);
    expect((await handled(review.id, other.token)).status).toBe(404);
    const notThere = await handled('00000000-0000-4000-8000-000000000000');
    expect(notThere.status).toBe(404);
    expect(notThere.body).toMatchObject({ code: 'interview_request_not_found', message: RIGHTS_MESSAGES.requestNotFound });
    expect((await handled('not-an-id')).body.code).toBe('interview_request_not_found');
    const byHand = await handled(erasure.id);
    expect(byHand.status).toBe(409);
    expect(byHand.body).toMatchObject({ code: 'interview_erasure_handled_by_system', message: RIGHTS_MESSAGES.erasureHandledBySystem });

    const done = await handled(review.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const marked = (done.body.data.requests as { id: string; done_at: string | null }[]).find((r) => r.id === review.id)!;
    expect(marked.done_at).toEqual(expect.any(String));
    const again = await handled(review.id);
    expect(again.status).toBe(200);
    expect((again.body.data.requests as { id: string; done_at: string | null }[]).find((r) => r.id === review.id)!.done_at).toBe(
      marked.done_at,
    );
    const events = (await logOf(owner.token, link.id)).filter((e) => e.action === 'candidate_request_handled');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: { type: 'user' }, after: { request_type: 'human_review' } });
    expect(JSON.stringify(events)).not.toContain('cut off');
  });

  it("reaches only the token's own interview, refuses unknown tokens, and hides requests from another company", async () => {
    const a = await registerOwner(t);
    const b = await registerOwner(t);
    const { id } = await activeJob(a.token);
    const one = await oneLink(a.token, id, 'First Person');
    const two = await oneLink(a.token, id, 'Second Person');
    expect((await ask(one.token, { type: 'accommodation', text: 'Large print, please.' })).status).toBe(201);
    expect((await call(t.app, 'GET', requests(one.id), { token: a.token })).body.data.requests).toHaveLength(1);
    expect((await call(t.app, 'GET', requests(two.id), { token: a.token })).body.data.requests).toEqual([]);
    const unknown = await ask(`${one.token.slice(0, -4)}zzzz`, { type: 'accommodation', text: 'x' });
    expect(unknown.status).toBe(404);
    expect((await call(t.app, 'GET', pub(`${one.token.slice(0, -4)}zzzz`, '/export'))).status).toBe(404);
    const other = await call(t.app, 'GET', requests(one.id), { token: b.token });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Large print');
  });

  it(`limits requests to ${RIGHTS_LIMITS.requestsPerLinkPerHour} an hour per link`, async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    for (let i = 0; i < RIGHTS_LIMITS.requestsPerLinkPerHour; i++) {
      expect((await ask(link.token, { type: 'accommodation', text: `Request ${i}` })).status).toBe(201);
    }
    const limited = await ask(link.token, { type: 'accommodation', text: 'One more' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });

  it(`limits copies of the data to ${RIGHTS_LIMITS.exportsPerLinkPerHour} an hour per link`, async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    for (let i = 0; i < RIGHTS_LIMITS.exportsPerLinkPerHour; i++)
      expect((await call(t.app, 'GET', pub(link.token, '/export'))).status).toBe(200);
    const limited = await call(t.app, 'GET', pub(link.token, '/export'));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });

  it('gives the candidate a copy of their data: answers, timestamps, notice version and consent', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id, 'Ada Lovelace');
    await takeInterview(link.token);
    const res = await call(t.app, 'GET', pub(link.token, '/export'));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-interview-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body;
    expect(data).toMatchObject({ candidate_name: 'Ada Lovelace', status: 'completed', consent: { given_at: expect.any(String) } });
    expect(data.consent.notice_version).toEqual(expect.any(Number));
    expect(data.consent.notice).toMatchObject({ data_collected: [...NOTICE_DATA_COLLECTED] });
    const scored = data.answers.filter((a: { text: string }) => a.text === ANSWER);
    expect(scored.length).toBeGreaterThan(0);
    for (const a of scored) expect(a.saved_at).toEqual(expect.any(String));
    expect((await logOf(token, link.id)).filter((e) => e.action === 'data_exported')).toHaveLength(1);
  });

  it('erases within the set period by the queue: answers and self-identification go, the link says so, non-personal log events stay', async () => {
    const { token } = await registerOwner(t);
    await call(t.app, 'PUT', SETTINGS, { token, body: { retention_days: 180, erasure_days: 3 } });
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    await takeInterview(link.token);
    await t.jobs.runDue();
    const selfId = { sex: 'female', race_ethnicity: 'asian' };
    expect((await call(t.app, 'POST', pub(link.token, '/self-id'), { body: selfId })).status).toBe(200);
    expect((await ask(link.token, { type: 'accommodation', text: 'Please call me instead.' })).status).toBe(201);
    const res = await ask(link.token, { type: 'erasure', text: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const due = new Date(res.body.data.due_at);
    expect(Math.round((due.getTime() - Date.now()) / 86_400_000)).toBe(3);
    expect((await ask(link.token, { type: 'erasure' })).body.code).toBe('interview_erasure_already_requested');
    expect((await call(t.app, 'GET', pub(link.token))).body.data.rights.erasure_due_at).toBe(res.body.data.due_at);

    await t.jobs.runDue();
    const kept = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, link.id));
    expect(kept.some((a) => a.text === ANSWER)).toBe(true);

    await t.jobs.runDue({ now: new Date(due.getTime() + 60_000) });
    const answers = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, link.id));
    expect(answers.every((a) => a.text === null)).toBe(true);
    // The voluntary self-identification is the candidate's data too.
    expect(
      await t.database.db.select().from(interviewSelfIdentifications).where(eq(interviewSelfIdentifications.interviewId, link.id)),
    ).toEqual([]);
    const rows = await t.database.db.select().from(candidateRequests).where(eq(candidateRequests.interviewId, link.id));
    expect(rows.every((r) => r.text === null)).toBe(true);
    expect(rows.find((r) => r.type === 'erasure')?.doneAt).toEqual(expect.any(Date));
    const gone = await call(t.app, 'GET', pub(link.token));
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'interview_data_erased', message: RIGHTS_MESSAGES.dataErased });
    expect((await call(t.app, 'GET', pub(link.token, '/export'))).status).toBe(410);

    const events = await logOf(token, link.id);
    const actions = events.map((e) => e.action);
    for (const a of ['status_changed', 'ai_scored', 'accommodation_requested', 'erasure_requested', 'data_deleted'])
      expect(actions).toContain(a);
    expect(events.find((e) => e.action === 'data_deleted')?.after).toMatchObject({ reason: 'candidate_request' });
    expect(JSON.stringify(events)).not.toContain('EXPLAIN ANALYZE');
    expect(JSON.stringify(events)).not.toContain('call me instead');
    const team = (await call(t.app, 'GET', requests(link.id), { token })).body.data;
    expect(team.requests.every((r: { text: string | null }) => r.text === null)).toBe(true);
  });
});
