import { type ChildProcess, spawn } from 'node:child_process';

const root = new URL('../../../../', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process has printed so far. */
  output: () => string;
}

export interface StartOptions {
  /** Run the built server (apps/server/dist, `npm run build -w apps/server`) instead of the source through tsx. */
  built?: boolean;
}

/**
 * The V8 flags the server runs with, as `npm start`, `npm run serve` and the container's CMD give
 * them (a test holds the three to this list). Node 24 sizes the young generation from the
 * machine's memory (128 MB of semi-spaces on 24 GiB, against Node 20's 32 MB) and the server
 * idled at about 230-400 MB on PostgreSQL; at 16 MB per semi-space it idles as on Node 20
 * (decision 487). `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler
 * (decision 336): Node 24 ignores the flag when `openDatabase` sets it at run time, as Node 20 did
 * not, so it must be on the command line (perf/488).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--liftoff-only'] as const;

/** Starts the real server process and resolves with its address once it logs "ready". */
export function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const args = [...SERVER_NODE_FLAGS, ...(options.built ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 45_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"(http:\/\/[^"]+)".*"msg":"ready"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`server exited with ${code ?? signal}:\n${out}`)));
  });
}

/** Stops a server process with a signal and resolves once it has exited. */
export function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** One JSON call over real HTTP to a server process. */
export async function httpApi(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers field by field
  return { status: res.status, body: (await res.json()) as { data: any; message?: string } };
}

/** Reads until `done` holds or the tries run out; answers the last reading. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, tries = 600, ms = 100): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !done(value); i++) {
    await new Promise((r) => setTimeout(r, ms));
    value = await read();
  }
  return value;
}

/**
 * A new owner on a trial with one job position whose goals are generated and confirmed, over
 * real HTTP: the start of the crash tests of question generation and interview scoring.
 */
export async function ownerWithConfirmedGoals(
  base: string,
  user: { email: string; password: string },
  trialBody: (packageId: string, priceId?: string) => unknown,
) {
  const reg = await httpApi(base, 'POST', '/auth/register', undefined, user);
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const token = reg.body.data.token as string;
  const packages = await httpApi(base, 'GET', '/app/app-products/packages', token);
  const trial =
    packages.status === 200 ? packages.body.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial') : undefined;
  if (trial) {
    const started = await httpApi(base, 'POST', '/app/subscriptions/create', token, trialBody(trial.package.id, trial.prices[0]?.id));
    if (started.status !== 201) throw new Error(`trial answered ${started.status}`);
  }
  const created = await httpApi(base, 'POST', '/app/job-positions', token, {
    title: 'Senior Backend Engineer',
    job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
    requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
    required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
    preset_goal_ids: [1, 3],
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as string;
  const goals = (
    await until(
      () => httpApi(base, 'GET', `/app/job-positions/${id}/goals`, token),
      (r) => r.body.data.goals.length > 0,
    )
  ).body.data.goals as { id: string }[];
  const confirm = await httpApi(base, 'POST', `/app/job-positions/${id}/confirm-goals`, token, {
    confirm: true,
    evaluation_goals: goals.map((g) => ({ id: g.id })),
  });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}`);
  return { token, id, goals };
}
