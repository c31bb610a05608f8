import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildState } from '../../../scripts/build-state.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with one source file per half and the build's outputs, each at the time given (seconds). */
function checkout({ sources, outputs }: { sources: number; outputs: number }) {
  const root = mkdtempSync(join(tmpdir(), 'hiring-build-state-'));
  roots.push(root);
  const write = (path: string, at: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), path);
    utimesSync(join(root, path), at, at);
  };
  for (const source of ['apps/web/src/main.tsx', 'apps/server/src/main.ts', 'packages/shared/src/errors.ts', 'package-lock.json']) {
    write(source, sources);
  }
  for (const output of BUILD_OUTPUTS) write(output, outputs);
  return { root, write };
}

describe('whether npm start builds', () => {
  it('skips the build when every output is newer than every source', () => {
    expect(buildState(checkout({ sources: 1_000, outputs: 2_000 }).root)).toEqual({ fresh: true });
  });

  it('builds when a source changed after the last build, naming it', () => {
    for (const source of [
      'apps/server/src/features/jobs/new-file.ts',
      'apps/web/src/app/router.tsx',
      'packages/shared/src/errors.ts',
      'apps/server/drizzle/0019_new.sql',
    ]) {
      const { root, write } = checkout({ sources: 1_000, outputs: 2_000 });
      write(source, 3_000);
      expect(buildState(root), source).toEqual({ fresh: false, reason: `${source} changed after the last build` });
    }
  });

  it('builds when an output is missing', () => {
    const { root } = checkout({ sources: 1_000, outputs: 2_000 });
    rmSync(join(root, 'apps/server/dist/migrate.js'));
    expect(buildState(root)).toEqual({ fresh: false, reason: 'apps/server/dist/migrate.js is missing' });
  });

  it('ignores dependencies and build output inside the source folders', () => {
    const { root, write } = checkout({ sources: 1_000, outputs: 2_000 });
    write('apps/server/src/node_modules/x/index.js', 3_000);
    write('apps/web/src/dist/x.js', 3_000);
    expect(buildState(root)).toEqual({ fresh: true });
  });
});
