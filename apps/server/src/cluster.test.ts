import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterPlan } from './cluster.ts';
import { loadConfig } from './config/env.ts';
import { newUser, trialPayload } from './test/http.ts';
import { adminQuery, databaseUrl } from './test/postgres-admin.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe('WEB_CONCURRENCY', () => {
  it('runs one process by default and N workers only with PostgreSQL', () => {
    expect(clusterPlan({})).toEqual({ workers: 1 });
    expect(clusterPlan({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://x/y' })).toEqual({ workers: 3 });
    expect(() => clusterPlan({ WEB_CONCURRENCY: '2' })).toThrow('several workers need DATABASE_URL');
    expect(clusterPlan({ WEB_CONCURRENCY: '1' })).toEqual({ workers: 1 });
    for (const bad of ['0', 'two', '1.5', '65']) {
      expect(() => clusterPlan({ WEB_CONCURRENCY: bad, DATABASE_URL: 'postgres://x/y' })).toThrow('WEB_CONCURRENCY');
    }
  });
});

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: responses are read loosely and asserted field by field
  body: any;
  /** The process id of the worker that answered, read from its log line for this request. */
  pid: number;
}

/**
 * Two workers sharing one port, one PostgreSQL and one Redis. Every call opens a new connection,
 * which the cluster hands to the workers in turn, and the log says which worker answered it.
 */
describe.skipIf(!adminUrl || !redisUrl)('two workers on one PostgreSQL and one Redis', () => {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  let server: ServerProcess;

  const url = databaseUrl(adminUrl ?? '', dbName);

  function call(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> {
    const id = `cluster-${randomUUID()}`;
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, server.url),
        {
          method,
          // A new connection for every call, so the workers take turns.
          agent: false,
          headers: {
            'x-request-id': id,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', async () => {
            const pid = await pidOf(id);
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, pid });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A new account's profile read `count` times at once, spread over the workers by the cluster. */
  async function profileReadsAtOnce(count: number) {
    const token: string = (await call('POST', '/api/auth/register', { body: newUser() })).body.data.token;
    return Promise.all(Array.from({ length: count }, () => call('GET', '/api/app/profile', { token })));
  }

  /** The worker that logged this request's answer. */
  async function pidOf(requestId: string): Promise<number> {
    const until = Date.now() + 5000;
    for (;;) {
      for (const line of server.output().split('\n')) {
        if (line.includes(`"reqId":"${requestId}"`) && line.includes('request completed')) return JSON.parse(line).pid as number;
      }
      if (Date.now() > until) throw new Error(`no log line for ${requestId}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  beforeAll(async () => {
    await adminQuery(adminUrl!, `CREATE DATABASE ${dbName}`);
    server = await startServerProcess({
      DATABASE_URL: url,
      WEB_CONCURRENCY: '2',
      REDIS_URL: redisUrl!,
      RATE_LIMIT_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      SESSION_CACHE_MS: '0',
      READ_CACHE_MS: '0',
    });
    // Both workers listen before the test starts.
    const until = Date.now() + 45_000;
    while ((server.output().match(/"msg":"ready"/g) ?? []).length < 2) {
      if (Date.now() > until) throw new Error(`workers did not start:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await stop(server.child);
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('migrates once in the primary and answers from both workers on the one port', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('GET', '/api/health')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    expect(server.output()).toContain('"msg":"started workers"');
  });

  it("shows a user's change at once when another worker reads it back", async () => {
    const user = newUser();
    const registered = await call('POST', '/api/auth/register', { body: user });
    expect(registered.status).toBe(201);
    const token: string = registered.body.data.token;

    // The subscription starts on one worker; the profile read on the other shows it.
    const packages = await call('GET', '/api/app/app-products/packages', { token });
    const trial = packages.body.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial');
    const before = await call('GET', '/api/app/profile', { token });
    expect(before.body.data.subscription.subscription_active).toBe(false);
    const started = await call('POST', '/api/app/subscriptions/create', {
      token,
      body: trialPayload(trial.package.id, trial.prices[0]?.id),
    });
    expect(started.status).toBe(201);
    const after = await call('GET', '/api/app/profile', { token });
    expect(after.pid).not.toBe(started.pid);
    expect(after.body.data.subscription.subscription_active).toBe(true);

    // A position edited on one worker reads back changed from the other, in detail and in the list.
    const created = await call('POST', '/api/app/job-positions', {
      token,
      body: {
        title: 'Backend Engineer',
        job_description: 'Build and run the services behind our hiring platform.',
        requirements: 'Three years of TypeScript and PostgreSQL.',
        required_skills: ['TypeScript'],
      },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.data.id;
    const crossed = new Set<string>();
    for (let i = 1; i <= 6; i++) {
      const title = `Backend Engineer ${i}`;
      const edit = await call('PUT', `/api/app/job-positions/${id}`, { token, body: { title } });
      expect(edit.status).toBe(200);
      // Each read is the detail or the list, so that both land on the worker that did not edit.
      const read =
        i % 2 === 0
          ? await call('GET', `/api/app/job-positions/${id}`, { token })
          : await call('GET', '/api/app/job-positions?search=backend', { token });
      expect(i % 2 === 0 ? read.body.data.title : read.body.data.items[0].title).toBe(title);
      if (read.pid !== edit.pid) crossed.add(i % 2 === 0 ? 'detail' : 'list');
    }
    expect(crossed).toEqual(new Set(['detail', 'list']));

    // Signed out on one worker, the token is refused on the other at once.
    const signedOut = await call('POST', '/api/auth/logout', { token, body: {} });
    expect(signedOut.status).toBeLessThan(300);
    const refused = await Promise.all([call('GET', '/api/app/profile', { token }), call('GET', '/api/app/profile', { token })]);
    expect(refused.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(refused.map((r) => r.pid)).size).toBe(2);
  }, 60_000);

  it('runs each queued job once, whichever worker claims it', async () => {
    const user = newUser();
    const token: string = (await call('POST', '/api/auth/register', { body: user })).body.data.token;
    const packages = await call('GET', '/api/app/app-products/packages', { token });
    const trial = packages.body.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial');
    expect((await call('POST', '/api/app/subscriptions/create', { token, body: trialPayload(trial.package.id) })).status).toBe(201);
    // Three positions (the trial's limit), each generating its goals on the queue.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await call('POST', '/api/app/job-positions', {
        token,
        body: {
          title: `Data Engineer ${i}`,
          job_description: 'Design the pipelines that move hiring data between our services every hour.',
          requirements: 'Python, SQL and a calm approach to on-call.',
          required_skills: ['Python', 'SQL'],
          preset_goal_ids: [1, 2],
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.data.status).toBe('pending');
      ids.push(created.body.data.id);
    }
    const until = Date.now() + 30_000;
    for (const id of ids) {
      for (;;) {
        const detail = await call('GET', `/api/app/job-positions/${id}`, { token });
        if (detail.body.data.status === 'draft') break;
        if (Date.now() > until) throw new Error(`position ${id} still ${detail.body.data.status}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const jobs = await client.query(
        `select key, status, attempts from jobs where type = 'job-positions.generate-goals' and key = any($1::text[])`,
        [ids],
      );
      expect(jobs.rows).toHaveLength(3);
      for (const job of jobs.rows) expect({ status: job.status, attempts: job.attempts }).toEqual({ status: 'done', attempts: 1 });
      const moves = await client.query(
        `select job_position_id, count(*)::int as n from job_position_status_history
         where job_position_id = any($1::uuid[]) and from_status = 'pending' and to_status = 'draft' group by job_position_id`,
        [ids],
      );
      expect(moves.rows.map((r) => r.n)).toEqual([1, 1, 1]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it("shares the machine's PostgreSQL connections between the two workers, however many requests wait", async () => {
    // Sixty reads at once: each worker's pool opens all it may, and the rest wait for a connection.
    const answers = await profileReadsAtOnce(60);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      expect(rows[0]!.n).toBeGreaterThan(2);
      // Each worker's share (decisions 471, 476), and no more.
      const share = loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '2' }).databasePoolSize;
      expect(rows[0]!.n).toBeLessThanOrEqual(2 * share);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('writes whole log lines from both workers to the one standard output, however many requests they answer at once', async () => {
    const answers = await profileReadsAtOnce(300);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":'));
    const broken = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
    expect(lines.filter((line) => line.includes('request completed')).length).toBeGreaterThanOrEqual(300);
  }, 60_000);

  it('counts failed sign-ins in Redis: the sixth answers 429 whichever worker it reaches', async () => {
    const user = newUser();
    expect((await call('POST', '/api/auth/register', { body: user })).status).toBe(201);
    const wrong = { email: user.email, password: 'not-the-password' };
    const failures: Answer[] = [];
    for (let i = 0; i < 5; i++) failures.push(await call('POST', '/api/auth/login', { body: wrong }));
    expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
    // Each worker saw some of the five; kept apart they would each allow five more.
    expect(new Set(failures.map((f) => f.pid)).size).toBe(2);
    const next = await Promise.all([call('POST', '/api/auth/login', { body: wrong }), call('POST', '/api/auth/login', { body: user })]);
    expect(next.map((n) => n.status)).toEqual([429, 429]);
    expect(new Set(next.map((n) => n.pid)).size).toBe(2);
  }, 60_000);

  it('stops every worker and exits 0 on SIGTERM', async () => {
    expect(await stop(server.child)).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down workers"');
  }, 30_000);
});

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
