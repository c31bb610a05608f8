import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { load, probe } from './lib/load.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { startServer } from './lib/server.ts';
import { seedWorld, tokenSigner } from './lib/world.ts';
import { baseline, deploymentScenarios } from './scenarios/index.ts';
import type { LoadScenario } from './scenarios/types.ts';

/**
 * `npx tsx bench/cpu.ts [route words | mix | crowd]`: the server's own CPU time per request (user + system, read
 * from /proc), and that of the PostgreSQL backends serving the bench database, which hardly move
 * with the machine's load, unlike req/s. With BENCH_CPU_SERVERS=dirA,dirB it loads the servers of
 * two checkouts (BENCH_SERVER_DIR each) in turn, BENCH_CPU_ROUNDS times (in the order A, B, then
 * B, A), on the same seeded world: an A/B of a change that does not depend on what the neighbours
 * are doing. Both servers share the database, so a change that adds a migration is compared by
 * running each checkout's own `bench/cpu.ts` in turn instead.
 */
const filter = process.argv.slice(2).join(' ');
const seconds = Number(process.env.BENCH_DURATION ?? 4);
/** Requests in flight; 1 shows a route's latency unloaded, its round trips in sequence included. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 2);
const servers = (process.env.BENCH_CPU_SERVERS ?? '').split(',').filter(Boolean);
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's name: the parent's pid is [1], utime and stime [11] and [12]. */
const statFields = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
/** utime + stime of stat's fields, in microseconds. */
const cpuOf = (fields: string[]) => ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;

/** utime + stime of a process, in microseconds. */
function cpuMicros(pid: number): number {
  return cpuOf(statFields(pid));
}

/** CPU of a server and of its workers (WEB_CONCURRENCY: the processes it forked), in microseconds. */
function serverCpuMicros(pid: number): number {
  let micros = cpuMicros(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(entry);
      if (Number(fields[1]) === pid) micros += cpuOf(fields);
    } catch {
      // gone meanwhile
    }
  }
  return micros;
}

/** CPU of a process in microseconds, or 0 once it has gone. */
function cpuMicrosOrZero(pid: number): number {
  try {
    return cpuMicros(pid);
  } catch {
    return 0;
  }
}

/** The CPU the PostgreSQL backends of one database have used, per backend, in microseconds. */
async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
  return new Map(rows.map(({ pid }) => [pid, cpuMicrosOrZero(pid)]));
}

/** What the backends used between two readings (a backend that started meanwhile counts from 0). */
function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, micros] of after) spent += micros - (before.get(pid) ?? 0);
  return spent;
}

/**
 * BENCH_CPU_VARIANTS="A=1;A=2,B=3": settings the server runs with in turn, like BENCH_CPU_SERVERS
 * but for one checkout (e.g. PGLITE_OPTIMIZE_WASM=false;PGLITE_OPTIMIZE_WASM=true).
 */
const variants = (process.env.BENCH_CPU_VARIANTS ?? '')
  .split(';')
  .filter(Boolean)
  .map((variant) =>
    Object.fromEntries(variant.split(',').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
  );
/** BENCH_DATABASES=pglite measures the embedded database (its thread is the server process's). */
const onPglite = process.env.BENCH_DATABASES === 'pglite';

const jwtSecret = randomBytes(32).toString('hex');
const env: Record<string, string> = { SESSION_CACHE_MS: '0', READ_CACHE_MS: '0', JWT_SECRET: jwtSecret };
let dropDatabase = async () => {};
let benchDatabase = '';
if (onPglite) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cpu-pglite-'));
  env.DATA_DIR = dataDir;
  dropDatabase = async () => rmSync(dataDir, { recursive: true, force: true });
} else {
  const created = await createBenchDatabase(adminUrl);
  if ('skipped' in created) throw new Error(created.skipped);
  env.DATABASE_URL = created.url;
  benchDatabase = new URL(created.url).pathname.slice(1);
  dropDatabase = created.drop;
}
const admin = new pg.Client({ connectionString: adminUrl });
if (!onPglite) await admin.connect();
try {
  const world = await seedWorld(env);
  const { routes, mix, crowd } = deploymentScenarios(world, tokenSigner(jwtSecret));
  const named = filter === 'mix' ? [mix] : filter === 'crowd' ? [crowd] : routes.filter((r) => r.name.includes(filter));
  const chosen: LoadScenario[] = [baseline, ...named];
  const results = new Map<string, number[]>();
  const record = (key: string, value: number) => results.set(key, [...(results.get(key) ?? []), value]);
  /** The PostgreSQL backends' CPU by pid; none on PGlite, whose thread is the server process's own. */
  const databaseCpu = () => (onPglite ? Promise.resolve(new Map<number, number>()) : backendCpu(admin, benchDatabase));
  const runs: { dir: string; extra: Record<string, string> }[] =
    servers.length > 0
      ? servers.map((dir) => ({ dir, extra: {} }))
      : variants.length > 0
        ? variants.map((extra) => ({ dir: '', extra }))
        : [{ dir: '', extra: {} }];
  for (let round = 0; round < rounds; round++) {
    // A, B then B, A: the world grows with every write, so a fixed order would favour the first.
    for (const { dir, extra } of round % 2 === 0 ? runs : [...runs].reverse()) {
      if (dir) process.env.BENCH_SERVER_DIR = dir;
      else delete process.env.BENCH_SERVER_DIR;
      const server = await startServer({ ...env, ...extra });
      try {
        await load(server.baseUrl, () => chosen[1 % chosen.length]!.next(), { durationSeconds: 2, connections });
        for (const scenario of chosen) {
          await probe(server.baseUrl, scenario.next());
          const before = serverCpuMicros(server.pid);
          const backendsBefore = await databaseCpu();
          const { total } = await load(server.baseUrl, () => scenario.next(), {
            durationSeconds: seconds,
            connections: scenario.connections ?? connections,
          });
          const perRequest = (serverCpuMicros(server.pid) - before) / total.requests;
          const databasePerRequest = backendCpuSpent(backendsBefore, await databaseCpu()) / total.requests;
          const label = dir || (Object.keys(extra).length > 0 ? JSON.stringify(extra) : 'this checkout');
          const key = `${label} | ${scenario.name.slice(0, 60)}`;
          record(key, perRequest);
          if (!onPglite) record(`${key} (PostgreSQL)`, databasePerRequest);
          const database = onPglite ? '' : ` + ${databasePerRequest.toFixed(0)} µs PostgreSQL`;
          console.log(
            `${key}: ${perRequest.toFixed(0)} µs server${database} CPU/request, p50 ${total.p50Ms.toFixed(1)} ms, p99 ${total.p99Ms.toFixed(0)} ms, ${total.requestsPerSecond.toFixed(0)} req/s, ${total.non2xx} unexpected`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
  console.log('\nmedian CPU per request');
  for (const [key, values] of results) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${key}: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs (${values.map((v) => v.toFixed(0)).join(', ')})`);
  }
} finally {
  if (!onPglite) await admin.end();
  await dropDatabase();
}
