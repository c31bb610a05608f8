import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/test/server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * BENCH_SERVER_DIR runs the server of another checkout of this repository (e.g. an export of an
 * older commit, with node_modules linked), so before and after can be loaded in turn on the same
 * machine and load; the bench and its seeding stay this checkout's. Read at each start, since
 * bench/cpu.ts sets it anew for each server of an A/B (read once, every server was this checkout's).
 */
const serverRoot = () => process.env.BENCH_SERVER_DIR || root;
const READY_TIMEOUT_MS = 60_000;

export interface RunningServer {
  baseUrl: string;
  /** The server process, e.g. to read its CPU time from /proc. */
  pid: number;
  /** The server's own output, shown when something fails. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

const built = new Set<string>();

/**
 * What the server runs: the compiled JavaScript that `npm start` runs (built once per bench run
 * and checkout, so the figures are never an old build's), or the TypeScript source through tsx,
 * whose function names and files a CPU profile can attribute to packages.
 */
function serverEntry(source: boolean): string[] {
  if (source) return ['--import', 'tsx', 'apps/server/src/main.ts'];
  const dir = serverRoot();
  if (!built.has(dir)) {
    execFileSync('npm', ['run', '--silent', 'build', '-w', 'apps/server'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    built.add(dir);
  }
  return ['apps/server/dist/main.js'];
}

/** Starts apps/server as a child process with the baseline route mounted and waits for /api/health. */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  { source = false }: { source?: boolean } = {},
): Promise<RunningServer> {
  // BENCH_PORT pins the port (e.g. on a shared machine where each person has a range); any free one otherwise.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The database is the caller's choice only: a DATABASE_URL in the shell must not turn the PGlite run into PostgreSQL.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  // The flags every deployment starts the server with (npm start, the container), then the caller's.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...serverEntry(source)], {
    cwd: serverRoot(),
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      BENCH_BASELINE: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // API routes only: no web app, so a build in apps/web/dist neither matters nor changes the figures.
      WEB_DIST_DIR: join(root, 'bench', 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return whenReady(child, baseUrl, '/api/health');
}

/**
 * The running server of a child just spawned (stdout and stderr piped), once `readyPath` answers
 * 200; stopped, with its output in the error, if it never does.
 */
async function whenReady(child: ChildProcess, baseUrl: string, readyPath: string): Promise<RunningServer> {
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit');

  const server: RunningServer = { baseUrl, pid: child.pid ?? 0, output: () => output, stop: () => stop(child, exited) };
  try {
    await waitForHealth(baseUrl, child, readyPath);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, path: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}${path}`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Issue 16's yardstick (bench/bare-pg-server.ts) on the bench's database, from this checkout. */
export async function startBarePg(databaseUrl: string): Promise<RunningServer & { path: string }> {
  const port = await freePort();
  const path = '/two-primary-key-reads';
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-pg-server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ...(await whenReady(child, `http://127.0.0.1:${port}`, path)), path };
}

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
