import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/*
 * The production image's runtime stage, run here step by step: these machines cannot pull the
 * Node base image, so the test reads the Dockerfile's own instructions and runs them in a
 * temporary folder standing for /app, on the build that `npm test` made before the browser tests.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions, continuation lines joined and comments dropped, by stage name. */
function stages(text: string): Map<string, Instruction[]> {
  const joined = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n\s*/g, ' ');
  const result = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const line of joined.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const [first = '', ...rest] = line.split(/\s+/);
    const keyword = first.toUpperCase();
    const args = rest.join(' ');
    if (keyword === 'FROM') {
      current = [];
      result.set(args.split(/\s+as\s+/i)[1] ?? args, current);
    }
    current.push({ keyword, args });
  }
  return result;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function untilHealthy(url: string, child: ChildProcess, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not healthy after ${ms} ms`);
}

test('the image runs the built server: production dependencies only, started by its CMD, healthy by its HEALTHCHECK', async () => {
  test.setTimeout(300_000);
  const runtime = stages(readFileSync(join(root, 'Dockerfile'), 'utf8')).get('runtime');
  expect(runtime, 'a stage named runtime').toBeDefined();
  const steps = runtime ?? [];

  expect(steps[0]?.args).toMatch(/^node:24-slim\b/);
  expect(steps.find((s) => s.keyword === 'USER')?.args).toBe('node');
  expect(steps.find((s) => s.keyword === 'VOLUME')?.args).toContain('/data');

  const app = mkdtempSync(join(tmpdir(), 'hiring-image-app-'));
  const data = mkdtempSync(join(tmpdir(), 'hiring-image-data-'));
  const env: Record<string, string> = {};
  let server: ChildProcess | undefined;
  try {
    for (const { keyword, args } of steps) {
      if (keyword === 'ENV') {
        for (const pair of args.split(/\s+/)) {
          const [key = '', value = ''] = pair.split('=');
          env[key] = value;
        }
      } else if (keyword === 'COPY') {
        const parts = args.split(/\s+/);
        const fromBuild = parts[0] === '--from=build';
        const paths = fromBuild ? parts.slice(1) : parts;
        const target = join(app, paths[paths.length - 1] ?? '');
        for (const source of paths.slice(0, -1)) {
          // The build stage's /app is this checkout, built by `npm test` before the browser tests.
          const from = join(root, fromBuild ? source.replace(/^\/app\//, '') : source);
          const to = target.endsWith('/') || paths.length > 2 ? join(target, source.split('/').pop() ?? '') : target;
          mkdirSync(dirname(to), { recursive: true });
          cpSync(from, to, { recursive: true });
        }
      } else if (keyword === 'RUN') {
        for (const command of args.split('&&').map((c) => c.trim())) {
          if (command === 'npm cache clean --force') continue; // shrinks the layer; here it would empty this machine's npm cache
          if (command === 'mkdir -p /data' || command === 'chown node:node /data') continue; // the volume: `data` here
          expect(command, 'the runtime stage runs npm commands and prepares /data only').toMatch(/^npm /);
          const [cmd = '', ...argv] = command.split(/\s+/);
          const result = spawnSync(cmd, [...argv, '--prefer-offline'], { cwd: app, encoding: 'utf8' });
          expect(result.status, `${command}\n${result.stderr}`).toBe(0);
        }
      }
    }
    expect(spawnSync('node', ['-e', "import('@electric-sql/pglite')"], { cwd: app }).status, 'production dependencies installed').toBe(0);
    expect(spawnSync('node', ['-e', "import('vite')"], { cwd: app }).status, 'no build tools in the image').not.toBe(0);

    const port = await freePort();
    const runEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: data, LOG_LEVEL: 'warn' };
    const cmd = JSON.parse(steps.find((s) => s.keyword === 'CMD')?.args ?? '[]') as string[];
    server = spawn(cmd[0] ?? 'node', cmd.slice(1), { cwd: app, env: runEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    await untilHealthy(`http://127.0.0.1:${port}/api/health`, server, 60_000);
    expect((await fetch(`http://127.0.0.1:${port}/auth`)).status, 'the web app is served').toBe(200);

    const healthcheck = steps.find((s) => s.keyword === 'HEALTHCHECK')?.args ?? '';
    const probe = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD') + 3).trim()) as string[];
    const [probeCmd = 'node', ...probeArgs] = probe;
    expect(spawnSync(probeCmd, probeArgs, { env: runEnv }).status, 'HEALTHCHECK passes').toBe(0);
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    expect(spawnSync(probeCmd, probeArgs, { env: runEnv }).status, 'HEALTHCHECK fails once the server is down').not.toBe(0);
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(app, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});
