import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { call } from './test/http.ts';

/**
 * Database statements per request on the routes a deployment serves most (decision 323). Every
 * statement is a round trip and CPU on both sides; a change that adds one to these routes should
 * be a choice, so it fails here first. Counted on PostgreSQL, where each goes over the wire.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements per request on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  let companyId: string;
  let positionId: string;
  let goalId: string;
  const original = pg.Client.prototype.query;
  let statements: string[] = [];
  /** The statements' SQL, in the order sent. */
  let texts: string[] = [];
  /** Statements sent and not yet answered, and how many times that rose from none: the request's round trips in sequence. */
  let inFlight = 0;
  let steps = 0;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    ({ token, companyId } = await registerOwner(t));
    const created = await call(t.app, 'POST', '/api/app/job-positions', {
      token,
      body: {
        title: 'Backend Engineer',
        job_description: 'Build and run the services behind our hiring platform.',
        requirements: 'Three years of TypeScript and PostgreSQL.',
        required_skills: ['TypeScript'],
      },
    });
    positionId = created.body.data.id;
    const goal = await call(t.app, 'POST', `/api/app/job-positions/${positionId}/goals/custom`, {
      token,
      body: { text: 'Designs services that stay up', category: 'technical', importance: 3 },
    });
    goalId = goal.body.data.goals[0].id;
    // Counts what reaches the driver: queries, and BEGIN/COMMIT of transactions; and how many of
    // them were in flight together (a callback, as the pool passes one, or the promise ends each).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; name?: string };
      statements.push(typeof first === 'string' ? first : (first.name ?? first.text ?? '?'));
      texts.push(typeof first === 'string' ? first : (first.text ?? ''));
      if (inFlight++ === 0) steps++;
      const answered = () => {
        inFlight--;
      };
      const callback = args.findIndex((arg) => typeof arg === 'function');
      if (callback >= 0) {
        const given = args[callback] as (...results: unknown[]) => unknown;
        args[callback] = (...results: unknown[]) => {
          answered();
          return given(...results);
        };
      }
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (callback < 0) (result as Promise<unknown>).then(answered, answered);
      return result;
    } as typeof original;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t?.close();
  });

  async function count(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown, status?: number): Promise<number> {
    statements = [];
    texts = [];
    steps = 0;
    const res = await call(t.app, method, url, { token, body });
    if (status === undefined) expect(res.status).toBeLessThan(300);
    else expect(res.status).toBe(status);
    if (process.env.SHOW_STATEMENTS) console.log(method, url, statements);
    return statements.length;
  }

  it('profile: the session and the subscription flags, one statement (decision 425)', async () => {
    expect(await count('GET', '/api/app/profile')).toBe(1);
  });

  it('job list: the session and a page with its count in one statement, with a search (decisions 322, 467) or without (decision 442), filtered or not', async () => {
    expect(await count('GET', '/api/app/job-positions?search=backend')).toBe(1);
    expect(statements).toEqual(['session_job_positions_search_page']);
    expect(await count('GET', '/api/app/job-positions?page=1')).toBe(1);
    expect(statements).toEqual(['session_job_positions_page']);
    expect(await count('GET', '/api/app/job-positions?search=backend&status=draft')).toBe(1);
    expect(statements).toEqual(['session_job_positions_search_status_page']);
    expect(await count('GET', '/api/app/job-positions?workflow_state=draft')).toBe(1);
    expect(statements).toEqual(['session_job_positions_status_page']);
    // A page past the last row has no row to carry the count: only then is it counted apart.
    expect(await count('GET', '/api/app/job-positions?page=50')).toBe(2);
    expect(statements).toEqual(['session_job_positions_page', 'job_positions_count']);
    // A query that does not pass validation reads the session alone, and is answered 400.
    expect(await count('GET', '/api/app/job-positions?page=0', undefined, 400)).toBe(1);
    expect(statements).toEqual(['session_user']);
    // And so does one with text no database can store, refused after the session (decision 221).
    expect(await count('GET', '/api/app/job-positions?search=a%00b', undefined, 400)).toBe(1);
    expect(statements).toEqual(['session_user']);
  });

  it('job detail, goals and questions screens: the session, the position and what the screen shows of it in one statement (decisions 426, 468, 470)', async () => {
    // The position's goals, history and question counts (decision 462).
    expect(await count('GET', `/api/app/job-positions/${positionId}`)).toBe(1);
    expect(statements).toEqual(['session_job_position_parts']);
    // The goals and their question links (decision 463), the links' set also giving its count
    // (decision 443).
    expect(await count('GET', `/api/app/job-positions/${positionId}/goals`)).toBe(1);
    expect(statements).toEqual(['session_goals_and_questions']);
    // Without a question set: the newest and the current set (decision 447), the goals and the
    // current set's questions, which finds none (decision 464).
    expect(await count('GET', `/api/app/job-positions/${positionId}/questions`)).toBe(1);
    expect(statements).toEqual(['session_questions_screen']);
  });

  it('questions screen with a written set: its sets, goals and questions with the session in one statement (decisions 461, 464, 470)', async () => {
    const created = await call(t.app, 'POST', '/api/app/job-positions', {
      token,
      body: {
        title: 'Site Reliability Engineer',
        job_description: 'Keep the hiring platform up and fast for every customer.',
        requirements: 'On-call experience and PostgreSQL.',
        required_skills: ['PostgreSQL'],
        preset_goal_ids: [1, 3],
      },
    });
    const id = created.body.data.id as string;
    await t.jobs.runDue();
    const goals = (await call(t.app, 'GET', `/api/app/job-positions/${id}/goals`, { token })).body.data.goals as { id: string }[];
    const confirm = await call(t.app, 'POST', `/api/app/job-positions/${id}/confirm-goals`, {
      token,
      body: { confirm: true, evaluation_goals: goals.map((g) => ({ id: g.id })) },
    });
    expect(confirm.status).toBe(200);
    await t.jobs.runDue();
    expect(await count('GET', `/api/app/job-positions/${id}/questions`)).toBe(1);
    expect(statements).toEqual(['session_questions_screen']);
    const screen = await call(t.app, 'GET', `/api/app/job-positions/${id}/questions`, { token });
    expect(screen.body.data.questions.length).toBeGreaterThan(0);
    // The goals screen reads only the columns of the questions' links (decision 461), beside the goals (decision 463).
    expect(await count('GET', `/api/app/job-positions/${id}/goals`)).toBe(1);
    expect(statements).toEqual(['session_goals_and_questions']);
    const linked = await call(t.app, 'GET', `/api/app/job-positions/${id}/goals`, { token });
    const connected = linked.body.data.goals.flatMap(
      (g: { question_connections: { connected_questions: unknown[] } }) => g.question_connections.connected_questions,
    );
    expect(connected.length).toBeGreaterThan(0);
  });

  it('reads and edits of a position run only prepared statements, each named and planned once per connection (decisions 450, 453)', async () => {
    const unprepared = async (method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown) => {
      await count(method, url, body);
      return statements.filter((statement) => /\s/.test(statement));
    };
    expect(await unprepared('GET', `/api/app/job-positions/${positionId}`)).toEqual([]);
    expect(await unprepared('GET', `/api/app/job-positions/${positionId}/goals`)).toEqual([]);
    expect(await unprepared('GET', `/api/app/job-positions/${positionId}/questions`)).toEqual([]);
    expect(await unprepared('PUT', `/api/app/job-positions/${positionId}`, { title: 'Backend Engineer III' })).toEqual([]);
    expect(await unprepared('PATCH', `/api/app/job-positions/${positionId}/goals/${goalId}`, { importance: 3 })).toEqual([]);
  });

  it("an authenticated request reads its user's session columns with the session, never the password hash; only the profile reads the profile's fields (decision 475)", async () => {
    const read = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) => {
      await count(method, url, body);
      return texts.join('\n');
    };
    const sessionReads = [
      await read('GET', '/api/app/constants'),
      await read('GET', '/api/app/job-positions?search=backend'),
      await read('GET', '/api/app/job-positions?page=1'),
      await read('GET', `/api/app/job-positions/${positionId}`),
      await read('GET', `/api/app/job-positions/${positionId}/goals`),
      await read('GET', `/api/app/job-positions/${positionId}/questions`),
      await read('PUT', `/api/app/job-positions/${positionId}`, { title: 'Backend Engineer IV' }),
      // The goal edit's statement is the creation's too (session_access).
      await read('PATCH', `/api/app/job-positions/${positionId}/goals/${goalId}`, { importance: 1 }),
    ];
    for (const text of sessionReads) {
      expect(text).toContain('"auth_sessions"');
      expect(text).not.toContain('"password_hash"');
      expect(text).not.toContain('"notification_preferences"');
      expect(text).not.toContain('"bio"');
    }
    const profile = await read('GET', '/api/app/profile');
    expect(profile).toContain('"bio"');
    expect(profile).not.toContain('"password_hash"');
  });

  it('writes: create, then an update and a goal edit that read the position with the session (decision 441)', async () => {
    // Create reads the access and the plan's limit with the session, in one statement (decisions
    // 453, 465), counts the positions under the company row's lock, in its transaction (decision
    // 225), and writes the position with its first history entry in one statement (decision 446).
    expect(
      await count('POST', '/api/app/job-positions', {
        title: 'Data Engineer',
        job_description: 'Design the pipelines that move hiring data between services.',
        requirements: 'Python, SQL and a calm approach to on-call.',
        required_skills: ['Python'],
      }),
    ).toBe(6);
    expect(statements[0]).toBe('session_access');
    // A plan without a job limit needs neither the company's lock nor the count (decision 445): the
    // position and its history entry are one prepared statement, without a transaction (decision 450).
    await t.database.db.execute(
      sql`update subscriptions set package_id = (select id from billing_packages where tier = 'business') where company_id = ${companyId}`,
    );
    expect(
      await count('POST', '/api/app/job-positions', {
        title: 'Data Engineer II',
        job_description: 'Design the pipelines that move hiring data between services.',
        requirements: 'Python, SQL and a calm approach to on-call.',
        required_skills: ['Python'],
      }),
    ).toBe(2);
    expect(statements).toEqual(['session_access', 'insert_job_position_1']);
    expect(steps).toBe(2);
    // An edit of the fields alone: one UPDATE without a transaction around it (decision 448), with
    // the answer's goals, history and question counts (decisions 454, 462) read in the same
    // statement (decision 469).
    expect(await count('PUT', `/api/app/job-positions/${positionId}`, { title: 'Backend Engineer II' })).toBe(2);
    expect(statements).toEqual(['session_job_position', 'update_job_position_parts_1']);
    expect(steps).toBe(2);
    // An edit of a goal's fields: the position and the access check with the session (decision
    // 465), the goals with their question links (decision 463), then the goal and the goals version
    // in one statement without a transaction (decision 453); the answer's goals are those read, the
    // edited one as written (decision 458).
    expect(await count('PATCH', `/api/app/job-positions/${positionId}/goals/${goalId}`, { importance: 2 })).toBe(3);
    expect(statements).toEqual(['session_access', 'goals_and_questions', 'edit_goal_1']);
    expect(steps).toBe(3);
  });

  it('AI-human agreement: the session, then one read of every reviewed answer with its question, whatever the number of questions (decision 670)', async () => {
    expect(await count('GET', `/api/app/interviews/agreement?job_position_id=${positionId}`)).toBe(2);
    expect(texts[1]).toContain('answer_reviews');
    expect(await count('GET', '/api/app/interviews/agreement')).toBe(2);
  });
});
