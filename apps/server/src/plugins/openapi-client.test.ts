import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

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

export async function signIn(email: string, password: string) {
  const { data } = await client.POST('/api/auth/login', { body: { email, password } });
  return data?.success;
}

// @ts-expect-error a path parameter is required
client.GET('/api/app/job-positions/{id}', {});
// @ts-expect-error an operation the document does not have
client.GET('/api/app/nothing-here');
`;

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
    writeFileSync(join(dir, 'api.d.ts'), types);
    writeFileSync(join(dir, 'use.ts'), USE);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          skipLibCheck: true,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const checked = await run(process.execPath, [tsc, '-p', dir]).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(checked).toBe('');
  }, 120_000);
});
