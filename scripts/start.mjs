// `npm start`: builds the web app and the server when the build is missing or older than its
// sources, then runs the built server in this process (`npm run serve` runs it without checking).
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

const state = buildState(root);
if (state.fresh) {
  console.log('build is up to date; starting the built server');
} else {
  console.log(`building: ${state.reason}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('the build failed; not starting');
    process.exit(build.status ?? 1);
  }
}
// With WEB_CONCURRENCY the server forks workers: they start from the server's entry, not from here.
cluster.setupPrimary({ exec: main });
await import(main);
