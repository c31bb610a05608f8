import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-process.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');

describe('the container files', () => {
  it('Dockerfile passes the Dockerfile language validator with no problem', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('Dockerfile builds on Node 24 slim and runs as a non-root user with a health check and a data volume', () => {
    expect(dockerfile.match(/^FROM node:24-slim AS (\w+)$/gm)).toEqual(['FROM node:24-slim AS build', 'FROM node:24-slim AS runtime']);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD .*\/api\/health/m);
    expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
  });

  it('compose.yaml passes the Compose linter, and the app waits for a healthy PostgreSQL 16 and Redis', () => {
    const lint = spawnSync(`${root}node_modules/.bin/dclint`, ['compose.yaml'], { cwd: root, encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe('');
    expect(lint.status).toBe(0);
    const compose = readFileSync(`${root}compose.yaml`, 'utf8');
    expect(compose).toMatch(/image: postgres:16\n/);
    expect(compose).toMatch(/pg_isready/);
    expect(compose).toMatch(/db:\n\s+condition: service_healthy/);
    expect(compose).toMatch(/redis:\n\s+condition: service_healthy/);
  });

  it('the container, npm start and npm run serve start the server with the same V8 flags as the start-up test', () => {
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']);
    const scripts = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });
});
