import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECISION_MESSAGES,
  DEFAULT_NEXT_STEPS,
  DEFAULT_TEMPLATES,
  OUTCOME_HUMAN_REVIEW,
  OUTCOME_TEXTS,
  STRENGTHS_TEXT,
} from '@hiring/shared/decisions';
import { mailOutbox } from '../../mail/mail.table.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { interviewAnswers, interviews } from './interviews.table.ts';
import { interviewSteps, pub, validJob } from './interviews.test-steps.ts';

const decisionUrl = (id: string) => `/api/app/interviews/${id}/decision`;
const MESSAGES_URL = '/api/app/interviews/candidate-messages';
const REASON = { code: 'answer_better_than_scored', text: 'A clear example with a measured result.' };

/** Decisions, the candidate's messages and the outcome on their page (issue 43, items 1, 2 and 4; issue 42, item 5). */
describe.each(dbTargets)('interview decisions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview } = interviewSteps(() => t);

  // In the order they were written: PostgreSQL returns rows in no set order without one.
  const mailsTo = async (to: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.createdAt));
  /** A submitted, scored interview: its id, link token, email and the questions. */
  async function completed(token: string, name = 'Ada Lovelace', job?: Awaited<ReturnType<typeof activeJob>>) {
    const j = job ?? (await activeJob(token));
    const link = await oneLink(token, j.id, name);
    await takeInterview(link.token);
    await t.jobs.runDue();
    return { job: j, id: link.id, linkToken: link.token, email: link.candidate_email, questions: j.questions };
  }
  async function reviewAll(token: string, id: string, questions: { id: string }[], score = 5) {
    for (const q of questions) {
      const res = await call(t.app, 'PATCH', `/api/app/interviews/${id}/scores/${q.id}`, {
        token,
        body: { score, override_reason: REASON },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }

  it('saves a decision with its note, lists and filters by it, sorts by it, and logs each change', async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Ada Lovelace');
    const b = await completed(owner.token, 'Brian Kernighan', a.job);
    const res = await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'advance', note: '  Strong SQL.  ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      interview_id: a.id,
      decision: { decision: 'advance', decision_label: 'Advance', note: 'Strong SQL.', notified_at: null, decided_by: expect.any(String) },
      sent: null,
      message: DECISION_MESSAGES.saved,
    });
    const advanced = await call(t.app, 'GET', '/api/app/interviews?status=completed&decision=advance', { token: owner.token });
    expect(advanced.body.data.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const undecided = await call(t.app, 'GET', '/api/app/interviews?decision=undecided', { token: owner.token });
    expect(undecided.body.data.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    // By decision: hire, advance, hold, reject, then undecided.
    await call(t.app, 'PUT', decisionUrl(b.id), { token: owner.token, body: { decision: 'hire' } });
    const sorted = await call(t.app, 'GET', '/api/app/interviews?sort=decision', { token: owner.token });
    expect(sorted.body.data.items.map((i: { decision: { decision: string } }) => i.decision.decision)).toEqual(['hire', 'advance']);
    const pool = await call(t.app, 'GET', '/api/app/talent/candidates?decision=hire', { token: owner.token });
    expect(pool.status).toBe(200);
    expect(pool.body.data.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    const compare = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${a.id},${b.id}`, { token: owner.token });
    expect(compare.body.data.candidates.map((c: { decision: string }) => c.decision).sort()).toEqual(['advance', 'hire']);
    const detail = await call(t.app, 'GET', `/api/app/interviews/${a.id}`, { token: owner.token });
    expect(detail.body.data.decision).toMatchObject({ decision: 'advance', note: 'Strong SQL.' });
    // Back to undecided is a change too.
    await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'undecided' } });
    const log = await call(t.app, 'GET', `/api/app/audit-events?interview_id=${a.id}`, { token: owner.token });
    const changes = log.body.data.events.filter((e: { action: string }) => e.action === 'decision_changed');
    expect(
      changes.map((e: { before: { decision: string }; after: { decision: string } }) => [e.before.decision, e.after.decision]),
    ).toEqual([
      ['undecided', 'advance'],
      ['advance', 'undecided'],
    ]);
    expect(JSON.stringify(changes)).not.toContain('Strong SQL');
  });

  it('lets every reviewing role decide, refuses an unknown decision, a link not submitted and a note too long', async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token);
    const manager = await registerMember(t, owner.companyId, 'manager');
    expect((await call(t.app, 'PUT', decisionUrl(a.id), { token: manager, body: { decision: 'hold' } })).status).toBe(200);
    const bad = await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(DECISION_MESSAGES.decisionInvalid);
    const long = await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'hold', note: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(DECISION_MESSAGES.noteTooLong);
    const open = await oneLink(owner.token, a.job.id, 'Not Yet');
    const early = await call(t.app, 'PUT', decisionUrl(open.id), { token: owner.token, body: { decision: 'reject' } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'decision_interview_not_completed', message: DECISION_MESSAGES.notCompleted });
  });

  it("answers 404 for another company's interview, on one decision, a preview and a bulk decision", async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token);
    const stranger = await registerOwner(t);
    for (const [method, url, body] of [
      ['PUT', decisionUrl(a.id), { decision: 'reject' }],
      ['PUT', decisionUrl('not-a-uuid'), { decision: 'reject' }],
      ['POST', '/api/app/interviews/decisions/preview', { interview_ids: [a.id], decision: 'reject' }],
      ['POST', '/api/app/interviews/decisions', { interview_ids: [a.id], decision: 'reject' }],
    ] as const) {
      const res = await call(t.app, method, url, { token: stranger.token, body });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('interview_not_found');
    }
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, a.id));
    expect(row?.decision).toBe('undecided');
  });

  it("mails a message written for one candidate instead of the template's body, its placeholders filled in", async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Dorothy Vaughan');
    const own = 'Dear {candidate_name}, thank you for talking with us about the {position_name} role.';
    const res = await call(t.app, 'PUT', decisionUrl(a.id), {
      token: owner.token,
      body: { decision: 'reject', notify: true, message: own },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = (await mailsTo(a.email)).at(-1)!;
    expect(mail.textBody).toContain(`Dear Dorothy Vaughan, thank you for talking with us about the ${validJob.title} role.`);
    expect(mail.textBody).not.toContain('We wish you every success.');
    const unknown = await call(t.app, 'PUT', decisionUrl(a.id), {
      token: owner.token,
      body: { decision: 'reject', notify: true, message: 'Hello {nickname}' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(DECISION_MESSAGES.unknownPlaceholder('nickname'));
  });

  it('mails nothing without notify, and the rendered template with the right names when notify is set', async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Katherine Johnson');
    await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'advance' } });
    expect(await mailsTo(a.email)).toHaveLength(1); // the invitation only
    const saved = await call(t.app, 'PUT', MESSAGES_URL, {
      token: owner.token,
      body: {
        advance: {
          subject: '{position_name}: next round',
          body: 'Hello {candidate_name}, {company_name} invites you. Write to {company_contact}.',
        },
        reject: DEFAULT_TEMPLATES.reject,
        hire: DEFAULT_TEMPLATES.hire,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'advance', notify: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe(DECISION_MESSAGES.savedAndSent);
    const mails = (await mailsTo(a.email)).filter((m) => m.subject.includes('next round'));
    expect(mails).toHaveLength(1);
    const company = (await call(t.app, 'GET', '/api/app/company/context', { token: owner.token })).body.data;
    expect(mails[0]!.subject).toBe('Senior Backend Engineer: next round');
    expect(mails[0]!.textBody).toContain('Hello Katherine Johnson,');
    expect(mails[0]!.textBody).toContain(`Write to ${owner.email}.`);
    expect(mails[0]!.textBody).toContain(`${company.name} invites you.`);
    expect(mails[0]!.textBody).toContain(`/interview/${a.linkToken}`);
    expect(mails[0]!.textBody).not.toMatch(/\{[a-z_]+\}/);
  });

  it('refuses a notification for hold, and a template with an unknown placeholder; only owners and admins edit templates', async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token);
    const hold = await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'hold', notify: true } });
    expect(hold.status).toBe(400);
    expect(hold.body).toMatchObject({ code: 'decision_notify_not_allowed', message: DECISION_MESSAGES.notifyNotAllowed });
    const body = { advance: DEFAULT_TEMPLATES.advance, reject: { subject: 'Hi {first_name}', body: 'x' }, hire: DEFAULT_TEMPLATES.hire };
    const unknown = await call(t.app, 'PUT', MESSAGES_URL, { token: owner.token, body });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(DECISION_MESSAGES.unknownPlaceholder('first_name'));
    const manager = await registerMember(t, owner.companyId, 'manager');
    expect((await call(t.app, 'GET', MESSAGES_URL, { token: manager })).body.data).toMatchObject({
      advance: DEFAULT_TEMPLATES.advance,
      effective_next_steps: DEFAULT_NEXT_STEPS,
      strengths_after_review: false,
      can_edit: false,
    });
    expect((await call(t.app, 'PUT', MESSAGES_URL, { token: manager, body: { ...body, reject: DEFAULT_TEMPLATES.reject } })).status).toBe(
      403,
    );
  });

  it('writes the summary of strengths from reviewed scores only: refused before every answer is reviewed, never a number', async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Grace Hopper');
    const early = await call(t.app, 'PUT', decisionUrl(a.id), {
      token: owner.token,
      body: { decision: 'reject', notify: true, include_strengths: true },
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'decision_summary_not_reviewed', message: DECISION_MESSAGES.summaryNotReviewed });
    expect(await mailsTo(a.email)).toHaveLength(1);
    // One answer reviewed is not enough.
    await reviewAll(owner.token, a.id, a.questions.slice(0, 1));
    expect(
      (
        await call(t.app, 'PUT', decisionUrl(a.id), {
          token: owner.token,
          body: { decision: 'reject', notify: true, include_strengths: true },
        })
      ).status,
    ).toBe(409);
    await reviewAll(owner.token, a.id, a.questions);
    const res = await call(t.app, 'PUT', decisionUrl(a.id), {
      token: owner.token,
      body: { decision: 'reject', notify: true, include_strengths: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.sent.includes_strengths).toBe(true);
    const [mail] = (await mailsTo(a.email)).filter((m) => m.subject.startsWith('Your application'));
    expect(mail!.textBody).toContain(STRENGTHS_TEXT.intro);
    expect(mail!.textBody).toContain(STRENGTHS_TEXT.clear);
    // Read without the link to the candidate's page: its random token may hold "AI" or "3/5".
    const words = mail!.textBody.replace(/https?:\/\/\S+/g, '');
    expect(words).not.toBe(mail!.textBody);
    expect(words).not.toMatch(/\b[1-5](\.\d)?\s*(\/\s*5|out of)/);
    expect(words).not.toMatch(/\bAI\b/);
  });

  it("writes the summary from the reviewers' scores when they are lower than the AI's: no strength the reviewers did not see", async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Katherine Johnson');
    // The AI rates every answer 5, for every goal; the reviewers then score each answer 1.
    for (const answer of await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, a.id))) {
      await t.database.db
        .update(interviewAnswers)
        .set({ aiScore: 5, aiGoalScores: answer.aiGoalScores.map((g) => ({ ...g, score: 5 })) })
        .where(eq(interviewAnswers.id, answer.id));
    }
    await reviewAll(owner.token, a.id, a.questions, 1);
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, a.id));
    expect(row!.goalResults.every((g) => g.ai_score === 5)).toBe(true);
    expect(row!.goalResults.every((g) => g.human_score === 1)).toBe(true);
    const res = await call(t.app, 'PUT', decisionUrl(a.id), {
      token: owner.token,
      body: { decision: 'reject', notify: true, include_strengths: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = (await mailsTo(a.email)).filter((m) => m.subject.startsWith('Your application'));
    expect(mail!.textBody).toContain(STRENGTHS_TEXT.none);
    expect(mail!.textBody).not.toContain(STRENGTHS_TEXT.intro);
    expect(mail!.textBody).not.toContain(STRENGTHS_TEXT.strength);
  });

  it("shows the outcome on the candidate's link once they were told, with how to ask for human review after a rejection", async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token);
    const before = (await call(t.app, 'GET', pub(a.linkToken))).body.data;
    expect(before.outcome).toBeNull();
    expect(before.next_steps).toBe(DEFAULT_NEXT_STEPS);
    // A decision not sent stays with the team.
    await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'reject' } });
    expect((await call(t.app, 'GET', pub(a.linkToken))).body.data.outcome).toBeNull();
    await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'reject', notify: true } });
    const after = (await call(t.app, 'GET', pub(a.linkToken))).body.data;
    expect(after.outcome).toMatchObject({
      decision: 'reject',
      title: OUTCOME_TEXTS.reject.title,
      human_review: OUTCOME_HUMAN_REVIEW,
    });
    expect(after.rights.can_request_human_review).toBe(true);
    await call(t.app, 'PUT', MESSAGES_URL, {
      token: owner.token,
      body: { ...DEFAULT_TEMPLATES, next_steps_text: 'We reply within a week.' },
    });
    expect((await call(t.app, 'GET', pub(a.linkToken))).body.data.next_steps).toBe('We reply within a week.');
  });

  it('previews each message for its candidate and decides several at once, mailing only those it should', async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Alan Turing');
    const b = await completed(owner.token, 'Barbara Liskov', a.job);
    await reviewAll(owner.token, b.id, b.questions);
    const body = { interview_ids: [a.id, b.id], decision: 'reject', notify: true, include_strengths: true };
    const preview = await call(t.app, 'POST', '/api/app/interviews/decisions/preview', { token: owner.token, body });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const [pa, pb] = preview.body.data.previews;
    expect(pa).toMatchObject({
      interview_id: a.id,
      to: a.email,
      includes_strengths: false,
      note: DECISION_MESSAGES.summaryOmitted,
      sendable: true,
    });
    expect(pa.text).toContain('Dear Alan Turing,');
    expect(pb).toMatchObject({ interview_id: b.id, includes_strengths: true, note: null });
    expect(pb.text).toContain('Dear Barbara Liskov,');
    expect(await mailsTo(a.email)).toHaveLength(1); // a preview sends nothing
    const done = await call(t.app, 'POST', '/api/app/interviews/decisions', { token: owner.token, body });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.message).toBe(DECISION_MESSAGES.bulkSaved(2, 2));
    expect(await mailsTo(a.email)).toHaveLength(2);
    expect((await mailsTo(b.email)).at(-1)!.textBody).toBe(pb.text);
    // Without notify: decided, nothing mailed.
    const quiet = await call(t.app, 'POST', '/api/app/interviews/decisions', {
      token: owner.token,
      body: { interview_ids: [a.id, b.id], decision: 'hold' },
    });
    expect(quiet.body.data.message).toBe(DECISION_MESSAGES.bulkSaved(2, 0));
    expect(await mailsTo(a.email)).toHaveLength(2);
    const tooMany = await call(t.app, 'POST', '/api/app/interviews/decisions', {
      token: owner.token,
      body: { interview_ids: Array.from({ length: 51 }, () => crypto.randomUUID()), decision: 'hold' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(DECISION_MESSAGES.tooManySelected);
  });

  it("keeps the decision but not its note once the candidate's data is deleted, and can no longer message them", async () => {
    const owner = await registerOwner(t);
    const a = await completed(owner.token, 'Erased Candidate');
    await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'advance', note: 'Call Erased Candidate.' } });
    expect((await call(t.app, 'DELETE', `/api/app/interviews/${a.id}/candidate-data`, { token: owner.token })).status).toBe(200);
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, a.id));
    expect(row).toMatchObject({ decision: 'advance', decisionNote: null });
    const res = await call(t.app, 'PUT', decisionUrl(a.id), { token: owner.token, body: { decision: 'reject', notify: true } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'decision_candidate_unreachable', message: DECISION_MESSAGES.candidateUnreachable });
  });

  it('mails the summary of strengths once after the last answer is reviewed, only when the company turned it on', async () => {
    const owner = await registerOwner(t);
    const off = await completed(owner.token, 'Off Candidate');
    await reviewAll(owner.token, off.id, off.questions);
    expect((await mailsTo(off.email)).filter((m) => m.subject.includes('what reviewers noted'))).toHaveLength(0);
    await call(t.app, 'PUT', MESSAGES_URL, { token: owner.token, body: { ...DEFAULT_TEMPLATES, strengths_after_review: true } });
    const on = await completed(owner.token, 'On Candidate', off.job);
    await reviewAll(owner.token, on.id, on.questions.slice(0, -1));
    expect((await mailsTo(on.email)).filter((m) => m.subject.includes('what reviewers noted'))).toHaveLength(0);
    await reviewAll(owner.token, on.id, on.questions.slice(-1));
    await reviewAll(owner.token, on.id, on.questions.slice(-1), 4); // a second review sends nothing more
    const sent = (await mailsTo(on.email)).filter((m) => m.subject.includes('what reviewers noted'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain('Dear On Candidate,');
    expect(sent[0]!.textBody).toContain(STRENGTHS_TEXT.intro);
    const [row] = await t.database.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.id, on.id), eq(interviews.companyId, owner.companyId)));
    expect(row?.strengthsSentAt).toBeInstanceOf(Date);
    const log = await call(t.app, 'GET', `/api/app/audit-events?interview_id=${on.id}`, { token: owner.token });
    expect(log.body.data.events.filter((e: { action: string }) => e.action === 'strengths_summary_sent')).toHaveLength(1);
  });
});
