// Whether the built web app and server are up to date with their sources: `npm start` builds only
// when they are not, so a restart does not rebuild what has not changed (decision 517).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build reads: any of these newer than the build means the build is stale. */
export const BUILD_SOURCES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/route-preload.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/package.json',
];

/** What the build writes last of each half: the web app's page and the server's entry. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
  'apps/server/dist/migrate.js',
  'apps/server/dist/backup.js',
];

/** The newest file under `path` (a file or a folder), skipping dependencies and build output. */
function newest(path) {
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { file: path, mtimeMs: stat.mtimeMs };
  let best;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const found = newest(join(path, entry.name));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/**
 * `{ fresh: true }` when every output exists and none is older than the newest source;
 * otherwise `{ fresh: false, reason }`, the reason naming the missing output or the changed source.
 */
export function buildState(root) {
  let oldestOutput;
  for (const output of BUILD_OUTPUTS) {
    const path = join(root, output);
    if (!existsSync(path)) return { fresh: false, reason: `${output} is missing` };
    const mtimeMs = statSync(path).mtimeMs;
    if (oldestOutput === undefined || mtimeMs < oldestOutput.mtimeMs) oldestOutput = { file: output, mtimeMs };
  }
  for (const source of BUILD_SOURCES) {
    const found = newest(join(root, source));
    if (found && found.mtimeMs > oldestOutput.mtimeMs) {
      return { fresh: false, reason: `${relative(root, found.file)} changed after the last build` };
    }
  }
  return { fresh: true };
}
