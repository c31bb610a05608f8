import { and, eq } from 'drizzle-orm';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { JOB_MESSAGES, cannotTransitionMessage } from '@hiring/shared/job-positions';
import { QUESTION_MESSAGES } from '@hiring/shared/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../../ai/builtin/index.ts';
import { generateQuestionsJob } from '../../jobs/definitions/questions/generate-questions.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import { call } from '../../test/http.ts';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { CompanyContextService } from '../companies/index.ts';
import { GENERATE_QUESTIONS_JOB } from '../goals/index.ts';
import { QuestionsService } from './index.ts';
import { questionHistory, questionSets } from './questions.table.ts';

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

type Question = { id: string; text: string; goal_connections: { goal_id: string }[]; [k: string]: unknown };

describe.each(dbTargets)('questions API on %s', (target) => {
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

  const url = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;

  /** A position whose goals are confirmed (all but the last selected); the generation job is queued, not run. */
  const confirmed = async (token: string) => {
    const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1, 3] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as string;
    await t.jobs.runDue();
    const goals = (await call(t.app, 'GET', url(id, '/goals'), { token })).body.data.goals as { id: string; text: string }[];
    const selected = goals.slice(0, -1);
    const confirm = await call(t.app, 'POST', url(id, '/confirm-goals'), {
      token,
      body: { confirm: true, evaluation_goals: [...selected.map((g) => ({ id: g.id })), { id: goals.at(-1)!.id, selected: false }] },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    return { id, selected: selected.map((g) => g.id), dropped: goals.at(-1)!.id };
  };

  /** confirmed + the job run: questions_ready with a draft set. */
  const ready = async (token: string) => {
    const c = await confirmed(token);
    await t.jobs.runDue();
    const screen = await call(t.app, 'GET', url(c.id, '/questions'), { token });
    expect(screen.body.data.status).toBe('questions_ready');
    return { ...c, screen: screen.body.data };
  };

  it('goes confirm goals → job runs → questions_ready → edit → history → finalize → readiness ready → active', async () => {
    const { token } = await owner();
    const { id, selected } = await confirmed(token);
    const before = await call(t.app, 'GET', url(id, '/questions'), { token });
    expect(before.body.data).toMatchObject({ status: 'goals_confirmed', questions: [], version: null, set_status: 'none' });
    expect(before.body.data.generation).toMatchObject({ status: 'idle', goals_done: 0, goals_total: selected.length });
    const early = await call(t.app, 'PATCH', url(id, '/status'), { token, body: { status: 'active' } });
    expect(early.status).toBe(409);

    expect(await t.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const screen = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(screen).toMatchObject({
      status: 'questions_ready',
      workflow_state: 'questions_ready',
      version: 1,
      set_status: 'draft',
      finalized: false,
      can_edit_questions: true,
    });
    expect(screen.generation).toMatchObject({
      status: 'draft',
      goals_done: selected.length,
      goals_total: selected.length,
      failure_reason: null,
    });
    const qs = screen.questions as Question[];
    expect(qs.length).toBeGreaterThanOrEqual(selected.length);
    // Every confirmed (selected) goal has a question; the deselected one is not asked about.
    for (const g of selected) expect(qs.some((q) => q.goal_connections.some((c) => c.goal_id === g))).toBe(true);
    expect(qs.map((q) => q.question_order)).toEqual(qs.map((_, i) => i + 1));
    const q = qs[0]!;
    for (const key of [
      'id',
      'text',
      'question',
      'status',
      'category',
      'difficulty',
      'question_order',
      'intent',
      'purpose',
      'expected_traits',
      'estimated_time',
      'ai_confidence',
      'followup_suggestions',
      'expected_response_guidelines',
      'effectiveness',
      'goal_connections',
      'version',
    ])
      expect(q).toHaveProperty(key);
    expect(q.status).toBe('draft');
    const conn = (q.goal_connections as Record<string, unknown>[])[0]!;
    for (const key of ['goal_id', 'goal_text', 'weight', 'reasoning', 'connection_strength']) expect(conn).toHaveProperty(key);
    expect(conn.weight as number).toBeGreaterThanOrEqual(0);
    expect(conn.weight as number).toBeLessThanOrEqual(1);
    const scale = (q.expected_response_guidelines as { rating_scale: { score: number }[] }).rating_scale.map((a) => a.score);
    expect(scale).toEqual(expect.arrayContaining([1, 3, 5]));
    expect((q.followup_suggestions as string[]).length).toBeGreaterThanOrEqual(2);
    expect(q.effectiveness).toHaveProperty('relevance_score');
    expect(screen.overall_metrics).toMatchObject({ total_questions: qs.length, goal_coverage_percentage: 100 });
    for (const key of [
      'avg_connections_per_question',
      'total_evaluation_power',
      'question_distribution',
      'overall_quality',
      'difficulty_balance',
      'category_diversity',
      'recommendations',
    ])
      expect(screen.overall_metrics).toHaveProperty(key);

    // The goals screen now shows the real connected questions.
    const goalsScreen = (await call(t.app, 'GET', url(id, '/goals'), { token })).body.data;
    expect(goalsScreen.questions_count).toBe(qs.length);
    // The deselected goal is not part of the confirmed set (decision 482): the goals screen's coverage agrees with the questions'.
    expect(goalsScreen.goals.map((g: { id: string }) => g.id)).toEqual(selected);
    expect(goalsScreen.coverage_analysis).toMatchObject({ coverage_percentage: 100, goals_without_questions: 0 });
    const connected = goalsScreen.goals.find((g: { id: string }) => g.id === selected[0]).question_connections.connected_questions;
    expect(connected.length).toBeGreaterThan(0);
    // A covered goal's difficulty is read from its questions; the uncovered one has none yet.
    for (const goal of goalsScreen.goals as { question_connections: { connected_questions: unknown[] }; difficulty: string | null }[]) {
      if (goal.question_connections.connected_questions.length > 0) expect(['easy', 'mid', 'hard']).toContain(goal.difficulty);
      else expect(goal.difficulty).toBeNull();
    }

    const notYet = await call(t.app, 'GET', url(id, '/questions/readiness'), { token });
    expect(notYet.body.data).toEqual({ ready: false, issues: [QUESTION_MESSAGES.notFinalized] });

    const edit = await call(t.app, 'PATCH', url(id, `/questions/${q.id}`), {
      token,
      body: { text: '  Walk me through the last outage you led.  ' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.questions[0]).toMatchObject({
      id: q.id,
      text: 'Walk me through the last outage you led.',
      question: 'Walk me through the last outage you led.',
    });
    const history = await call(t.app, 'GET', url(id, `/questions/${q.id}/history`), { token });
    expect(history.status).toBe(200);
    expect(history.body.data.entries.map((e: { change_type: string }) => e.change_type)).toEqual(['created', 'updated']);
    expect(history.body.data.entries[1]).toMatchObject({
      version: 1,
      changes: { text: { before: q.text, after: 'Walk me through the last outage you led.' } },
      question_text: 'Walk me through the last outage you led.',
      description: 'Question text edited',
    });
    expect(history.body.data.entries[1].changed_by).toEqual(expect.any(String));
    // The screen says who by name: the editor, and for `created` the one who confirmed the goals.
    expect(history.body.data.entries[1].changed_by_name).toBe('Ada Lovelace');
    expect(history.body.data.entries[0].changed_by_name).toBe('Ada Lovelace');

    const fin = await call(t.app, 'POST', url(id, '/questions/finalize'), { token });
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    expect(fin.body.data).toMatchObject({ finalized: true, set_status: 'finalized', version: 1, can_proceed: true });
    expect(fin.body.data.questions.every((x: Question) => x.status === 'finalized')).toBe(true);
    const again = await call(t.app, 'POST', url(id, '/questions/finalize'), { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(QUESTION_MESSAGES.alreadyFinalized);
    expect((await call(t.app, 'GET', url(id, '/questions/readiness'), { token })).body.data).toEqual({ ready: true, issues: [] });

    const active = await call(t.app, 'PATCH', url(id, '/status'), { token, body: { status: 'active' } });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    expect(active.body.data.status).toBe('active');
  });

  it('refuses active until the questions are finalized, with the transition message', async () => {
    const { token } = await owner();
    const { id } = await ready(token);
    const res = await call(t.app, 'PATCH', url(id, '/status'), { token, body: { status: 'active' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(new RegExp(`^${cannotTransitionMessage('active', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('keeps a finalized version intact: an edit afterwards forks version 2, history follows the question', async () => {
    const { token } = await owner();
    const { id, screen } = await ready(token);
    const q = screen.questions[0] as Question;
    expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(200);
    const edit = await call(t.app, 'PATCH', url(id, `/questions/${q.id}`), { token, body: { text: 'A second-version question?' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({ version: 2, set_status: 'draft', finalized: false });
    const edited = edit.body.data.questions[0] as Question;
    expect(edited.id).not.toBe(q.id);
    expect(edited.text).toBe('A second-version question?');
    const v1 = await t.database.db
      .select()
      .from(questionSets)
      .where(and(eq(questionSets.jobPositionId, id), eq(questionSets.version, 1)));
    expect(v1[0]!.status).toBe('finalized');
    // The old id still answers with the whole timeline, across both versions.
    const history = (await call(t.app, 'GET', url(id, `/questions/${q.id}/history`), { token })).body.data.entries;
    expect(history.map((e: { change_type: string; version: number }) => [e.change_type, e.version])).toEqual([
      ['created', 1],
      ['finalized', 1],
      ['updated', 2],
    ]);
    expect((await call(t.app, 'POST', url(id, '/questions/reset'), { token })).body.message).toBe(QUESTION_MESSAGES.notFinalized);
  });

  it('lets one of two simultaneous edits of a finalized set fork it; the other gets 409, never a 500', async () => {
    const { token } = await owner();
    const { id, screen } = await ready(token);
    expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(200);
    const [a, b] = screen.questions as Question[];
    const results = await Promise.all([
      call(t.app, 'PATCH', url(id, `/questions/${a!.id}`), { token, body: { text: 'First edit?' } }),
      call(t.app, 'PATCH', url(id, `/questions/${b!.id}`), { token, body: { text: 'Second edit?' } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const sets = await t.database.db.select().from(questionSets).where(eq(questionSets.jobPositionId, id));
    expect(sets.map((s) => s.version).sort()).toEqual([1, 2]);
  });

  it('answers the whole set timeline and the coverage of each confirmed goal', async () => {
    const { token } = await owner();
    const { id, selected, dropped, screen } = await ready(token);
    const q = screen.questions[0] as Question;
    await call(t.app, 'PATCH', url(id, `/questions/${q.id}`), { token, body: { text: 'Edited for the timeline?' } });
    const all = await call(t.app, 'GET', url(id, '/questions/history'), { token });
    expect(all.status).toBe(200);
    const types = all.body.data.entries.map((e: { change_type: string }) => e.change_type);
    expect(types.filter((x: string) => x === 'created')).toHaveLength(screen.questions.length);
    expect(types.at(-1)).toBe('updated');
    expect(screen.goal_coverage.map((g: { goal_id: string }) => g.goal_id)).toEqual(selected);
    expect(screen.goal_coverage.map((g: { goal_id: string }) => g.goal_id)).not.toContain(dropped);
    for (const g of screen.goal_coverage) expect(g.questions_count).toBeGreaterThan(0);
    const other = await owner();
    expect((await call(t.app, 'GET', url(id, '/questions/history'), { token: other.token })).status).toBe(404);
  });

  it("names who made each change in the set timeline and a question's history: the person's name, null for none", async () => {
    const { token, userId } = await owner();
    const { id, screen } = await ready(token);
    const q = screen.questions[0] as Question;
    await call(t.app, 'PATCH', url(id, `/questions/${q.id}`), { token, body: { text: 'Who wrote this edit?' } });
    // An entry whose author is gone (or the system) has no name.
    await t.database.db.update(questionHistory).set({ changedBy: null }).where(eq(questionHistory.changeType, 'created'));
    const entries = (await call(t.app, 'GET', url(id, '/questions/history'), { token })).body.data.entries as {
      change_type: string;
      changed_by: string | null;
      changed_by_name: string | null;
    }[];
    const edit = entries.find((e) => e.change_type === 'updated')!;
    expect(edit).toMatchObject({ changed_by: userId, changed_by_name: 'Ada Lovelace' });
    for (const e of entries.filter((x) => x.change_type === 'created'))
      expect(e).toMatchObject({ changed_by: null, changed_by_name: null });
    const own = (await call(t.app, 'GET', url(id, `/questions/${q.id}/history`), { token })).body.data.entries;
    expect(own.at(-1)).toMatchObject({ change_type: 'updated', changed_by_name: 'Ada Lovelace' });
  });

  it('resets a finalized set to draft as the next version and regenerates one question with its history', async () => {
    const { token } = await owner();
    const { id, screen } = await ready(token);
    expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(200);
    const reset = await call(t.app, 'POST', url(id, '/questions/reset'), { token });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data).toMatchObject({ version: 2, set_status: 'draft', finalized: false });
    expect(reset.body.data.questions.map((x: Question) => x.text)).toEqual(screen.questions.map((x: Question) => x.text));
    const target = reset.body.data.questions[1] as Question;
    const regen = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: { question_id: target.id } });
    expect(regen.status, JSON.stringify(regen.body)).toBe(200);
    const fresh = regen.body.data.questions.find((x: Question) => x.id === target.id) as Question;
    expect(fresh.text).not.toBe(target.text);
    const history = (await call(t.app, 'GET', url(id, `/questions/${target.id}/history`), { token })).body.data.entries;
    expect(history.at(-1)).toMatchObject({
      change_type: 'regenerated',
      version: 2,
      changes: { text: { before: target.text, after: fresh.text } },
    });
  });

  it('regenerates the whole set on the queue as a new version, reporting progress', async () => {
    const { token } = await owner();
    const { id, selected } = await ready(token);
    const res = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'generating_questions',
      can_edit_questions: false,
      can_proceed: false,
      next_steps: ['Wait while interview questions are generated'],
    });
    expect(res.body.data.generation).toMatchObject({ status: 'generating', goals_done: 0, goals_total: selected.length });
    const busy = await call(t.app, 'POST', url(id, '/questions/generate'), { token });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(QUESTION_MESSAGES.generating);
    const edit = await call(t.app, 'PATCH', url(id, `/questions/${res.body.data.questions[0].id}`), { token, body: { text: 'x?' } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(QUESTION_MESSAGES.generating);
    await t.jobs.runDue();
    const after = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(after).toMatchObject({ status: 'questions_ready', version: 2, set_status: 'draft' });
  });

  it('refuses blank or missing text (400 with the message), and edits outside an editable stage (409)', async () => {
    const { token } = await owner();
    const { id, screen } = await ready(token);
    const qid = (screen.questions[0] as Question).id;
    for (const body of [{ text: '   ' }, { text: '' }, {}, { text: 42 }]) {
      const res = await call(t.app, 'PATCH', url(id, `/questions/${qid}`), { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.text).toBe(QUESTION_MESSAGES.textRequired);
    }
    const long = await call(t.app, 'PATCH', url(id, `/questions/${qid}`), { token, body: { text: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(long.body.errors.text).toBe(QUESTION_MESSAGES.textTooLong);
    const bad = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: { question_id: 5 } });
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'PATCH', url(id, '/questions/not-a-uuid'), { token, body: { text: 'ok?' } })).status).toBe(404);
    // On hold is an interview_execution stage: questions are read-only there.
    await t.database.db.execute(`update job_positions set status = 'on_hold' where id = '${id}'` as never);
    const res = await call(t.app, 'PATCH', url(id, `/questions/${qid}`), { token, body: { text: 'Changed?' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(QUESTION_MESSAGES.stageForbidsEditing('On Hold'));
  });

  it('refuses generation before goals are confirmed (409) and reports why the set is not ready', async () => {
    const { token } = await owner();
    const res = await call(t.app, 'POST', '/api/app/job-positions', { token, body: validJob });
    const id = res.body.data.id as string;
    await t.jobs.runDue();
    const gen = await call(t.app, 'POST', url(id, '/questions/generate'), { token });
    expect(gen.status).toBe(409);
    expect(gen.body.message).toBe(QUESTION_MESSAGES.goalsNotConfirmed);
    const readiness = (await call(t.app, 'GET', url(id, '/questions/readiness'), { token })).body.data;
    expect(readiness).toEqual({ ready: false, issues: [QUESTION_MESSAGES.goalsNotConfirmed, QUESTION_MESSAGES.noQuestions] });
    expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(409);
  });

  it("answers 404 for another company's job or question, 403 for the user role, 401 without a token", async () => {
    const a = await owner();
    const b = await owner();
    const { id, screen } = await ready(a.token);
    const qid = (screen.questions[0] as Question).id;
    for (const [method, path, body] of [
      ['GET', '/questions', undefined],
      ['GET', '/questions/readiness', undefined],
      ['GET', `/questions/${qid}/history`, undefined],
      ['POST', '/questions/generate', undefined],
      ['POST', '/questions/finalize', undefined],
      ['POST', '/questions/reset', undefined],
      ['POST', '/questions/regenerate', { question_id: qid }],
      ['PATCH', `/questions/${qid}`, { text: 'Taken over?' }],
    ] as const) {
      const res = await call(t.app, method, url(id, path), { token: b.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(JOB_MESSAGES.notFound);
    }
    // A question of another position of the same company is not found under this one.
    const other = await ready(a.token);
    const cross = await call(t.app, 'GET', url(other.id, `/questions/${qid}/history`), { token: a.token });
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe(QUESTION_MESSAGES.questionNotFound);
    const userToken = await member(a.companyId, 'user');
    const forbidden = await call(t.app, 'GET', url(id, '/questions'), { token: userToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(STATUS_MESSAGES[403]);
    expect((await call(t.app, 'PATCH', url(id, `/questions/${qid}`), { token: userToken, body: { text: 'x?' } })).status).toBe(403);
    expect((await call(t.app, 'GET', url(id, '/questions'))).status).toBe(401);
  });

  it('answers 402 to question changes for a company without access', async (ctx) => {
    if (!gated) ctx.skip();
    const { token } = await owner({ trial: false });
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['POST', '/questions/generate', undefined],
      ['POST', '/questions/regenerate', {}],
      ['POST', '/questions/finalize', undefined],
      ['POST', '/questions/reset', undefined],
      ['PATCH', `/questions/${someId}`, { text: 'x?' }],
      ['POST', '/questions', { text: 'Why us?', goal_ids: [someId] }],
      ['DELETE', `/questions/${someId}`, undefined],
      ['POST', '/questions/reorder', { question_ids: [someId] }],
    ] as const) {
      const res = await call(t.app, method, url(someId, path), { token, body });
      expect(res.status, `${method} ${path}`).toBe(402);
    }
  });

  it('takes over a job whose worker died mid-run and finishes it once, without duplicates', async () => {
    const { token, companyId } = await owner();
    const { id, selected } = await confirmed(token);
    // A worker claimed the job, moved the position on and stored progress for one goal, then died.
    const service = new QuestionsService({
      db: t.database.db,
      ai: new BuiltinEngine(),
      jobs: t.jobs,
      companyContext: new CompanyContextService(t.database.db),
    });
    await t.database.db.execute(`update job_positions set status = 'generating_questions' where id = '${id}'` as never);
    await t.database.db
      .insert(questionSets)
      .values({ jobPositionId: id, version: 1, status: 'generating', progressDone: 1, progressTotal: selected.length });
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.type, GENERATE_QUESTIONS_JOB), eq(jobs.key, id)));
    const mid = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(mid.generation).toEqual({ status: 'generating', goals_done: 1, goals_total: selected.length, failure_reason: null });
    expect(mid.questions).toEqual([]);
    expect(await t.jobs.runDue()).toBe(1);
    const done = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(done).toMatchObject({ status: 'questions_ready', version: 1, set_status: 'draft' });
    // Running the handler again (a second delivery) writes nothing more.
    await service.runGeneration({ job_position_id: id, company_id: companyId, requested_by: null });
    const again = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(again.questions.length).toBe(done.questions.length);
    const sets = await t.database.db.select().from(questionSets).where(eq(questionSets.jobPositionId, id));
    expect(sets.length).toBe(1);
    const created = await t.database.db.select().from(questionHistory).where(eq(questionHistory.jobPositionId, id));
    expect(created.length).toBe(done.questions.length);
  });

  it("reports a generation the stuck sweep gave up on as failed, with the position's reason", async () => {
    const { token } = await owner();
    const { id, selected } = await confirmed(token);
    await t.database.db.delete(jobs).where(and(eq(jobs.type, GENERATE_QUESTIONS_JOB), eq(jobs.key, id)));
    await t.database.db
      .insert(questionSets)
      .values({ jobPositionId: id, version: 1, status: 'generating', progressDone: 1, progressTotal: selected.length });
    await t.database.db.execute(
      `update job_positions set status = 'questions_generation_failed', failure_reason = 'Question generation failed: timed out' where id = '${id}'` as never,
    );
    const screen = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(screen.generation).toEqual({
      status: 'failed',
      goals_done: 1,
      goals_total: selected.length,
      failure_reason: 'Question generation failed: timed out',
    });
  });

  it('moves to questions_generation_failed with the reason when the engine keeps failing, writing no question', async () => {
    const { token, companyId } = await owner();
    const { id } = await confirmed(token);
    const engine = new BuiltinEngine();
    engine.generateQuestions = async () => {
      throw new Error('engine unavailable');
    };
    const service = new QuestionsService({
      db: t.database.db,
      ai: engine,
      jobs: t.jobs,
      companyContext: new CompanyContextService(t.database.db),
    });
    const payload = { job_position_id: id, company_id: companyId, requested_by: null };
    await expect(generateQuestionsJob.run(payload, { jobId: 'x', attempt: 1, deps: { questions: service } })).rejects.toThrow(
      'engine unavailable',
    );
    await generateQuestionsJob.onFailure!(payload, new Error('engine unavailable'), { questions: service });
    const screen = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data;
    expect(screen).toMatchObject({ status: 'questions_generation_failed', questions: [], set_status: 'none' });
    expect(screen.generation).toMatchObject({
      status: 'failed',
      failure_reason: `${QUESTION_MESSAGES.generationFailedReason}: engine unavailable`,
    });
    // Generate again from the failed state reuses the failed version.
    const retry = await call(t.app, 'POST', url(id, '/questions/generate'), { token });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    await t.jobs.runDue();
    expect((await call(t.app, 'GET', url(id, '/questions'), { token })).body.data).toMatchObject({ status: 'questions_ready', version: 1 });
  });
});
