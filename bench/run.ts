import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api } from './lib/api.ts';
import { type LoadFigures, load, probe } from './lib/load.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { startServer } from './lib/server.ts';
import { baseline, scenarios, timings } from './scenarios/index.ts';
import type { DatabaseKind, Scenario, ScenarioRequest, TimingScenario } from './scenarios/types.ts';

const durationSeconds = positiveNumber('BENCH_DURATION', 5);
const connections = positiveNumber('BENCH_CONNECTIONS', 20);
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const resultsFile = fileURLToPath(new URL('results/latest.json', import.meta.url));
const LABEL: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

interface Row extends LoadFigures {
  route: string;
  /** This route's requests/s as a percentage of the baseline's on the same server. */
  ratioPercent: number;
  aimPercent?: number;
}

interface DatabaseResult {
  database: DatabaseKind;
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

async function benchDatabase(database: DatabaseKind): Promise<DatabaseResult> {
  const env: Record<string, string> = {};
  if (database === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
  } else {
    const created = await createBenchDatabase(adminUrl);
    if ('skipped' in created) return { database, rows: [], skipped: created.skipped };
    cleanups.push(created.drop);
    env.DATABASE_URL = created.url;
  }

  // Bulk data a scenario needs is written straight to the database before the server opens it.
  for (const scenario of [baseline, ...scenarios]) await scenario.seed?.({ database, env });

  const server = await startServer(env);
  cleanups.push(server.stop);
  const ctx = { baseUrl: server.baseUrl, database, api: new Api(server.baseUrl) };
  try {
    // Every scenario prepares its data first, so each load runs against the same database state.
    const prepared: [Scenario, ScenarioRequest][] = [];
    for (const scenario of [baseline, ...scenarios]) prepared.push([scenario, await scenario.setup(ctx)]);

    const rows: Row[] = [];
    for (const [scenario, request] of prepared) {
      await probe(server.baseUrl, request);
      const figures = await load(server.baseUrl, request, { durationSeconds, connections });
      const baselineRps = rows[0]?.requestsPerSecond ?? figures.requestsPerSecond;
      const ratioPercent = baselineRps > 0 ? (figures.requestsPerSecond / baselineRps) * 100 : 0;
      rows.push({ route: scenario.name, ...figures, ratioPercent, aimPercent: scenario.aimPercent });
    }
    return { database, rows };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`);
  }
}

function printTable(result: DatabaseResult) {
  const label = LABEL[result.database];
  console.log(`\n${label} (${durationSeconds} s per route, ${connections} connections)`);
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
  const header = ['route', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'vs baseline'];
  const lines = result.rows.map((r) => [
    r.route,
    r.requestsPerSecond.toFixed(0),
    r.p99Ms.toFixed(0),
    String(r.non2xx),
    String(r.errors),
    `${r.ratioPercent.toFixed(1)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines]) {
    console.log(`  ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
  }
  for (const row of result.rows) {
    if (row.aimPercent === undefined) continue;
    const met = row.ratioPercent >= row.aimPercent ? 'met' : 'NOT met';
    const verdict = result.database === 'postgres' ? met : `for reference only, the aim is on PostgreSQL (would be ${met})`;
    console.log(`  Aim: ${row.route} at >= ${row.aimPercent}% of baseline on ${label}: ${row.ratioPercent.toFixed(1)}%, ${verdict}`);
  }
}

interface TimingResult {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  aimMs?: number;
}

/** Runs an in-process scenario repeatedly (after a warm-up) and keeps the median and p95 in ms. */
async function measure(scenario: TimingScenario): Promise<TimingResult> {
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
    results.push({ database, rows: [], error: (error as Error).message });
  } finally {
    await cleanUp();
  }
  printTable(results.at(-1)!);
}

const timingResults: TimingResult[] = [];
for (const scenario of timings) timingResults.push(await measure(scenario));
printTimings(timingResults);

const failures = results.flatMap((r) => [
  ...(r.error ? [`${LABEL[r.database]}: run failed`] : []),
  ...r.rows
    .filter((row) => row.non2xx > 0 || row.errors > 0)
    .map((row) => `${LABEL[r.database]}: ${row.route} had non-2xx responses or errors`),
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
      connections,
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
