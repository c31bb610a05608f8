import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { DEFAULT_INTERVIEW_LENGTH, LENGTH_FILL_SHARE } from '@hiring/shared/question-length';
import { CHANGE_DESCRIPTIONS, QUESTION_ERROR_CODES, QUESTION_MESSAGES } from '@hiring/shared/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { readyPosition } from '../../test/positions.ts';

/** Issue 34: the interview's length, adding, deleting and reordering questions, regeneration that differs and asks. */

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

type Question = {
  id: string;
  text: string;
  question_order: number;
  estimated_time: number;
  ai_confidence: number | null;
  authored_by: 'ai' | 'team';
  goal_connections: { goal_id: string; weight: number }[];
};
type Screen = {
  version: number;
  set_status: string;
  status: string;
  length_minutes: number | null;
  total_minutes: number;
  questions: Question[];
  goal_coverage: { goal_id: string; questions_count: number }[];
};

describe.each(dbTargets)('questions: length, add, delete, reorder and regeneration on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;

  /** A position whose goals are all confirmed and whose first set is written (questions_ready). */
  const ready = async () => {
    const { token, companyId, id, goals } = await readyPosition(t, validJob);
    const screen = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data as Screen;
    expect(screen.status).toBe('questions_ready');
    return { token, companyId, id, goals, screen };
  };

  const covers = (screen: Screen, goals: string[]) => {
    for (const g of goals) expect(screen.questions.some((q) => q.goal_connections.some((c) => c.goal_id === g))).toBe(true);
  };

  const regenerate = async (token: string, id: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.jobs.runDue();
    return (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data as Screen;
  };

  it('fits the first set into the default 45 minutes (30 to 45), every confirmed goal covered', async () => {
    const { screen, goals } = await ready();
    expect(screen.length_minutes).toBe(DEFAULT_INTERVIEW_LENGTH);
    expect(screen.total_minutes).toBe(screen.questions.reduce((sum, q) => sum + q.estimated_time, 0));
    expect(screen.total_minutes).toBeLessThanOrEqual(45);
    expect(screen.total_minutes).toBeGreaterThanOrEqual(45 * LENGTH_FILL_SHARE);
    covers(screen, goals);
  });

  it('regenerates into the length chosen (30 and 60 minutes), every confirmed goal still covered', async () => {
    const { token, id, goals } = await ready();
    const thirty = await regenerate(token, id, { length_minutes: 30 });
    expect(thirty).toMatchObject({ version: 2, length_minutes: 30 });
    expect(thirty.total_minutes).toBeLessThanOrEqual(30);
    covers(thirty, goals);
    const sixty = await regenerate(token, id, { length_minutes: 60 });
    expect(sixty).toMatchObject({ version: 3, length_minutes: 60 });
    expect(sixty.total_minutes).toBeLessThanOrEqual(60);
    expect(sixty.total_minutes).toBeGreaterThan(thirty.total_minutes);
    covers(sixty, goals);
  });

  it('refuses a length too short for one question per goal (422 with its code and the length to choose), and one not offered (400)', async () => {
    const { token, id, goals } = await ready();
    const res = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: { length_minutes: 15 } });
    // The job's six goals need 18 minutes at 3 a question: 30 is the length to choose.
    expect(goals).toHaveLength(6);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: QUESTION_ERROR_CODES.lengthTooShort,
      message: '15 minutes is too short to ask one question for each of the 6 evaluation goals. Choose 30 minutes or more.',
      errors: { length_minutes: QUESTION_MESSAGES.lengthTooShort(15, goals.length) },
    });
    const odd = await call(t.app, 'POST', url(id, '/questions/generate'), { token, body: { length_minutes: 20 } });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Interview length must be one of 15, 30, 45, 60 minutes');
  });

  it('regenerating writes different questions for the same goals: version 2 repeats no question of version 1', async () => {
    const { token, id, goals, screen } = await ready();
    const v2 = await regenerate(token, id, {});
    expect(v2.version).toBe(2);
    const before = new Set(screen.questions.map((q) => q.text));
    expect(v2.questions.filter((q) => before.has(q.text))).toEqual([]);
    covers(v2, goals);
  });

  it("asks before replacing the team's questions (409 with its code); keep carries them into the new version, replace drops them", async () => {
    const { token, id, screen } = await ready();
    const edited = screen.questions[1]!;
    await call(t.app, 'PATCH', url(id, `/questions/${edited.id}`), { token, body: { text: 'Tell us about the hardest bug you fixed.' } });
    const asked = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: {} });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: QUESTION_ERROR_CODES.editedQuestions, message: QUESTION_MESSAGES.editedQuestions(1) });

    const kept = await regenerate(token, id, { team_questions: 'keep' });
    expect(kept.version).toBe(2);
    const mine = kept.questions.filter((q) => q.text === 'Tell us about the hardest bug you fixed.');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ authored_by: 'team', ai_confidence: null });
    // The kept question's history goes on: created, edited, no new "created".
    const history = (await call(t.app, 'GET', url(id, `/questions/${mine[0]!.id}/history`), { token })).body.data.entries;
    expect(history.map((e: { change_type: string }) => e.change_type)).toEqual(['created', 'updated']);

    const replaced = await regenerate(token, id, { team_questions: 'replace' });
    expect(replaced.version).toBe(3);
    expect(replaced.questions.some((q) => q.text === 'Tell us about the hardest bug you fixed.')).toBe(false);
    expect(replaced.questions.every((q) => q.authored_by === 'ai')).toBe(true);
  });

  it("shows an edited question as the team's, without the AI's confidence, at revision 2 of set version 1", async () => {
    const { token, id, screen } = await ready();
    const q = screen.questions[0]!;
    expect(q).toMatchObject({ authored_by: 'ai', ai_confidence: expect.any(Number) });
    const edit = await call(t.app, 'PATCH', url(id, `/questions/${q.id}`), { token, body: { text: 'What did you ship last month?' } });
    expect(edit.body.data.questions[0]).toMatchObject({ authored_by: 'team', ai_confidence: null });
    const history = (await call(t.app, 'GET', url(id, `/questions/${q.id}/history`), { token })).body.data.entries;
    expect(history.map((e: { revision: number; version: number }) => [e.revision, e.version])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    // Regenerating the one question gives it back to the AI, a third revision.
    const regen = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: { question_id: q.id } });
    expect(regen.body.data.questions[0]).toMatchObject({ authored_by: 'ai', ai_confidence: expect.any(Number) });
  });

  it('adds a hand-written question last, for the goals chosen, with its history entry and the coverage counting it', async () => {
    const { token, id, goals, screen } = await ready();
    const goal = goals.at(-1)!;
    const countBefore = screen.goal_coverage.find((g) => g.goal_id === goal)!.questions_count;
    const res = await call(t.app, 'POST', url(id, '/questions'), {
      token,
      body: { text: '  How do you review a teammate’s pull request?  ', goal_ids: [goal] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Screen;
    const added = data.questions.at(-1)!;
    expect(added).toMatchObject({
      text: 'How do you review a teammate’s pull request?',
      question_order: screen.questions.length + 1,
      authored_by: 'team',
      ai_confidence: null,
      estimated_time: 5,
    });
    expect(added.goal_connections.map((c) => c.goal_id)).toEqual([goal]);
    expect(data.goal_coverage.find((g) => g.goal_id === goal)!.questions_count).toBe(countBefore + 1);
    expect(data.total_minutes).toBe(screen.total_minutes + 5);
    const history = (await call(t.app, 'GET', url(id, `/questions/${added.id}/history`), { token })).body.data.entries;
    expect(history).toMatchObject([{ change_type: 'created', description: CHANGE_DESCRIPTIONS.created, revision: 1 }]);
  });

  it('refuses a question without text or goals (400), or for a goal that is not confirmed (422 with its code)', async () => {
    const { token, id, goals } = await ready();
    const blank = await call(t.app, 'POST', url(id, '/questions'), { token, body: { text: '  ', goal_ids: goals.slice(0, 1) } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(QUESTION_MESSAGES.textRequired);
    const none = await call(t.app, 'POST', url(id, '/questions'), { token, body: { text: 'Why us?', goal_ids: [] } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(QUESTION_MESSAGES.goalsRequired);
    const stranger = await call(t.app, 'POST', url(id, '/questions'), {
      token,
      body: { text: 'Why us?', goal_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body).toMatchObject({ code: QUESTION_ERROR_CODES.goalNotConfirmed, message: QUESTION_MESSAGES.goalNotConfirmed });
  });

  it('adds a question the engine writes for a goal, unlike any question of the set', async () => {
    const { token, id, goals, screen } = await ready();
    const res = await call(t.app, 'POST', url(id, '/questions'), { token, body: { goal_id: goals[0], generate: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Screen;
    expect(data.questions).toHaveLength(screen.questions.length + 1);
    const added = data.questions.at(-1)!;
    expect(screen.questions.map((q) => q.text)).not.toContain(added.text);
    expect(added).toMatchObject({ authored_by: 'ai', ai_confidence: expect.any(Number) });
    expect(added.goal_connections.some((c) => c.goal_id === goals[0])).toBe(true);
  });

  it('deletes a question: the rest close up, its history says so, the coverage follows; an unknown one is 404 with its code', async () => {
    const { token, id, screen } = await ready();
    const gone = screen.questions[0]!;
    const res = await call(t.app, 'DELETE', url(id, `/questions/${gone.id}`), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Screen;
    expect(data.questions.map((q) => q.id)).toEqual(screen.questions.slice(1).map((q) => q.id));
    expect(data.questions.map((q) => q.question_order)).toEqual(data.questions.map((_, i) => i + 1));
    expect(data.total_minutes).toBe(screen.total_minutes - gone.estimated_time);
    const goal = gone.goal_connections[0]!.goal_id;
    const count = (s: Screen) => s.goal_coverage.find((g) => g.goal_id === goal)!.questions_count;
    expect(count(data)).toBe(count(screen) - 1);
    const timeline = (await call(t.app, 'GET', url(id, '/questions/history'), { token })).body.data.entries;
    expect(timeline.at(-1)).toMatchObject({ change_type: 'deleted', description: CHANGE_DESCRIPTIONS.deleted, question_text: gone.text });
    const again = await call(t.app, 'DELETE', url(id, `/questions/${gone.id}`), { token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: QUESTION_ERROR_CODES.questionNotFound, message: QUESTION_MESSAGES.questionNotFound });
  });

  it('reorders the set, each moved question with its old and new place in its history; a list that is not the set is 400 with its code', async () => {
    const { token, id, screen } = await ready();
    const ids = screen.questions.map((q) => q.id);
    const order = [ids[2]!, ids[0]!, ids[1]!, ...ids.slice(3)];
    const res = await call(t.app, 'POST', url(id, '/questions/reorder'), { token, body: { question_ids: order } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Screen).questions.map((q) => q.id)).toEqual(order);
    const history = (await call(t.app, 'GET', url(id, `/questions/${ids[2]}/history`), { token })).body.data.entries;
    expect(history.at(-1)).toMatchObject({ change_type: 'reordered', changes: { order: { before: 3, after: 1 } }, revision: 1 });
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), '00000000-0000-4000-8000-000000000000']]) {
      const refused = await call(t.app, 'POST', url(id, '/questions/reorder'), { token, body: { question_ids: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: QUESTION_ERROR_CODES.orderMismatch, message: QUESTION_MESSAGES.orderMismatch });
    }
  });

  it('adds, deletes and reorders on a finalized set by forking version 2, leaving version 1 as it was', async () => {
    const { token, id, goals, screen } = await ready();
    expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(200);
    const added = await call(t.app, 'POST', url(id, '/questions'), { token, body: { text: 'Why this team?', goal_ids: [goals[0]] } });
    expect(added.body.data).toMatchObject({ version: 2, set_status: 'draft' });
    const v2 = added.body.data as Screen;
    const del = await call(t.app, 'DELETE', url(id, `/questions/${v2.questions[0]!.id}`), { token });
    expect(del.body.data).toMatchObject({ version: 2 });
    expect(del.body.data.questions).toHaveLength(screen.questions.length);
  });

  it("answers 403 to the user role and 404 for another company's position on the new calls", async () => {
    const { token, companyId, id, goals, screen } = await ready();
    const user = await registerMember(t, companyId, 'user');
    const other = await registerOwner(t);
    const qid = screen.questions[0]!.id;
    const calls = [
      ['POST', url(id, '/questions'), { text: 'Why?', goal_ids: goals.slice(0, 1) }],
      ['DELETE', url(id, `/questions/${qid}`), undefined],
      ['POST', url(id, '/questions/reorder'), { question_ids: [qid] }],
    ] as const;
    for (const [method, path, body] of calls) {
      const forbidden = await call(t.app, method, path, { token: user, body });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe(STATUS_MESSAGES[403]);
      expect((await call(t.app, method, path, { token: other.token, body })).status).toBe(404);
    }
    expect((await call(t.app, 'GET', url(id, '/questions'), { token })).body.data.questions).toHaveLength(screen.questions.length);
  });
});
