import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { QuestionsService } from '../questions/index.ts';
import { listGoals, listStatusHistory, positionPartsQuery, readPositionParts } from './job-positions.repository.ts';

describe.each(dbTargets)("a position's parts in one statement on %s (decision 462)", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the goals, the history with who made each change, and the question counts as the three reads apart give them', async () => {
    const { token } = await registerOwner(t);
    const created = await call(t.app, 'POST', '/api/app/job-positions', {
      token,
      body: {
        title: 'Platform Engineer',
        job_description: 'Run the platform that our product teams deploy to every day.',
        requirements: 'Kubernetes, PostgreSQL and a steady hand on call.',
        required_skills: ['Kubernetes'],
        preset_goal_ids: [1, 3],
      },
    });
    const id = created.body.data.id as string;
    // The goals job moves the position on by itself: a history entry with nobody behind it.
    await t.jobs.runDue();
    const goals = (await call(t.app, 'GET', `/api/app/job-positions/${id}/goals`, { token })).body.data.goals as { id: string }[];
    await call(t.app, 'POST', `/api/app/job-positions/${id}/confirm-goals`, {
      token,
      body: { confirm: true, evaluation_goals: goals.map((goal) => ({ id: goal.id })) },
    });
    await t.jobs.runDue();

    const { db } = t.database;
    const questions = new QuestionsService({ db } as ConstructorParameters<typeof QuestionsService>[0]);
    const query = positionPartsQuery((positionId) => questions.countsJson(positionId));
    const apart = async () => ({
      goals: await listGoals(db, id),
      history: await listStatusHistory(db, id),
      questions: await questions.counts(id),
    });

    const draft = await readPositionParts(query, db, id);
    expect(draft).toEqual(await apart());
    expect(draft.goals.length).toBeGreaterThan(1);
    expect(draft.history.some((entry) => entry.user === null)).toBe(true);
    expect(draft.history.some((entry) => entry.user?.email)).toBe(true);
    expect(draft.questions.total).toBeGreaterThan(0);
    expect(draft.questions.finalized).toBe(0);

    expect((await call(t.app, 'POST', `/api/app/job-positions/${id}/questions/finalize`, { token })).status).toBe(200);
    const finalized = await readPositionParts(query, db, id);
    expect(finalized).toEqual(await apart());
    expect(finalized.questions.finalized).toBe(finalized.questions.total);

    // Without the questions feature the counts are zeros; a position of no id has no parts.
    const withoutQuestions = await readPositionParts(positionPartsQuery(undefined), db, id);
    expect(withoutQuestions.questions).toEqual({ total: 0, finalized: 0 });
    expect(await readPositionParts(query, db, '00000000-0000-4000-8000-000000000000')).toEqual({
      goals: [],
      history: [],
      questions: { total: 0, finalized: 0 },
    });
  });
});
