import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { call } from '../test/http.ts';
import { createActiveJob, reviewAiFirst, takeInterview } from '../test/interviews.ts';
import { startReceiver, verifyAsDocumented } from '../test/webhook-receiver.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
/** The project's own compiler (the root's TypeScript), not the one openapi-typescript builds with. */
const tsc = join(dirname(createRequire(join(serverDir, '..', '..', 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');

/** A small client of the generated types, as an integrator would write it; it must type-check. */
const USE = `import createClient from 'openapi-fetch';
import type { components, paths } from './api.js';

const client = createClient<paths>({ baseUrl: 'https://hiring.example', headers: { authorization: 'Bearer key' } });

export async function firstPositionTitle(): Promise<string | undefined> {
  const { data, error } = await client.GET('/api/app/job-positions', { params: { query: { page: 1, page_size: 20 } } });
  if (error) {
    const code: components['schemas']['ErrorCode'] = error.code;
    throw new Error(code);
  }
  const page: components['schemas']['PageInfo'] = data.data;
  return page.total_count > 0 ? data.data.items[0]?.title : undefined;
}

export async function goalsOf(id: string) {
  const { data } = await client.GET('/api/app/job-positions/{id}/goals', { params: { path: { id } } });
  return data?.data.goals.map((goal) => goal.text);
}

export async function positionOf(id: string): Promise<components['schemas']['JobPosition'] | undefined> {
  const { data } = await client.GET('/api/app/job-positions/{id}', { params: { path: { id } } });
  return data?.data;
}

export function goalTitles(position: components['schemas']['JobPosition']): string[] {
  return position.evaluation_goals.goals.map((goal: components['schemas']['JobGoal']) => goal.title);
}

export async function resultOf(id: string): Promise<components['schemas']['InterviewResult'] | undefined> {
  const { data } = await client.GET('/api/app/interviews/{id}', { params: { path: { id }, query: {} } });
  return data?.data.result;
}

export async function signIn(email: string, password: string) {
  const { data } = await client.POST('/api/auth/login', { body: { email, password } });
  return data?.success;
}

// @ts-expect-error a path parameter is required
client.GET('/api/app/job-positions/{id}', {});
// @ts-expect-error an operation the document does not have
client.GET('/api/app/nothing-here');
`;

/**
 * An integration as an applicant tracking system would write it, with an API key: list positions,
 * create interview links, read a scored interview. It is compiled and run against the server.
 */
const INTEGRATION = `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export function connect(baseUrl: string, key: string) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${key}\` } });
  return {
    async positions() {
      const { data, error } = await api.GET('/api/app/job-positions', { params: { query: { page: 1, page_size: 20 } } });
      if (error) throw new Error(error.code);
      return data.data.items.map((p) => ({ id: p.id, title: p.title }));
    },
    async invite(jobPositionId: string, name: string, email: string) {
      const { data, error } = await api.POST('/api/app/job-positions/generate-links', {
        body: { job_position_id: jobPositionId, candidates: [{ name, email }], expires_in_days: 7 },
      });
      if (error) throw new Error(error.code);
      return data.data.links.map((l) => ({ id: l.id, token: l.token }));
    },
    async subscribe(url: string, events: ('interview.scored' | 'interview.started')[]) {
      const { data, error } = await api.POST('/api/app/webhooks', { body: { url, events } });
      if (error) throw new Error(error.code);
      return { id: data.data.id, secret: data.data.secret };
    },
    async result(interviewId: string) {
      const { data, error, response } = await api.GET('/api/app/interviews/{id}', { params: { path: { id: interviewId }, query: {} } });
      if (error) return { status: response.status, code: error.code };
      return { status: data.data.status, overall: data.data.result.overall_score, ai_overall: data.data.result.ai_overall_score, recommendation: data.data.result.recommendation };
    },
  };
}
`;

const COMPILER_OPTIONS = {
  strict: true,
  target: 'es2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  skipLibCheck: true,
  types: [],
};

describe('a client generated from the served document', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // Inside the server's folder, so the client resolves openapi-fetch from node_modules.
    mkdirSync(join(serverDir, 'node_modules', '.cache'), { recursive: true });
    dir = mkdtempSync(join(serverDir, 'node_modules', '.cache', 'openapi-client-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('generates TypeScript types with openapi-typescript, and a client using them type-checks', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const types = astToString(await openapiTS(document));
    expect(types).toContain('getJobPositionsByIdGoals');
    expect(types).toContain('ErrorEnvelope');
    expect(types).toMatch(/\bJobPosition: \{/);
    writeFileSync(join(dir, 'api.d.ts'), types);
    writeFileSync(join(dir, 'use.ts'), USE);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, noEmit: true }, files: ['use.ts'] }),
    );
    const checked = await run(process.execPath, [tsc, '-p', dir]).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(checked).toBe('');
  }, 120_000);

  it('drives the API with a key through openapi-fetch: lists positions, creates interview links, reads a scored interview', async () => {
    const owner = await registerOwner(t);
    const jobId = await createActiveJob(t, owner.token);
    await reviewAiFirst(t.app, owner.token);
    const created = await call(t.app, 'POST', '/api/app/api-keys', {
      token: owner.token,
      body: { name: 'ATS', scopes: ['positions:read', 'links:create', 'interviews:read', 'webhooks:manage'] },
    });
    expect(created.status).toBe(201);
    const key: string = created.body.data.key;

    const out = join(dir, 'integration');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'api.d.ts'),
      astToString(await openapiTS((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json())),
    );
    writeFileSync(join(out, 'integration.ts'), INTEGRATION);
    writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(out, 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['integration.ts'] }));
    const compiled = await run(process.execPath, [tsc, '-p', out]).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(compiled).toBe('');

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { connect } = await import(pathToFileURL(join(out, 'integration.js')).href);
    const ats = connect(address, key);
    expect(await ats.positions()).toEqual([{ id: jobId, title: expect.any(String) }]);
    // The ATS subscribes to scored interviews on its own endpoint (a local HTTP server here).
    const receiver = await startReceiver();
    const hook = await ats.subscribe(receiver.url, ['interview.scored']);
    const [link] = await ats.invite(jobId, 'Łukasz Żółć', 'lukasz@example.com');
    expect(link.token).toEqual(expect.any(String));
    await takeInterview(t, link.token);
    await t.jobs.runDue();
    await receiver.close();
    // It receives interview.scored once, signed: the documented recipe verifies it.
    expect(receiver.received).toHaveLength(1);
    const [scored] = receiver.received;
    expect(verifyAsDocumented(hook.secret, scored!.headers, scored!.body)).toBe(true);
    const event = JSON.parse(scored!.body);
    expect(event).toMatchObject({
      id: scored!.headers['webhook-id'],
      type: 'interview.scored',
      data: { interview_id: link.id, job_position_id: jobId, status: 'completed', overall: expect.any(Number) },
    });
    // Ids and results only: no answer text and no contact details leave in an event.
    expect(scored!.body).not.toContain('lukasz@example.com');
    expect(scored!.body).not.toContain('PostgreSQL');
    const result = await ats.result(link.id);
    expect(result.status).toBe('completed');
    expect(result.ai_overall).toEqual(expect.any(Number));
    // A key without the scope is refused with the stable code.
    const narrow = await call(t.app, 'POST', '/api/app/api-keys', {
      token: owner.token,
      body: { name: 'Positions only', scopes: ['positions:read'] },
    });
    expect(await connect(address, narrow.body.data.key).result(link.id)).toEqual({ status: 403, code: 'api_key_scope_missing' });
  }, 120_000);
});
