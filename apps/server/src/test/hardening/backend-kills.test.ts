import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../accounts.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { call } from '../http.ts';
import { BUDGET } from './budget.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

const job = {
  title: 'Platform Engineer',
  job_description: 'Keep the hiring platform fast and available.',
  requirements: 'Operating PostgreSQL in production. Node.js services.',
  required_skills: ['PostgreSQL', 'Node.js'],
};

/**
 * PostgreSQL connections killed (pg_terminate_backend) while clients read and edit: no answer is
 * a 500. Reads and edits (transactions) run again on a fresh connection; what cannot safely run
 * again answers 503 with Retry-After (decision 226).
 */
describe.skipIf(!adminUrl)('PostgreSQL backends killed under load', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    database = ((await t.database.db.execute(sql`select current_database() as name`)).rows[0] as { name: string }).name;
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('answers every request while backends are killed, none with a 500', async () => {
    const owner = await registerOwner(t);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: job });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const until = Date.now() + BUDGET.killLoadMs;
    let kills = 0;
    const killer = (async () => {
      while (Date.now() < until) {
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from (select pid from pg_stat_activity
             where datname = $1 and pid <> pg_backend_pid() order by random() limit 1) victims`,
          [database],
        );
        kills += rows[0]?.n ?? 0;
        await new Promise((r) => setTimeout(r, 40));
      }
    })();
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    const client = async (c: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const id = ids[(c + n) % ids.length]!;
        const step = (c + n) % 5;
        const [method, url, body] =
          step === 0
            ? (['PUT', `/api/app/job-positions/${id}`, { title: `Platform Engineer ${n}` }] as const)
            : step === 1
              ? (['GET', '/api/app/job-positions', undefined] as const)
              : step === 2
                ? (['GET', `/api/app/job-positions/${id}`, undefined] as const)
                : step === 3
                  ? (['GET', '/api/app/profile', undefined] as const)
                  : (['GET', '/api/app/subscriptions/usage', undefined] as const);
        const res = await call(t.app, method, url, { token: owner.token, body });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const ok = res.status === 200 || (res.status === 503 && res.headers['retry-after'] === '1');
        if (!ok) failures.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    };
    await Promise.all([killer, ...Array.from({ length: BUDGET.killClients }, (_, c) => client(c))]);
    const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
    console.log(`backends killed: ${kills}; answers ${JSON.stringify(statuses)}`);
    expect(kills).toBeGreaterThan(5);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    // Most requests hit a live or fresh connection; the 503s are the few that could not run again.
    expect((statuses[200] ?? 0) / answered).toBeGreaterThan(0.9);
    // No connection leaked to a kill: more requests at once than the pool holds all get answers.
    const after = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'GET', '/api/app/job-positions', { token: owner.token })));
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(200));
  });
});
