import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findSessionWithGoals,
  goalsAndQuestionsQuery,
  readGoalsAndQuestions,
  sessionGoalsQuery,
} from './features/goals/goals.repository.ts';
import {
  findSessionWithParts,
  listGoals,
  listStatusHistory,
  positionPartsQuery,
  readPositionParts,
  positionUpdateWithPartsQuery,
  sessionPartsQuery,
  updateJobPositionWithParts,
} from './features/job-positions/position-parts.repository.ts';
import { findSessionWithPosition } from './features/job-positions/position-reads.repository.ts';
import { currentSet, listQuestions, QuestionsService } from './features/questions/index.ts';
import { findSessionWithQuestionsScreen, latestSet, readQuestionsScreen } from './features/questions/questions.repository.ts';
import { registerOwner, sessionIdOf } from './test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from './test/harness.ts';
import { call } from './test/http.ts';

/**
 * The statements that read several tables' rows as JSON in one (decisions 462, 463) give what the
 * reads apart give, on both databases, for a position with goals, a history and a question set.
 */
describe.each(dbTargets)('reads as JSON on %s', (target) => {
  let t: TestApp;
  let token: string;
  let companyId: string;
  let userId: string;
  let id: string;
  let questions: QuestionsService;
  beforeAll(async () => {
    t = await createTestApp(target);
    ({ token, companyId, userId } = await registerOwner(t));
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
    id = created.body.data.id as string;
    // The goals job moves the position on by itself: a history entry with nobody behind it.
    await t.jobs.runDue();
    const goals = (await call(t.app, 'GET', `/api/app/job-positions/${id}/goals`, { token })).body.data.goals as { id: string }[];
    await call(t.app, 'POST', `/api/app/job-positions/${id}/confirm-goals`, {
      token,
      body: { confirm: true, evaluation_goals: goals.map((goal) => ({ id: goal.id })) },
    });
    await t.jobs.runDue();
    questions = new QuestionsService({ db: t.database.db } as ConstructorParameters<typeof QuestionsService>[0]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads the session, the position and its parts in one statement as the reads apart give them, and no other company's position (decision 468)", async () => {
    const { db } = t.database;
    const query = sessionPartsQuery((positionId) => questions.countsJson(positionId));
    const sessionId = sessionIdOf(token);
    const found = await findSessionWithParts(query, db, sessionId, userId, id);
    const apart = await findSessionWithPosition(db, sessionId, userId, id);
    expect(found?.account).toEqual(apart?.account);
    expect(found?.found?.position).toEqual(apart?.position);
    expect(found?.found?.read).toEqual(
      await readPositionParts(
        positionPartsQuery((positionId) => questions.countsJson(positionId)),
        db,
        id,
      ),
    );
    expect(found?.found?.read.goals.length).toBeGreaterThan(1);
    expect(found?.found?.read.questions.total).toBeGreaterThan(0);

    // Another company's owner reads their own session and no position, for that id or a malformed one.
    const other = await registerOwner(t);
    const otherSession = sessionIdOf(other.token);
    const foreign = await findSessionWithParts(query, db, otherSession, other.userId, id);
    expect(foreign?.account.user.id).toBe(other.userId);
    expect(foreign?.found).toBeNull();
    expect((await findSessionWithParts(query, db, otherSession, other.userId, 'not-a-uuid'))?.found).toBeNull();
    expect(await findSessionWithParts(query, db, otherSession, userId, id)).toBeUndefined();
  });

  it("reads the goals screen's and the questions screen's rows with the session as the reads apart give them, and none of another company's position (decision 470)", async () => {
    const { db } = t.database;
    const sessionId = sessionIdOf(token);
    const linksJson = (positionId: Parameters<typeof questions.currentLinksJson>[0]) => questions.currentLinksJson(positionId);
    const goalsQuery = sessionGoalsQuery(linksJson);
    const apart = await findSessionWithPosition(db, sessionId, userId, id);

    const goals = await findSessionWithGoals(goalsQuery, db, sessionId, userId, id);
    expect(goals?.account).toEqual(apart?.account);
    expect(goals?.found?.position).toEqual(apart?.position);
    expect(goals?.found?.read).toEqual(await readGoalsAndQuestions(goalsAndQuestionsQuery(linksJson), db, id));
    expect(goals?.found?.read.questions.length).toBeGreaterThan(0);

    const screen = await findSessionWithQuestionsScreen(db, sessionId, userId, id);
    expect(screen?.account).toEqual(apart?.account);
    expect(screen?.found?.position).toEqual(apart?.position);
    expect(screen?.found?.read).toEqual(await readQuestionsScreen(db, id));
    expect(screen?.found?.read.questions.length).toBeGreaterThan(0);

    const other = await registerOwner(t);
    const otherSession = sessionIdOf(other.token);
    expect((await findSessionWithGoals(goalsQuery, db, otherSession, other.userId, id))?.found).toBeNull();
    expect((await findSessionWithQuestionsScreen(db, otherSession, other.userId, id))?.found).toBeNull();
    expect((await findSessionWithQuestionsScreen(db, otherSession, other.userId, 'not-a-uuid'))?.found).toBeNull();
    expect(await findSessionWithGoals(goalsQuery, db, otherSession, userId, id)).toBeUndefined();
  });

  it("edits a position's fields and reads its parts in the same statement, as the reads apart give them, and changes no other company's position (decision 469)", async () => {
    const { db } = t.database;
    const counts = (positionId: Parameters<typeof questions.countsJson>[0]) => questions.countsJson(positionId);
    const query = positionUpdateWithPartsQuery(counts);
    const edited = await updateJobPositionWithParts(query, db, companyId, id, { title: 'Platform Engineer II', teamSize: '5-10' });
    expect(edited?.position).toMatchObject({ id, title: 'Platform Engineer II', teamSize: '5-10' });
    expect(edited?.parts).toEqual(await readPositionParts(positionPartsQuery(counts), db, id));
    expect(edited?.parts.goals.length).toBeGreaterThan(1);

    const other = await registerOwner(t);
    expect(await updateJobPositionWithParts(query, db, other.companyId, id, { title: 'Taken over' })).toBeUndefined();
    const detail = await call(t.app, 'GET', `/api/app/job-positions/${id}`, { token });
    expect(detail.body.data.title).toBe('Platform Engineer II');
  });

  it("reads a position's goals, its history with who made each change, and its question counts as the three reads apart give them (decision 462)", async () => {
    const { db } = t.database;
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

  it('reads the goals and the current question set for the goals screen as the reads apart give them (decision 463)', async () => {
    const { db } = t.database;
    const query = goalsAndQuestionsQuery((positionId) => questions.currentLinksJson(positionId));
    const read = await readGoalsAndQuestions(query, db, id);
    expect(read.goals).toEqual(await listGoals(db, id));
    const set = await currentSet(db, id);
    const rows = await listQuestions(db, set!.id);
    expect(rows.length).toBeGreaterThan(0);
    const links = questions.linksOf(read.questions);
    expect(links.questionsCount).toBe(rows.length);
    expect(links.links).toEqual(
      rows.flatMap((q) =>
        q.goalConnections.map((c) => ({
          goal_id: String(c.goal_id),
          question_id: q.id,
          question_text: q.text,
          question_difficulty: q.difficulty,
          weight: c.weight,
          reasoning: c.reasoning,
          linked_at: q.createdAt.toISOString(),
        })),
      ),
    );
    expect(links.links.length).toBeGreaterThan(0);
    // Without the questions feature, no questions; a position of no id has neither.
    expect((await readGoalsAndQuestions(goalsAndQuestionsQuery(undefined), db, id)).questions).toEqual([]);
    expect(await readGoalsAndQuestions(query, db, '00000000-0000-4000-8000-000000000000')).toEqual({ goals: [], questions: [] });
  });

  it('reads the questions screen: the newest and the current set, the goals and the current questions, as the reads apart give them (decision 464)', async () => {
    const { db } = t.database;
    const screen = await readQuestionsScreen(db, id);
    const current = await currentSet(db, id);
    expect(screen.current).toEqual(current);
    expect(screen.latest).toEqual(await latestSet(db, id));
    expect(screen.goals).toEqual(await listGoals(db, id));
    expect(screen.questions).toEqual(await listQuestions(db, current!.id));
    expect(screen.questions.length).toBeGreaterThan(0);
    // A newer set being written is the newest; the current one stays the written one.
    await db.execute(
      sql`insert into question_sets (job_position_id, version, status) values (${id}, ${current!.version + 1}, 'generating')`,
    );
    const writing = await readQuestionsScreen(db, id);
    expect(writing.latest?.status).toBe('generating');
    expect(writing.latest).toEqual(await latestSet(db, id));
    expect(writing.current).toEqual(current);
    expect(writing.questions).toEqual(screen.questions);
    expect(await readQuestionsScreen(db, '00000000-0000-4000-8000-000000000000')).toEqual({
      latest: undefined,
      current: undefined,
      goals: [],
      questions: [],
    });
  });
});
