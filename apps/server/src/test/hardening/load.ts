import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server-process.ts';

/**
 * A mixed load of many users, each on its own keep-alive connection (as browsers are), against a
 * running server: reads of the pages a user opens, edits of a job position, and the occasional
 * sign-in. Every request gets an answer or is counted as unanswered after `timeoutMs`.
 */

export interface Account {
  email: string;
  password: string;
  token: string;
  positionIds: string[];
}

export interface LoadFigures {
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Answers >= 500. */
  serverErrors: number;
  /** 503 answers that carried Retry-After (load shed). */
  shed: number;
  /** Connection failures and requests without an answer within the timeout. */
  unanswered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export function send(
  agent: Agent | undefined,
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(payload);
  });
}

const job = (n: number) => ({
  title: `Backend Engineer ${n}`,
  job_description: 'Design, build and run the APIs behind our hiring platform.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
});

/** Sends until the server stops shedding (503 with Retry-After), then expects `expected`. */
async function json(attempt: () => Promise<Answer>, expected: number, what: string) {
  let a = await attempt();
  for (let tries = 0; a.status === 503 && a.headers['retry-after'] && tries < 30; tries++) {
    await new Promise((r) => setTimeout(r, 1000));
    a = await attempt();
  }
  if (a.status !== expected) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 300)}`);
  return JSON.parse(a.body);
}

/** Registers `count` company owners with a trial and two job positions each, a few at a time. */
export async function prepareAccounts(baseUrl: string, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  const one = async (i: number) => {
    const email = `load.${Date.now().toString(36)}.${i}.${Math.random().toString(36).slice(2, 7)}@example.com`;
    const password = 'correct-horse-battery';
    const reg = await json(
      () => send(undefined, baseUrl, 'POST', '/api/auth/register', { body: { firstName: 'Load', lastName: `User ${i}`, email, password } }),
      201,
      'register',
    );
    const token: string = reg.data.token;
    const packages = await json(() => send(undefined, baseUrl, 'GET', '/api/app/app-products/packages', { token }), 200, 'packages');
    const trial = packages.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial');
    if (trial) {
      await json(
        () =>
          send(undefined, baseUrl, 'POST', '/api/app/subscriptions/create', {
            token,
            body: {
              subscription_type: 'trial',
              package_id: trial.package.id,
              price_id: trial.prices[0]?.id,
              company: { name: `Load Co ${i}`, size: '11-50', country: 'US' },
              billing_contact: { first_name: 'Load', last_name: 'User', phone_number: '', position: 'Recruiter' },
              team_context: { industry: 'technology', intended_use: 'hiring', expected_user_count: 6, interested_features: [] },
              company_details: { website: 'load.example.com', description: 'Load test company.' },
            },
          }),
        201,
        'trial',
      );
    }
    const positionIds: string[] = [];
    for (const n of [1, 2]) {
      const created = await json(
        () => send(undefined, baseUrl, 'POST', '/api/app/job-positions', { token, body: job(n) }),
        201,
        'position',
      );
      positionIds.push(created.data.id);
    }
    accounts.push({ email, password, token, positionIds });
  };
  for (let i = 0; i < count; i += 4) await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, k) => one(i + k)));
  return accounts;
}

type Step = (a: Account, n: number) => { method: string; path: string; body?: unknown; token?: string };

/** What a user does, weighted by how often: mostly reading, some editing, rarely signing in. */
const MIX: [number, Step][] = [
  [20, (a) => ({ method: 'GET', path: '/api/app/job-positions', token: a.token })],
  [15, (a, n) => ({ method: 'GET', path: `/api/app/job-positions/${a.positionIds[n % a.positionIds.length]}`, token: a.token })],
  [10, (a) => ({ method: 'GET', path: '/api/app/profile', token: a.token })],
  [10, (a) => ({ method: 'GET', path: '/api/app/profile/subscription', token: a.token })],
  [8, (a) => ({ method: 'GET', path: '/api/app/subscriptions/usage', token: a.token })],
  [8, (a, n) => ({ method: 'GET', path: `/api/app/job-positions/${a.positionIds[n % a.positionIds.length]}/goals`, token: a.token })],
  [8, (a) => ({ method: 'GET', path: '/api/app/company/context', token: a.token })],
  [5, (a) => ({ method: 'GET', path: '/api/app/job-positions?search=backend', token: a.token })],
  [5, (a) => ({ method: 'GET', path: '/api/app/constants', token: a.token })],
  [
    10,
    (a, n) => ({
      method: 'PUT',
      path: `/api/app/job-positions/${a.positionIds[n % a.positionIds.length]}`,
      body: { title: `Backend Engineer (edit ${n})` },
      token: a.token,
    }),
  ],
  [1, (a) => ({ method: 'POST', path: '/api/auth/login', body: { email: a.email, password: a.password } })],
];
const TOTAL_WEIGHT = MIX.reduce((s, [w]) => s + w, 0);

function pick(n: number): Step {
  let x = (n * 7919) % TOTAL_WEIGHT;
  for (const [w, step] of MIX) {
    if (x < w) return step;
    x -= w;
  }
  return MIX[0]![1];
}

/** Runs `users` concurrent users for `durationMs` over the accounts (several users share one account). */
export async function mixedLoad(
  baseUrl: string,
  accounts: Account[],
  options: { users: number; durationMs: number; timeoutMs?: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let shed = 0;
  let unanswered = 0;
  const started = Date.now();
  const until = started + options.durationMs;
  const user = async (u: number) => {
    // A fresh connection per user, opened when the load starts (the case that starved before).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const account = accounts[u % accounts.length]!;
    let n = u;
    try {
      while (Date.now() < until) {
        const step = pick(n)(account, n);
        n++;
        const t0 = performance.now();
        try {
          const answer = await send(agent, baseUrl, step.method, step.path, {
            token: step.token,
            body: step.body,
            timeoutMs: options.timeoutMs,
          });
          latencies.push(performance.now() - t0);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status === 503 && answer.headers['retry-after']) {
            shed++;
            // A client told to come back later does so.
            await new Promise((r) => setTimeout(r, Math.min(1000, Number(answer.headers['retry-after']) * 1000 || 1000)));
          }
        } catch {
          unanswered++;
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, u) => user(u)));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : 0);
  const requests = latencies.length;
  return {
    users: options.users,
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    statuses,
    serverErrors: Object.entries(statuses).reduce((s, [code, k]) => s + (Number(code) >= 500 ? k : 0), 0),
    shed,
    unanswered,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: latencies.at(-1) ?? 0,
  };
}

export function formatFigures(label: string, f: LoadFigures): string {
  const codes = Object.entries(f.statuses)
    .map(([c, k]) => `${c}×${k}`)
    .join(' ');
  return (
    `${label}: ${f.users} users, ${f.seconds.toFixed(1)} s, ${f.requests} answered (${f.requestsPerSecond.toFixed(0)}/s), ` +
    `5xx ${f.serverErrors} (shed with Retry-After ${f.shed}), unanswered ${f.unanswered}, ` +
    `p50 ${f.p50Ms.toFixed(0)} ms, p99 ${f.p99Ms.toFixed(0)} ms, max ${f.maxMs.toFixed(0)} ms; ${codes}`
  );
}

export interface QuietServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server process logging warnings only (a log line per request would load the
 * machine as much as the requests) and resolves once /api/health answers.
 */
export async function startQuietServer(env: Record<string, string>): Promise<QuietServer> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  probe.close();
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await send(undefined, url, 'GET', '/api/health', { timeoutMs: 2000 });
      if (res.status === 200) return { url, child, output: () => out, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`server did not start:\n${out}`);
}
