import { eq } from 'drizzle-orm';
import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { mailOutbox } from '../../mail/mail.table.ts';
import { RETENTION_SWEEP_JOB } from './index.ts';
import { interviewAnswers, interviews } from './interviews.table.ts';
import { ANSWER, interviewSteps, pub } from './interviews.test-steps.ts';

describe.each(dbTargets)("candidates' data retention on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview, aiFirst } = interviewSteps(() => t);

  it('deletes answers and personal data after the retention period, keeping anonymous scores', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const settings = await call(t.app, 'PUT', '/api/app/interviews/settings', {
      token,
      body: { retention_days: 30, contact_email: 'Privacy@Example.com' },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({ retention_days: 30, contact_email: 'privacy@example.com', can_edit: true });
    const { id } = await activeJob(token);
    const old = await oneLink(token, id, 'Old Candidate');
    const recent = await oneLink(token, id, 'Recent Candidate');
    const notice = (await call(t.app, 'GET', pub(old.token))).body.data.notice;
    expect(notice).toMatchObject({ retention_days: 30, contact_email: 'privacy@example.com' });
    expect(notice.alternative).toBe(INTERVIEW_NOTICE.alternative('privacy@example.com'));
    await takeInterview(old.token);
    await takeInterview(recent.token);
    await t.jobs.runDue();
    const before = (await call(t.app, 'GET', `/api/app/interviews/${old.id}`, { token })).body.data;
    await t.database.db
      .update(interviews)
      .set({ completedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(interviews.id, old.id));

    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();

    const after = (await call(t.app, 'GET', `/api/app/interviews/${old.id}`, { token })).body.data;
    expect(after).toMatchObject({
      candidate_name: null,
      candidate_email: null,
      token: null,
      candidate_label: INTERVIEW_MESSAGES.deletedCandidate,
    });
    expect(after.data_deleted_at).toEqual(expect.any(String));
    expect(after.result.overall_score).toBe(before.result.overall_score);
    for (const a of after.answers) {
      expect(a.answer_text).toBeNull();
      expect(a.ai.evidence).toEqual([]);
      expect(a.ai.score).toBeGreaterThanOrEqual(1);
    }
    for (const g of after.result.goals) expect(g.quote).toBeNull();
    expect(JSON.stringify(after)).not.toContain('EXPLAIN ANALYZE');
    expect((await call(t.app, 'GET', pub(old.token))).status).toBe(410);
    const rows = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, old.id));
    expect(rows.every((r) => r.text === null)).toBe(true);
    // The recent one is kept.
    const kept = (await call(t.app, 'GET', `/api/app/interviews/${recent.id}`, { token })).body.data;
    expect(kept.candidate_name).toBe('Recent Candidate');
    expect(kept.answers[0].answer_text).toBe(ANSWER);
  });

  it("deletes one candidate's data at once on request (owner or admin)", async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id, 'Forget Me');
    await takeInterview(link.token);
    await t.jobs.runDue();
    const mailsTo = async (address: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    expect(await mailsTo(link.candidate_email)).toHaveLength(1);
    const res = await call(t.app, 'DELETE', `/api/app/interviews/${link.id}/candidate-data`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: link.id, message: INTERVIEW_MESSAGES.dataDeleted });
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(detail.candidate_name).toBeNull();
    // The invitation mail, with the candidate's name and link, is gone from the outbox too.
    expect(await mailsTo(link.candidate_email)).toHaveLength(0);
    expect(detail.answers.every((a: { answer_text: string | null }) => a.answer_text === null)).toBe(true);
    expect(detail.scoring_status).toBe('scored');
    const search = (await call(t.app, 'GET', '/api/app/interviews?search=forget', { token })).body.data;
    expect(search.total_count).toBe(0);
    const again = await call(t.app, 'DELETE', `/api/app/interviews/${link.id}/candidate-data`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INTERVIEW_MESSAGES.dataAlreadyDeleted);
    expect(again.body.code).toBe('interview_data_already_deleted');
    // The address is free for a new link.
    expect((await call(t.app, 'GET', pub(link.token))).status).toBe(410);
  });
});
