import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './lib/load.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { startServer } from './lib/server.ts';
import { seedWorld, tokenSigner } from './lib/world.ts';
import { deploymentScenarios } from './scenarios/index.ts';

/**
 * `npm run bench:profile -- <route words>`: seeds the bench's world, starts the server under
 * `node --cpu-prof`, loads the routes whose name contains the words (or `mix`, or `crowd`) and prints where
 * the server's CPU time went, by function and by package. The profile is kept in bench/results.
 * BENCH_CONNECTIONS sets the requests in flight (20); at 1 or 2 the profile shows the server's own
 * work, not the time it spent waiting for a core the database was using.
 */
const filter = process.argv.slice(2).join(' ') || 'profile';
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const database = process.env.BENCH_DATABASES === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const profileDir = fileURLToPath(new URL(`results/cpu-${Date.now()}`, import.meta.url));
mkdirSync(profileDir, { recursive: true });

const jwtSecret = randomBytes(32).toString('hex');
const env: Record<string, string> = {
  SESSION_CACHE_MS: process.env.SESSION_CACHE_MS ?? '0',
  READ_CACHE_MS: process.env.READ_CACHE_MS ?? '0',
  JWT_SECRET: jwtSecret,
};
let drop: (() => Promise<void>) | undefined;
let dataDir: string | undefined;
if (database === 'pglite') {
  dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  env.DATA_DIR = dataDir;
} else {
  const created = await createBenchDatabase(adminUrl);
  if ('skipped' in created) throw new Error(created.skipped);
  drop = created.drop;
  env.DATABASE_URL = created.url;
}
try {
  const world = await seedWorld(env);
  const { routes, mix, crowd } = deploymentScenarios(world, tokenSigner(jwtSecret));
  const scenario = filter === 'mix' ? mix : filter === 'crowd' ? crowd : routes.find((r) => r.name.includes(filter));
  if (!scenario) throw new Error(`no route matches "${filter}"`);
  // The source, not the compiled bundle: the profile attributes time to packages by file.
  const server = await startServer(env, ['--cpu-prof', '--cpu-prof-dir', profileDir], { source: true });
  try {
    await load(server.baseUrl, () => scenario.next(), { durationSeconds: 2, connections: 20 });
    const { total } = await load(server.baseUrl, () => scenario.next(), {
      durationSeconds: seconds,
      connections: Number(process.env.BENCH_CONNECTIONS ?? scenario.connections ?? 20),
    });
    console.log(
      `${scenario.name}: ${total.requestsPerSecond.toFixed(0)} req/s, p99 ${total.p99Ms.toFixed(1)} ms, ${total.non2xx} unexpected`,
    );
  } finally {
    await server.stop();
  }
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  summarise(JSON.parse(readFileSync(join(profileDir, file), 'utf8')));
  console.log(`\nprofile: ${join(profileDir, file)}`);
} finally {
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function summarise(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, '');
    const key = `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = !url
      ? functionName.startsWith('(')
        ? functionName
        : '(native)'
      : url.includes('node_modules/')
        ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
        : url.startsWith('node:')
          ? 'node:*'
          : url.includes('/apps/server/')
            ? 'apps/server'
            : url.includes('/packages/shared/')
              ? 'packages/shared'
              : url;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>, n: number) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
    }
  };
  print('self time by package', byPackage, 20);
  print('self time by function', byFunction, 30);
}
