import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadFigures, load, probe } from './lib/load.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { type RunningServer, startBarePg, startServer } from './lib/server.ts';
import { COMPANIES, MEMBERS_PER_COMPANY, seedWorld, tokenSigner } from './lib/world.ts';
import { baseline, deploymentScenarios, ISSUE_BARE_PG_RPS, timings } from './scenarios/index.ts';
import type { DatabaseKind, LoadScenario, TimingScenario } from './scenarios/types.ts';

/** Seconds per route; the mix runs three times as long. */
const durationSeconds = positiveNumber('BENCH_DURATION', 5);
const mixSeconds = positiveNumber('BENCH_MIX_DURATION', durationSeconds * 3);
const connections = positiveNumber('BENCH_CONNECTIONS', 20);
/** Seconds of the 200-user crowd (issue 16 measured 60). */
const crowdSeconds = positiveNumber('BENCH_CROWD_DURATION', 60);
/** Worker processes of the server on PostgreSQL (WEB_CONCURRENCY); 1 by default. */
const workers = positiveNumber('BENCH_WORKERS', 1);
/**
 * The crowd on PostgreSQL runs a second time on a server of this many workers: the README's
 * production setting, one per core (decision 471). The same as BENCH_WORKERS skips that run.
 */
const crowdWorkers = positiveNumber('BENCH_CROWD_WORKERS', availableParallelism());
/** p99 to stay at or under, per database. */
const AIM_P99_MS: Record<DatabaseKind, number> = { postgres: 25, pglite: 50 };
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const resultsFile = fileURLToPath(new URL('results/latest.json', import.meta.url));
const LABEL: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
/**
 * Every per-process cache is off unless the shell sets it: a deployment's many users rarely repeat
 * a request within a cache's lifetime, so cached figures would flatter it.
 */
const CACHES = { SESSION_CACHE_MS: process.env.SESSION_CACHE_MS ?? '0', READ_CACHE_MS: process.env.READ_CACHE_MS ?? '0' };

interface Row extends LoadFigures {
  route: string;
  /** This route's requests/s as a percentage of the baseline's on the same server. */
  ratioPercent: number;
  aimPercent?: number;
  /** A route's share of the mix (its rows are indented under the mix). */
  inMix?: boolean;
  /** The crowd's row: its own aims, and its p99 is not held to the 20-connection aim. */
  aim?: { requestsPerSecond?: number; p99Ms?: number };
  crowd?: boolean;
  /** The scenario's aim as a percentage of the yardstick's req/s (PostgreSQL). */
  aimOfBarePgPercent?: number;
  /** Issue 16's yardstick: the bare handler's row. */
  yardstick?: boolean;
}

interface DatabaseResult {
  database: DatabaseKind;
  baselineRps: number;
  rows: Row[];
  skipped?: string;
  error?: string;
}

/** Undone in reverse order at the end, or on Ctrl-C. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`cleanup failed: ${(error as Error).message}`);
    }
  }
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/**
 * A fresh database of the kind, seeded with the bench's world, and the server on it with `serverWorkers`
 * workers (PostgreSQL only); both are undone by the cleanups. PostgreSQL says why when it cannot be had.
 */
async function seededServer(
  database: DatabaseKind,
  serverWorkers: number,
): Promise<{ skipped: string } | { server: RunningServer; scenarios: ReturnType<typeof deploymentScenarios>; databaseUrl?: string }> {
  const jwtSecret = randomBytes(32).toString('hex');
  const env: Record<string, string> = { ...CACHES, JWT_SECRET: jwtSecret };
  if (database === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
  } else {
    const created = await createBenchDatabase(adminUrl);
    if ('skipped' in created) return { skipped: created.skipped };
    cleanups.push(created.drop);
    env.DATABASE_URL = created.url;
    if (serverWorkers > 1) env.WEB_CONCURRENCY = String(serverWorkers);
  }

  const seedStarted = performance.now();
  const world = await seedWorld(env);
  const workerNote = serverWorkers > 1 ? ` (${serverWorkers} workers)` : '';
  console.log(
    `\n${LABEL[database]}${workerNote}: seeded ${world.members.length} members of ${COMPANIES} companies (${MEMBERS_PER_COMPANY} each) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const scenarios = deploymentScenarios(world, tokenSigner(jwtSecret));
  const server = await startServer(env);
  cleanups.push(server.stop);
  return { server, scenarios, databaseUrl: env.DATABASE_URL };
}

async function benchDatabase(database: DatabaseKind): Promise<DatabaseResult> {
  const opened = await seededServer(database, database === 'postgres' ? workers : 1);
  if ('skipped' in opened) return { database, baselineRps: 0, rows: [], skipped: opened.skipped };
  const {
    server,
    scenarios: { routes, mix, crowd },
  } = opened;
  try {
    const measure = async (scenario: LoadScenario, seconds: number) => {
      await probe(server.baseUrl, scenario.next());
      return load(server.baseUrl, () => scenario.next(), { durationSeconds: seconds, connections: scenario.connections ?? connections });
    };
    // A short warm-up, so the first route measured does not pay for the JIT.
    await load(server.baseUrl, () => baseline.next(), { durationSeconds: Math.min(2, durationSeconds), connections });
    await load(server.baseUrl, () => pickWarmUp(routes), { durationSeconds: Math.min(3, durationSeconds), connections });
    const before = (await measure(baseline, durationSeconds)).total;
    const measured: [LoadScenario, Awaited<ReturnType<typeof measure>>][] = [];
    for (const scenario of routes) {
      measured.push([scenario, await measure(scenario, durationSeconds)]);
      process.stdout.write('.');
    }
    const mixed = await measure(mix, mixSeconds);
    const crowded = await measure(crowd, crowdSeconds);
    const after = (await measure(baseline, durationSeconds)).total;
    const yardstick = opened.databaseUrl ? await measureBarePg(opened.databaseUrl) : undefined;
    process.stdout.write('\n');
    const deployed = database === 'postgres' && crowdWorkers !== workers ? await crowdOnWorkers(server) : undefined;
    // The baseline is measured before and after the routes, so a neighbour's burst of work on the
    // shared machine moves both sides of the ratio alike.
    const baselineRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const row = (route: string, figures: LoadFigures, extra: Partial<Row> = {}): Row => ({
      route,
      ...figures,
      ratioPercent: baselineRps > 0 ? (figures.requestsPerSecond / baselineRps) * 100 : 0,
      ...extra,
    });
    // A scenario's aims: as a share of the baseline, and on PostgreSQL of the yardstick.
    const aimsOf = (scenario: LoadScenario): Partial<Row> => ({
      aimPercent: scenario.aimPercent?.[database],
      aimOfBarePgPercent: yardstick ? scenario.aimOfBarePgPercent : undefined,
    });
    const rows: Row[] = [
      row(`${baseline.name} (before)`, before),
      row(`${baseline.name} (after)`, after),
      ...(yardstick ? [row(BARE_PG_ROUTE, yardstick, { yardstick: true })] : []),
      ...measured.map(([scenario, figures]) => row(scenario.name, figures.total, aimsOf(scenario))),
      row(mix.name, mixed.total, aimsOf(mix)),
      ...[...mixed.routes].map(([route, figures]) => row(`  ${route}`, figures, { inMix: true })),
      row(crowd.name, crowded.total, { ...aimsOf(crowd), aim: crowd.aim?.[database], crowd: true }),
      ...(deployed
        ? [row(`${crowd.name}, ${crowdWorkers} workers`, deployed, { ...aimsOf(crowd), aim: crowd.aim?.[database], crowd: true })]
        : []),
    ];
    return { database, baselineRps, rows };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`);
  }
}

const BARE_PG_ROUTE = "issue 16's yardstick: bare Fastify + pg, two primary-key reads";

/** Issue 16's yardstick on the same database, after the server's own loads: a warm-up, then `durationSeconds`. */
async function measureBarePg(databaseUrl: string): Promise<LoadFigures> {
  const bare = await startBarePg(databaseUrl);
  try {
    const request = () => ({ route: BARE_PG_ROUTE, path: bare.path });
    await load(bare.baseUrl, request, { durationSeconds: Math.min(2, durationSeconds), connections });
    return (await load(bare.baseUrl, request, { durationSeconds, connections })).total;
  } finally {
    await bare.stop();
  }
}

/**
 * The crowd once more, on a server of `crowdWorkers` workers in place of the single process (which
 * is stopped first, so the two never share the cores), on a world of its own seeded alike: the
 * first crowd's creations do not make the second one's lists longer.
 */
async function crowdOnWorkers(single: { stop(): Promise<void> }): Promise<LoadFigures> {
  await single.stop();
  const opened = await seededServer('postgres', crowdWorkers);
  if ('skipped' in opened) throw new Error(opened.skipped);
  const {
    server,
    scenarios: { crowd },
  } = opened;
  const connectionsOf = { connections: crowd.connections ?? connections };
  await load(server.baseUrl, () => crowd.next(), { durationSeconds: Math.min(3, durationSeconds), ...connectionsOf });
  await probe(server.baseUrl, crowd.next());
  return (await load(server.baseUrl, () => crowd.next(), { durationSeconds: crowdSeconds, ...connectionsOf })).total;
}

function pickWarmUp(routes: LoadScenario[]) {
  return routes[Math.floor(Math.random() * 6)]!.next();
}

function printTable(result: DatabaseResult) {
  const label = LABEL[result.database];
  const cacheNote = `SESSION_CACHE_MS=${CACHES.SESSION_CACHE_MS} READ_CACHE_MS=${CACHES.READ_CACHE_MS}`;
  const workerNote = result.database === 'postgres' && workers > 1 ? `, ${workers} workers` : '';
  console.log(
    `\n${label} (${durationSeconds} s per route, ${mixSeconds} s mix, ${connections} connections, ${crowdSeconds} s crowd${workerNote}, ${cacheNote})`,
  );
  if (result.skipped) {
    console.log(
      `  PostgreSQL run skipped: could not create a database via ${redact(adminUrl)} (${result.skipped}); the aim is not checked`,
    );
    return;
  }
  if (result.error) {
    console.log(`  FAILED: ${result.error}`);
    return;
  }
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline'];
  const lines = result.rows.map((r) => [
    r.route,
    r.requestsPerSecond.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    `${r.ratioPercent.toFixed(1)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines]) {
    console.log(`  ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
  }
  console.log(`  (baseline for the ratios: ${result.baselineRps.toFixed(0)} req/s, the mean of before and after)`);
  for (const row of result.rows) {
    if (row.aimPercent === undefined) continue;
    const met = row.ratioPercent >= row.aimPercent ? 'met' : 'NOT met';
    console.log(`  Aim: ${row.route} at >= ${row.aimPercent}% of baseline on ${label}: ${row.ratioPercent.toFixed(1)}%, ${met}`);
  }
  const bare = result.rows.find((r) => r.yardstick);
  for (const row of bare ? result.rows : []) {
    if (row.aimOfBarePgPercent === undefined) continue;
    const share = (row.requestsPerSecond / bare!.requestsPerSecond) * 100;
    const aimRps = (bare!.requestsPerSecond * row.aimOfBarePgPercent) / 100;
    console.log(
      `  Aim by issue 16's yardstick: ${row.route} at >= ${row.aimOfBarePgPercent.toFixed(1)}% of the bare handler's ${bare!.requestsPerSecond.toFixed(0)} req/s (${aimRps.toFixed(0)} req/s; ${ISSUE_BARE_PG_RPS.toLocaleString('en')} on the issue's machine): ${share.toFixed(1)}%, ${share >= row.aimOfBarePgPercent ? 'met' : 'NOT met'}`,
    );
  }
  const aimP99 = AIM_P99_MS[result.database];
  for (const row of result.rows) {
    if (!row.crowd) continue;
    const { requestsPerSecond: rps, p99Ms } = row.aim ?? {};
    const aims = [
      ...(rps === undefined
        ? []
        : [`>= ${rps} req/s: ${row.requestsPerSecond.toFixed(0)}, ${row.requestsPerSecond >= rps ? 'met' : 'NOT met'}`]),
      ...(p99Ms === undefined ? [] : [`p99 <= ${p99Ms} ms: ${row.p99Ms.toFixed(0)} ms, ${row.p99Ms <= p99Ms ? 'met' : 'NOT met'}`]),
      `every request answered: ${row.errors === 0 ? 'met' : `NOT met (${row.errors} unanswered)`}`,
    ];
    console.log(`  Aim: ${row.route} on ${label}: ${aims.join('; ')}`);
  }
  const slow = result.rows.filter((r) => !r.route.startsWith(baseline.name) && !r.yardstick && !r.inMix && !r.crowd && r.p99Ms > aimP99);
  console.log(
    `  Aim: p99 <= ${aimP99} ms on every route and the mix on ${label}: ${
      slow.length === 0 ? 'met' : `NOT met (${slow.map((r) => `${r.route.split(' (')[0]} ${r.p99Ms.toFixed(0)} ms`).join('; ')})`
    }`,
  );
}

interface TimingResult {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  aimMs?: number;
}

/** Runs an in-process scenario repeatedly (after a warm-up) and keeps the median and p95 in ms. */
async function measureTiming(scenario: TimingScenario): Promise<TimingResult> {
  const iterations = scenario.iterations ?? 100;
  for (let i = 0; i < Math.min(20, iterations); i++) await scenario.run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await scenario.run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { name: scenario.name, iterations, medianMs: at(0.5), p95Ms: at(0.95), aimMs: scenario.aimMs };
}

function printTimings(rows: TimingResult[]) {
  if (rows.length === 0) return;
  console.log('\nIn-process timings (no server)');
  const header = ['scenario', 'runs', 'median ms', 'p95 ms'];
  const lines = rows.map((r) => [r.name, String(r.iterations), r.medianMs.toFixed(2), r.p95Ms.toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines]) {
    console.log(`  ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
  }
  for (const r of rows) {
    if (r.aimMs === undefined) continue;
    console.log(`  Aim: ${r.name} median <= ${r.aimMs} ms: ${r.medianMs.toFixed(2)} ms, ${r.medianMs <= r.aimMs ? 'met' : 'NOT met'}`);
  }
}

/** The admin URL without a password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** BENCH_DATABASES=postgres (or pglite) runs one database only, for quick comparisons. */
const databases = (['pglite', 'postgres'] as const).filter(
  (d) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(d),
);

const startedAt = new Date();
const results: DatabaseResult[] = [];
for (const database of databases) {
  try {
    results.push(await benchDatabase(database));
  } catch (error) {
    results.push({ database, baselineRps: 0, rows: [], error: (error as Error).message });
  } finally {
    await cleanUp();
  }
  printTable(results.at(-1)!);
}

const timingResults: TimingResult[] = [];
if (process.env.BENCH_TIMINGS !== 'false') for (const scenario of timings) timingResults.push(await measureTiming(scenario));
printTimings(timingResults);

const failures = results.flatMap((r) => [
  ...(r.error ? [`${LABEL[r.database]}: run failed`] : []),
  ...r.rows
    // The crowd on PGlite may be told to come back later (503 with Retry-After): an answer.
    .filter((row) => !row.inMix && ((!row.crowd && row.non2xx > 0) || row.errors > 0))
    .map((row) => `${LABEL[r.database]}: ${row.route} had unexpected statuses or errors`),
]);
const elapsedSeconds = (Date.now() - startedAt.getTime()) / 1000;

mkdirSync(join(resultsFile, '..'), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      elapsedSeconds,
      durationSeconds,
      mixSeconds,
      crowdSeconds,
      connections,
      workers,
      crowdWorkers,
      caches: CACHES,
      machine: { cpus: availableParallelism(), node: process.version },
      ok: failures.length === 0,
      failures,
      databases: results,
      timings: timingResults,
    },
    null,
    2,
  )}\n`,
);

console.log(`\nTotal ${elapsedSeconds.toFixed(1)} s; figures written to bench/results/latest.json`);
if (failures.length > 0) {
  console.error(`\nBench FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
}
