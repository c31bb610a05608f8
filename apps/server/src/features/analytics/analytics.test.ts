import { randomUUID } from 'node:crypto';
import { ANALYTICS_MESSAGES, lastMonths, REPORT_MONTHS } from '@hiring/shared/analytics';
import { WORKFLOW_STAGES } from '@hiring/shared/job-positions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, strongPassword } from '../../test/http.ts';
import { createActiveJob, createLinks, startInterview, takeInterview, reviewAiFirst } from '../../test/interviews.ts';
import { createOrUpdateUser } from '../auth/index.ts';
import { jobPositions } from '../job-positions/index.ts';
import { interviewQuestions, questionSets } from '../questions/index.ts';
import { employeeInvites } from '../team/index.ts';
import { users } from '../users/index.ts';

const OVERVIEW = '/api/app/analytics/overview';
const MONTHLY = '/api/app/analytics/monthly';
const DAY = 86_400_000;

describe.each(dbTargets)('company analytics API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const seedJob = (companyId: string, status: string, createdAt = new Date()) =>
    t.database.db
      .insert(jobPositions)
      .values({
        companyId,
        title: 'Role',
        department: 'Team',
        jobDescription: 'A role.',
        status,
        experienceLevel: 'mid',
        employmentType: 'full_time',
        workLocation: 'remote',
        createdAt,
      })
      .returning({ id: jobPositions.id })
      .then((rows) => rows[0]!.id);

  const seedSet = async (
    jobPositionId: string,
    version: number,
    status: 'generating' | 'draft' | 'finalized' | 'failed',
    questions: number,
    finalizedAt?: Date,
  ) => {
    const [set] = await t.database.db
      .insert(questionSets)
      .values({ jobPositionId, version, status, finalizedAt: status === 'finalized' ? (finalizedAt ?? new Date()) : null })
      .returning({ id: questionSets.id });
    for (let i = 0; i < questions; i++) {
      await t.database.db.insert(interviewQuestions).values({
        questionSetId: set!.id,
        jobPositionId,
        lineageId: randomUUID(),
        questionOrder: i + 1,
        text: `Question ${i + 1}?`,
        category: 'technical',
        questionType: 'open',
        difficulty: 'mid',
        competency: 'skill',
        intent: 'intent',
        purpose: 'purpose',
        expectedTraits: [],
        estimatedTime: 5,
        aiConfidence: 80,
        followupSuggestions: [],
        expectedResponseGuidelines: {} as never,
        effectiveness: {} as never,
        goalConnections: [],
      });
    }
  };

  const seedInvite = (
    companyId: string,
    values: { status?: 'pending' | 'accepted' | 'revoked'; expiresAt?: Date; createdAt?: Date; acceptedAt?: Date },
  ) =>
    t.database.db.insert(employeeInvites).values({
      companyId,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      role: 'member',
      tokenHash: randomUUID(),
      status: values.status ?? 'pending',
      expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * DAY),
      createdAt: values.createdAt ?? new Date(),
      acceptedAt: values.acceptedAt ?? null,
    });

  const stageCounts = (body: { data: { jobs: { by_stage: Array<{ stage: string; count: number }> } } }) =>
    Object.fromEntries(body.data.jobs.by_stage.map((s) => [s.stage, s.count]));

  it("counts the company's listings by workflow stage, its current questions, and its team", async () => {
    const owner = await registerOwner(t);
    await reviewAiFirst(t.app, owner.token);
    const a = await seedJob(owner.companyId, 'active');
    const b = await seedJob(owner.companyId, 'draft');
    const c = await seedJob(owner.companyId, 'generating_questions');
    await seedJob(owner.companyId, 'draft');
    await seedJob(owner.companyId, 'archived');
    await seedJob(owner.companyId, 'interviewing');
    // a: an older draft version, then the finalized current one; b: a draft; c: still generating.
    await seedSet(a, 1, 'draft', 3);
    await seedSet(a, 2, 'finalized', 2);
    await seedSet(b, 1, 'draft', 4);
    await seedSet(c, 1, 'generating', 0);
    await t.database.db.insert(users).values({
      companyId: owner.companyId,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'x',
      firstName: 'In',
      lastName: 'Active',
      status: 'inactive',
    });
    await seedInvite(owner.companyId, {});
    await seedInvite(owner.companyId, { expiresAt: new Date(Date.now() - DAY) });
    await seedInvite(owner.companyId, { status: 'revoked' });

    const res = await call(t.app, 'GET', OVERVIEW, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.jobs.total).toBe(6);
    expect(res.body.data.jobs.by_stage.map((s: { stage: string; label: string }) => [s.stage, s.label])).toEqual(
      WORKFLOW_STAGES.map((s) => [s.value, s.label]),
    );
    expect(stageCounts(res.body)).toEqual({
      preparation: 2,
      question_development: 1,
      interview_ready: 1,
      interview_execution: 1,
      completion: 1,
    });
    expect(res.body.data.questions).toEqual({ generated: 6, finalized: 2, jobs_with_finalized_questions: 1 });
    expect(res.body.data.team).toEqual({ members: 2, active_members: 1, pending_invitations: 1 });
  });

  it("never counts another company's rows", async () => {
    const busy = await registerOwner(t);
    await reviewAiFirst(t.app, busy.token);
    await seedJob(busy.companyId, 'active');
    await seedInvite(busy.companyId, {});
    const quiet = await registerOwner(t);
    await reviewAiFirst(t.app, quiet.token);
    const res = await call(t.app, 'GET', OVERVIEW, { token: quiet.token });
    expect(res.body.data.jobs.total).toBe(0);
    expect(Object.values(stageCounts(res.body))).toEqual(WORKFLOW_STAGES.map(() => 0));
    expect(res.body.data.questions).toEqual({ generated: 0, finalized: 0, jobs_with_finalized_questions: 0 });
    expect(res.body.data.team).toEqual({ members: 1, active_members: 1, pending_invitations: 0 });
    expect(res.body.data.interviews).toEqual({ links: 0, started: 0, completed: 0, scored: 0, average_score: null });
    const monthly = await call(t.app, 'GET', MONTHLY, { token: quiet.token });
    expect(monthly.body.data.months.every((m: Record<string, unknown>) => m.jobs_created === 0 && m.invitations_sent === 0)).toBe(true);
  });

  it.each(['admin', 'manager', 'team_lead'])('lets a %s (view_analytics) read both', async (role) => {
    const owner = await registerOwner(t);
    await reviewAiFirst(t.app, owner.token);
    await seedJob(owner.companyId, 'draft');
    const token = await registerMember(t, owner.companyId, role);
    const res = await call(t.app, 'GET', OVERVIEW, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.jobs.total).toBe(1);
    expect((await call(t.app, 'GET', MONTHLY, { token })).status).toBe(200);
  });

  it.each(['supervisor', 'user', 'employee', 'member'])('refuses a %s (403): the role has no view_analytics', async (role) => {
    const owner = await registerOwner(t);
    await reviewAiFirst(t.app, owner.token);
    const token = await registerMember(t, owner.companyId, role);
    expect((await call(t.app, 'GET', OVERVIEW, { token })).status).toBe(403);
    expect((await call(t.app, 'GET', MONTHLY, { token })).status).toBe(403);
  });

  it('asks for a sign-in (401) without a token', async () => {
    expect((await call(t.app, 'GET', OVERVIEW)).status).toBe(401);
    expect((await call(t.app, 'GET', MONTHLY)).status).toBe(401);
  });

  it('answers a platform administrator without a company with zeros', async () => {
    const email = `root.${randomUUID().slice(0, 8)}@example.com`;
    await createOrUpdateUser(t.database.db, { email, password: strongPassword, role: 'super_admin' });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: strongPassword } });
    const token = login.body.data.token;
    const res = await call(t.app, 'GET', OVERVIEW, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.jobs.total).toBe(0);
    expect((await call(t.app, 'GET', MONTHLY, { token })).body.data.months).toHaveLength(REPORT_MONTHS.default);
  });

  it('summarises each UTC month, newest first, with every month present', async () => {
    const owner = await registerOwner(t);
    await reviewAiFirst(t.app, owner.token);
    const now = new Date();
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 12));
    const job = await seedJob(owner.companyId, 'active', twoMonthsAgo);
    await seedJob(owner.companyId, 'draft');
    await seedJob(owner.companyId, 'draft');
    await seedSet(job, 1, 'finalized', 1, now);
    await seedInvite(owner.companyId, { createdAt: twoMonthsAgo });
    await seedInvite(owner.companyId, { status: 'accepted', createdAt: twoMonthsAgo, acceptedAt: now });
    // Older than the range: not counted.
    await seedJob(owner.companyId, 'draft', new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 7, 10)));

    const res = await call(t.app, 'GET', MONTHLY, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const months = res.body.data.months as Array<Record<string, unknown>>;
    expect(months.map((m) => m.month)).toEqual(lastMonths(now, REPORT_MONTHS.default));
    expect(months[0]).toEqual({
      month: lastMonths(now, 1)[0],
      jobs_created: 2,
      question_sets_finalized: 1,
      invitations_sent: 0,
      invitations_accepted: 1,
      interviews_started: 0,
      interviews_completed: 0,
      average_score: null,
    });
    expect(months[2]).toEqual({
      month: lastMonths(now, 3)[2],
      jobs_created: 1,
      question_sets_finalized: 0,
      invitations_sent: 2,
      invitations_accepted: 0,
      interviews_started: 0,
      interviews_completed: 0,
      average_score: null,
    });
    expect(months.reduce((sum, m) => sum + Number(m.jobs_created), 0)).toBe(3);

    const one = await call(t.app, 'GET', `${MONTHLY}?months=1`, { token: owner.token });
    expect(one.body.data.months).toHaveLength(1);
    const most = await call(t.app, 'GET', `${MONTHLY}?months=${REPORT_MONTHS.max}`, { token: owner.token });
    expect(most.body.data.months).toHaveLength(REPORT_MONTHS.max);
    expect(most.body.data.months.reduce((sum: number, m: { jobs_created: number }) => sum + m.jobs_created, 0)).toBe(4);
  });

  it.each(['0', String(REPORT_MONTHS.max + 1), 'abc', '1.5', '-3'])('answers 400 with a clear message for months=%s', async (months) => {
    const owner = await registerOwner(t);
    await reviewAiFirst(t.app, owner.token);
    const res = await call(t.app, 'GET', `${MONTHLY}?months=${months}`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(ANALYTICS_MESSAGES.monthsRange);
  });

  it("counts the company's interviews started, completed and scored, with the average score, overall and this month", async () => {
    const owner = await registerOwner(t);
    await reviewAiFirst(t.app, owner.token);
    const jobId = await createActiveJob(t, owner.token);
    const tag = randomUUID().slice(0, 6);
    const [strong, weak, halfway] = await createLinks(t, owner.token, jobId, [
      { name: 'Ada Strong', email: `ada.${tag}@example.com` },
      { name: 'Bob Weak', email: `bob.${tag}@example.com` },
      { name: 'Cy Halfway', email: `cy.${tag}@example.com` },
      { name: 'Di Invited', email: `di.${tag}@example.com` },
    ]);
    await takeInterview(t, strong!.token);
    await takeInterview(t, weak!.token, 'I would ask someone else to do it.');
    await startInterview(t, halfway!.token);
    await t.jobs.runDue();
    // Another company's interview never counts.
    const other = await registerOwner(t);
    await reviewAiFirst(t.app, other.token);
    const [theirs] = await createLinks(t, other.token, await createActiveJob(t, other.token), [
      { name: 'Eve Other', email: `eve.${tag}@example.com` },
    ]);
    await takeInterview(t, theirs!.token);
    await t.jobs.runDue();

    const scores: number[] = [];
    for (const link of [strong!, weak!]) {
      const result = await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token: owner.token });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.data.overall_score).not.toBeNull();
      scores.push(result.body.data.overall_score);
    }
    // The figures are the stored scores' mean, whatever the engine made of the answers (its ranking has its own tests).
    const mean = (scores[0]! + scores[1]!) / 2;

    const res = await call(t.app, 'GET', OVERVIEW, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const figures = res.body.data.interviews;
    expect(figures).toMatchObject({ links: 4, started: 3, completed: 2, scored: 2 });
    // The results show one decimal; the average is of the stored scores, to two.
    expect(Math.abs(figures.average_score - mean)).toBeLessThanOrEqual(0.05);
    // Two decimals at most (2.05 * 100 is 204.99999999999997 in floating point, so compare as text).
    expect(Number(figures.average_score.toFixed(2))).toBe(figures.average_score);

    const monthly = await call(t.app, 'GET', MONTHLY, { token: owner.token });
    const [current, ...older] = monthly.body.data.months;
    expect(current).toMatchObject({ month: lastMonths(new Date(), 1)[0], interviews_started: 3, interviews_completed: 2 });
    expect(current.average_score).toBe(figures.average_score);
    expect(
      older.every((m: { interviews_started: number; average_score: null }) => m.interviews_started === 0 && m.average_score === null),
    ).toBe(true);

    const theirFigures = (await call(t.app, 'GET', OVERVIEW, { token: other.token })).body.data.interviews;
    expect(theirFigures).toMatchObject({ links: 1, started: 1, completed: 1, scored: 1 });
  });
});
