import { and, eq, sql } from 'drizzle-orm';
import { BILLING_MESSAGES } from '@hiring/shared/billing';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { GOAL_MESSAGES } from '@hiring/shared/goals';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../jobs/jobs.table.ts';
import { call } from '../../test/http.ts';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { GENERATE_QUESTIONS_JOB } from './index.ts';

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

type Goal = { id: string; text: string; priority_order: number; [k: string]: unknown };

describe.each(dbTargets)('goals API on %s', (target) => {
  let t: TestApp;
  let gated = false;
  beforeAll(async () => {
    t = await createTestApp(target);
    gated = billingGates(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const owner = (options: { trial?: boolean } = {}) => registerOwner(t, options);

  const member = (companyId: string, role: string) => registerMember(t, companyId, role);

  /** A position in draft with generated goals (presets 1 and 3 plus the engine's). */
  const jobWithGoals = async (token: string) => {
    const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1, 3] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.jobs.runDue();
    const goals = await call(t.app, 'GET', `/api/app/job-positions/${res.body.data.id}/goals`, { token });
    expect(goals.status).toBe(200);
    expect(goals.body.data.status).toBe('draft');
    return { id: res.body.data.id as string, screen: goals.body.data };
  };

  const url = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;
  const orderOf = (screen: { goals: Goal[] }) => screen.goals.map((g) => [g.id, g.priority_order]);

  it('reads every field of a goal, the set, and coverage computed from linked questions (none yet)', async () => {
    const { token } = await owner();
    const { screen } = await jobWithGoals(token);
    expect(screen.goals.length).toBeGreaterThanOrEqual(2);
    expect(screen).toMatchObject({ confirmed: false, questions_count: 0, can_edit_goals: true, workflow_state: 'draft' });
    expect(screen.goals_count).toBe(screen.goals.length);
    expect(screen.version).toBe(1);
    const goal = screen.goals[0];
    for (const key of [
      'id',
      'text',
      'title',
      'description',
      'category',
      'importance',
      'priority_order',
      'hiring_strategy',
      'selected',
      'confirmed',
      'created_by',
      'created_at',
      'difficulty',
      'question_connections',
    ]) {
      expect(goal).toHaveProperty(key);
    }
    expect(goal.question_connections).toEqual({
      connected_questions: [],
      metrics: { evaluation_strength: 'none', total_weight: 0, avg_question_weight: 0, coverage_adequacy: 'none', question_coverage: 0 },
    });
    expect(screen.goals.map((g: Goal) => g.priority_order)).toEqual(screen.goals.map((_: Goal, i: number) => i + 1));
    expect(screen.coverage_analysis).toMatchObject({
      coverage_percentage: 0,
      avg_questions_per_goal: 0,
      evaluation_readiness: 'poor',
      goals_with_questions: 0,
      goals_without_questions: screen.goals.length,
      total_connections: 0,
    });
  });

  it('keeps the job sentences each generated goal came from, verbatim, and shows none for a typed goal', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const jobText = `${validJob.job_description}\n${validJob.requirements}`;
    const generated = (screen.goals as (Goal & { source: string; sources: string[] })[]).filter((g) => g.source === 'generated');
    expect(generated.length).toBeGreaterThan(0);
    for (const goal of generated) {
      expect(goal.sources.length, goal.text).toBeGreaterThan(0);
      for (const sentence of goal.sources) expect(jobText).toContain(sentence);
    }
    const custom = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: { text: 'Typed by the team' } });
    const typed = (custom.body.data.goals as (Goal & { sources: string[] })[]).find((g) => g.text === 'Typed by the team');
    expect(typed?.sources).toEqual([]);
  });

  it('adds a custom goal last with text trimmed, blanks as null, importance 2 by default, and bumps the version', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const res = await call(t.app, 'POST', url(id, '/goals/custom'), {
      token,
      body: { text: '  Explains trade-offs to non-engineers  ', description: '   ', hiring_strategy: '' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data.goals.at(-1);
    expect(added).toMatchObject({
      text: 'Explains trade-offs to non-engineers',
      description: null,
      hiring_strategy: null,
      importance: 2,
      category: 'custom',
      priority_order: screen.goals.length + 1,
      source: 'custom',
    });
    expect(added.created_by).toEqual(expect.any(String));
    expect(res.body.data.version).toBe(screen.version + 1);
  });

  it('places a custom goal at its priority_order and renumbers 1..n', async () => {
    const { token } = await owner();
    const { id } = await jobWithGoals(token);
    const res = await call(t.app, 'POST', url(id, '/goals/custom'), {
      token,
      body: { text: 'First thing', priority_order: 1, importance: 4 },
    });
    expect(res.body.data.goals[0]).toMatchObject({ text: 'First thing', priority_order: 1, importance: 4 });
    expect(res.body.data.goals.map((g: Goal) => g.priority_order)).toEqual(res.body.data.goals.map((_: Goal, i: number) => i + 1));
  });

  it('refuses bad goal bodies with 400 and the shared messages, never 500', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const blank = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: { text: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.text).toBe(GOAL_MESSAGES.textRequired);
    const missing = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.text).toBe(GOAL_MESSAGES.textRequired);
    for (const importance of [0, 5, 2.5, 'high']) {
      const res = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: { text: 'x', importance } });
      expect(res.status, String(importance)).toBe(400);
      expect(res.body.errors.importance).toBe(GOAL_MESSAGES.importanceRange);
    }
    const order0 = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: { text: 'x', priority_order: 0 } });
    expect(order0.body.errors.priority_order).toBe(GOAL_MESSAGES.priorityOrderMin);
    const goalId = screen.goals[0].id;
    const patchBlank = await call(t.app, 'PATCH', url(id, `/goals/${goalId}`), { token, body: { text: '' } });
    expect(patchBlank.status).toBe(400);
    expect(patchBlank.body.errors.text).toBe(GOAL_MESSAGES.textRequired);
    for (const body of [null, [], { goal_order: 'x' }, { goal_order: [] }, { goal_order: [{ id: 1 }] }]) {
      const res = await call(t.app, 'POST', url(id, '/goals/reorder'), { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noCategory = await call(t.app, 'POST', url(id, '/goals/generate-specific'), { token, body: { hiring_strategy: 70, count: 1 } });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.errors.category).toBe(GOAL_MESSAGES.categoryRequired);
    const badCount = await call(t.app, 'POST', url(id, '/goals/generate-specific'), { token, body: { category: 'technical', count: 2 } });
    expect(badCount.status).toBe(400);
    const nul = await call(t.app, 'POST', url(id, '/goals/custom'), { token, body: { text: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    const after = await call(t.app, 'GET', url(id, '/goals'), { token });
    expect(after.body.data.version).toBe(screen.version);
  });

  it('edits a goal: text trimmed, blank description and strategy cleared, a slider value mapped to its band', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const goal = screen.goals[1];
    const res = await call(t.app, 'PATCH', url(id, `/goals/${goal.id}`), {
      token,
      body: { text: ' Owns production incidents ', description: '', importance: 3, category: 'technical', hiring_strategy: 70 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = res.body.data.goals.find((g: Goal) => g.id === goal.id);
    expect(edited).toMatchObject({ text: 'Owns production incidents', description: null, importance: 3, hiring_strategy: 'specialist' });
    const cleared = await call(t.app, 'PATCH', url(id, `/goals/${goal.id}`), { token, body: { hiring_strategy: null, priority_order: 1 } });
    const first = cleared.body.data.goals[0];
    expect(first).toMatchObject({ id: goal.id, hiring_strategy: null, priority_order: 1 });
    expect(cleared.body.data.version).toBe(screen.version + 2);
  });

  it('deletes a goal and renumbers the rest 1..n', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const res = await call(t.app, 'DELETE', url(id, `/goals/${screen.goals[0].id}`), { token });
    expect(res.status).toBe(200);
    expect(res.body.data.goals.map((g: Goal) => g.id)).toEqual(screen.goals.slice(1).map((g: Goal) => g.id));
    expect(res.body.data.goals.map((g: Goal) => g.priority_order)).toEqual(screen.goals.slice(1).map((_: Goal, i: number) => i + 1));
    expect(res.body.data.goals_count).toBe(screen.goals.length - 1);
    const again = await call(t.app, 'DELETE', url(id, `/goals/${screen.goals[0].id}`), { token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(GOAL_MESSAGES.goalNotFound);
  });

  it('reorders: stored 1..n in the order given; unknown or repeated ids are 400 and change nothing', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const reversed = [...screen.goals].reverse().map((g: Goal, i: number) => ({ id: g.id, priority_order: (i + 1) * 10 }));
    const res = await call(t.app, 'POST', url(id, '/goals/reorder'), { token, body: { goal_order: reversed } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderOf(res.body.data)).toEqual(reversed.map((g, i) => [g.id, i + 1]));
    const unknown = await call(t.app, 'POST', url(id, '/goals/reorder'), {
      token,
      body: { goal_order: [{ id: '00000000-0000-4000-8000-000000000000', priority_order: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(GOAL_MESSAGES.unknownGoalInOrder);
    const twice = await call(t.app, 'POST', url(id, '/goals/reorder'), {
      token,
      body: { goal_order: [reversed[0], { ...reversed[0], priority_order: 2 }] },
    });
    expect(twice.status).toBe(400);
    const after = await call(t.app, 'GET', url(id, '/goals'), { token });
    expect(orderOf(after.body.data)).toEqual(orderOf(res.body.data));
  });

  it('generates one goal of a category through the engine; it goes after the current count', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const res = await call(t.app, 'POST', url(id, '/goals/generate-specific'), {
      token,
      body: { category: 'interpersonal', hiring_strategy: 70, count: 1, focus: 'mentoring junior engineers' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.goals_count).toBe(screen.goals_count + 1);
    const added = res.body.data.goals.at(-1);
    expect(added).toMatchObject({
      category: 'interpersonal',
      hiring_strategy: 'specialist',
      priority_order: screen.goals_count + 1,
      source: 'generated',
    });
    expect(added.provenance.engine).toBe('builtin');
    expect(screen.goals.map((g: Goal) => g.text)).not.toContain(added.text);
  });

  it('regenerates the goals through the engine and bumps the version', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    await call(t.app, 'DELETE', url(id, `/goals/${screen.goals[0].id}`), { token });
    const res = await call(t.app, 'POST', url(id, '/regenerate-goals'), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.goals.length).toBeGreaterThan(0);
    expect(res.body.data.version).toBe(screen.version + 2);
  });

  it('confirms: only the selected goals stay, confirmed, the position moves to goals_confirmed, question generation is queued, then goals are read-only (409)', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const [keep, drop] = screen.goals as Goal[];
    const body = {
      confirm: true,
      evaluation_goals: [
        { id: keep!.id, category: 'technical', text: keep!.text, selected: true, created_by: 'system', importance: 5, priority_order: 1 },
      ],
    };
    const res = await call(t.app, 'POST', url(id, '/confirm-goals'), { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ confirmed: true, status: 'goals_confirmed', can_edit_goals: false, version: screen.version + 1 });
    const goals = res.body.data.goals as Goal[];
    expect(goals.find((g) => g.id === keep!.id)).toMatchObject({ selected: true, confirmed: true, importance: keep!.importance });
    expect(goals.find((g) => g.id === drop!.id)).toBeUndefined();
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, GENERATE_QUESTIONS_JOB), eq(jobs.key, id)));
    expect(queued).toHaveLength(1);
    const job = await call(t.app, 'GET', url(id), { token });
    expect(job.body.data.status_history.at(-1)).toMatchObject({ from_status: 'draft', to_status: 'goals_confirmed' });
    // The queued job writes the questions: the position moves on and the goals screen shows them connected.
    await t.jobs.runDue();
    const after = await call(t.app, 'GET', url(id), { token });
    expect(after.body.data.status).toBe('questions_ready');
    const linked = await call(t.app, 'GET', url(id, '/goals'), { token });
    expect(linked.body.data.questions_count).toBeGreaterThan(0);
    const kept = (linked.body.data.goals as Goal[]).find((g) => g.id === keep!.id) as unknown as {
      question_connections: { connected_questions: unknown[] };
    };
    expect(kept.question_connections.connected_questions.length).toBeGreaterThan(0);
    for (const [method, path, payload] of [
      ['POST', '/goals/custom', { text: 'Late goal' }],
      ['PATCH', `/goals/${keep!.id}`, { text: 'Changed' }],
      ['DELETE', `/goals/${keep!.id}`, undefined],
      ['POST', '/goals/reorder', { goal_order: [{ id: keep!.id, priority_order: 1 }] }],
      ['POST', '/goals/generate-specific', { category: 'technical', count: 1 }],
      ['POST', '/regenerate-goals', undefined],
      ['POST', '/confirm-goals', body],
    ] as const) {
      const r = await call(t.app, method, url(id, path), { token, body: payload });
      expect(r.status, `${method} ${path}`).toBe(409);
      expect(r.body.message).toBe(GOAL_MESSAGES.confirmedReadOnly);
    }
  });

  it('confirming N of the goals confirms exactly those N: a deselected goal is no longer part of the set, and every count says N', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const all = screen.goals as Goal[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const dropped = all[1]!;
    const kept = all.filter((g) => g.id !== dropped.id);
    const body = {
      confirm: true,
      evaluation_goals: kept.map((g, i) => ({ id: g.id, text: g.text, selected: true, importance: 5, priority_order: i + 1 })),
    };
    const res = await call(t.app, 'POST', url(id, '/confirm-goals'), { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const n = kept.length;
    for (const data of [res.body.data, (await call(t.app, 'GET', url(id, '/goals'), { token })).body.data]) {
      const goals = data.goals as Goal[];
      expect(goals.map((g) => g.id)).toEqual(kept.map((g) => g.id));
      expect(goals.every((g) => g.selected === true && g.confirmed === true)).toBe(true);
      expect(goals.map((g) => g.priority_order)).toEqual(kept.map((_, i) => i + 1));
      expect(data.goals_count).toBe(n);
      expect(data.coverage_analysis.goals_without_questions).toBe(n);
    }
    const job = await call(t.app, 'GET', url(id), { token });
    expect(job.body.data.goals_count).toBe(n);
    expect(job.body.data.evaluation_goals).toMatchObject({ confirmed: true, goals_count: n });
    expect((job.body.data.evaluation_goals.goals as Goal[]).map((g) => g.id)).toEqual(kept.map((g) => g.id));
    expect(job.body.data.status_history.at(-1).reason).toBe(GOAL_MESSAGES.goalsConfirmedReason(n));
    // Questions are written for the N goals, and the goals screen and the questions screen agree on coverage.
    await t.jobs.runDue();
    const goalsAfter = (await call(t.app, 'GET', url(id, '/goals'), { token })).body.data;
    const questions = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(goalsAfter.goals_count).toBe(n);
    expect(questions.goal_coverage).toHaveLength(n);
    const coveredOnQuestions = (questions.goal_coverage as { questions_count: number }[]).filter((g) => g.questions_count > 0).length;
    expect(goalsAfter.coverage_analysis.goals_with_questions).toBe(coveredOnQuestions);
    expect(goalsAfter.coverage_analysis.goals_without_questions).toBe(n - coveredOnQuestions);
  });

  it('reopens the goals when a confirmed position goes back to draft, so it is never left with read-only goals', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const [keep] = screen.goals as Goal[];
    const body = {
      confirm: true,
      evaluation_goals: [{ id: keep!.id, category: 'technical', text: keep!.text, selected: true, importance: 5, priority_order: 1 }],
    };
    expect((await call(t.app, 'POST', url(id, '/confirm-goals'), { token, body })).status).toBe(200);
    const back = await call(t.app, 'PATCH', url(id, '/status'), { token, body: { status: 'draft' } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const reopened = await call(t.app, 'GET', url(id, '/goals'), { token });
    expect(reopened.body.data).toMatchObject({ confirmed: false, can_edit_goals: true, workflow_state: 'draft' });
    expect((reopened.body.data.goals as Goal[]).every((g) => g.confirmed === false)).toBe(true);
    const edit = await call(t.app, 'PATCH', url(id, `/goals/${keep!.id}`), { token, body: { text: 'Edited after reopening' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await call(t.app, 'POST', url(id, '/confirm-goals'), { token, body })).status).toBe(200);
  });

  it('refuses confirm bodies without confirm, without a selection, or naming unknown goals (400)', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const goal = screen.goals[0];
    const cases = [
      [{ evaluation_goals: [{ id: goal.id }] }, 'confirm', GOAL_MESSAGES.confirmRequired],
      [{ confirm: true, evaluation_goals: [] }, 'evaluation_goals', GOAL_MESSAGES.selectionRequired],
      [{ confirm: true, evaluation_goals: [{ id: goal.id, importance: 6 }] }, null, null],
      [{ confirm: true, evaluation_goals: [{ id: goal.id, selected: false }] }, null, GOAL_MESSAGES.selectionRequired],
      [{ confirm: true, evaluation_goals: [{ id: 'nope' }] }, null, GOAL_MESSAGES.unknownGoalInConfirm],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await call(t.app, 'POST', url(id, '/confirm-goals'), { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body.errors[field]).toBe(message);
      else if (message) expect(res.body.message).toBe(message);
    }
    expect((await call(t.app, 'GET', url(id, '/goals'), { token })).body.data.confirmed).toBe(false);
  });

  it('allows goal edits only in stages whose permissions allow it (409 otherwise) and not while pending', async () => {
    const { token } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const archived = await call(t.app, 'PATCH', url(id, '/status'), { token, body: { status: 'archived' } });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const res = await call(t.app, 'PATCH', url(id, `/goals/${screen.goals[0].id}`), { token, body: { text: 'x' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(GOAL_MESSAGES.stageForbidsEditing('Archived'));
    const read = await call(t.app, 'GET', url(id, '/goals'), { token });
    expect(read.body.data.can_edit_goals).toBe(false);

    const pending = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [2] } });
    const early = await call(t.app, 'POST', url(pending.body.data.id, '/goals/custom'), { token, body: { text: 'Too early' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(GOAL_MESSAGES.pendingGoals);
  });

  it("answers 404 for another company's job or goal, 403 for the user role, 401 without a token", async () => {
    const a = await owner();
    const b = await owner();
    const { id, screen } = await jobWithGoals(a.token);
    const goalId = screen.goals[0].id;
    for (const [method, path, body] of [
      ['GET', '/goals', undefined],
      ['POST', '/goals/custom', { text: 'x' }],
      ['PATCH', `/goals/${goalId}`, { text: 'x' }],
      ['DELETE', `/goals/${goalId}`, undefined],
      ['POST', '/goals/reorder', { goal_order: [{ id: goalId, priority_order: 1 }] }],
      ['POST', '/goals/generate-specific', { category: 'technical', count: 1 }],
      ['POST', '/regenerate-goals', undefined],
      ['POST', '/confirm-goals', { confirm: true, evaluation_goals: [{ id: goalId }] }],
    ] as const) {
      const other = await call(t.app, method, url(id, path), { token: b.token, body });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect(other.body.message).toBe(JOB_MESSAGES.notFound);
    }
    // A goal of another position of the same company is not this position's goal.
    const { id: second } = await jobWithGoals(a.token);
    const cross = await call(t.app, 'PATCH', url(second, `/goals/${goalId}`), { token: a.token, body: { text: 'x' } });
    expect(cross.status).toBe(404);
    expect((await call(t.app, 'GET', url('not-a-uuid', '/goals'), { token: a.token })).status).toBe(404);

    const userToken = await member(a.companyId, 'user');
    const forbidden = await call(t.app, 'GET', url(id, '/goals'), { token: userToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(STATUS_MESSAGES[403]);
    expect((await call(t.app, 'POST', url(id, '/goals/custom'), { token: userToken, body: { text: 'x' } })).status).toBe(403);
    expect((await call(t.app, 'GET', url(id, '/goals'))).status).toBe(401);
  });

  it('answers 402 to goal changes for a company without access', async (ctx) => {
    if (!gated) ctx.skip();
    const { token } = await owner({ trial: false });
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['POST', '/goals/custom', { text: 'x' }],
      ['POST', '/goals/generate-specific', { category: 'technical', count: 1 }],
      ['POST', '/regenerate-goals', undefined],
      ['POST', '/confirm-goals', { confirm: true, evaluation_goals: [{ id: someId }] }],
      ['POST', '/goals/reorder', { goal_order: [{ id: someId, priority_order: 1 }] }],
      ['DELETE', `/goals/${someId}`, undefined],
    ] as const) {
      const res = await call(t.app, method, url(someId, path), { token, body });
      expect(res.status, `${method} ${path}`).toBe(402);
    }
  });

  it("refuses an edit of a goal's fields once the trial has ended, with the trial's message, and changes nothing (decision 453)", async (ctx) => {
    if (!gated) ctx.skip();
    const { token, companyId } = await owner();
    const { id, screen } = await jobWithGoals(token);
    const goal = screen.goals[0];
    await t.database.db.execute(sql`update subscriptions set status = 'expired' where company_id = ${companyId}`);
    const res = await call(t.app, 'PATCH', url(id, `/goals/${goal.id}`), { token, body: { text: 'Edited after the trial' } });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(BILLING_MESSAGES.trialExpired);
    const after = await call(t.app, 'GET', url(id, '/goals'), { token });
    expect(after.body.data.goals[0].text).toBe(goal.text);
  });
});
